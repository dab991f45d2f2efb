// The entries of the collections (news, events, tenders …) as documents of the one stored model: created, saved as
// versions, submitted, published by a second person, scheduled, withdrawn and archived by the shared code of pages
// (./versions.ts, ./workflow.ts, ./schedules.ts), checked with the precompiled validator of their entry schema, owned
// by their collection's office (department rights as for pages). This module adds what is an entry's own: its
// number, its first address, and the Redaktion's list of a collection with search, filters, sort and paging.
import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@/lib/db/database';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import { isSammlungName, sammlung as declarationOf, type SammlungName } from '@/lib/sammlungen/registry';
import { detailPath, slugify, storedContent, titleOf } from '@/lib/sammlungen/entry-rules';
import { migrateEntry, withEntryVersion } from '@/lib/sammlungen/entry-shape';
import { checkEntry } from '@/lib/redaktion/shared/check-entry';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import {
  RedaktionError,
  type Actor,
  type Aenderung,
  type Version,
  type VersionKurz,
} from '@/lib/redaktion/shared/types';
import type { EintragInfo, EintragsListe } from '@/lib/redaktion/shared/entry-types';

export type { EintragInfo, EintragsListe };
import { writeAudit } from './audit';
import { entryChange } from './entry-projection';
import { readAbteilungen } from './page-owners';
import { requireInScope } from './page-scope';
import {
  documentState,
  insertVersion,
  listVersionRows,
  publishVersion,
  requireVersion,
  restoreVersion,
  saveVersion,
  statusOf,
  toVersionKurz,
  unpublish,
  withdrawPublication,
  type PublishOptions,
  type SaveOptions,
  type SaveResult,
  type VersionedKind,
} from './versions';

/** The entries of one collection as documents of the shared model. */
export function entryKind(name: SammlungName): VersionedKind {
  return {
    art: 'eintrag',
    noun: `der Eintrag „${declarationOf(name).eintrag}“`,
    key: 'id',
    einreichung: true,
    sammlung: name,
    // An entry's shape is versioned with its collection's entry schema (codegen/shapes.ts: `sammlung:<name>`).
    migrate: (stored) => migrateEntry(name, stored).value,
    rechte: {
      speichern: 'version_speichern',
      wiederherstellen: 'version_wiederherstellen',
      veroeffentlichen: 'veroeffentlichen',
      zuruecknehmen: 'zurueckziehen',
    },
  };
}

/** The collection name, or 404 for any other string. */
export function requireSammlung(raw: unknown): SammlungsDeklaration {
  if (!isSammlungName(raw)) throw new RedaktionError(404, 'Diese Sammlung gibt es nicht.');
  return declarationOf(raw);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a save stores of an entry: without the number and the addresses the calls add, in this build's shape and
 * stamped with its version. An entry written by a newer release is refused (409): saved here, what that release
 * added would be lost.
 */
function contentToStore(s: SammlungsDeklaration, inhalt: unknown): unknown {
  const migrated = migrateEntry(s.name, inhalt);
  if (migrated.status === 'zu-neu')
    throw new RedaktionError(
      409,
      `Der Eintrag wurde mit einer neueren Version der Website gespeichert (Version ${migrated.from}). Bitte bearbeiten Sie ihn dort, wo die neue Version läuft.`,
    );
  return withEntryVersion(s.name, storedContent(s, migrated.value));
}

/** The office that keeps a collection (its number in the site's list of offices), or null when it is not listed. */
export async function officeOf(sql: Sql, s: SammlungsDeklaration): Promise<number | null> {
  return (await readAbteilungen(sql)).find((amt) => amt.name === s.amt)?.id ?? null;
}

interface EntryRow {
  id: string;
  sammlung: string;
  kennung: number;
  pfad: string | null;
  zustand: 'aktiv' | 'archiviert';
  abteilung: number | null;
  veroeffentlichte_version: number | null;
  inhalt: Record<string, unknown> | null;
  aktuell_bis: Date | string | null;
  v_id: number | null;
  nummer: number;
  autor_id: string;
  autor_name: string;
  erstellt_am: Date | string;
  kommentar: string;
  v_zustand: VersionKurz['zustand'];
  fehler: number;
  basiert_auf: number | null;
  inhalt_von: string[] | null;
  freigegeben_von_id: string | null;
  freigegeben_von_name: string | null;
  veroeffentlicht_am: Date | string | null;
  zwischenstaende: number;
  gespeichert_am: Date | string | null;
}

const ENTRY_SELECT = `
  SELECT d.id, d.sammlung, d.kennung, d.pfad, d.zustand, d.abteilung, d.veroeffentlichte_version, e.aktuell_bis,
         v.inhalt, v.id AS v_id, v.nummer, v.autor_id, v.autor_name, v.erstellt_am, v.kommentar, v.zustand AS v_zustand,
         v.fehler, v.basiert_auf, v.inhalt_von, v.freigegeben_von_id, v.freigegeben_von_name, v.veroeffentlicht_am,
         v.zwischenstaende, v.gespeichert_am
  FROM dokumente d
  LEFT JOIN eintraege_oeffentlich e ON e.dokument_id = d.id
  LEFT JOIN LATERAL (
    SELECT * FROM dokument_versionen WHERE dokument_id = d.id ORDER BY nummer DESC LIMIT 1
  ) v ON true`;

const pick = (item: Record<string, unknown> | null, field: string): unknown =>
  field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], item);

