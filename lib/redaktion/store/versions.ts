// Versions of every kind of document (pages, menus, banners, entries), one code for all: every save is a new immutable row; publishing moves the owner's
// pointer and the versions' states in one transaction; restoring saves an old content as a new version. Every
// action writes its audit entry in the same transaction.
import type { Database, Sql } from '@/lib/db/database';
import { migrateEnvelope, migrateMenu } from '@/lib/blocks/migrate';
import { jsonDepth, MAX_JSON_DEPTH } from '@/lib/http/bounded-json';
import { systemActorFor, writeAudit } from './audit';
import { describeFinding } from '@/lib/redaktion/shared/check-content';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { NICHT_EINGEREICHT, type Aktion } from '@/lib/redaktion/shared/permissions';
import type { AuditAktion } from '@/lib/redaktion/shared/types';
import { requireFourEyes } from './settings';
import { publicationEnded, publicationStarted } from './publication-effects';
import { isRowId } from '@/lib/redaktion/shared/row-ids';
import { recordPublicMedia } from './public-media';
import { isSammlungName, sammlung as declarationOf } from '@/lib/sammlungen/registry';
import { refuseIfInRelease } from './release-membership';
import {
  RedaktionError,
  type Actor,
  type Pruefergebnis,
  type Status,
  type Version,
  type VersionKurz,
  type VersionZustand,
} from '@/lib/redaktion/shared/types';

/** The kinds of the one stored document model (migration 300): every page, menu, banner and entry is a document. */
import type { DokumentArt } from '@/lib/redaktion/shared/document-kinds';
export type { DokumentArt };

/** What the shared version code needs to know of a kind of document. */
export interface VersionedKind {
  art: DokumentArt;
  /** The object, in German, with article: 'die Seite', 'das Menü'. */
  noun: string;
  /** How callers name a document of this kind: its id, or its name within the kind (a menu's name). */
  key: 'id' | 'schluessel';
  /** Publishing needs a version submitted for approval (four eyes workflow); menus are published by approvers directly. */
  einreichung: boolean;
  /** The permission table's actions for the shared steps. */
  rechte: { speichern: Aktion; wiederherstellen: Aktion; veroeffentlichen: Aktion; zuruecknehmen: Aktion };
  /** The collection of an entry. */
  sammlung?: string;
  /** Brings stored content to this build's shape (lib/blocks/migrate.ts); every read goes through it. */
  migrate: (stored: unknown) => unknown;
}

export const PAGE_KIND: VersionedKind = {
  art: 'seite',
  noun: 'die Seite',
  key: 'id',
  einreichung: true,
  rechte: {
    speichern: 'version_speichern',
    wiederherstellen: 'version_wiederherstellen',
    veroeffentlichen: 'veroeffentlichen',
    zuruecknehmen: 'zurueckziehen',
  },
  migrate: migrateEnvelope,
};

