// The one way to say "these site paths changed": the CMS webhook today, the Redaktion's publications and
// unpublications and scheduled jobs tomorrow. The revalidation is written to the ledger (and so reaches every
// instance, now or when it next connects) and applied in this process at once. With PGlite (one process) the same
// happens; there is just nobody else listening.
import { getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { applyRevalidation, processCursor } from './apply';
import { recordRevalidation, type RevalidationCause } from './ledger';
import type { RegenerationResult, Regenerator } from './regenerate';

export type { RevalidationCause } from './ledger';
export { onRevalidation } from './apply';

export interface RevalidationOutcome extends RegenerationResult {
  /** False when the ledger could not be written: only this instance has the change. */
  verteilt: boolean;
}

export const NOT_DISTRIBUTED =
  'Die Änderung konnte nicht an alle Instanzen weitergegeben werden (die Datenbank antwortet nicht).';

export async function revalidatePaths(
  paths: readonly string[],
  cause: RevalidationCause,
  { database = getDatabase, regenerator }: { database?: () => Promise<Database>; regenerator?: Regenerator } = {},
): Promise<RevalidationOutcome> {
  const unique = [...new Set(paths)];
  let verteilt = true;
  try {
    // Remembered before the commit: this process's listener then skips its own notification.
    await recordRevalidation(await database(), unique, cause, (entry) => processCursor().remember(entry));
  } catch (error) {
    verteilt = false;
    reportError(error, { message: 'Revalidierung: Eintrag in die Datenbank fehlgeschlagen', tags: { cause } });
  }
  return { ...(await applyRevalidation(unique, regenerator)), verteilt };
}
