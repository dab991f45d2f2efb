// The SQL over stored content that the Inhaltsprüfung and `npm run inhalte:migrieren` need, in few functions so that
// a move of the store (pages, menus and collections into one document table) ports them in one place: a batch of
// stored versions with where each stands, and the rewrite of a version's content to the current shapes.
import type { Sql } from '@/lib/db/database';
import type { BerichtUmfang } from '@/lib/redaktion/shared/content-report';

export interface StoredVersionRow {
  id: number;
  nummer: number;
  /** The version's own state: entwurf, zur_freigabe, veroeffentlicht, archiviert. */
  zustand: string;
  inhalt: unknown;
  /** The page's path or the menu's name. */
  ort: string;
  /** The page's id or the menu's name. */
  objekt_id: string;
  /** False for a deleted (archived) page. */
  lebt: boolean;
  /** The collection of an entry; null for a page or a menu. */
  sammlung: string | null;
  veroeffentlicht: boolean;
  geplant: boolean;
  neueste: boolean;
}

/** Batches of at most this many versions: memory stays flat however large the store. */
export const BATCH = 500;

const PENDING = `z.art = 'veroeffentlichen' AND z.ausgefuehrt_am IS NULL AND z.abgebrochen_am IS NULL`;

/**
 * Page versions with an id above `after`, in id order. `alle`: every stored version. `start`: only what a release
 * serves (the published, the scheduled and the newest version of every live page), found through the indexes (the
 * pointer, the unique (seite_id, nummer) read backwards, the open schedules), not by reading the history.
 */
export async function pageVersionBatch(
  sql: Sql,
  umfang: BerichtUmfang,
  after: number,
  limit = BATCH,
): Promise<StoredVersionRow[]> {
  return documentVersionBatch(sql, 'seite', umfang, after, limit);
}

/** Menu versions with an id above `after`, in id order; `start`: the published and the newest of each menu. */
export async function menuVersionBatch(
  sql: Sql,
  umfang: BerichtUmfang,
  after: number,
  limit = BATCH,
): Promise<StoredVersionRow[]> {
  return documentVersionBatch(sql, 'menue', umfang, after, limit);
}

/**
 * Versions of one kind of document (migration 300) with an id above `after`, in id order. `alle`: every stored
 * version. `start`: only what a release serves (the published, the scheduled and the newest version of every live
 * document), found through the indexes (the pointer, the unique (dokument_id, nummer) read backwards, the open
 * schedules), not by reading the history. A page is named by its path, a menu by its name.
 */
/** Versions of the collections' entries with an id above `after`, in id order; `start` as for pages. */
export async function entryVersionBatch(
  sql: Sql,
  umfang: BerichtUmfang,
  after: number,
  limit = BATCH,
): Promise<StoredVersionRow[]> {
  return documentVersionBatch(sql, 'eintrag', umfang, after, limit);
}

async function documentVersionBatch(
  sql: Sql,
  art: 'seite' | 'menue' | 'eintrag',
  umfang: BerichtUmfang,
  after: number,
  limit: number,
): Promise<StoredVersionRow[]> {
  const selected =
    umfang === 'alle'
      ? `SELECT v.id FROM dokument_versionen v JOIN dokumente d ON d.id = v.dokument_id
         WHERE v.id > $1 AND d.art = $3 ORDER BY v.id LIMIT $2`
      : `SELECT id FROM (
           SELECT d.veroeffentlichte_version AS id FROM dokumente d
           WHERE d.art = $3 AND d.zustand = 'aktiv' AND d.veroeffentlichte_version IS NOT NULL
           UNION
           SELECT (SELECT w.id FROM dokument_versionen w WHERE w.dokument_id = d.id ORDER BY w.nummer DESC LIMIT 1)
           FROM dokumente d WHERE d.art = $3 AND d.zustand = 'aktiv'
           UNION
           SELECT z.version_id FROM dokument_zeitplaene z JOIN dokumente d ON d.id = z.dokument_id
           WHERE ${PENDING} AND d.art = $3 AND d.zustand = 'aktiv'
         ) ziel WHERE id > $1 ORDER BY id LIMIT $2`;
  const { rows } = await sql.query<StoredVersionRow>(
    `SELECT v.id, v.nummer, v.zustand, v.inhalt,
            CASE d.art WHEN 'menue' THEN d.schluessel WHEN 'eintrag' THEN coalesce(d.pfad, d.sammlung || ' Nr. ' || d.kennung)
                       ELSE d.pfad END AS ort, d.sammlung,
            CASE WHEN d.art = 'menue' THEN d.schluessel ELSE d.id::text END AS objekt_id, d.zustand = 'aktiv' AS lebt,
            v.id IS NOT DISTINCT FROM d.veroeffentlichte_version AS veroeffentlicht,
            EXISTS (SELECT 1 FROM dokument_zeitplaene z WHERE z.version_id = v.id AND ${PENDING}) AS geplant,
            v.nummer = (SELECT max(w.nummer) FROM dokument_versionen w WHERE w.dokument_id = v.dokument_id) AS neueste
     FROM (${selected}) ziel JOIN dokument_versionen v ON v.id = ziel.id JOIN dokumente d ON d.id = v.dokument_id
     ORDER BY v.id`,
    [after, limit, art],
  );
  return rows;
}

/** The tables whose versions `npm run inhalte:migrieren` may rewrite. */
export type VersionTable = 'dokument_versionen';

/**
 * Rewrites stored versions' content to the current shapes, in the caller's transaction: the content as it was is
 * kept in `inhalt_vor_migration` (so the rewrite can be undone), and the immutability trigger lets exactly this
 * change through (`SET LOCAL tannbrunn.inhalte_migrieren`, migration 250).
 */
export async function rewriteVersionContent(
  tx: Sql,
  table: VersionTable,
  changes: { id: number; inhalt: unknown; formen: Record<string, number> }[],
): Promise<void> {
  if (!changes.length) return;
  await tx.query(`SELECT set_config('tannbrunn.inhalte_migrieren', 'an', true)`);
  await tx.query(
    `INSERT INTO inhalt_vor_migration (tabelle, version_id, inhalt, formen)
     SELECT $1, v.id, v.inhalt, c.formen FROM ${table} v
     JOIN json_to_recordset($2::json) AS c(id integer, formen jsonb) ON c.id = v.id
     ON CONFLICT (tabelle, version_id) DO NOTHING`,
    [table, JSON.stringify(changes.map(({ id, formen }) => ({ id, formen })))],
  );
  await tx.query(
    `UPDATE ${table} v SET inhalt = c.inhalt
     FROM json_to_recordset($1::json) AS c(id integer, inhalt json) WHERE c.id = v.id`,
    [JSON.stringify(changes.map(({ id, inhalt }) => ({ id, inhalt })))],
  );
  await tx.query(`SELECT set_config('tannbrunn.inhalte_migrieren', '', true)`);
}
