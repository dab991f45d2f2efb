// Änderungspakete (releases): several documents' versions (pages, menus, entries of the collections; one version
// per document) put together, submitted and approved as a whole (four eyes by content over every part), published
// at once or at a planned moment in one transaction (./release-publication.ts), and withdrawn as a whole. The
// versions stay the shared model's rows; a package only names them (migration 320). Every step is in the audit log,
// in the transaction of the change. Department limits: a limited account adds, removes, submits, approves and
// withdraws only packages whose parts are all within its limit (menus have no office and are everybody's, as before).
import type { Database, Sql } from '@/lib/db/database';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { WORKFLOW_TEXTS } from '@/lib/redaktion/shared/workflow-texts';
import {
  OFFENE_PAKET_ZUSTAENDE,
  PAKET_TEXTE,
  type Paket,
  type PaketKurz,
  type PaketTeil,
  type PaketStand,
  type PaketZustand,
} from '@/lib/redaktion/shared/release-types';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import type { PaketAufgabe } from '@/lib/redaktion/shared/workflow-types';
import { darf } from '@/lib/redaktion/shared/permissions';
import { scheduleTime } from '@/lib/redaktion/shared/schedule-texts';
import { readSettings } from './settings';
import { writeAudit } from './audit';
import {
  asPart,
  checkPart,
  kindOfPart,
  partInScope,
  readParts,
  releaseLinkTargets,
  requirePartsInScope,
  toTeil,
  type PartRow,
} from './release-parts';
import { unfinishedReleaseOf } from './release-membership';
import { requireInScope } from './page-scope';
import { requireVersion } from './versions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ReleaseRow {
  id: string;
  titel: string;
  beschreibung: string;
  zustand: PaketZustand;
  angelegt_von_id: string;
  angelegt_von_name: string;
  angelegt_am: Date | string;
  geaendert_am: Date | string;
  eingereicht_von_id: string | null;
  eingereicht_von_name: string | null;
  eingereicht_am: Date | string | null;
  einreichung: string;
  rueckweisung: string;
  zurueckgewiesen_von_name: string | null;
  zurueckgewiesen_am: Date | string | null;
  freigegeben_von_id: string | null;
  freigegeben_von_name: string | null;
  freigegeben_am: Date | string | null;
  zeitpunkt: Date | string | null;
  beansprucht_bis: Date | string | null;
  veroeffentlicht_am: Date | string | null;
  zurueckgezogen_von_name: string | null;
  zurueckgezogen_am: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The package's row, locked for this transaction when `lock`; 404 for an id that names none. */