function toInfo(s: SammlungsDeklaration, row: EntryRow): EintragInfo {
  const newest = row.v_id === null ? null : toVersionKurz({ ...row, id: row.v_id, zustand: row.v_zustand });
  return {
    id: row.id,
    sammlung: row.sammlung,
    kennung: row.kennung,
    titel: titleOf(s, row.inhalt) || `${s.eintrag} ohne Titel`,
    pfad: row.pfad,
    status: row.zustand === 'archiviert' ? 'archiviert' : statusOf(row.veroeffentlichte_version, newest?.id ?? null),
    abteilung: row.abteilung,
    veroeffentlichteVersionId: row.veroeffentlichte_version,
    neuesteVersion: newest,
    spalten: Object.fromEntries(s.spalten.map((spalte) => [spalte.feld, pick(row.inhalt, spalte.feld) ?? null])),
    aktuellBis: row.aktuell_bis ? new Date(row.aktuell_bis).toISOString() : null,
    vergangen: row.aktuell_bis !== null && new Date(row.aktuell_bis).getTime() <= Date.now(),
  };
}

export async function getEntryInfo(sql: Sql, s: SammlungsDeklaration, id: string): Promise<EintragInfo> {
  const { rows } = UUID.test(id)
    ? await sql.query<EntryRow>(`${ENTRY_SELECT} WHERE d.id = $1 AND d.art = 'eintrag' AND d.sammlung = $2`, [
        id,
        s.name,
      ])
    : { rows: [] };
  if (!rows[0]) throw new RedaktionError(404, `Diesen Eintrag gibt es in „${s.titel}“ nicht.`);
  return toInfo(s, rows[0]);
}

/** A limited account acts on an entry only when it belongs to one of its offices (or its page lies in its paths). */
async function requireEntryInScope(actor: Actor, info: { pfad: string | null; abteilung: number | null }, sql?: Sql) {
  await requireInScope(actor, { pfad: info.pfad ?? '', abteilung: info.abteilung }, 'seite', sql);
}

