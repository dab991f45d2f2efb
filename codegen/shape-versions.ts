// Versions of every stored shape (codegen/shapes.ts): `x-version` in its schema (default 1), a committed snapshot of
// every released version in `<versionsDir>/v<N>.schema.json` (with the shared schemas it refers to, so a change to
// `bild` is a change to every block that holds images), and a migration `<migrationsDir>/v<N>-to-v<N+1>.ts` from each
// older one. A change that would make stored content of the current version invalid is refused unless the version is
// raised and the migration written. `x-mindestversion` retires older versions once `npm run inhalte:migrieren` has
// rewritten the store: their snapshots and migrations may then go.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CodegenError, type JsonSchema } from './collect';
import { GENERATED_BANNER } from './banner';
import { findIncompatibilities } from './schema-compat';
import { closureOf, splitClosure, withClosure, type References } from './schema-closure';
import type { ShapeDeclaration } from './shapes';

export interface ShapeVersions {
  shape: ShapeDeclaration;
  /** `x-version` of the schema. */
  current: number;
  /** `x-mindestversion`: the oldest version stored content may still be in. */
  oldest: number;
  /** Every kept version's schema (without its closure), oldest first; the last is the current schema. */
  snapshots: { version: number; schema: JsonSchema }[];
  /** The current version's snapshot file and its text. */
  snapshot: { file: string; text: string };
}

const SNAPSHOT = /^v([1-9][0-9]*)\.schema\.json$/;
const SNAPSHOT_COMMENT = GENERATED_BANNER.replace('// ', '').replace('from schemas/ and blocks/', 'from schema.json');

export const snapshotFile = (shape: Pick<ShapeDeclaration, 'versionsDir'>, version: number): string =>
  `${shape.versionsDir}/v${version}.schema.json`;
export const migrationFile = (shape: Pick<ShapeDeclaration, 'migrationsDir'>, from: number): string =>
  `${shape.migrationsDir}/v${from}-to-v${from + 1}.ts`;

function integerAnnotation(shape: ShapeDeclaration, key: string, fallback: number): number {
  const raw = shape.schema[key];
  if (raw === undefined) return fallback;
  if (!Number.isInteger(raw) || (raw as number) < 1) {
    throw new CodegenError(`${shape.file ?? shape.versionsDir}: "${key}" muss eine ganze Zahl ab 1 sein`);
  }
  return raw as number;
}

/** The snapshots in the folder, by version (each with the closure it was written with, if any). */
export function readSnapshots(root: string, versionsDir: string): Map<number, JsonSchema> {
  const dir = path.join(root, versionsDir);
  const found = new Map<number, JsonSchema>();
  if (!existsSync(dir)) return found;
  for (const file of readdirSync(dir)) {
    const match = SNAPSHOT.exec(file);
    if (!match) throw new CodegenError(`${versionsDir}/${file}: erwartet wird v<N>.schema.json`);
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
    delete schema.$comment; // the generated-file banner
    found.set(Number(match[1]), schema);
  }
  return found;
}

/** The file a snapshot is committed as: the schema as released with its closure, marked generated. */
export function snapshotText(schema: JsonSchema): string {
  return JSON.stringify({ $comment: SNAPSHOT_COMMENT, ...schema }, null, 2) + '\n';
}

/**
 * Each shape's versions, checked: refuses (CodegenError naming the shape, paths and reasons) a schema whose change
 * against its version's snapshot would break stored content, a version that jumps or falls, a missing or
 * superfluous migration.
 */