export async function releaseRow(sql: Sql, id: string, { lock = false } = {}): Promise<ReleaseRow> {
  const { rows } = UUID.test(id)
    ? await sql.query<ReleaseRow>(`SELECT * FROM pakete WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])
    : { rows: [] };
  if (!rows[0]) throw new RedaktionError(404, PAKET_TEXTE.notFound);
  return rows[0];
}

const KIND_ORDER = { seite: 0, menue: 1, eintrag: 2 } as const;
const byKindAndPlace = (a: PaketTeil, b: PaketTeil) =>
  KIND_ORDER[a.art] - KIND_ORDER[b.art] || (a.pfad ?? a.titel).localeCompare(b.pfad ?? b.titel, 'de');

function toPaket(viewer: Actor, row: ReleaseRow, parts: PartRow[]): Paket {
  return {
    id: row.id,
    titel: row.titel,
    beschreibung: row.beschreibung,
    zustand: row.zustand,
    angelegt: { von: row.angelegt_von_name, am: iso(row.angelegt_am) },
    eingereicht:
      row.eingereicht_am && row.zustand !== 'entwurf'
        ? { von: row.eingereicht_von_name ?? '', am: iso(row.eingereicht_am), kommentar: row.einreichung }
        : null,
    rueckweisung:
      row.rueckweisung && row.zustand === 'entwurf'
        ? { grund: row.rueckweisung, von: row.zurueckgewiesen_von_name ?? '', am: iso(row.zurueckgewiesen_am!) }
        : null,
    freigabe:
      row.freigegeben_am && row.freigegeben_von_name
        ? { von: row.freigegeben_von_name, am: iso(row.freigegeben_am) }
        : null,
    zeitpunkt: isoOrNull(row.zeitpunkt),
    veroeffentlichtAm: isoOrNull(row.veroeffentlicht_am),
    zurueckgezogen: row.zurueckgezogen_am
      ? { von: row.zurueckgezogen_von_name ?? '', am: iso(row.zurueckgezogen_am) }
      : null,
    // Pages by their address, then the menus, then the entries: as editors look for them.
    teile: parts.map((part) => toTeil(viewer, part)).sort(byKindAndPlace),
  };
}

/** One package with its parts, as the viewer's editing rights see them. */
export async function getRelease(sql: Sql, viewer: Actor, id: string): Promise<Paket> {
  const row = await releaseRow(sql, id);
  return toPaket(viewer, row, await readParts(sql, id));
}

/** Every package, the unfinished ones first, then by their last change. */
export async function listReleases(sql: Sql): Promise<PaketKurz[]> {
  const { rows } = await sql.query<ReleaseRow & { teile: string }>(
    `SELECT p.*, (SELECT count(*) FROM paket_teile t WHERE t.paket_id = p.id) AS teile FROM pakete p
     ORDER BY (p.zustand = ANY($1::text[])) DESC, p.geaendert_am DESC LIMIT 200`,
    [OFFENE_PAKET_ZUSTAENDE],
  );
  return rows.map((row) => ({
    id: row.id,
    titel: row.titel,
    zustand: row.zustand,
    anzahlTeile: Number(row.teile),
    angelegtVon: row.angelegt_von_name,
    geaendertAm: iso(row.geaendert_am),
    zeitpunkt: isoOrNull(row.zeitpunkt),
    veroeffentlichtAm: isoOrNull(row.veroeffentlicht_am),
  }));
}

/** The version ids of the package's parts: the site as it will be shows these in place of the published ones. */
export async function releaseVersions(sql: Sql, id: string): Promise<number[]> {
  const { rows } = await sql.query<{ version_id: number }>(
    'SELECT version_id FROM paket_teile WHERE paket_id = $1 ORDER BY dokument_id',
    [id],
  );
  return rows.map((row) => row.version_id);
}

interface ReleaseInput {
  titel: string;
  beschreibung: string;
}

/** Title and description as editors give them, or the German refusal at the field. */
function parseInput(body: { titel?: unknown; beschreibung?: unknown }): ReleaseInput {
  const titel = typeof body.titel === 'string' ? body.titel.trim() : '';
  if (!titel) throw new RedaktionError(422, PAKET_TEXTE.titleMissing, [], 'titel');
  if (titel.length > 200) throw new RedaktionError(422, PAKET_TEXTE.titleTooLong, [], 'titel');
  const beschreibung = typeof body.beschreibung === 'string' ? body.beschreibung.trim().slice(0, 2000) : '';
  return { titel, beschreibung };
}

export async function createRelease(
  db: Database,
  actor: Actor,
  body: { titel?: unknown; beschreibung?: unknown },
): Promise<string> {
  requirePermission(actor, 'paket_anlegen');
  const { titel, beschreibung } = parseInput(body);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO pakete (titel, beschreibung, angelegt_von_id, angelegt_von_name) VALUES ($1, $2, $3, $4)
       RETURNING id`,
      [titel, beschreibung, actor.id, actor.name],
    );
    const id = rows[0]!.id;
    await writeAudit(tx, actor, { aktion: 'paket_angelegt', objektArt: 'paket', objektId: id, details: { titel } });
    return id;
  });
}

