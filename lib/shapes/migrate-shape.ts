// Reading migrates (DESIGN.md section 9), for every stored shape alike (codegen/shapes.ts: the page envelope, the
// menus, each block type, and whatever is declared there next): stored or upstream content carries the version it
// was written in (absent = 1, the specification's shape, on read and on write alike) and is brought to the version
// this build knows before anything validates, renders, diffs or indexes it. Every migration detects the shape it is
// given, so content already in the newer shape passes unchanged: a block without a version is never migrated twice.
// Pure and browser-safe.
import {
  oldestShapeVersions,
  retiredBlocks,
  shapeMigrations,
  shapeVersions,
  type RetiredBlockMigration,
  type ShapeMigration,
} from '@/codegen/out/shape-versions';

export interface ShapeRegistry {
  current: Readonly<Record<string, number>>;
  oldest: Readonly<Record<string, number>>;
  migrations: Readonly<Record<string, Readonly<Record<number, ShapeMigration>>>>;
  retired: Readonly<Record<string, RetiredBlockMigration>>;
}

export const generatedShapes: ShapeRegistry = {
  current: shapeVersions,
  oldest: oldestShapeVersions,
  migrations: shapeMigrations,
  retired: retiredBlocks,
};

/**
 * `aktuell`: already the current version; `migriert`: brought to it; `zu-neu`: written by a newer release than this
 * build (kept as it is, never guessed at); `unbekannt`: a shape this build does not have; `fehlgeschlagen`: the
 * version is no positive integer or was retired, a migration is missing or threw (kept as it is, with the reason).
 */
export type MigrationStatus = 'aktuell' | 'migriert' | 'zu-neu' | 'unbekannt' | 'fehlgeschlagen';

export interface MigratedShape {
  value: unknown;
  status: MigrationStatus;
  /** The version the content was stored in (NaN when it names none that is valid). */
  from: number;
  /** Why it could not be migrated, in German. */
  error?: string;
}

/** The version this build writes of the shape; undefined for a shape it does not have. */
export function currentVersion(shape: string, registry: ShapeRegistry = generatedShapes): number | undefined {
  return Object.hasOwn(registry.current, shape) ? registry.current[shape] : undefined;
}

/** The version stored content names: its `version`, 1 when absent, NaN when it is no positive integer. */
export function storedVersion(version: unknown): number {
  if (version === undefined) return 1;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : NaN;
}

/** Brings `value`, stored in `version`, to the shape's current version. Never throws. */
export function migrateShape(
  shape: string,
  value: unknown,
  version: unknown,
  registry: ShapeRegistry = generatedShapes,
): MigratedShape {
  const from = storedVersion(version);
  const current = currentVersion(shape, registry);
  if (current === undefined) return { value, status: 'unbekannt', from };
  // The common case costs one comparison: content saved by this release.
  if (from === current) return { value, status: 'aktuell', from };
  if (Number.isNaN(from)) {
    return { value, status: 'fehlgeschlagen', from, error: `Die Version ${describe(version)} ist ungültig.` };
  }
  if (from > current) return { value, status: 'zu-neu', from };
  const oldest = Object.hasOwn(registry.oldest, shape) ? registry.oldest[shape]! : 1;
  if (from < oldest) {
    return {
      value,
      status: 'fehlgeschlagen',
      from,
      error: `Version ${from} wird nicht mehr gelesen (älteste: ${oldest}); vor dem Update „npm run inhalte:migrieren -- --schreiben“ ausführen.`,
    };
  }
  let migrated = value;
  for (let step = from; step < current; step++) {
    const migrate = registry.migrations[shape]?.[step];
    if (!migrate) {
      return {
        value,
        status: 'fehlgeschlagen',
        from,
        error: `Es fehlt die Migration von Version ${step} auf ${step + 1}.`,
      };
    }
    try {
      migrated = (migrate as (old: unknown) => unknown)(migrated);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        value,
        status: 'fehlgeschlagen',
        from,
        error: `Die Migration von Version ${step} auf ${step + 1} schlug fehl: ${reason}`,
      };
    }
  }
  return { value: migrated, status: 'migriert', from };
}

/** A stored value named in a message: never by its own toString (it may be hostile). */
function describe(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  return Array.isArray(value) ? 'eine Liste' : typeof value === 'object' ? 'ein Objekt' : typeof value;
}

/** The version stored content names when a newer release wrote it (this build writes an older one), else null. */
export function newerThanBuild(
  shape: string,
  version: unknown,
  registry: ShapeRegistry = generatedShapes,
): number | null {
  const stored = storedVersion(version);
  const current = currentVersion(shape, registry);
  return current !== undefined && stored > current ? stored : null;
}