/** The next number of a collection (the `id` its calls answer), never reused. */
async function nextKennung(tx: Sql, name: string): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sammlung:${name}`]);
  const { rows } = await tx.query<{ n: number }>(
    "SELECT coalesce(max(kennung), 0) + 1 AS n FROM dokumente WHERE art = 'eintrag' AND sammlung = $1",
    [name],
  );
  return Number(rows[0]!.n);
}

/** A slug for a new entry: its title's, or with a number when another live document has that address. */
async function firstSlug(tx: Sql, s: SammlungsDeklaration, title: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const { rows } = await tx.query(
      `SELECT 1 FROM dokumente WHERE zustand = 'aktiv'
         AND ((art = 'eintrag' AND sammlung = $1 AND schluessel = $2) OR ($3::text IS NOT NULL AND pfad = $3))`,
      [s.name, slug, detailPath(s, slug)],
    );
    if (!rows.length) return slug;
  }
}

/** What a batch of new entries has given out so far in its transaction (its lock held): numbers, slugs, addresses. */
interface Vergeben {
  kennung: number;
  slugs: Set<string>;
  pfade: Set<string>;
}

/** The numbers, slugs and addresses taken before a batch (read once, under the collection's lock). */
async function takenBefore(tx: Sql, s: SammlungsDeklaration): Promise<Vergeben> {
  const kennung = (await nextKennung(tx, s.name)) - 1;
  const { rows: slugs } = await tx.query<{ schluessel: string }>(
    "SELECT schluessel FROM dokumente WHERE zustand = 'aktiv' AND art = 'eintrag' AND sammlung = $1",
    [s.name],
  );
  const prefix = detailPath(s, '');
  const { rows: pfade } = prefix
    ? await tx.query<{ pfad: string }>(
        "SELECT pfad FROM dokumente WHERE zustand = 'aktiv' AND pfad IS NOT NULL AND starts_with(pfad, $1)",
        [prefix],
      )
    : { rows: [] };
  return { kennung, slugs: new Set(slugs.map((r) => r.schluessel)), pfade: new Set(pfade.map((r) => r.pfad)) };
}

/** firstSlug without a query per entry: the same rule against what the batch read and gave out. */
function freeSlugAmong(s: SammlungsDeklaration, vergeben: Vergeben, title: string): string {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const pfad = detailPath(s, slug);
    if (vergeben.slugs.has(slug) || (pfad !== null && vergeben.pfade.has(pfad))) continue;
    vergeben.slugs.add(slug);
    if (pfad !== null) vergeben.pfade.add(pfad);
    return slug;
  }
}

/** Inserts one new entry with its first version and its audit line, in the caller's transaction. */
async function insertEntry(
  tx: Sql,
  actor: Actor,
  s: SammlungsDeklaration,
  content: unknown,
  abteilung: number | null,
  {
    kommentar,
    inhaltVon = [],
    details = {},
    vergeben,
  }: { kommentar?: string; inhaltVon?: string[]; details?: object; vergeben?: Vergeben },
): Promise<{ id: string; version: Version }> {
  const id = randomUUID();
  const kind = entryKind(s.name as SammlungName);
  const title = titleOf(s, content) || s.eintrag;
  const kennung = vergeben ? ++vergeben.kennung : await nextKennung(tx, s.name);
  const slug = vergeben ? freeSlugAmong(s, vergeben, title) : await firstSlug(tx, s, title);
  await tx.query(
    `INSERT INTO dokumente (id, art, sammlung, kennung, schluessel, pfad, abteilung)
     VALUES ($1, 'eintrag', $2, $3, $4, $5, $6)`,
    [id, s.name, kennung, slug, detailPath(s, slug), abteilung],
  );
  const version = await insertVersion(tx, kind, id, content, checkEntry(s, content), actor, {
    kommentar: kommentar ?? `Neuer Eintrag`,
    inhaltVon,
  });
  await writeAudit(tx, actor, {
    aktion: 'eintrag_angelegt',
    objektArt: 'eintrag',
    objektId: id,
    details: { sammlung: s.name, kennung, titel: titleOf(s, content), ...details },
  });
  return { id, version };
}

/** A new, unpublished entry with its first version; it belongs to its collection's office. */
export async function createEntry(
  db: Database,
  actor: Actor,
  s: SammlungsDeklaration,
  inhalt: unknown,
  { kommentar, inhaltVon = [] }: { kommentar?: string; inhaltVon?: string[] } = {},
): Promise<{ eintrag: EintragInfo; version: Version }> {
  requirePermission(actor, 'eintrag_anlegen');
  const abteilung = await officeOf(db, s);
  await requireEntryInScope(actor, { pfad: null, abteilung }, db);
  const content = contentToStore(s, inhalt);
  const { id, version } = await db.transaction((tx) =>
    insertEntry(tx, actor, s, content, abteilung, { kommentar, inhaltVon }),
  );
  return { eintrag: await getEntryInfo(db, s, id), version };
}

/**
 * Several new, unpublished entries at once (an import), by the same rules as one: all in one transaction, so either
 * every entry is there or none (a refusal of any rolls back the others). Answers their ids in order.
 */
export async function createEntries(
  db: Database,
  actor: Actor,
  s: SammlungsDeklaration,
  inhalte: readonly unknown[],
  { kommentar, quelle }: { kommentar?: string; quelle?: string } = {},
): Promise<string[]> {
  requirePermission(actor, 'eintrag_anlegen');
  const abteilung = await officeOf(db, s);
  await requireEntryInScope(actor, { pfad: null, abteilung }, db);
  const contents = inhalte.map((inhalt) => contentToStore(s, inhalt));
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    const vergeben = await takenBefore(tx, s);
    for (const content of contents)
      ids.push(
        (await insertEntry(tx, actor, s, content, abteilung, { kommentar, details: { import: true }, vergeben })).id,
      );
    await writeAudit(tx, actor, {
      aktion: 'eintraege_importiert',
      objektArt: 'sammlung',
      objektId: s.name,
      details: { sammlung: s.name, anzahl: ids.length, quelle: (quelle ?? '').slice(0, 200) },
    });
    return ids;
  });
}

/** Saves the entry's content as its newest version (also invalid: its findings are stored with it). */
export async function saveEntryVersion(
  db: Database,
  actor: Actor,
  s: SammlungsDeklaration,
  id: string,
  inhalt: unknown,
  options: SaveOptions = {},
): Promise<SaveResult<unknown>> {
  await requireEntryInScope(actor, await getEntryInfo(db, s, id), db);
  const content = contentToStore(s, inhalt);
  return saveVersion(db, entryKind(s.name as SammlungName), actor, id, content, (c) => checkEntry(s, c), options);
}

export async function listEntryVersions(sql: Sql, s: SammlungsDeklaration, id: string): Promise<VersionKurz[]> {
  await getEntryInfo(sql, s, id);
  return listVersionRows(sql, entryKind(s.name as SammlungName), id);
}

export async function getEntryVersion(sql: Sql, s: SammlungsDeklaration, id: string, versionId: number) {
  return requireVersion(sql, entryKind(s.name as SammlungName), id, versionId);
}

export async function restoreEntryVersion(
  db: Database,
  actor: Actor,
  s: SammlungsDeklaration,
  id: string,
  versionId: number,
): Promise<Version> {
  await requireEntryInScope(actor, await getEntryInfo(db, s, id), db);
  return restoreVersion(db, entryKind(s.name as SammlungName), actor, id, versionId, (c) => checkEntry(s, c));
}

/** Publishes a submitted version: four eyes by content, no finding; regenerates its page and every list. */
export async function publishEntryVersion(
  db: Database,
  actor: Actor,
  s: SammlungsDeklaration,
  id: string,
  versionId: number,
  options: PublishOptions<unknown> = {},
): Promise<{ version: Version; aenderung: Aenderung }> {
  await requireEntryInScope(actor, await getEntryInfo(db, s, id), db);
  const kind = entryKind(s.name as SammlungName);
  const { version } = await publishVersion(db, kind, actor, id, versionId, (c) => checkEntry(s, c), options);
  return { version, aenderung: (await entryChange(db, id))! };
}

/** Takes the entry off the site (its page answers 404, it leaves every list). */
export async function unpublishEntry(
  db: Database,
  actor: Actor,
  s: SammlungsDeklaration,
  id: string,
  options: { termin?: number } = {},
): Promise<{ aenderung: Aenderung }> {
  await requireEntryInScope(actor, await getEntryInfo(db, s, id), db);
  await unpublish(db, entryKind(s.name as SammlungName), actor, id, options);
  return { aenderung: (await entryChange(db, id))! };
}

/**
 * Archives entries (bulk: last year's events): a published one is taken off the site first, which only approvers
 * may. Each is refused or archived on its own; the answer says which.
 */
export async function archiveEntries(
  db: Database,
  actor: Actor,
  s: SammlungsDeklaration,
  ids: readonly string[],
): Promise<{ archiviert: string[]; abgelehnt: { id: string; grund: string }[]; aenderungen: Aenderung[] }> {
  const archiviert: string[] = [];
  const abgelehnt: { id: string; grund: string }[] = [];
  const aenderungen: Aenderung[] = [];
  const kind = entryKind(s.name as SammlungName);
  for (const id of ids.slice(0, 500)) {
    try {
      const info = await getEntryInfo(db, s, id);
      await requireEntryInScope(actor, info, db);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ zustand: 'aktiv' | 'archiviert'; veroeffentlichte_version: number | null }>(
          'SELECT zustand, veroeffentlichte_version FROM dokumente WHERE id = $1 FOR UPDATE',
          [id],
        );
        requirePermission(actor, 'archivieren', documentState(rows[0]!));
        if (rows[0]!.veroeffentlichte_version !== null) await withdrawPublication(tx, kind, id);
        await tx.query("UPDATE dokumente SET zustand = 'archiviert', archiviert_am = now() WHERE id = $1", [id]);
        await writeAudit(tx, actor, {
          aktion: 'eintrag_archiviert',
          objektArt: 'eintrag',
          objektId: id,
          details: {
            sammlung: s.name,
            kennung: info.kennung,
            warVeroeffentlicht: rows[0]!.veroeffentlichte_version !== null,
          },
        });
      });
      archiviert.push(id);
      const change = await entryChange(db, id);
      if (change) aenderungen.push(change);
    } catch (error) {
      if (!(error instanceof RedaktionError)) throw error;
      abgelehnt.push({ id, grund: error.message });
    }
  }
  return { archiviert, abgelehnt, aenderungen };
}

export interface EintragsFilter {
  suche?: string;
  /** 'entwurf' | 'zur_freigabe' | 'veroeffentlicht' | 'geaendert' | 'archiviert' | 'vergangen'. */
  zustand?: string;
  abteilung?: number;
  /** The values chosen in the collection's choice filters, by field (`auswahl`). */
  auswahl?: Record<string, string>;
  /** A range of days (`datum` filters: the entry's days overlap it). */
  von?: string;
  bis?: string;
  sortierung?: string;
  seite?: number;
  proSeite?: number;
}

/**
 * The Redaktion's list of a collection: the newest version of every entry (archived ones only when asked), searched
 * by title, filtered by state, office, a choice field or a range of days, sorted and paged in the database.
 */
export async function listEntries(
  sql: Sql,
  s: SammlungsDeklaration,
  filter: EintragsFilter = {},
): Promise<EintragsListe> {
  const args: unknown[] = [s.name];
  const where = ["d.art = 'eintrag'", 'd.sammlung = $1'];
  const zustand = filter.zustand ?? '';
  where.push(zustand === 'archiviert' ? "d.zustand = 'archiviert'" : "d.zustand = 'aktiv'");
  if (zustand === 'entwurf') where.push('d.veroeffentlichte_version IS NULL');
  if (zustand === 'veroeffentlicht') where.push('d.veroeffentlichte_version = v.id');
  if (zustand === 'geaendert')
    where.push('d.veroeffentlichte_version IS NOT NULL AND d.veroeffentlichte_version <> v.id');
  if (zustand === 'zur_freigabe') where.push("v.zustand = 'zur_freigabe'");
  if (zustand === 'vergangen') where.push('e.aktuell_bis <= now()');
  const term = filter.suche?.trim().slice(0, 200);
  if (term) where.push(`v.inhalt->>'${s.titelfeld}' ILIKE $${args.push(`%${term.replace(/[\\%_]/g, '\\$&')}%`)}`);
  if (filter.abteilung !== undefined && Number.isInteger(filter.abteilung))
    where.push(`d.abteilung = $${args.push(filter.abteilung)}`);
  for (const field of (s.filter ?? []).filter((f) => f.art === 'auswahl')) {
    const wert = filter.auswahl?.[field.feld];
    if (!wert) continue;
    // A list of objects (rubriken) matches by id or name; a plain field by its value.
    where.push(
      field.name
        ? `EXISTS (SELECT 1 FROM json_array_elements(CASE WHEN json_typeof(v.inhalt->'${field.feld}') = 'array'
                   THEN v.inhalt->'${field.feld}' END) x
                   WHERE x->>'id' = $${args.push(wert)} OR x->>'${field.name}' = $${args.length})`
        : `v.inhalt->>'${field.feld}' = $${args.push(wert)}`,
    );
  }
  const dateField = (s.filter ?? []).find((f) => f.art === 'datum');
  if (dateField && filter.von && /^\d{4}-\d{2}-\d{2}$/.test(filter.von))
    where.push(`left(v.inhalt->>'${dateField.feld}', 10) >= $${args.push(filter.von)}`);
  if (dateField && filter.bis && /^\d{4}-\d{2}-\d{2}$/.test(filter.bis))
    where.push(`left(v.inhalt->>'${dateField.feld}', 10) <= $${args.push(filter.bis)}`);
  const sortField = filter.sortierung ?? s.sortierung ?? '';
  const sortable = [s.titelfeld, ...s.spalten.map((c) => c.feld), ...(s.filter ?? []).map((f) => f.feld)];
  const key = sortField.replace(/^-/, '');
  const order = sortable.includes(key)
    ? `lower(v.inhalt->>'${key}') ${sortField.startsWith('-') ? 'DESC' : 'ASC'} NULLS LAST, d.kennung DESC`
    : 'd.angelegt_am DESC, d.kennung DESC';
  const proSeite = Math.min(Math.max(filter.proSeite ?? 50, 1), 200);
  const { rows: counted } = await sql.query<{ n: string }>(
    `SELECT count(*) AS n FROM dokumente d
     LEFT JOIN eintraege_oeffentlich e ON e.dokument_id = d.id
     LEFT JOIN LATERAL (SELECT * FROM dokument_versionen WHERE dokument_id = d.id ORDER BY nummer DESC LIMIT 1) v ON true
     WHERE ${where.join(' AND ')}`,
    args,
  );
  const gesamt = Number(counted[0]?.n ?? 0);
  const seiten = Math.max(1, Math.ceil(gesamt / proSeite));
  const seite = Math.min(Math.max(filter.seite ?? 1, 1), seiten);
  const { rows } = await sql.query<EntryRow>(
    `${ENTRY_SELECT} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${proSeite} OFFSET ${(seite - 1) * proSeite}`,
    args,
  );
  return { eintraege: rows.map((row) => toInfo(s, row)), gesamt, seite, seiten };
}

/** The distinct values of a choice filter among the collection's live entries (for the filter's options). */
export async function filterOptions(
  sql: Sql,
  s: SammlungsDeklaration,
): Promise<Record<string, { wert: string; name: string }[]>> {
  const out: Record<string, { wert: string; name: string }[]> = {};
  for (const field of (s.filter ?? []).filter((f) => f.art === 'auswahl')) {
    const { rows } = await sql.query<{ wert: string; name: string }>(
      field.name
        ? `SELECT DISTINCT x->>'id' AS wert, x->>'${field.name}' AS name
           FROM dokumente d JOIN dokument_versionen v ON v.id = coalesce(d.veroeffentlichte_version,
             (SELECT max(id) FROM dokument_versionen WHERE dokument_id = d.id)),
             json_array_elements(CASE WHEN json_typeof(v.inhalt->'${field.feld}') = 'array' THEN v.inhalt->'${field.feld}' ELSE '[]'::json END) x
           WHERE d.art = 'eintrag' AND d.sammlung = $1 AND d.zustand = 'aktiv' ORDER BY 2 LIMIT 200`
        : `SELECT DISTINCT v.inhalt->>'${field.feld}' AS wert, v.inhalt->>'${field.feld}' AS name
           FROM dokumente d JOIN dokument_versionen v ON v.id = coalesce(d.veroeffentlichte_version,
             (SELECT max(id) FROM dokument_versionen WHERE dokument_id = d.id))
           WHERE d.art = 'eintrag' AND d.sammlung = $1 AND d.zustand = 'aktiv'
             AND v.inhalt->>'${field.feld}' IS NOT NULL ORDER BY 2 LIMIT 200`,
      [s.name],
    );
    out[field.feld] = rows.filter((row) => row.wert !== null);
  }
  return out;
}

/** Per collection: its live entries, and how many of them wait for approval (the overview). */
export async function countEntries(sql: Sql): Promise<Record<string, { eintraege: number; wartend: number }>> {
  const { rows } = await sql.query<{ sammlung: string; eintraege: string; wartend: string }>(
    `SELECT d.sammlung, count(*) AS eintraege,
            count(*) FILTER (WHERE (SELECT zustand FROM dokument_versionen WHERE dokument_id = d.id
                                    ORDER BY nummer DESC LIMIT 1) = 'zur_freigabe') AS wartend
     FROM dokumente d WHERE d.art = 'eintrag' AND d.zustand = 'aktiv' GROUP BY d.sammlung`,
  );
  return Object.fromEntries(
    rows.map((row) => [row.sammlung, { eintraege: Number(row.eintraege), wartend: Number(row.wartend) }]),
  );
}