export async function updateRelease(
  db: Database,
  actor: Actor,
  id: string,
  body: { titel?: unknown; beschreibung?: unknown },
): Promise<void> {
  const input = parseInput(body);
  await db.transaction(async (tx) => {
    const row = await releaseRow(tx, id, { lock: true });
    requirePermission(actor, 'paket_bearbeiten', row.zustand);
    await tx.query('UPDATE pakete SET titel = $2, beschreibung = $3, geaendert_am = now() WHERE id = $1', [
      id,
      input.titel,
      input.beschreibung,
    ]);
    await writeAudit(tx, actor, {
      aktion: 'paket_geaendert',
      objektArt: 'paket',
      objektId: id,
      details: { titel: input.titel, vorher: row.titel },
    });
  });
}

/** Discards an open package (its parts' documents and versions stay as they are). */
export async function discardRelease(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await releaseRow(tx, id, { lock: true });
    requirePermission(actor, 'paket_verwerfen', row.zustand);
    const parts = await readParts(tx, id);
    await requirePartsInScope(tx, actor, parts);
    await tx.query('DELETE FROM pakete WHERE id = $1', [id]);
    await writeAudit(tx, actor, {
      aktion: 'paket_verworfen',
      objektArt: 'paket',
      objektId: id,
      details: {
        titel: row.titel,
        teile: parts.map((part) => ({ dokument: part.dokument_id, version: part.version_id })),
      },
    });
  });
}

interface DocumentRow {
  id: string;
  art: string;
  sammlung: string | null;
  schluessel: string | null;
  pfad: string | null;
  zustand: 'aktiv' | 'archiviert';
  abteilung: number | null;
}

/**
 * Adds a version of a document to an open package, or puts this version in place of the one it holds of that
 * document (one version per document). The document is locked meanwhile, so two packages can never both take it.
 */
export async function addPart(
  db: Database,
  actor: Actor,
  paketId: string,
  body: { dokumentId?: unknown; versionId?: unknown },
): Promise<void> {
  const dokumentId = typeof body.dokumentId === 'string' && UUID.test(body.dokumentId) ? body.dokumentId : null;
  const versionId = Number(body.versionId);
  if (!dokumentId) throw new RedaktionError(404, 'Dieses Dokument gibt es nicht.');
  if (!Number.isSafeInteger(versionId) || versionId <= 0)
    throw new RedaktionError(400, 'Bitte geben Sie eine Version an.');
  await db.transaction(async (tx) => {
    const paket = await releaseRow(tx, paketId, { lock: true });
    requirePermission(actor, 'paket_bearbeiten', paket.zustand);
    const { rows } = await tx.query<DocumentRow>(
      'SELECT id, art, sammlung, schluessel, pfad, zustand, abteilung FROM dokumente WHERE id = $1 FOR UPDATE',
      [dokumentId],
    );
    const document = rows[0];
    if (!document) throw new RedaktionError(404, 'Dieses Dokument gibt es nicht.');
    const part = {
      dokument_id: document.id,
      art: document.art as PartRow['art'],
      sammlung: document.sammlung,
      schluessel: document.schluessel,
    };
    const { kind, ownerId } = kindOfPart(part);
    if (document.zustand === 'archiviert')
      throw new RedaktionError(
        409,
        `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)} ist gelöscht (archiviert).`,
      );
    if (!partInScope(actor, { art: part.art, pfad: document.pfad, abteilung: document.abteilung }))
      await requireInScope(actor, { pfad: document.pfad ?? '', abteilung: document.abteilung }, 'seite', tx);
    const version = await requireVersion(tx, kind, ownerId, versionId);
    const other = await unfinishedReleaseOf(tx, document.id);
    if (other && other.paketId !== paketId) throw new RedaktionError(409, PAKET_TEXTE.inOther(other.titel));
    const { rows: planned } = await tx.query(
      `SELECT 1 FROM dokument_zeitplaene WHERE dokument_id = $1 AND art = 'veroeffentlichen'
         AND ausgefuehrt_am IS NULL AND abgebrochen_am IS NULL`,
      [document.id],
    );
    if (planned.length) throw new RedaktionError(409, PAKET_TEXTE.scheduledAlone);
    await tx.query(
      `INSERT INTO paket_teile (paket_id, dokument_id, version_id, hinzugefuegt_von_id, hinzugefuegt_von_name)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (paket_id, dokument_id) DO UPDATE SET version_id = EXCLUDED.version_id,
         hinzugefuegt_von_id = EXCLUDED.hinzugefuegt_von_id, hinzugefuegt_von_name = EXCLUDED.hinzugefuegt_von_name,
         hinzugefuegt_am = now()`,
      [paketId, document.id, version.id, actor.id, actor.name],
    );
    await tx.query('UPDATE pakete SET geaendert_am = now() WHERE id = $1', [paketId]);
    await writeAudit(tx, actor, {
      aktion: 'paket_teil_hinzugefuegt',
      objektArt: 'paket',
      objektId: paketId,
      details: {
        dokument: document.id,
        art: document.art,
        ...(document.pfad ? { pfad: document.pfad } : {}),
        version: version.id,
        nummer: version.nummer,
        ...(other ? { ersetzt: other.versionId } : {}),
      },
    });
  });
}

