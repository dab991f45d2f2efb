// 'wird gerade von … bearbeitet': the editor sends a heartbeat while a page or menu is open; whoever else has sent
// one within the last minute is shown. Kept in the database, so every instance sees every editor.
import type { Sql } from '@/lib/db/database';
import type { Actor, ObjektArt } from '@/lib/redaktion/shared/types';

/** A heartbeat older than this no longer counts (the editor sends one every ~20 s). */
export const PRESENCE_SECONDS = 60;

export interface Anwesenheit {
  konto: { id: string; name: string };
  /** ISO 8601: since when the page is open, and the last heartbeat. */
  seit: string;
  zuletzt: string;
}

export interface Objekt {
  art: ObjektArt;
  id: string;
}

interface Row {
  konto_id: string;
  konto_name: string;
  seit: Date | string;
  zuletzt: Date | string;
}

/** Who else has the object open now (the asking account left out), longest first. */
export async function listPresence(sql: Sql, objekt: Objekt, ausserKontoId?: string): Promise<Anwesenheit[]> {
  const { rows } = await sql.query<Row>(
    `SELECT konto_id, konto_name, seit, zuletzt FROM bearbeitung_anwesenheit
     WHERE objekt_art = $1 AND objekt_id = $2 AND konto_id <> $3
       AND zuletzt > now() - make_interval(secs => $4)
     ORDER BY seit, konto_name`,
    [objekt.art, objekt.id, ausserKontoId ?? '', PRESENCE_SECONDS],
  );
  return rows.map((row) => ({
    konto: { id: row.konto_id, name: row.konto_name },
    seit: new Date(row.seit).toISOString(),
    zuletzt: new Date(row.zuletzt).toISOString(),
  }));
}

/** The heartbeat: the actor has the object open. Answers who else has it open. */
export async function touchPresence(sql: Sql, actor: Actor, objekt: Objekt): Promise<Anwesenheit[]> {
  await sql.query(
    `INSERT INTO bearbeitung_anwesenheit (objekt_art, objekt_id, konto_id, konto_name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (objekt_art, objekt_id, konto_id) DO UPDATE SET
       konto_name = EXCLUDED.konto_name,
       zuletzt = now(),
       seit = CASE WHEN bearbeitung_anwesenheit.zuletzt > now() - make_interval(secs => $5)
                   THEN bearbeitung_anwesenheit.seit ELSE now() END`,
    [objekt.art, objekt.id, actor.id, actor.name, PRESENCE_SECONDS],
  );
  // Old heartbeats are removed as we go.
  await sql.query('DELETE FROM bearbeitung_anwesenheit WHERE zuletzt < now() - make_interval(secs => $1)', [
    PRESENCE_SECONDS * 60,
  ]);
  return listPresence(sql, objekt, actor.id);
}

/** The editor closed the object. */
export async function leavePresence(sql: Sql, actor: Actor, objekt: Objekt): Promise<void> {
  await sql.query('DELETE FROM bearbeitung_anwesenheit WHERE objekt_art = $1 AND objekt_id = $2 AND konto_id = $3', [
    objekt.art,
    objekt.id,
    actor.id,
  ]);
}
