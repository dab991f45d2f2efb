// The four-eyes workflow of a page (DESIGN.md section 7): an editor submits a version for approval with a comment
// (`entwurf` -> `zur_freigabe`); an approver publishes it (lib/redaktion/versions.ts, where the four-eyes rule is
// checked; only a submitted version is published) or sends it back with a reason it must give (`zur_freigabe` -> `entwurf`). "Meine Aufgaben" lists what
// waits for the person who is logged in. Every step is written to the audit log in its own transaction.
import type { Database, Sql } from '@/lib/db/database';
import { writeAudit } from './audit';
import { readSettings } from './settings';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { darf } from '@/lib/redaktion/shared/permissions';
import { RedaktionError, type Actor, type VersionZustand } from '@/lib/redaktion/shared/types';
import { WORKFLOW_TEXTS } from '@/lib/redaktion/shared/workflow-texts';
import { AENDERUNGSHINWEIS_MAX } from '@/lib/redaktion/shared/change-note';
import type { Aufgaben, Freigabestand } from '@/lib/redaktion/shared/workflow-types';
import { shownTitle } from '@/lib/redaktion/shared/page-title';
import { PAGE_KIND, type VersionedKind } from './versions';
import { isSammlungName, sammlung as declarationOf } from '@/lib/sammlungen/registry';
import { titleOf } from '@/lib/sammlungen/entry-rules';

export { WORKFLOW_TEXTS };

interface VersionState {
  id: number;
  zustand: VersionZustand;
  fehler: number;
  autor_id: string;
  neueste: number;
}

async function lockVersion(tx: Sql, kind: VersionedKind, id: string, versionId: number): Promise<VersionState> {
  const { rows } = UUID.test(id)
    ? await tx.query<VersionState>(
        `SELECT v.id, v.zustand, v.fehler, v.autor_id,
                (SELECT max(id) FROM dokument_versionen WHERE dokument_id = v.dokument_id) AS neueste
         FROM dokument_versionen v JOIN dokumente d ON d.id = v.dokument_id
         WHERE v.dokument_id = $1 AND v.id = $2 AND d.zustand = 'aktiv' AND d.art = $3
         FOR UPDATE OF v`,
        [id, versionId, kind.art],
      )
    : { rows: [] };
  if (!rows[0]) throw new RedaktionError(404, `Diese Version gibt es für ${kind.noun} nicht.`);
  return rows[0];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `entwurf` -> `zur_freigabe`, with the submitter's comment (optional): a page's version. */
export async function submitForApproval(
  db: Database,
  actor: Actor,
  seiteId: string,
  versionId: number,
  kommentar = '',
  options: { aenderungshinweis?: string } = {},
): Promise<void> {
  await submitVersion(db, actor, PAGE_KIND, seiteId, versionId, kommentar, options);
}

/** `zur_freigabe` -> `entwurf`, with the approver's reason (required): a page's version. */
export async function sendBack(
  db: Database,
  actor: Actor,
  seiteId: string,
  versionId: number,
  grund: string | undefined,
): Promise<void> {
  await sendVersionBack(db, actor, PAGE_KIND, seiteId, versionId, grund);
}

/** `entwurf` -> `zur_freigabe` for a version of any document that needs a submission. */
export async function submitVersion(
  db: Database,
  actor: Actor,
  kind: VersionedKind,
  id: string,
  versionId: number,
  kommentar = '',
  { aenderungshinweis }: { aenderungshinweis?: string } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const version = await lockVersion(tx, kind, id, versionId);
    requirePermission(actor, 'einreichen', version.zustand);
    if (version.id !== Number(version.neueste)) throw new RedaktionError(409, WORKFLOW_TEXTS.notNewest);
    if (version.fehler > 0) throw new RedaktionError(422, WORKFLOW_TEXTS.withErrors);
    await tx.query(
      `UPDATE dokument_versionen SET zustand = 'zur_freigabe', eingereicht_am = now(), einreichung = $2,
         rueckweisung = '', zurueckgewiesen_von_name = NULL, zurueckgewiesen_am = NULL, aenderungshinweis = $3
       WHERE id = $1`,
      // The public change note ("Änderungshinweis"), shown beside "Zuletzt geändert" once this version is published.
      [versionId, kommentar.slice(0, 2000), aenderungshinweis?.slice(0, AENDERUNGSHINWEIS_MAX) ?? null],
    );
    await writeAudit(tx, actor, {
      aktion: 'zur_freigabe_eingereicht',
      objektArt: kind.art,
      objektId: id,
      details: { versionId, kommentar, ...(aenderungshinweis ? { aenderungshinweis } : {}) },
    });
  });
}