export async function removePart(
  db: Database,
  actor: Actor,
  paketId: string,
  body: { dokumentId?: unknown },
): Promise<void> {
  await db.transaction(async (tx) => {
    const paket = await releaseRow(tx, paketId, { lock: true });
    requirePermission(actor, 'paket_bearbeiten', paket.zustand);
    const part = (await readParts(tx, paketId)).find((row) => row.dokument_id === body.dokumentId);
    if (!part) throw new RedaktionError(404, PAKET_TEXTE.notAPart);
    await requirePartsInScope(tx, actor, [part]);
    await tx.query('DELETE FROM paket_teile WHERE paket_id = $1 AND dokument_id = $2', [paketId, part.dokument_id]);
    await tx.query('UPDATE pakete SET geaendert_am = now() WHERE id = $1', [paketId]);
    await writeAudit(tx, actor, {
      aktion: 'paket_teil_entfernt',
      objektArt: 'paket',
      objektId: paketId,
      details: {
        dokument: part.dokument_id,
        art: part.art,
        ...(part.pfad ? { pfad: part.pfad } : {}),
        version: part.version_id,
        nummer: part.nummer,
      },
    });
  });
}

/**
 * The checks of every part that need no rendering (validators, four eyes for `approver`, internal links with the
 * package's pages counted as published): the first part that fails stops the package with the reason naming it.
 */
export async function checkParts(sql: Sql, approver: Actor | null, parts: readonly PartRow[]): Promise<void> {
  const targets = await releaseLinkTargets(sql, parts);
  for (const part of parts) {
    const { kind, ownerId } = kindOfPart(part);
    const version = await asPart(part, () => requireVersion(sql, kind, ownerId, part.version_id));
    await checkPart(sql, approver, part, version, targets);
  }
}

/**
 * `entwurf` -> `zur_freigabe`: every part within the submitter's rights, and every part passing the validators and
 * the link check now (the approver's checks run again, with the rendered pages, when it is approved).
 */
export async function submitRelease(
  db: Database,
  actor: Actor,
  id: string,
  body: { kommentar?: unknown },
): Promise<void> {
  const row = await releaseRow(db, id);
  requirePermission(actor, 'paket_einreichen', row.zustand);
  const parts = await readParts(db, id);
  if (!parts.length) throw new RedaktionError(422, PAKET_TEXTE.empty);
  await requirePartsInScope(db, actor, parts);
  // Four eyes are the approver's to keep; the submitter's package is judged on its content.
  await checkParts(db, null, parts);
  const kommentar = typeof body.kommentar === 'string' ? body.kommentar.trim().slice(0, 2000) : '';
  await db.transaction(async (tx) => {
    const locked = await releaseRow(tx, id, { lock: true });
    requirePermission(actor, 'paket_einreichen', locked.zustand);
    await tx.query(
      `UPDATE pakete SET zustand = 'zur_freigabe', eingereicht_von_id = $2, eingereicht_von_name = $3,
         eingereicht_am = now(), einreichung = $4, rueckweisung = '', zurueckgewiesen_von_name = NULL,
         zurueckgewiesen_am = NULL, geaendert_am = now()
       WHERE id = $1`,
      [id, actor.id, actor.name, kommentar],
    );
    await writeAudit(tx, actor, {
      aktion: 'paket_eingereicht',
      objektArt: 'paket',
      objektId: id,
      details: { kommentar, teile: parts.length },
    });
  });
}

