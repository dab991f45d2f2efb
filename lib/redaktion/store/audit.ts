// The audit log of the Redaktion: who did what to which object, when. Every action of the store writes its entry in
// the transaction of the change itself, so a change without its entry cannot happen. Admins read it.
import type { Sql } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { MAX_ROW_ID } from '@/lib/redaktion/shared/row-ids';
import type { Actor, AuditAktion, AuditEintrag } from '@/lib/redaktion/shared/types';

export interface AuditInput {
  aktion: AuditAktion;
  objektArt: string;
  objektId?: string | null;
  details?: Record<string, unknown>;
}

/** Who a scheduled run is logged as: the system, acting with the planner's rights as they are at run time. */
export function systemActorFor(planner: Actor): Actor {
  return { id: 'system', name: `System (Termin von ${planner.name})`, role: planner.role };
}

export async function writeAudit(sql: Sql, actor: Actor, entry: AuditInput): Promise<void> {
  await sql.query(
    `INSERT INTO redaktion_protokoll (konto_id, konto_name, rolle, aktion, objekt_art, objekt_id, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      actor.id,
      actor.name,
      actor.role,
      entry.aktion,
      entry.objektArt,
      entry.objektId ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}

/**
 * A refused action (403) in the audit log, whether the API refused it or a page of the Redaktion: best effort (the
 * refusal is answered either way; a log that cannot be written is reported).
 */
export async function writeRefusal(
  sql: Sql,
  actor: Actor,
  request: { methode: string | undefined; adresse: string },
  refusal: { status: number; message: string },
): Promise<void> {
  try {
    await writeAudit(sql, actor, {
      aktion: 'abgelehnt',
      objektArt: 'anfrage',
      details: { ...request, status: refusal.status, grund: refusal.message },
    });
  } catch (error) {
    reportError(error, { message: 'Redaktion: Ablehnung nicht protokolliert' });
  }
}

export interface AuditFilter {
  objektArt?: string;
  objektId?: string;
  kontoId?: string;
  aktion?: string;
  /** Entries older than this id (the last id of the previous page). */
  vor?: number;
  /** At most this many (default 50, at most 500). */
  limit?: number;
}

interface Row {
  id: number;
  zeit: Date | string;
  konto_id: string;
  konto_name: string;
  rolle: string;
  aktion: string;
  objekt_art: string;
  objekt_id: string | null;
  details: Record<string, unknown>;
}

/** The newest entries first, filtered; only admins may read the log. `weitere`: an older page exists. */
export async function readAudit(
  sql: Sql,
  actor: Actor,
  filter: AuditFilter = {},
): Promise<{ eintraege: AuditEintrag[]; weitere: boolean }> {
  requirePermission(actor, 'protokoll_lesen');
  const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 50) || 50, 1), 500);
  const { rows } = await sql.query<Row>(
    `SELECT * FROM redaktion_protokoll
     WHERE ($1::text IS NULL OR objekt_art = $1) AND ($2::text IS NULL OR objekt_id = $2)
       AND ($3::text IS NULL OR konto_id = $3) AND ($4::text IS NULL OR aktion = $4)
       AND ($5::int IS NULL OR id < $5)
     ORDER BY id DESC LIMIT $6`,
    [
      filter.objektArt ?? null,
      filter.objektId ?? null,
      filter.kontoId ?? null,
      filter.aktion ?? null,
      // An id beyond the column's range: every entry is older.
      filter.vor === undefined ? null : Math.min(filter.vor, MAX_ROW_ID),
      limit + 1,
    ],
  );
  return {
    eintraege: rows.slice(0, limit).map((row) => ({
      id: row.id,
      zeit: new Date(row.zeit).toISOString(),
      konto: { id: row.konto_id, name: row.konto_name, rolle: row.rolle },
      aktion: row.aktion,
      objektArt: row.objekt_art,
      objektId: row.objekt_id,
      details: row.details,
    })),
    weitere: rows.length > limit,
  };
}
