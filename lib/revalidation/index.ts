// The one way to say "these site paths changed": the CMS webhook and the Redaktion's changes (its publications,
// unpublications, renames and scheduled runs, through lib/redaktion/actions/publish-change.ts). The revalidation is written to the ledger (and so reaches every
// instance, now or when it next connects) and applied in this process at once. With PGlite (one process) the same
// happens; there is just nobody else listening.
import { databaseUrl, getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { applyRevalidation, processCursor } from './apply';
import type { Sql } from '@/lib/db/database';
import { recordRevalidation, writeRevalidation, type RevalidationCause } from './ledger';
import type { RegenerationResult, Regenerator } from './regenerate';

export type { RevalidationCause } from './ledger';

export interface RevalidationOutcome extends RegenerationResult {
  /** False when the ledger could not be written: only this instance has the change. */
  verteilt: boolean;
}

export const NOT_DISTRIBUTED =
  'Die Änderung konnte nicht an alle Instanzen weitergegeben werden (die Datenbank antwortet nicht).';

export interface RevalidateOptions {
  database?: () => Promise<Database>;
  regenerator?: Regenerator;
  /** Other instances read the ledger (PostgreSQL): the answer waits for it. Default: DATABASE_URL is set. */
  shared?: boolean;
}

export async function revalidatePaths(
  paths: readonly string[],
  cause: RevalidationCause,
  { database = getDatabase, regenerator, shared = Boolean(databaseUrl()) }: RevalidateOptions = {},
): Promise<RevalidationOutcome> {
  const unique = [...new Set(paths)];
  const recorded = database()
    // Remembered before the commit: this process's listener then skips its own notification.
    .then((db) => recordRevalidation(db, unique, cause, (entry) => processCursor().remember(entry)))
    .then(
      () => true,
      (error) => {
        reportError(error, { message: 'Revalidierung: Eintrag in die Datenbank fehlgeschlagen', tags: { cause } });
        return false;
      },
    );
  // Applied here meanwhile. With PGlite nobody else reads the ledger, and its first opening takes seconds: the
  // answer does not wait for it.
  const applied = await applyRevalidation(unique, regenerator);
  return { ...applied, verteilt: shared ? await recorded : true };
}

/**
 * A revalidation recorded in the caller's transaction (an Änderungspaket's publication: the pointers of every part
 * and the ledger row commit together, so every instance learns of it exactly when it happened, even if this process
 * dies right after the commit). After the commit the caller applies it here with `applyRecorded`.
 */
export async function recordInTransaction(
  tx: Sql,
  paths: readonly string[],
  cause: RevalidationCause,
): Promise<string[]> {
  const unique = [...new Set(paths)];
  // Remembered before the commit: this process's listener then skips its own notification.
  await writeRevalidation(tx, unique, cause, (entry) => processCursor().remember(entry));
  return unique;
}

/** Applies in this process what `recordInTransaction` recorded, once its transaction has committed. */
export async function applyRecorded(
  paths: readonly string[],
  { regenerator }: Pick<RevalidateOptions, 'regenerator'> = {},
): Promise<RegenerationResult> {
  return applyRevalidation(paths, regenerator);
}