/** `zur_freigabe` -> `entwurf`, with the approver's reason (required). */
export async function sendReleaseBack(
  db: Database,
  actor: Actor,
  id: string,
  body: { grund?: unknown },
): Promise<void> {
  const grund = typeof body.grund === 'string' ? body.grund.trim().slice(0, 2000) : '';
  await db.transaction(async (tx) => {
    const row = await releaseRow(tx, id, { lock: true });
    requirePermission(actor, 'paket_zurueckweisen', row.zustand);
    await requirePartsInScope(tx, actor, await readParts(tx, id));
    if (!grund) throw new RedaktionError(422, WORKFLOW_TEXTS.reasonMissing, [], 'grund');
    await tx.query(
      `UPDATE pakete SET zustand = 'entwurf', rueckweisung = $2, zurueckgewiesen_von_name = $3,
         zurueckgewiesen_am = now(), geaendert_am = now()
       WHERE id = $1`,
      [id, grund, actor.name],
    );
    await writeAudit(tx, actor, {
      aktion: 'paket_zurueckgewiesen',
      objektArt: 'paket',
      objektId: id,
      details: { grund },
    });
  });
}

/**
 * What the approver's checks need beyond the store: the rendered page's accessibility (the page publication's own
 * check), run for every page of the package; a refusal stops the package.
 */
export type RenderCheck = (part: PartRow) => Promise<void>;

/**
 * Every check of approving (now or for a moment), outside the transaction: the permission, every part within the
 * approver's rights, four eyes by content over every part, the validators, the links, the rendered pages.
 */
export async function checkApproval(
  db: Database,
  actor: Actor,
  id: string,
  aktion: 'paket_veroeffentlichen' | 'paket_planen',
  renderCheck?: RenderCheck,
): Promise<{ row: ReleaseRow; parts: PartRow[] }> {
  const row = await releaseRow(db, id);
  requirePermission(actor, aktion, row.zustand);
  const parts = await readParts(db, id);
  if (!parts.length) throw new RedaktionError(422, PAKET_TEXTE.empty);
  await requirePartsInScope(db, actor, parts);
  await checkParts(db, actor, parts);
  if (renderCheck) for (const part of parts) await asPart(part, () => renderCheck(part));
  return { row, parts };
}

/**
 * Approves the package for a moment (`zur_freigabe` -> `geplant`): every check runs now (a version never changes,
 * so what passes now passes then; the run checks again what the store can: permission, limits, four eyes,
 * validators, links). The scheduler of whichever instance gets there first publishes it (./release-publication.ts).
 */
export async function planRelease(
  db: Database,
  actor: Actor,
  id: string,
  zeitpunkt: Date,
  renderCheck?: RenderCheck,
): Promise<void> {
  await checkApproval(db, actor, id, 'paket_planen', renderCheck);
  await db.transaction(async (tx) => {
    const row = await releaseRow(tx, id, { lock: true });
    requirePermission(actor, 'paket_planen', row.zustand);
    await tx.query(
      `UPDATE pakete SET zustand = 'geplant', zeitpunkt = $2, freigegeben_von_id = $3, freigegeben_von_name = $4,
         freigegeben_am = now(), beansprucht_bis = NULL, geaendert_am = now()
       WHERE id = $1`,
      [id, zeitpunkt.toISOString(), actor.id, actor.name],
    );
    await writeAudit(tx, actor, {
      aktion: 'paket_geplant',
      objektArt: 'paket',
      objektId: id,
      details: { zeitpunkt: zeitpunkt.toISOString() },
    });
  });
}

