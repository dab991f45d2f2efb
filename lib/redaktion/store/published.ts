// What the site reads from the store: a page's published envelope (or, in draft mode, its newest version), where an
// old path redirects to, a menu, and the list of published pages for the search index and the sitemap.
import type { Sql } from '@/lib/db/database';
import { migrateEnvelope, migrateMenu, unreadableShapes } from '@/lib/blocks/migrate';
import { currentVersion } from '@/lib/shapes/migrate-shape';
import { reportOnce } from '@/lib/error-reporting';
import type { MenuName } from '@/lib/menus/menu-names';
import type { Zurueckgezogen } from '@/lib/redaktion/shared/withdrawal';
import type { Stand } from '@/lib/redaktion/shared/change-note';

import { shownVersionOf, withVersions, type ShownVersions } from './shown-version';

/** Draft mode (the editor's preview): the newest version instead of the published one; or the versions named. */
type ReadOptions = ShownVersions;

/** The envelope served at this path, in the current block shape, or null (no live page, or nothing published outside draft mode). */
export async function pageEnvelope(sql: Sql, path: string, options: ReadOptions = {}): Promise<unknown> {
  if (withVersions(options)) {
    const { rows } = await sql.query<{ inhalt: unknown }>(
      `SELECT v.inhalt FROM dokumente s JOIN dokument_versionen v ON v.id = ${shownVersionOf('s', 2)}
       WHERE s.pfad = $1 AND s.zustand = 'aktiv' AND s.art = 'seite'`,
      [path, options.versionen],
    );
    return rows[0] ? migrateEnvelope(rows[0].inhalt) : null;
  }
  const { draft = false } = options;
  const { rows } = await sql.query<{ inhalt: unknown }>(
    draft
      ? `SELECT v.inhalt FROM dokumente s JOIN dokument_versionen v ON v.dokument_id = s.id
         WHERE s.pfad = $1 AND s.zustand = 'aktiv' AND s.art = 'seite' ORDER BY v.nummer DESC LIMIT 1`
      : `SELECT v.inhalt FROM dokumente s JOIN dokument_versionen v ON v.id = s.veroeffentlichte_version
         WHERE s.pfad = $1 AND s.zustand = 'aktiv' AND s.art = 'seite'`,
    [path],
  );
  const envelope = rows[0]?.inhalt ?? null;
  if (envelope === null) return null;
  return migrateEnvelope(draft ? envelope : await readablePublication(sql, path, envelope));
}

/**
 * Rolling release (README „Mehrere Instanzen“): an older instance that finds blocks of a newer release in the
 * published version serves the newest version published before that it can read in full, and logs why; without
 * one it serves the published version, whose newer blocks the pipeline leaves out with an error report.
 */
async function readablePublication(sql: Sql, path: string, envelope: unknown): Promise<unknown> {
  const newer = unreadableShapes(envelope);
  if (!Object.keys(newer).length) return envelope;
  const { rows } = await sql.query<{ seite: string; nummer: number; inhalt: unknown }>(
    `SELECT s.id AS seite, v.nummer, v.inhalt FROM dokumente s JOIN dokument_versionen v ON v.dokument_id = s.id
     WHERE s.pfad = $1 AND s.zustand = 'aktiv' AND s.art = 'seite' AND v.veroeffentlicht_am IS NOT NULL
       AND v.id <> s.veroeffentlichte_version
     ORDER BY v.nummer DESC`,
    [path],
  );
  const readable = rows.find((row) => !Object.keys(unreadableShapes(row.inhalt)).length);
  const shapes = Object.entries(newer)
    .map(([form, version]) => {
      const known = currentVersion(form);
      return `${form.replace(/^block:/, '')} v${version} (bekannt: ${known === undefined ? 'nicht' : `v${known}`})`;
    })
    .join(', ');
  // Once per page (its id: a page deleted and made anew at the path is another) and set of newer shapes.
  reportOnce(`neuere Blockversion ${rows[0]?.seite ?? path} ${shapes}`, {
    level: readable ? 'warning' : 'error',
    message: readable
      ? `Seite ${path}: die veröffentlichte Fassung enthält Inhalte einer neueren Version (${shapes}); diese Instanz zeigt die zuvor veröffentlichte Version ${readable.nummer}`
      : `Seite ${path}: die veröffentlichte Fassung enthält Inhalte einer neueren Version (${shapes}) und keine frühere ist lesbar; diese Inhalte fehlen auf dieser Instanz`,
    tags: { form: Object.keys(newer)[0]! },
    extra: { path, newer },
  });
  return readable ? readable.inhalt : envelope;
}

/** The live page at this path, or the one this path is an old path of, when it is withdrawn (not published). */
const WITHDRAWN_PAGE_AT = `SELECT r.* FROM dokumente s JOIN seiten_rueckzug r ON r.seite_id = s.id
  WHERE s.zustand = 'aktiv' AND s.veroeffentlichte_version IS NULL
    AND (s.pfad = $1 OR s.id = (SELECT dokument_id FROM weiterleitungen WHERE alter_pfad = $1))`;

/**
 * Where this path answers 308 to: the current path of the page it is an old path of, when that page is live (and
 * published, outside draft mode); else, when the page here (or the one it was an old path of) was replaced by another
 * page (lib/redaktion/store/withdrawals.ts), that page's current path while it is published.
 */