export const MENU_KIND: VersionedKind = {
  art: 'menue',
  noun: 'das Menü',
  key: 'schluessel',
  einreichung: false,
  rechte: {
    speichern: 'menue_speichern',
    wiederherstellen: 'menue_speichern',
    veroeffentlichen: 'menue_veroeffentlichen',
    zuruecknehmen: 'menue_veroeffentlichen',
  },
  migrate: migrateMenu,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The SQL that names the document `$n` of this kind: its id, or the live document with that name within its kind.
 * An id that is not a uuid names none (a 404, never a database error).
 */
function documentOf(kind: VersionedKind, n: number): string {
  const sammlung = kind.sammlung === undefined ? 'sammlung IS NULL' : `sammlung = '${kind.sammlung}'`;
  return kind.key === 'id'
    ? `(SELECT id FROM dokumente WHERE id = $${n}::uuid AND art = '${kind.art}' AND ${sammlung})`
    : `(SELECT id FROM dokumente WHERE schluessel = $${n} AND art = '${kind.art}' AND ${sammlung} AND zustand = 'aktiv')`;
}

/** Whether a caller's name for a document can name one at all (an id must be a uuid). */
const nameable = (kind: VersionedKind, ownerId: string) => kind.key !== 'id' || UUID.test(ownerId);

/** A stored content larger than this is refused: a page has at most 200 blocks. */
export const MAX_CONTENT_BYTES = 2_000_000;

/**
 * How long a page's autosaved draft takes its author's later autosaves (from its creation): at most one version per
 * this much continuous editing, instead of one every three seconds (issue 41, quotas). A manual save, a comment, a
 * restore, a submission or another author's save starts a new version at once.
 */
export const AUTOSAVE_FOLD_MS = 10 * 60_000;

interface VersionRow {
  id: number;
  nummer: number;
  inhalt?: unknown;
  autor_id: string;
  autor_name: string;
  erstellt_am: Date | string;
  kommentar: string;
  zustand: VersionZustand;
  fehler: number;
  pruefung?: Version['pruefung'];
  basiert_auf: number | null;
  inhalt_von?: string[] | null;
  freigegeben_von_id: string | null;
  freigegeben_von_name: string | null;
  veroeffentlicht_am: Date | string | null;
  zwischenstaende: number;
  gespeichert_am: Date | string | null;
}

const SHORT_COLUMNS =
  'id, nummer, autor_id, autor_name, erstellt_am, kommentar, zustand, fehler, basiert_auf, inhalt_von, freigegeben_von_id, freigegeben_von_name, veroeffentlicht_am, zwischenstaende, gespeichert_am';

export function toVersionKurz(row: VersionRow): VersionKurz {
  return {
    id: row.id,
    nummer: row.nummer,
    autor: { id: row.autor_id, name: row.autor_name },
    erstelltAm: new Date(row.erstellt_am).toISOString(),
    kommentar: row.kommentar,
    zustand: row.zustand,
    fehler: row.fehler,
    basiertAuf: row.basiert_auf,
    inhaltVon: row.inhalt_von?.length ? row.inhalt_von : [row.autor_id],
    freigabe:
      row.freigegeben_von_id && row.veroeffentlicht_am
        ? {
            von: { id: row.freigegeben_von_id, name: row.freigegeben_von_name ?? '' },
            am: new Date(row.veroeffentlicht_am).toISOString(),
          }
        : null,
    zwischenstaende: row.zwischenstaende ?? 0,
    gespeichertAm: new Date(row.gespeichert_am ?? row.erstellt_am).toISOString(),
  };
}

/** A live page's or menu's status from its published version and its newest one. */
export function statusOf(published: number | null, newest: number | null): Exclude<Status, 'archiviert'> {
  return published === null ? 'entwurf' : published === newest ? 'veroeffentlicht' : 'geaendert';
}

/** Every version is read in the current shape of its kind; the stored row stays as it is. */
function toVersion<T>(kind: VersionedKind, row: VersionRow): Version<T> {
  return { ...toVersionKurz(row), inhalt: kind.migrate(row.inhalt) as T, pruefung: row.pruefung ?? [] };
}

/** The owner's versions, newest first, without content (all, or the newest `limit`). */
export async function listVersionRows(
  sql: Sql,
  kind: VersionedKind,
  ownerId: string,
  limit: number | null = null,
): Promise<VersionKurz[]> {
  if (!nameable(kind, ownerId)) return [];
  const { rows } = await sql.query<VersionRow>(
    `SELECT ${SHORT_COLUMNS} FROM dokument_versionen WHERE dokument_id = ${documentOf(kind, 1)}
     ORDER BY nummer DESC LIMIT $2`,
    [ownerId, limit],
  );
  return rows.map(toVersionKurz);
}

async function readVersion<T = unknown>(
  sql: Sql,
  kind: VersionedKind,
  ownerId: string,
  versionId: number,
): Promise<Version<T> | null> {
  if (!isRowId(versionId) || !nameable(kind, ownerId)) return null;
  const { rows } = await sql.query<VersionRow>(
    `SELECT ${SHORT_COLUMNS}, inhalt, pruefung FROM dokument_versionen
     WHERE id = $1 AND dokument_id = ${documentOf(kind, 2)}`,
    [versionId, ownerId],
  );
  return rows[0] ? toVersion<T>(kind, rows[0]) : null;
}

async function newestVersion<T = unknown>(sql: Sql, kind: VersionedKind, ownerId: string): Promise<Version<T> | null> {
  const { rows } = await sql.query<VersionRow>(
    `SELECT ${SHORT_COLUMNS}, inhalt, pruefung FROM dokument_versionen WHERE dokument_id = ${documentOf(kind, 1)}
     ORDER BY nummer DESC LIMIT 1`,
    [ownerId],
  );
  return rows[0] ? toVersion<T>(kind, rows[0]) : null;
}

export async function requireVersion<T = unknown>(
  sql: Sql,
  kind: VersionedKind,
  ownerId: string,
  versionId: number,
): Promise<Version<T>> {
  const version = await readVersion<T>(sql, kind, ownerId, versionId);
  if (!version) throw new RedaktionError(404, `Diese Version gibt es für ${kind.noun} nicht.`);
  return version;
}

/** A document's row (migration 300), as the shared steps read it. */
export interface OwnerRow {
  id: string;
  art: DokumentArt;
  sammlung: string | null;
  schluessel: string | null;
  pfad: string | null;
  veroeffentlichte_version: number | null;
  zustand: 'aktiv' | 'archiviert';
  abteilung: number | null;
}

/** The state of a document for the permission table. */
export const documentState = (owner: Pick<OwnerRow, 'zustand' | 'veroeffentlichte_version'>) =>
  owner.zustand === 'archiviert'
    ? 'archiviert'
    : owner.veroeffentlichte_version === null
      ? 'entwurf'
      : 'veroeffentlicht';

/** How the audit log names a document: a menu by its name (as it always has), every other by its id. */
export const auditIdOf = (owner: Pick<OwnerRow, 'id' | 'art' | 'schluessel'>) =>
  owner.art === 'menue' && owner.schluessel ? owner.schluessel : owner.id;

/**
 * Locks the document's row for this transaction (concurrent saves queue), or refuses a missing or archived one;
 * with `permission`, first as the permission table says for the document's state.
 */
export async function lockOwner(
  tx: Sql,
  kind: VersionedKind,
  ownerId: string,
  permission?: { actor: Actor; aktion: Aktion },
): Promise<OwnerRow> {
  const { rows } = nameable(kind, ownerId)
    ? await tx.query<OwnerRow>(
        `SELECT id, art, sammlung, schluessel, pfad, veroeffentlichte_version, zustand, abteilung
         FROM dokumente WHERE id = ${documentOf(kind, 1)} FOR UPDATE`,
        [ownerId],
      )
    : { rows: [] };
  const owner = rows[0];
  if (!owner) throw new RedaktionError(404, `${capitalize(kind.noun)} gibt es nicht.`);
  if (permission) requirePermission(permission.actor, permission.aktion, documentState(owner));
  if (owner.zustand === 'archiviert')
    throw new RedaktionError(
      409,
      `${capitalize(kind.noun)} ist gelöscht (archiviert); stellen Sie sie zuerst wieder her.`,
    );
  return owner;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface InsertOptions {
  kommentar?: string;
  basiertAuf?: number | null;
  /** Whose content besides the actor's the new version carries (restore, copy, an unreviewed base). */
  inhaltVon?: readonly string[];
  /** Made by the editor's autosave: it may take its author's next autosaves (`AUTOSAVE_FOLD_MS`). */
  automatisch?: boolean;
}

/** Inserts the next version of a locked document. */
export async function insertVersion<T>(
  tx: Sql,
  kind: VersionedKind,
  ownerId: string,
  inhalt: T,
  pruefung: Pruefergebnis,
  actor: Actor,
  { kommentar = '', basiertAuf = null, inhaltVon = [], automatisch = false }: InsertOptions = {},
): Promise<Version<T>> {
  if (!nameable(kind, ownerId)) throw new RedaktionError(404, `${capitalize(kind.noun)} gibt es nicht.`);
  const { rows } = await tx.query<VersionRow>(
    `INSERT INTO dokument_versionen (dokument_id, nummer, inhalt, autor_id, autor_name, kommentar, fehler, pruefung,
                                     basiert_auf, inhalt_von, automatisch)
     SELECT d.id, coalesce((SELECT max(nummer) FROM dokument_versionen WHERE dokument_id = d.id), 0) + 1,
            $2::json, $3, $4, $5, $6, $7::jsonb, $8, $9::text[], $10
     FROM dokumente d WHERE d.id = ${documentOf(kind, 1)}
     RETURNING ${SHORT_COLUMNS}, inhalt, pruefung`,
    [
      ownerId,
      JSON.stringify(inhalt),
      actor.id,
      actor.name,
      kommentar.slice(0, 2000),
      pruefung.fehler,
      JSON.stringify(pruefung.meldungen),
      basiertAuf,
      [...new Set([actor.id, ...inhaltVon])],
      automatisch,
    ],
  );
  if (!rows[0]) throw new RedaktionError(404, `${capitalize(kind.noun)} gibt es nicht.`);
  return toVersion<T>(kind, rows[0]);
}

/**
 * Folds an autosave into the page's newest version, when that is its author's own autosaved draft of the last
 * `AUTOSAVE_FOLD_MS`, never submitted, sent back or published, and the save would carry the same accounts' content:
 * the version's content and findings change, its counter goes up, and everything four eyes read (author, whose content
 * it carries, its number) stays. The database's trigger allows exactly this change and nothing else (migration 212).
 * Returns null when the newest version is none such (a new version is made instead).
 */
async function foldAutosave<T>(
  tx: Sql,
  kind: VersionedKind,
  newest: Version<T>,
  actor: Actor,
  inhalt: T,
  pruefung: Pruefergebnis,
  carried: readonly string[],
): Promise<Version<T> | null> {
  const sameContentOwners =
    new Set([actor.id, ...carried]).size === newest.inhaltVon.length &&
    newest.inhaltVon.every((id) => id === actor.id || carried.includes(id));
  if (newest.autor.id !== actor.id || newest.zustand !== 'entwurf' || !sameContentOwners) return null;
  const { rows } = await tx.query<VersionRow>(
    `UPDATE dokument_versionen SET inhalt = $2::json, fehler = $3, pruefung = $4::jsonb,
       zwischenstaende = zwischenstaende + 1, gespeichert_am = now()
     WHERE id = $1 AND automatisch AND autor_id = $5 AND zustand = 'entwurf' AND eingereicht_am IS NULL
       AND zurueckgewiesen_am IS NULL AND veroeffentlicht_am IS NULL AND erstellt_am > now() - $6 * interval '1 millisecond'
     RETURNING ${SHORT_COLUMNS}, inhalt, pruefung`,
    [
      newest.id,
      JSON.stringify(inhalt),
      pruefung.fehler,
      JSON.stringify(pruefung.meldungen),
      actor.id,
      AUTOSAVE_FOLD_MS,
    ],
  );
  return rows[0] ? toVersion<T>(kind, rows[0]) : null;
}

export interface SaveOptions {
  kommentar?: string;
  /** The version the editor started from: when a newer one exists, the save is refused (409) instead of lost. */
  basisVersionId?: number;
  /** With `basisVersionId`: how many autosaves that version held when the editor read it (`zwischenstaende`). */
  basisStand?: number;
  /** The editor's autosave: folded into the author's newest autosaved draft of a page where it may be. */
  automatisch?: boolean;
}

export interface SaveResult<T> {
  version: Version<T>;
  /** True when the content equals the newest version's: nothing was stored, that version is returned. */
  unveraendert: boolean;
}

export async function saveVersion<T>(
  db: Database,
  kind: VersionedKind,
  actor: Actor,
  ownerId: string,
  inhalt: T,
  check: (inhalt: T) => Pruefergebnis,
  options: SaveOptions & { basiertAuf?: number; inhaltVon?: readonly string[]; aktion?: AuditAktion } = {},
): Promise<SaveResult<T>> {
  const json = JSON.stringify(inhalt);
  if (json === undefined) throw new RedaktionError(400, 'Es wurde kein Inhalt übergeben.');
  if (Buffer.byteLength(json) > MAX_CONTENT_BYTES)
    throw new RedaktionError(413, `Der Inhalt ist zu groß (höchstens ${MAX_CONTENT_BYTES / 1_000_000} MB).`);
  // What the renderer, the validators and the sanitiser walk recursively is bounded as the CMS's answers are: a
  // stored page nested deeper would make every lookup of it fail with 500 instead of being refused here.
  if (jsonDepth(json, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    throw new RedaktionError(400, `Der Inhalt ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`);
  return db.transaction(async (tx) => {
    const aktion: Aktion =
      options.aktion === 'version_wiederhergestellt' ? kind.rechte.wiederherstellen : kind.rechte.speichern;
    const owner = await lockOwner(tx, kind, ownerId, { actor, aktion });
    const newest = await newestVersion<T>(tx, kind, ownerId);
    const folded = options.basisStand !== undefined && newest && newest.zwischenstaende !== options.basisStand;
    if (options.basisVersionId !== undefined && newest && (newest.id !== options.basisVersionId || folded)) {
      throw new RedaktionError(
        409,
        `${capitalize(kind.noun)} wurde inzwischen von ${newest.autor.name} geändert (Version ${newest.nummer}). Bitte laden Sie die neueste Fassung, bevor Sie speichern.`,
      );
    }
    if (newest && options.basiertAuf === undefined) {
      const { rows } = await tx.query<{ gleich: boolean }>(
        'SELECT inhalt::text = $1 AS gleich FROM dokument_versionen WHERE id = $2',
        [json, newest.id],
      );
      if (rows[0]?.gleich) return { version: newest, unveraendert: true };
    }
    // An edit carries the content of the version it builds on, unless that one is public (reviewed already).
    const carried =
      options.inhaltVon ?? (newest && owner.veroeffentlichte_version !== newest.id ? newest.inhaltVon : []);
    const pruefung = check(inhalt);
    const autosave = kind.art === 'seite' && options.automatisch === true && options.basiertAuf === undefined;
    const foldedInto =
      autosave && newest && options.inhaltVon === undefined
        ? await foldAutosave(tx, kind, newest, actor, inhalt, pruefung, carried)
        : null;
    const version =
      foldedInto ??
      (await insertVersion(tx, kind, ownerId, inhalt, pruefung, actor, {
        kommentar: options.kommentar,
        basiertAuf: options.basiertAuf ?? null,
        inhaltVon: carried,
        automatisch: autosave,
      }));
    await writeAudit(tx, actor, {
      aktion: options.aktion ?? 'version_gespeichert',
      objektArt: kind.art,
      objektId: auditIdOf(owner),
      details: {
        version: version.id,
        nummer: version.nummer,
        fehler: version.fehler,
        ...(foldedInto ? { zwischenstand: version.zwischenstaende } : {}),
        ...(options.basiertAuf !== undefined ? { basiertAuf: options.basiertAuf } : {}),
        ...(version.kommentar ? { kommentar: version.kommentar } : {}),
      },
    });
    return { version, unveraendert: false };
  });
}

/** Saves the content of an older version as the newest (it can then be published). */
export async function restoreVersion<T>(
  db: Database,
  kind: VersionedKind,
  actor: Actor,
  ownerId: string,
  versionId: number,
  check: (inhalt: T) => Pruefergebnis,
  kommentar?: string,
): Promise<Version<T>> {
  const old = await requireVersion<T>(db, kind, ownerId, versionId);
  const { version } = await saveVersion(db, kind, actor, ownerId, old.inhalt, check, {
    kommentar: kommentar ?? `Wiederhergestellt aus Version ${old.nummer}`,
    basiertAuf: old.id,
    // Restored content stays its authors' (four eyes by content): they may not publish it.
    inhaltVon: old.inhaltVon,
    aktion: 'version_wiederhergestellt',
  });
  return version;
}

/**
 * Marks the document's published version as replaced and clears the pointer; returns that version's id, if any.
 * What the publication made visible by itself (its moments, a collection's public list) goes with it.
 */
export async function withdrawPublication(tx: Sql, kind: VersionedKind, ownerId: string): Promise<number | null> {
  if (!nameable(kind, ownerId)) return null;
  const { rows } = await tx.query<{ id: number; dokument_id: string }>(
    `UPDATE dokument_versionen SET zustand = 'archiviert'
     WHERE dokument_id = ${documentOf(kind, 1)} AND zustand = 'veroeffentlicht' RETURNING id, dokument_id`,
    [ownerId],
  );
  await tx.query(`UPDATE dokumente SET veroeffentlichte_version = NULL WHERE id = ${documentOf(kind, 1)}`, [ownerId]);
  if (rows[0]) await publicationEnded(tx, rows[0].dokument_id);
  return rows[0]?.id ?? null;
}

/** Makes the version the published one of its (locked) document; the one published before becomes `archiviert`. */
export async function markPublished<T>(
  tx: Sql,
  kind: VersionedKind,
  actor: Actor,
  ownerId: string,
  versionId: number,
  { notfall = false, keepAddress = false }: { notfall?: boolean; keepAddress?: boolean } = {},
): Promise<{ version: Version<T>; replaced: number | null }> {
  const replaced = await withdrawPublication(tx, kind, ownerId);
  const { rows } = await tx.query<VersionRow & { dokument_id: string }>(
    `UPDATE dokument_versionen
     SET zustand = 'veroeffentlicht', freigegeben_von_id = $2, freigegeben_von_name = $3, veroeffentlicht_am = now(),
         notfall = $4
     WHERE id = $1 RETURNING ${SHORT_COLUMNS}, dokument_id, inhalt, pruefung`,
    [versionId, actor.id, actor.name, notfall],
  );
  const row = rows[0]!;
  await tx.query('UPDATE dokumente SET veroeffentlichte_version = $1 WHERE id = $2', [versionId, row.dokument_id]);
  // The files it names are public from this commit on, with the publication.
  await recordPublicMedia(tx, [
    {
      art: kind.art,
      ownerId,
      inhalt: row.inhalt,
      ...(kind.sammlung && isSammlungName(kind.sammlung) ? { schemaId: declarationOf(kind.sammlung).schemaId } : {}),
    },
  ]);
  // A page published again is no longer withdrawn: its 308 or 410 ends with this transaction.
  await tx.query('DELETE FROM seiten_rueckzug WHERE seite_id = $1', [row.dokument_id]);
  const version = toVersion<T>(kind, row);
  await publicationStarted(tx, kind, row.dokument_id, version, { keepAddress });
  return { version, replaced };
}

/** Refuses (422) content with findings of the validators, naming the first three. */
export function refuseFindings(kind: VersionedKind, { fehler, meldungen }: Pruefergebnis): void {
  if (fehler === 0) return;
  const first = meldungen.slice(0, 3).map(describeFinding).join(' ');
  throw new RedaktionError(
    422,
    `${capitalize(kind.noun)} kann nicht veröffentlicht werden: ${fehler === 1 ? 'ein Fehler' : `${fehler} Fehler`}. ${first}`.trim(),
    meldungen,
  );
}

export interface PublishOptions<T> {
  /** A slow check of the version (the rendered page's rules): after the permission, outside the transaction. */
  pruefen?: (version: Version<T>) => Promise<void>;
  /** The id of the schedule a run carries out: the audit then names the system, on the planner's behalf. */
  termin?: number;
}

/**
 * Publishes a submitted version (a page's must be `zur_freigabe`; menus have no submission). Refused by the
 * permission table, for content with any finding of the validators (checked again here on the server) and for
 * content the actor wrote or restored (four eyes). Publishing the published version again changes nothing.
 */
export async function publishVersion<T>(
  db: Database,
  kind: VersionedKind,
  actor: Actor,
  ownerId: string,
  versionId: number,
  check: (inhalt: T) => Pruefergebnis,
  { pruefen, termin }: PublishOptions<T> = {},
): Promise<{ version: Version<T>; geaendert: boolean }> {
  const candidate = await requireVersion<T>(db, kind, ownerId, versionId);
  requirePermission(actor, kind.rechte.veroeffentlichen, candidate.zustand);
  if (candidate.zustand !== 'veroeffentlicht') {
    refuseFindings(kind, check(candidate.inhalt));
    await requireFourEyes(db, actor, candidate.inhaltVon);
    await pruefen?.(candidate);
  }
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, kind, ownerId);
    const version = await requireVersion<T>(tx, kind, ownerId, versionId);
    if (owner.veroeffentlichte_version === version.id) return { version, geaendert: false };
    // A document of an unfinished Änderungspaket goes live with it, not alone.
    await refuseIfInRelease(tx, owner.id);
    // Sent back (or published and replaced) since the permission was given: it must be submitted again.
    if (kind.einreichung && version.zustand !== 'zur_freigabe') throw new RedaktionError(409, NICHT_EINGEREICHT);
    await requireFourEyes(tx, actor, version.inhaltVon);
    const { version: published, replaced } = await markPublished<T>(tx, kind, actor, ownerId, version.id);
    await writeAudit(tx, termin === undefined ? actor : systemActorFor(actor), {
      aktion: 'veroeffentlicht',
      objektArt: kind.art,
      objektId: auditIdOf(owner),
      details: {
        version: version.id,
        nummer: version.nummer,
        ersetzt: replaced,
        ...(termin === undefined ? {} : { termin, geplantVon: { id: actor.id, name: actor.name } }),
      },
    });
    return { version: published, geaendert: true };
  });
}

/** Takes the owner offline (a page then answers 404, a menu is empty). Returns false when nothing was public. */
export async function unpublish(
  db: Database,
  kind: VersionedKind,
  actor: Actor,
  ownerId: string,
  { termin }: { termin?: number } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, kind, ownerId, { actor, aktion: kind.rechte.zuruecknehmen });
    if (owner.veroeffentlichte_version === null) return false;
    const withdrawn = await withdrawPublication(tx, kind, ownerId);
    await writeAudit(tx, termin === undefined ? actor : systemActorFor(actor), {
      aktion: 'veroeffentlichung_zurueckgenommen',
      objektArt: kind.art,
      objektId: auditIdOf(owner),
      details: {
        version: withdrawn,
        ...(termin === undefined ? {} : { termin, geplantVon: { id: actor.id, name: actor.name } }),
      },
    });
    return true;
  });
}
