// What codegen writes for the stored shapes' versions: the snapshot of each shape's current version, the TypeScript
// types of every version of a shape that has older ones (so migrations are typed), and the registry of current
// versions, migrations and retired block types that lib/shapes/migrate-shape.ts and lib/blocks/migrate.ts run.
import type { SchemaFile } from './collect';
import { GENERATED_BANNER } from './banner';
import { compileOne } from './emit-types';
import { migrationFile, type ShapeVersions } from './shape-versions';

/** Snapshot files by path from the repository root: the current version's; older ones are frozen as released. */
export function emitSnapshots(versions: ShapeVersions[]): Map<string, string> {
  return new Map(versions.filter((v) => !v.shape.retired).map((v) => [v.snapshot.file, v.snapshot.text]));
}

export const versionTypeName = (title: string, version: number): string => `${title}V${version}`;

/** Nested titles would become type names shared by every version; only the root names the type. */
function withoutNestedTitles(node: unknown, root = true): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutNestedTitles(item, false));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => root || key !== 'title')
      .map(([key, value]) => [
        key,
        key === 'properties' || key === 'definitions'
          ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, withoutNestedTitles(v, false)]))
          : withoutNestedTitles(value, false),
      ]),
  );
}

const typed = (versions: ShapeVersions[]) => versions.filter((v) => v.snapshots.length > 1 || v.shape.retired);

export async function emitVersionTypes(shared: SchemaFile[], versions: ShapeVersions[]): Promise<string> {
  const titles = new Map(shared.map((f) => [f.id, f.title]));
  const parts: string[] = [];
  for (const { shape, snapshots } of typed(versions)) {
    for (const { version, schema } of snapshots) {
      const title = versionTypeName(shape.title, version);
      const file = `${shape.versionsDir}/v${version}.schema.json`;
      const prepared = { ...(withoutNestedTitles(schema) as object), title };
      parts.push(`// ${file}\n${(await compileOne({ id: shape.name, title, file, schema: prepared }, titles)).trim()}`);
    }
  }
  const code = parts.join('\n\n');
  // A snapshot refers to shared schemas (images, links) by their current types.
  const declarations = code.replace(/\/\*[\s\S]*?\*\//g, '');
  const used = shared.map((f) => f.title).filter((title) => new RegExp(`\\b${title}\\b`).test(declarations));
  const imports = used.length ? `import type { ${used.join(', ')} } from './types';\n\n` : '';
  return `${GENERATED_BANNER}
/* eslint-disable */
// The content of each released version of every stored shape that has older versions: the types of its migrations.
${imports}
${code}
`;
}

const identifier = (text: string) => text.replace(/[^A-Za-z0-9]/g, '_');

/**
 * Browser-safe: each shape's current version, the oldest it still reads, its migrations typed old -> new, and the
 * whole-block migration of each retired block type.
 */
export function emitMigrationRegistry(versions: ShapeVersions[]): string {
  const imports: string[] = [];
  const types: string[] = [];
  const entries = typed(versions).flatMap(({ shape, snapshots }) => {
    const steps = snapshots.slice(0, -1).map(({ version }) => {
      const name = `${identifier(shape.name)}_v${version}_to_v${version + 1}`;
      const from = versionTypeName(shape.title, version);
      const to = versionTypeName(shape.title, version + 1);
      imports.push(`import ${name} from '../../${migrationFile(shape, version).replace(/\.ts$/, '')}';`);
      types.push(from, to);
      return `    ${version}: ${name} satisfies (old: ${from}) => ${to},`;
    });
    return steps.length ? [`  ${JSON.stringify(shape.name)}: {\n${steps.join('\n')}\n  },`] : [];
  });
  const retired = versions
    .filter((v) => v.shape.retired)
    .map(({ shape, current }) => {
      const template = shape.name.replace(/^block:/, '');
      const name = `${identifier(template)}_abgeloest`;
      const type = versionTypeName(shape.title, current);
      imports.push(`import ${name} from '../../${shape.retired!.file.replace(/\.ts$/, '')}';`);
      types.push(type);
      return `  ${JSON.stringify(template)}: ${name} satisfies RetiredBlockMigration<${type}>,`;
    });
  const current = versions.map((v) => `  ${JSON.stringify(v.shape.name)}: ${v.current},`).join('\n');
  const oldest = versions
    .filter((v) => v.oldest > 1)
    .map((v) => `  ${JSON.stringify(v.shape.name)}: ${v.oldest},`)
    .join('\n');
  const typeImport = types.length
    ? `import type { ${[...new Set(types)].sort().join(', ')} } from './shape-version-types';\n`
    : '';
  return `${GENERATED_BANNER}
import type { Inhaltsblock } from './types';
${typeImport}${imports.join('\n')}

/** The version of each stored shape that this build writes (\`x-version\` of its schema; a retired block: its last). */
export const shapeVersions: Readonly<Record<string, number>> = {
${current}
};

/** Shapes whose older versions were retired (\`x-mindestversion\`): content older than this is not read. */
export const oldestShapeVersions: Readonly<Record<string, number>> = {
${oldest}
};

/** A migration takes a shape's content of one version to the next; keyed by shape, then by the older version. */
export type ShapeMigration = (old: never) => unknown;

export const shapeMigrations: Readonly<Record<string, Readonly<Record<number, ShapeMigration>>>> = {
${entries.join('\n')}
};

/** A stored block of a retired type, its options in the type's last version. */
export interface RetiredBlockInput<Options> {
  id?: string | number;
  slotName: Inhaltsblock['slotName'];
  context?: Inhaltsblock['context'];
  options: Options;
}

/**
 * What a block of a retired, renamed, split or merged type becomes: blocks of current types (each naming the
 * version it is written in), or none. Keyed by the retired template.
 */
export type RetiredBlockMigration<Options = never> = (block: RetiredBlockInput<Options>) => Inhaltsblock[];

export const retiredBlocks: Readonly<Record<string, RetiredBlockMigration>> = {
${retired.join('\n')}
};
`;
}
