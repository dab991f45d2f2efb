// The revalidation ledger in the database (table `revalidierung`, lib/db/migrations/050-revalidierung.ts): every
// revalidation is a row, announced on the channel `revalidierung` in the same transaction (PostgreSQL delivers the
// notification at commit). Readers find what they have not applied yet by time, with an overlap, and skip ids they
// have seen: ids are handed out at insert but committed in any order, so "id > last seen" could skip one.
import type { Database, Sql } from '@/lib/db/database';

export const CHANNEL = 'revalidierung';

/** Why pages are regenerated: the CMS webhook, a publication (or unpublication) in the Redaktion, a scheduled run. */
export type RevalidationCause = 'webhook' | 'veroeffentlichung' | 'depublikation' | 'zeitplan';

export interface LedgerEntry {
  id: string;
  paths: string[];
  /** When it was written, by the database's clock (milliseconds since 1970). */
  createdMs: number;
}

/** Rows older than this are removed; an instance restarted after a longer pause regenerates every page it kept. */
export const RETENTION_MS = 24 * 3600_000;
/** And never more rows than this, whatever their age. */
export const MAX_ROWS = 10_000;
/** A reader asks again for rows this much older than the newest it has seen (a slow commit lands late). */
export const OVERLAP_MS = 60_000;

type Row = { id: string; pfade: string[]; erstellt_ms: number };
const COLUMNS = `id::text AS id, pfade, (extract(epoch FROM erstellt_am) * 1000)::float8 AS erstellt_ms`;
const toEntry = (row: Row): LedgerEntry => ({ id: row.id, paths: row.pfade, createdMs: Number(row.erstellt_ms) });

/**
 * Writes one revalidation and announces it; `beforeCommit` learns the new row first (the writer marks it as its
 * own, so its own notification is not applied twice). Old rows are removed in the same transaction.
 */
export async function recordRevalidation(
  db: Database,
  paths: readonly string[],
  cause: RevalidationCause,
  beforeCommit: (entry: LedgerEntry) => void = () => {},
): Promise<LedgerEntry> {
  return db.transaction((tx) => writeRevalidation(tx, paths, cause, beforeCommit));
}

/**
 * The same inside the caller's transaction: the row commits, and the notification goes out, with the change itself
 * (an Änderungspaket's publication), or neither does.
 */
export async function writeRevalidation(
  tx: Sql,
  paths: readonly string[],
  cause: RevalidationCause,
  beforeCommit: (entry: LedgerEntry) => void = () => {},
): Promise<LedgerEntry> {
  const { rows } = await tx.query<Row>(
    `INSERT INTO revalidierung (pfade, anlass) VALUES ($1, $2) RETURNING ${COLUMNS}`,
    [[...paths], cause],
  );
  const entry = toEntry(rows[0]!);
  await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, entry.id]);
  await prune(tx);
  beforeCommit(entry);
  return entry;
}

async function prune(tx: Sql): Promise<void> {
  await tx.query('DELETE FROM revalidierung WHERE erstellt_am < now() - make_interval(secs => $1)', [
    RETENTION_MS / 1000,
  ]);
  await tx.query(
    'DELETE FROM revalidierung WHERE id < (SELECT id FROM revalidierung ORDER BY id DESC OFFSET $1 LIMIT 1)',
    [MAX_ROWS - 1],
  );
}

/** Rows written after `sinceMs` (all kept rows when null), oldest first. */
export async function readLedger(sql: Sql, sinceMs: number | null): Promise<LedgerEntry[]> {
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM revalidierung
      WHERE $1::float8 IS NULL OR erstellt_am > to_timestamp($1::float8 / 1000)
      ORDER BY id LIMIT $2`,
    [sinceMs, MAX_ROWS],
  );
  return rows.map(toEntry);
}

/** What one process has applied: which rows, and from when to ask again. */
export class LedgerCursor {
  private seen = new Map<string, number>();
  private newestMs: number | null = null;

  /** The `sinceMs` of the next read: null before the first one (read everything kept). */
  since(): number | null {
    return this.newestMs === null ? null : this.newestMs - OVERLAP_MS;
  }

  /** Marks an entry as applied without applying it (the writer applies its own at once). */
  remember(entry: Pick<LedgerEntry, 'id' | 'createdMs'>): void {
    this.seen.set(entry.id, entry.createdMs);
    this.newestMs = Math.max(this.newestMs ?? entry.createdMs, entry.createdMs);
    // Ids older than twice the overlap are never read again.
    const oldest = this.newestMs - 2 * OVERLAP_MS;
    for (const [id, createdMs] of this.seen) if (createdMs < oldest) this.seen.delete(id);
  }

  /** The entries not applied yet, now marked as applied; also moves the next read's start. */
  take(entries: readonly LedgerEntry[]): LedgerEntry[] {
    const fresh = entries.filter((entry) => !this.seen.has(entry.id));
    for (const entry of entries) this.remember(entry);
    return fresh;
  }

  /** True once a read has been taken (or an entry remembered). */
  get started(): boolean {
    return this.newestMs !== null;
  }
}