/** `zur_freigabe` -> `entwurf`, with the approver's reason (required), for a version of any document. */
export async function sendVersionBack(
  db: Database,
  actor: Actor,
  kind: VersionedKind,
  id: string,
  versionId: number,
  grund: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const version = await lockVersion(tx, kind, id, versionId);
    requirePermission(actor, 'zurueckweisen', version.zustand);
    if (!grund?.trim()) throw new RedaktionError(422, WORKFLOW_TEXTS.reasonMissing, [], 'grund');
    await tx.query(
      `UPDATE dokument_versionen SET zustand = 'entwurf', rueckweisung = $2, zurueckgewiesen_von_name = $3,
         zurueckgewiesen_am = now()
       WHERE id = $1`,
      [versionId, grund.trim().slice(0, 2000), actor.name],
    );
    await writeAudit(tx, actor, {
      aktion: 'zurueckgewiesen',
      objektArt: kind.art,
      objektId: id,
      details: { versionId, grund: grund.trim() },
    });
  });
}

/** The workflow columns of a version (migration 070). */
interface WorkflowColumns {
  zustand: string;
  einreichung: string;
  eingereicht_am: Date | string | null;
  rueckweisung: string;
  zurueckgewiesen_von_name: string | null;
  zurueckgewiesen_am: Date | string | null;
}

export async function approvalState(sql: Sql, versionId: number): Promise<Freigabestand | null> {
  const { rows } = await sql.query<WorkflowColumns & { aenderungshinweis: string | null }>(
    `SELECT zustand, einreichung, eingereicht_am, rueckweisung, zurueckgewiesen_von_name,
            zurueckgewiesen_am, aenderungshinweis
     FROM dokument_versionen WHERE id = $1`,
    [versionId],
  );
  const row = rows[0];
  if (!row) return null;
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    zustand: row.zustand,
    einreichung: row.einreichung,
    eingereichtAm: iso(row.eingereicht_am),
    rueckweisung: row.rueckweisung
      ? { grund: row.rueckweisung, von: row.zurueckgewiesen_von_name ?? '', am: iso(row.zurueckgewiesen_am) ?? '' }
      : null,
    aenderungshinweis: row.aenderungshinweis,
  };
}

export async function myTasks(sql: Sql, actor: Actor): Promise<Aufgaben> {
  const { vierAugen } = await readSettings(sql);
  const { rows } = await sql.query<
    WorkflowColumns & {
      seite_id: string;
      pfad: string | null;
      titel: string;
      sammlung: string | null;
      inhalt: unknown;
      nummer: number;
      autor_id: string;
      autor_name: string;
      inhalt_von: string[];
    }
  >(
    `SELECT v.dokument_id AS seite_id, s.pfad, coalesce(v.inhalt->>'title', '') AS titel, s.sammlung,
            CASE WHEN s.art = 'eintrag' THEN v.inhalt END AS inhalt, v.nummer, v.zustand, v.autor_id,
            v.autor_name, v.inhalt_von, v.einreichung, v.eingereicht_am, v.rueckweisung, v.zurueckgewiesen_von_name,
            v.zurueckgewiesen_am
     FROM dokument_versionen v JOIN dokumente s ON s.id = v.dokument_id
     WHERE s.zustand = 'aktiv' AND s.art IN ('seite', 'eintrag')
       AND v.id = (SELECT max(id) FROM dokument_versionen WHERE dokument_id = v.dokument_id)
       AND (v.zustand = 'zur_freigabe' OR (v.zustand = 'entwurf' AND v.rueckweisung <> ''))
       -- A version an approver has scheduled is no longer waiting: it is listed under "Geplant".
       AND NOT EXISTS (SELECT 1 FROM dokument_zeitplaene z
                       WHERE z.version_id = v.id AND z.ausgefuehrt_am IS NULL AND z.abgebrochen_am IS NULL)
     ORDER BY coalesce(v.zurueckgewiesen_am, v.eingereicht_am) DESC NULLS LAST
     LIMIT 200`,
  );
  const iso = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString());
  const tasks: Aufgaben = { zurueckgewiesen: [], freigeben: [], eingereicht: [] };
  const mayApprove = darf(actor.role, 'veroeffentlichen', 'zur_freigabe');
  for (const row of rows) {
    // An entry of a collection is named by its collection's title field, and its collection.
    const entry = row.sammlung && isSammlungName(row.sammlung) ? declarationOf(row.sammlung) : null;
    const base = {
      seiteId: row.seite_id,
      pfad: row.pfad ?? '',
      titel: entry ? `${titleOf(entry, row.inhalt) || entry.eintrag} (${entry.eintrag})` : shownTitle(row.titel),
      sammlung: row.sammlung,
      versionNummer: row.nummer,
    };
    const mine = row.autor_id === actor.id;
    if (row.zustand === 'entwurf') {
      if (mine)
        tasks.zurueckgewiesen.push({
          ...base,
          von: row.zurueckgewiesen_von_name ?? '',
          am: iso(row.zurueckgewiesen_am),
          text: row.rueckweisung,
        });
      continue;
    }
    const waiting = { ...base, von: row.autor_name, am: iso(row.eingereicht_am), text: row.einreichung };
    if (mine) tasks.eingereicht.push(waiting);
    // Four eyes by content: not what I wrote, restored or copied.
    const carriesMine = row.inhalt_von.includes(actor.id);
    if (mayApprove && !(carriesMine && vierAugen)) tasks.freigeben.push(waiting);
  }
  return tasks;
}
