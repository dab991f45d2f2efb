// Rate limit of failed attempts (staff logins per account and per address, the preview secret per
// address): at most 10 failures in 15 minutes, counted in the database so every instance sees the
// same count (DESIGN.md section 1: nothing only in memory).
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
  // Old rows say nothing any more; removed as we go so the table stays small.
  await db.query('DELETE FROM anmelde_fehlversuche WHERE zeitpunkt < $1', [
    new Date(now.getTime() - 24 * 3600_000).toISOString(),
  ]);
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