export function collectShapeVersions(
  root: string,
  shapes: ShapeDeclaration[],
  shared: ReadonlyMap<string, JsonSchema>,
): ShapeVersions[] {
  return shapes.map((shape) => {
    const stored = readSnapshots(root, shape.versionsDir);
    const newestStored = Math.max(0, ...stored.keys());
    const current = shape.retired ? newestStored : integerAnnotation(shape, 'x-version', 1);
    const oldest = integerAnnotation(shape, 'x-mindestversion', 1);
    const where = shape.file ?? shape.retired!.file;
    if (oldest > current) {
      throw new CodegenError(`${where}: "x-mindestversion" ${oldest} ist größer als "x-version" ${current}`);
    }
    if (newestStored > current) {
      throw new CodegenError(
        `${where}: "x-version" ${current} ist kleiner als die schon veröffentlichte Version ${newestStored} (${snapshotFile(shape, newestStored)}); eine Version sinkt nie`,
      );
    }
    const references = shape.retired
      ? (splitClosure(shape.schema).references ?? {})
      : closureOf(shape.schema, shared, shape.embeds, where);
    const ownSchema = splitClosure(shape.schema).schema;
    const previous = stored.get(current);
    if (previous && !shape.retired) refuseBreakingChange(shape, current, previous, ownSchema, references, shared);
    else if (!previous && newestStored && newestStored !== current - 1) {
      throw new CodegenError(
        `${where}: "x-version" ${current} überspringt eine Version (zuletzt veröffentlicht: ${newestStored})`,
      );
    }
    const first = Math.max(oldest, stored.size ? Math.min(...stored.keys()) : current);
    for (let v = first; v < current; v++) {
      if (!stored.has(v)) throw new CodegenError(`${snapshotFile(shape, v)} fehlt (Stand der Version ${v})`);
      if (!existsSync(path.join(root, migrationFile(shape, v)))) {
        throw new CodegenError(
          `${shape.label}: Version ${current} braucht die Migration ${migrationFile(shape, v)} (reine Funktion: Inhalt der Version ${v} -> Version ${v + 1}, die Daten schon in der neuen Form unverändert lässt)`,
        );
      }
    }
    refuseStrayMigrations(root, shape, first, current);
    const snapshots = [...stored.entries()]
      .filter(([v]) => v >= first && v < current)
      .sort(([a], [b]) => a - b)
      .map(([version, schema]) => ({ version, schema: splitClosure(schema).schema }));
    const currentSnapshot = shape.retired ? shape.schema : withClosure(ownSchema, references);
    return {
      shape,
      current,
      oldest,
      snapshots: [...snapshots, { version: current, schema: ownSchema }],
      snapshot: { file: snapshotFile(shape, current), text: snapshotText(currentSnapshot) },
    };
  });
}

function refuseBreakingChange(
  shape: ShapeDeclaration,
  current: number,
  previous: JsonSchema,
  schema: JsonSchema,
  references: References,
  shared: ReadonlyMap<string, JsonSchema>,
): void {
  const old = splitClosure(previous);
  // A snapshot written before snapshots carried their closure: its references are compared by name only.
  const oldRefs = old.references ?? Object.fromEntries(shared);
  const breaks = findIncompatibilities(old.schema, schema, '', {
    before: { doc: old.schema, refs: oldRefs },
    after: { doc: schema, refs: old.references ? references : Object.fromEntries(shared) },
  });
  if (!breaks.length) return;
  throw new CodegenError(
    `${shape.label}: die Änderung an ${shape.file} (oder an einem Schema, auf das es verweist) macht gespeicherte Inhalte der Version ${current} ungültig:\n` +
      breaks.map((b) => `  ${b.path}: ${b.reason}`).join('\n') +
      `\n  -> "x-version": ${current + 1} setzen und ${migrationFile(shape, current)} schreiben (Version ${current} -> ${current + 1}), oder die Änderung abwärtsverträglich machen.`,
  );
}

function refuseStrayMigrations(root: string, shape: ShapeDeclaration, first: number, current: number): void {
  const dir = path.join(root, shape.migrationsDir);
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)) {
    const match = /^v([0-9]+)-to-v([0-9]+)\.ts$/.exec(file);
    const from = match ? Number(match[1]) : NaN;
    if (!match || Number(match[2]) !== from + 1 || from < first || from >= current) {
      throw new CodegenError(
        `${shape.migrationsDir}/${file}: passt zu keiner Version (erwartet v<N>-to-v<N+1>.ts mit ${first} <= N < ${current})`,
      );
    }
  }
}
