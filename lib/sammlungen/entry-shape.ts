// An entry's stored shape (codegen/shapes.ts: `sammlung:<name>`, the entry schema's `x-version`, its snapshots and
// migrations beside it): every read brings a stored entry to this build's version, every save stamps it, and the
// site's calls answer the entry without it (the item shape the blocks read has no version). Browser-safe.
import { currentVersion, migrateShape, type MigratedShape } from '@/lib/shapes/migrate-shape';

type Item = Record<string, unknown>;

export const entryShape = (sammlung: string) => `sammlung:${sammlung}`;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored entry in this build's shape (a newer release's is kept as it is: `status` says so). */
export function migrateEntry(sammlung: string, stored: unknown): MigratedShape {
  return migrateShape(entryShape(sammlung), stored, isItem(stored) ? stored.version : undefined);
}

/** The entry as a save stores it: stamped with the version this build writes. */
export function withEntryVersion(sammlung: string, inhalt: unknown): unknown {
  const version = currentVersion(entryShape(sammlung));
  return isItem(inhalt) && version !== undefined ? { ...inhalt, version } : inhalt;
}

/** The entry without its stored version: what the calls answer and the editor's form shows. */
export function withoutVersion(inhalt: unknown): unknown {
  if (!isItem(inhalt) || !('version' in inhalt)) return inhalt;
  const rest = { ...inhalt };
  delete rest.version;
  return rest;
}
