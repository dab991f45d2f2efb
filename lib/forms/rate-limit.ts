// Rate limit of the other forms against spam: at most 5 submissions per address and form in a
// sliding window of 10 minutes, counted in the database (table anfrage_zaehler, one row per key and
// minute) so every instance of the site counts the same requests. Every submission that reaches
// the limit counts (valid, invalid or caught by the honeypot); a refused one does not. Booking
// requests and cancellations use the same window with their own maximum (lib/buchungen/rate-limit.ts).
import type { Database } from '@/lib/db/database';
import { formatUhrzeit } from '@/lib/format/datum';

export const MAX_SUBMISSIONS = 5;
export const WINDOW_MINUTES = 10;
const MINUTE_MS = 60_000;

export type LimitDecision = { allowed: true } | { allowed: false; retryAt: Date };

export function limitKey(form: string, address: string): string {
  return `formular:${form}:${address}`;
}

/** Counts one submission for `key`, or refuses it with the moment a slot is free again (at most `max` per window). */
export async function takeSubmissionSlot(
  db: Database,
  key: string,
  now: Date = new Date(),
  max: number = MAX_SUBMISSIONS,
): Promise<LimitDecision> {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const oldest = minute - WINDOW_MINUTES + 1;
  return db.transaction(async (tx) => {
    // Simultaneous submissions of one key queue here, so none slips past the count.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    const { rows } = await tx.query<{ fenster: string | number; anzahl: number }>(
      'SELECT fenster, anzahl FROM anfrage_zaehler WHERE schluessel = $1 AND fenster >= $2 ORDER BY fenster',
      [key, oldest],
    );
    const used = rows.reduce((sum, row) => sum + row.anzahl, 0);
    if (used >= max) {
      // Free again when enough of the oldest minutes have left the window.
      let left = used;
      let freeMinute = minute + 1;
      for (const row of rows) {
        left -= row.anzahl;
        freeMinute = Number(row.fenster) + WINDOW_MINUTES;
        if (left < max) break;
      }
      return { allowed: false, retryAt: new Date(freeMinute * MINUTE_MS) };
    }
    await tx.query(
      `INSERT INTO anfrage_zaehler (schluessel, fenster, anzahl) VALUES ($1, $2, 1)
       ON CONFLICT (schluessel, fenster) DO UPDATE SET anzahl = anfrage_zaehler.anzahl + 1`,
      [key, minute],
    );
    // Minutes that left the window say nothing any more; removed as we go so the table stays small.
    await tx.query('DELETE FROM anfrage_zaehler WHERE schluessel = $1 AND fenster < $2', [key, oldest]);
    return { allowed: true };
  });
}

let prunedMinute = 0;

/** Removes every key's expired minutes, at most once a minute per process (a cache of effort only). */
export async function pruneLimits(db: Database, now: Date = new Date()): Promise<void> {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute === prunedMinute) return;
  prunedMinute = minute;
  await db.query('DELETE FROM anfrage_zaehler WHERE fenster < $1', [minute - WINDOW_MINUTES]);
}

export function tooManyMessage(retryAt: Date, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / MINUTE_MS));
  return `Sie haben dieses Formular in kurzer Zeit zu oft abgeschickt. Bitte versuchen Sie es ab ${formatUhrzeit(retryAt)} Uhr erneut (in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}).`;
}

/** The refusal every limited route answers: 429, Retry-After, the German message under the form key ''. */
export function tooManyAnswer(
  retryAt: Date,
  now: Date = new Date(),
): { status: 429; headers: Record<string, string>; body: { fehler: { '': string }; erneutAb: string } } {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return {
    status: 429,
    headers: { 'Retry-After': String(seconds) },
    body: { fehler: { '': tooManyMessage(retryAt, now) }, erneutAb: retryAt.toISOString() },
  };
}