export const RUNNING = 'Das Paket wird gerade veröffentlicht.';

/** `geplant` -> `zur_freigabe`: the moment is given up (not while an instance carries it out). */
export async function cancelReleasePlan(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await releaseRow(tx, id, { lock: true });
    requirePermission(actor, 'paket_termin_abbrechen', row.zustand);
    await requirePartsInScope(tx, actor, await readParts(tx, id));
    if (row.beansprucht_bis && new Date(row.beansprucht_bis).getTime() > Date.now())
      throw new RedaktionError(409, RUNNING);
    await tx.query(
      `UPDATE pakete SET zustand = 'zur_freigabe', zeitpunkt = NULL, freigegeben_von_id = NULL,
         freigegeben_von_name = NULL, freigegeben_am = NULL, geaendert_am = now()
       WHERE id = $1`,
      [id],
    );
    await writeAudit(tx, actor, {
      aktion: 'paket_termin_abgebrochen',
      objektArt: 'paket',
      objektId: id,
      details: { zeitpunkt: isoOrNull(row.zeitpunkt) },
    });
  });
}

/** What the editor of a document shows about packages: the one it belongs to, and the open ones to add it to. */
export async function releaseStand(sql: Sql, dokumentId: string): Promise<PaketStand> {
  const membership = await unfinishedReleaseOf(sql, dokumentId);
  const { rows } = await sql.query<{ id: string; titel: string }>(
    `SELECT id, titel FROM pakete WHERE zustand = 'entwurf' ORDER BY geaendert_am DESC LIMIT 50`,
  );
  return {
    paket: membership
      ? {
          id: membership.paketId,
          titel: membership.titel,
          zustand: membership.zustand,
          versionId: membership.versionId,
          nummer: membership.nummer,
        }
      : null,
    offene: rows,
  };
}

/**
 * „Meine Aufgaben“ of packages: those waiting for this account's approval (not carrying its content while four eyes
 * are on), those sent back that it put together or submitted, its own submitted ones, and every planned one.
 */
export async function releaseTasks(sql: Sql, actor: Actor): Promise<PaketAufgabe[]> {
  const { vierAugen } = await readSettings(sql);
  const { rows } = await sql.query<ReleaseRow & { inhalt_von: string[] | null }>(
    `SELECT p.*, (SELECT array_agg(DISTINCT a) FROM paket_teile t JOIN dokument_versionen v ON v.id = t.version_id,
                   unnest(v.inhalt_von) a WHERE t.paket_id = p.id) AS inhalt_von
     FROM pakete p WHERE p.zustand IN ('zur_freigabe', 'geplant') OR (p.zustand = 'entwurf' AND p.rueckweisung <> '')
     ORDER BY coalesce(p.zeitpunkt, p.geaendert_am) LIMIT 100`,
  );
  const tasks: PaketAufgabe[] = [];
  const mayApprove = darf(actor.role, 'paket_veroeffentlichen', 'zur_freigabe');
  for (const row of rows) {
    const mine = row.angelegt_von_id === actor.id || row.eingereicht_von_id === actor.id;
    const base = { id: row.id, titel: row.titel };
    if (row.zustand === 'geplant' && row.zeitpunkt)
      tasks.push({ ...base, text: `Geht am ${scheduleTime(iso(row.zeitpunkt))} online` });
    else if (row.zustand === 'entwurf') {
      if (mine)
        tasks.push({ ...base, text: `Zurückgewiesen von ${row.zurueckgewiesen_von_name}: ${row.rueckweisung}` });
    } else if (mayApprove && !(vierAugen && (row.inhalt_von ?? []).includes(actor.id)))
      tasks.push({ ...base, text: `Wartet auf Ihre Freigabe, eingereicht von ${row.eingereicht_von_name}` });
    else if (row.eingereicht_von_id === actor.id) tasks.push({ ...base, text: 'Von Ihnen eingereicht' });
  }
  return tasks;
}
