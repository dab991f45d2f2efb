// What codegen writes for the block versions: the snapshot of each block's current version, the TypeScript types of
// every version of a block that has older ones (so migrations are typed), and the registry of migrations.
import type { SchemaFile } from './collect';
import { GENERATED_BANNER } from './banner';
import { compileOne } from './emit-types';
import { migrationFile, snapshotFile, snapshotText, type BlockVersions } from './block-versions';

/** Snapshot files by path from the repository root: the current version's; older ones are frozen as released. */
export function emitSnapshots(versions: BlockVersions[]): Map<string, string> {
  return new Map(versions.map((v) => [snapshotFile(v.block.id, v.current), snapshotText(v.block.schema)]));
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

export async function emitVersionTypes(shared: SchemaFile[], versions: BlockVersions[]): Promise<string> {
  const titles = new Map(shared.map((f) => [f.id, f.title]));
  const parts: string[] = [];
  for (const { block, snapshots } of versions.filter((v) => v.snapshots.length > 1)) {
    for (const { version, schema } of snapshots) {
      const title = versionTypeName(block.title, version);
      const file = snapshotFile(block.id, version);
      const prepared = { ...(withoutNestedTitles(schema) as object), title };
      parts.push(`// ${file}\n${(await compileOne({ id: block.id, title, file, schema: prepared }, titles)).trim()}`);
    }
  }
  const code = parts.join('\n\n');
  // A snapshot refers to shared schemas (images, links) by their current types.
  const declarations = code.replace(/\/\*[\s\S]*?\*\//g, '');
  const used = shared.map((f) => f.title).filter((title) => new RegExp(`\\b${title}\\b`).test(declarations));
  const imports = used.length ? `import type { ${used.join(', ')} } from './types';\n\n` : '';
  return `${GENERATED_BANNER}
/* eslint-disable */
// The content of each released version of every block that has older versions: the types of its migrations.
${imports}
${code}
`;
}

/** Browser-safe: each block's current version and its migrations, typed old -> new (lib/blocks/migrate.ts runs them). */
export function emitMigrationRegistry(versions: BlockVersions[]): string {
  const imports: string[] = [];
  const types: string[] = [];
  const entries = versions
    .filter((v) => v.snapshots.length > 1)
    .map(({ block, snapshots }) => {
      const steps = snapshots.slice(0, -1).map(({ version }) => {
        const name = `${block.id.replace(/[^A-Za-z0-9]/g, '_')}_v${version}_to_v${version + 1}`;
        const from = versionTypeName(block.title, version);
        const to = versionTypeName(block.title, version + 1);
        imports.push(`import ${name} from '../../${migrationFile(block.id, version).replace(/\.ts$/, '')}';`);
        types.push(from, to);
        return `    ${version}: ${name} satisfies (old: ${from}) => ${to},`;
      });
      return `  ${JSON.stringify(block.id)}: {\n${steps.join('\n')}\n  },`;
    });
  const current = versions.map((v) => `  ${JSON.stringify(v.block.id)}: ${v.current},`).join('\n');
  const typeImport = types.length
    ? `import type { ${[...new Set(types)].join(', ')} } from './block-version-types';\n`
    : '';
  return `${GENERATED_BANNER}
${typeImport}${imports.join('\n')}

/** The schema version of each block that this build writes (\`x-version\` of its schema.json). */
export const currentBlockVersions: Readonly<Record<string, number>> = {
${current}
};

/** A migration takes a block's content of one version to the next; keyed by template, then by the older version. */
export type BlockMigration = (old: never) => unknown;

export const blockMigrations: Readonly<Record<string, Readonly<Record<number, BlockMigration>>>> = {
${entries.join('\n')}
};
`;
}
