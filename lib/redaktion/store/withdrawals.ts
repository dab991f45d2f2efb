// Taking a published page offline with a reason (issue 36): replaced by another page (its address answers 308 to
// that page) or withdrawn with a public note (its address answers 410 with the note and, optionally, a suggested
// page). Either is an unpublication, so the permission table's `zurueckziehen` decides (approvers only, like every
// unpublication); publishing the page again ends it (versions.ts markPublished deletes the row).
import type { Database, Sql } from '@/lib/db/database';
import { RedaktionError, type Actor, type Aenderung } from '@/lib/redaktion/shared/types';
import { RUECKZUG_TEXTE, type Rueckzug, type RueckzugStand } from '@/lib/redaktion/shared/withdrawal';
import { writeAudit } from './audit';
import { pathsOfPage } from './pages';
import { lockOwner, PAGE_KIND, withdrawPublication } from './versions';

/** The id of the live, published page at this path (the replacement or the suggestion), else a German refusal. */
async function publishedPageAt(sql: Sql, pfad: string, feld: string): Promise<{ id: string; pfad: string }> {
  const { rows } = await sql.query<{ id: string; pfad: string }>(
    `SELECT id, pfad FROM dokumente
     WHERE pfad = $1 AND art = 'seite' AND zustand = 'aktiv' AND veroeffentlichte_version IS NOT NULL`,
    [pfad],
  );
  if (!rows[0]) throw new RedaktionError(422, RUECKZUG_TEXTE.zielFehlt(pfad), [], feld);
  return rows[0];
}

/**
 * Takes the published page offline with its reason, in one transaction with its audit entry. Refused (409) for a page
 * that is not published: there is nothing public to withdraw.
 */
export async function withdrawPage(
  db: Database,
  actor: Actor,
  seiteId: string,
  rueckzug: Rueckzug,
): Promise<{ aenderung: Aenderung }> {
  await db.transaction(async (tx) => {
    const owner = await lockOwner(tx, PAGE_KIND, seiteId, { actor, aktion: 'zurueckziehen' });
    if (owner.veroeffentlichte_version === null) throw new RedaktionError(409, RUECKZUG_TEXTE.nichtVeroeffentlicht);
    const ziel =
      rueckzug.art === 'ersetzt'
        ? await publishedPageAt(tx, rueckzug.ersatzPfad, 'ersatzPfad')
        : rueckzug.vorschlagPfad
          ? await publishedPageAt(tx, rueckzug.vorschlagPfad, 'vorschlagPfad')
          : null;
    if (ziel?.id === seiteId)
      throw new RedaktionError(
        422,
        RUECKZUG_TEXTE.sichSelbst,
        [],
        rueckzug.art === 'ersetzt' ? 'ersatzPfad' : 'vorschlagPfad',
      );
    const version = await withdrawPublication(tx, PAGE_KIND, seiteId);
    await tx.query(
      `INSERT INTO seiten_rueckzug (seite_id, art, ersatz_id, hinweis, vorschlag_id, von_id, von_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (seite_id) DO UPDATE SET art = EXCLUDED.art, ersatz_id = EXCLUDED.ersatz_id,
         hinweis = EXCLUDED.hinweis, vorschlag_id = EXCLUDED.vorschlag_id, zurueckgezogen_am = now(),
         von_id = EXCLUDED.von_id, von_name = EXCLUDED.von_name`,
      [
        seiteId,
        rueckzug.art,
        rueckzug.art === 'ersetzt' ? ziel!.id : null,
        rueckzug.art === 'hinweis' ? rueckzug.hinweis : null,
        rueckzug.art === 'hinweis' ? (ziel?.id ?? null) : null,
        actor.id,
        actor.name,
      ],
    );
    await writeAudit(tx, actor, {
      aktion: rueckzug.art === 'ersetzt' ? 'seite_ersetzt' : 'seite_mit_hinweis_zurueckgezogen',
      objektArt: 'seite',
      objektId: seiteId,
      details:
        rueckzug.art === 'ersetzt'
          ? { version, ersatz: ziel!.pfad }
          : { version, hinweis: rueckzug.hinweis, vorschlag: ziel?.pfad ?? null },
    });
  });
  return { aenderung: { art: 'seite', pfade: await pathsOfPage(db, seiteId) } };
}

/** How the page was taken offline, for the editor: null when it was not (or is published again). */
export async function withdrawalOf(sql: Sql, seiteId: string): Promise<RueckzugStand | null> {
  const { rows } = await sql.query<{
    art: Rueckzug['art'];
    am: Date | string;
    von_name: string;
    ziel: string | null;
    hinweis: string | null;
  }>(
    `SELECT r.art, r.zurueckgezogen_am AS am, r.von_name, r.hinweis, z.pfad AS ziel
     FROM seiten_rueckzug r LEFT JOIN dokumente z ON z.id = COALESCE(r.ersatz_id, r.vorschlag_id)
     WHERE r.seite_id = $1`,
    [seiteId],
  );
  const row = rows[0];
  return row
    ? { art: row.art, am: new Date(row.am).toISOString(), von: row.von_name, ziel: row.ziel, hinweis: row.hinweis }
    : null;
}
