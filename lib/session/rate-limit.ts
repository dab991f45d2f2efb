// Rate limit of failed attempts (staff logins and password changes per account and per address, the preview secret
// per address): at most 10 failures in 15 minutes, counted in the database so every instance sees the same count
// (DESIGN.md section 1: nothing only in memory). A password check reserves its attempt first (`reserveAttempt`), so
// a burst of parallel attempts is held at the limit too.
import type { Sql } from '@/lib/db/database';
import { formatDatum, formatUhrzeit } from '@/lib/format/datum';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60_000;

export interface LoginKeys {
  account: string;
  address: string;
}

export function loginKeys(kind: string, email: string, address: string): LoginKeys {
  return { account: `${kind}:konto:${email.trim().toLowerCase()}`, address: `${kind}:adresse:${address}` };
}

const keyList = (keys: LoginKeys | readonly string[]): string[] =>
  Array.isArray(keys) ? [...keys] : [(keys as LoginKeys).account, (keys as LoginKeys).address];

/** When the blocked key may try again, or null when the attempt may go ahead. */
export async function blockedUntil(
  db: Sql,
  keys: LoginKeys | readonly string[],
  now = new Date(),
): Promise<Date | null> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const { rows } = await db.query<{ key: string; n: number; oldest: Date | string }>(
    `SELECT schluessel AS key, count(*)::int AS n, (array_agg(zeitpunkt ORDER BY zeitpunkt DESC))[$3] AS oldest
       FROM anmelde_fehlversuche WHERE schluessel = ANY($1) AND zeitpunkt > $2 GROUP BY schluessel`,
    [keyList(keys), since.toISOString(), MAX_FAILURES],
  );
  let until: Date | null = null;
  for (const row of rows) {
    if (row.n < MAX_FAILURES) continue;
    // The key is free again when the MAX_FAILURES-th newest failure leaves the window.
    const free = new Date(new Date(row.oldest).getTime() + WINDOW_MS);
    if (!until || free > until) until = free;
  }
  return until;
}

export async function recordFailure(db: Sql, keys: LoginKeys | readonly string[], now = new Date()): Promise<void> {
  await db.query('INSERT INTO anmelde_fehlversuche (schluessel, zeitpunkt) SELECT unnest($1::text[]), $2', [
    keyList(keys),
    now.toISOString(),
  ]);
  await forgetOldAttempts(db, now);
}

/** Old rows say nothing any more; removed as failures are kept, so the table stays small. */
export async function forgetOldAttempts(db: Sql, now = new Date()): Promise<void> {
  await db.query('DELETE FROM anmelde_fehlversuche WHERE zeitpunkt < $1', [
    new Date(now.getTime() - 24 * 3600_000).toISOString(),
  ]);
}

/** An attempt counted before its password is checked (see `reserveAttempt`): its rows, by id. */
export interface Reservation {
  ids: string[];
}

/**
 * Counts an attempt as a failure before its password is checked, then asks whether it was within the limit: so a
 * burst of parallel attempts cannot all pass the check before the first failure is written (each attempt's count
 * includes itself and every attempt written before it; on PostgreSQL an earlier row not yet committed at that instant
 * can be missed, a window of one autocommitted INSERT). Within the limit: the reservation, which the caller keeps as the
 * failure, or `release`s on success or when the check did not happen. Over it: the reservation is dropped again (a
 * refused attempt does not lengthen the block) and the end of the block is returned. A key blocked already is
 * refused by one read, without writing anything (most of a burst).
 */
export async function reserveAttempt(
  db: Sql,
  keys: LoginKeys | readonly string[],
  now = new Date(),
): Promise<{ reserved: Reservation } | { until: Date }> {
  const blocked = await blockedUntil(db, keys, now);
  if (blocked) return { until: blocked };
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO anmelde_fehlversuche (schluessel, zeitpunkt) SELECT unnest($1::text[]), $2 RETURNING id::text AS id',
    [keyList(keys), now.toISOString()],
  );
  const reserved = { ids: rows.map((row) => row.id) };
  // Counted up to this attempt's own rows, in the order the rows were written: the first ten of a burst go ahead,
  // not none of them (all rows of a burst may be written before the first count runs).
  const { rows: counts } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM anmelde_fehlversuche WHERE schluessel = ANY($1) AND zeitpunkt > $2
       AND id <= $3::bigint
     GROUP BY schluessel`,
    [
      keyList(keys),
      new Date(now.getTime() - WINDOW_MS).toISOString(),
      reserved.ids.reduce((a, b) => (BigInt(a) > BigInt(b) ? a : b)),
    ],
  );
  if (counts.every((row) => row.n <= MAX_FAILURES)) return { reserved };
  await release(db, reserved);
  // Others released their reservations meanwhile: a second later it may go ahead.
  return { until: (await blockedUntil(db, keys, now)) ?? new Date(now.getTime() + 1000) };
}

/** Drops a reservation: the attempt succeeded, or its password was never checked. */
export async function release(db: Sql, reservation: Reservation): Promise<void> {
  await db.query('DELETE FROM anmelde_fehlversuche WHERE id = ANY($1::bigint[])', [reservation.ids]);
}

/** A successful login forgets the account's failures (not the address's: one known password must not reset it). */
export async function clearAccountFailures(db: Sql, keys: LoginKeys): Promise<void> {
  await db.query('DELETE FROM anmelde_fehlversuche WHERE schluessel = $1', [keys.account]);
}

/** Seconds until the block ends, for the Retry-After header (at least 1). */
export function retryAfterSeconds(until: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

export function blockedMessage(until: Date, now = new Date(), what = 'Anmeldeversuche'): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const sameDay = formatDatum(until) === formatDatum(now);
  const when = sameDay ? `ab ${formatUhrzeit(until)} Uhr` : `ab ${formatDatum(until)}, ${formatUhrzeit(until)} Uhr`;
  return `Zu viele fehlgeschlagene ${what}. Bitte versuchen Sie es ${when} erneut (in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}).`;
}