export async function redirectTarget(sql: Sql, path: string, options: ReadOptions = {}): Promise<string | null> {
  const { draft = false } = options;
  const { rows } = await sql.query<{ pfad: string }>(
    `(SELECT s.pfad FROM weiterleitungen w JOIN dokumente s ON s.id = w.dokument_id
      WHERE w.alter_pfad = $1 AND s.zustand = 'aktiv' AND ($2 OR ${shownVersionOf('s', 3)} IS NOT NULL))
     UNION ALL
     (SELECT e.pfad FROM (${WITHDRAWN_PAGE_AT}) r JOIN dokumente e ON e.id = r.ersatz_id
      WHERE e.zustand = 'aktiv' AND e.veroeffentlichte_version IS NOT NULL)
     LIMIT 1`,
    [path, draft && !withVersions(options), options.versionen ?? []],
  );
  return rows[0]?.pfad ?? null;
}

/** The public note of the page withdrawn at this path (or at an old path of it), or null. */
export async function withdrawalNotice(sql: Sql, path: string): Promise<Zurueckgezogen | null> {
  const { rows } = await sql.query<{ am: Date | string; hinweis: string; pfad: string | null; titel: string | null }>(
    `SELECT r.zurueckgezogen_am AS am, r.hinweis, v.pfad, v.titel
     FROM (${WITHDRAWN_PAGE_AT}) r
     LEFT JOIN (SELECT s.id, s.pfad, pv.inhalt->>'title' AS titel FROM dokumente s
                JOIN dokument_versionen pv ON pv.id = s.veroeffentlichte_version
                WHERE s.zustand = 'aktiv' AND s.art = 'seite') v
       ON v.id = r.vorschlag_id
     WHERE r.art = 'hinweis'`,
    [path],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    am: new Date(row.am).toISOString(),
    hinweis: row.hinweis,
    vorschlag: row.pfad ? { pfad: row.pfad, titel: row.titel?.trim() || row.pfad } : null,
  };
}

/** The published version's date and change note of the live page at this path, or null. */
export async function publishedStand(sql: Sql, path: string): Promise<Stand | null> {
  const { rows } = await sql.query<{ am: Date | string; aenderungshinweis: string | null }>(
    `SELECT v.veroeffentlicht_am AS am, v.aenderungshinweis FROM dokumente s
     JOIN dokument_versionen v ON v.id = s.veroeffentlichte_version
     WHERE s.pfad = $1 AND s.zustand = 'aktiv' AND s.art = 'seite'`,
    [path],
  );
  const row = rows[0];
  return row ? { veroeffentlichtAm: new Date(row.am).toISOString(), aenderungshinweis: row.aenderungshinweis } : null;
}

/** The menu's published version (in draft mode its newest), or `{ menuItems: [] }` when there is none. */
export async function menuContent(sql: Sql, name: MenuName, options: ReadOptions = {}): Promise<unknown> {
  if (withVersions(options)) {
    const { rows } = await sql.query<{ inhalt: unknown }>(
      `SELECT v.inhalt FROM dokumente m JOIN dokument_versionen v ON v.id = ${shownVersionOf('m', 2)}
       WHERE m.art = 'menue' AND m.schluessel = $1`,
      [name, options.versionen],
    );
    return rows[0]?.inhalt ?? { menuItems: [] };
  }
  const { draft = false } = options;
  const { rows } = await sql.query<{ inhalt: unknown }>(
    draft
      ? `SELECT v.inhalt FROM dokumente m JOIN dokument_versionen v ON v.dokument_id = m.id
         WHERE m.art = 'menue' AND m.schluessel = $1 ORDER BY v.nummer DESC LIMIT 1`
      : `SELECT v.inhalt FROM dokumente m JOIN dokument_versionen v ON v.id = m.veroeffentlichte_version
         WHERE m.art = 'menue' AND m.schluessel = $1`,
    [name],
  );
  return migrateMenu(rows[0]?.inhalt ?? { menuItems: [] });
}

export interface PublishedPage {
  pfad: string;
  /** ISO 8601: when the published version was published. */
  geaendert: string;
}

/** Every published live page, by path. */
export async function publishedPages(sql: Sql): Promise<PublishedPage[]> {
  const { rows } = await sql.query<{ pfad: string; veroeffentlicht_am: Date | string }>(
    `SELECT s.pfad, v.veroeffentlicht_am FROM dokumente s JOIN dokument_versionen v ON v.id = s.veroeffentlichte_version
     WHERE s.zustand = 'aktiv' AND s.art = 'seite' ORDER BY s.pfad`,
  );
  return rows.map((row) => ({ pfad: row.pfad, geaendert: new Date(row.veroeffentlicht_am).toISOString() }));
}

/** Every published live page with its envelope (for the search index). */
export async function publishedEnvelopes(sql: Sql): Promise<{ pfad: string; inhalt: unknown }[]> {
  const { rows } = await sql.query<{ pfad: string; inhalt: unknown }>(
    `SELECT s.pfad, v.inhalt FROM dokumente s JOIN dokument_versionen v ON v.id = s.veroeffentlichte_version
     WHERE s.zustand = 'aktiv' AND s.art = 'seite' ORDER BY s.pfad`,
  );
  return rows.map((row) => ({ pfad: row.pfad, inhalt: migrateEnvelope(row.inhalt) }));
}

/**
 * A fingerprint of what is published (which page at which path with which version): changes with every
 * publication, unpublication, rename, archive and restore, on every instance. Cheap enough to ask per request.
 */
export async function publicationStamp(sql: Sql): Promise<string> {
  const { rows } = await sql.query<{ stamp: string | null }>(
    `SELECT md5(string_agg(s.id::text || ' ' || s.pfad || ' ' || s.veroeffentlichte_version::text, ',' ORDER BY s.id)) AS stamp
     FROM dokumente s WHERE s.zustand = 'aktiv' AND s.art = 'seite' AND s.veroeffentlichte_version IS NOT NULL`,
  );
  return rows[0]?.stamp ?? 'leer';
}
