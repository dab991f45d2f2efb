// Schema versions of the blocks: `x-version` in schema.json (default 1), a committed snapshot of every released
// version in blocks/<name>/versions/v<N>.schema.json, and a migration blocks/<name>/migrations/v<N>-to-v<N+1>.ts
// from each older one. A change that would make stored content of the current version invalid is refused unless the
// version is raised and the migration written.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CodegenError, type BlockFolder, type JsonSchema } from './collect';
import { GENERATED_BANNER } from './banner';
import { findIncompatibilities } from './schema-compat';

export interface BlockVersions {
  block: BlockFolder;
  /** `x-version` of schema.json. */
  current: number;
  /** Every version's schema, oldest first; the last is the current schema. */
  snapshots: { version: number; schema: JsonSchema }[];
}

const SNAPSHOT = /^v([1-9][0-9]*)\.schema\.json$/;
const SNAPSHOT_COMMENT = GENERATED_BANNER.replace('// ', '').replace('from schemas/ and blocks/', 'from schema.json');

export const snapshotFile = (name: string, version: number): string =>
  `blocks/${name}/versions/v${version}.schema.json`;
export const migrationFile = (name: string, from: number): string =>
  `blocks/${name}/migrations/v${from}-to-v${from + 1}.ts`;

function versionOf(block: BlockFolder): number {
  const raw = block.schema['x-version'];
  if (raw === undefined) return 1;
  if (!Number.isInteger(raw) || (raw as number) < 1) {
    throw new CodegenError(`${block.file}: "x-version" muss eine ganze Zahl ab 1 sein`);
  }
  return raw as number;
}

function readSnapshots(root: string, name: string): Map<number, JsonSchema> {
  const dir = path.join(root, 'blocks', name, 'versions');
  const found = new Map<number, JsonSchema>();
  if (!existsSync(dir)) return found;
  for (const file of readdirSync(dir)) {
    const match = SNAPSHOT.exec(file);
    if (!match) throw new CodegenError(`blocks/${name}/versions/${file}: erwartet wird v<N>.schema.json`);
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
    delete schema.$comment; // the generated-file banner
    found.set(Number(match[1]), schema);
  }
  return found;
}

/** The file a snapshot is committed as: the schema as released, marked generated. */
export function snapshotText(schema: JsonSchema): string {
  return JSON.stringify({ $comment: SNAPSHOT_COMMENT, ...schema }, null, 2) + '\n';
}

/**
 * Each block's versions, checked: refuses (CodegenError naming block, paths and reasons) a schema whose change
 * against its version's snapshot would break stored content, a version that jumps or falls, and a missing or
 * superfluous migration.
 */
export function collectBlockVersions(root: string, blocks: BlockFolder[]): BlockVersions[] {
  return blocks.map((block) => {
    const name = block.id;
    const current = versionOf(block);
    const stored = readSnapshots(root, name);
    const newestStored = Math.max(0, ...stored.keys());
    if (newestStored > current) {
      throw new CodegenError(
        `${block.file}: "x-version" ${current} ist kleiner als die schon veröffentlichte Version ${newestStored} (${snapshotFile(name, newestStored)}); eine Version sinkt nie`,
      );
    }
    const previous = stored.get(current);
    if (previous) {
      const breaks = findIncompatibilities(previous, block.schema);
      if (breaks.length) {
        throw new CodegenError(
          `Block „${name}“: die Änderung an ${block.file} macht gespeicherte Inhalte der Version ${current} ungültig:\n` +
            breaks.map((b) => `  ${b.path}: ${b.reason}`).join('\n') +
            `\n  -> "x-version": ${current + 1} setzen und ${migrationFile(name, current)} schreiben (Version ${current} -> ${current + 1}), oder die Änderung abwärtsverträglich machen.`,
        );
      }
    } else if (newestStored && newestStored !== current - 1) {
      throw new CodegenError(
        `${block.file}: "x-version" ${current} überspringt eine Version (zuletzt veröffentlicht: ${newestStored})`,
      );
    }
    const oldest = stored.size ? Math.min(...stored.keys()) : current;
    for (let v = oldest; v < current; v++) {
      if (!stored.has(v)) throw new CodegenError(`${snapshotFile(name, v)} fehlt (Stand der Version ${v})`);
      if (!existsSync(path.join(root, migrationFile(name, v)))) {
        throw new CodegenError(
          `Block „${name}“: Version ${current} braucht die Migration ${migrationFile(name, v)} (reine Funktion: Inhalt der Version ${v} -> Version ${v + 1})`,
        );
      }
    }
    const migrationsDir = path.join(root, 'blocks', name, 'migrations');
    if (existsSync(migrationsDir)) {
      for (const file of readdirSync(migrationsDir)) {
        const match = /^v([0-9]+)-to-v([0-9]+)\.ts$/.exec(file);
        const from = match ? Number(match[1]) : NaN;
        if (!match || Number(match[2]) !== from + 1 || from < oldest || from >= current) {
          throw new CodegenError(
            `blocks/${name}/migrations/${file}: passt zu keiner Version (erwartet v<N>-to-v<N+1>.ts mit ${oldest} <= N < ${current})`,
          );
        }
      }
    }
    const snapshots = [...stored.entries()]
      .filter(([v]) => v < current)
      .sort(([a], [b]) => a - b)
      .map(([version, schema]) => ({ version, schema }));
    return { block, current, snapshots: [...snapshots, { version: current, schema: block.schema }] };
  });
}
