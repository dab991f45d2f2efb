// Pages of the Redaktion: the tree with search, creating (empty or as a copy), renaming (old paths then answer 308),
// archiving (deleting) and restoring. Each change runs in one transaction with its audit entry and says which site
// paths changed (`aenderung`, for lib/redaktion/actions/revalidation.ts).
import { randomUUID } from 'node:crypto';
import type { Seite } from '@/codegen/out/types';
import { sqlState, UNIQUE_VIOLATION, type Database, type Sql } from '@/lib/db/database';
import { withCurrentVersions } from '@/lib/blocks/migrate';
import { writeAudit } from './audit';
import { assignStewardship } from './page-owners';
import { placeInScope, requireInScope } from './page-scope';
import { withNewBlockIds } from '@/lib/redaktion/shared/block-ids';
import { checkEnvelope } from '@/lib/redaktion/shared/check-content';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { seitenZustand, type Zustand } from '@/lib/redaktion/shared/permissions';
import { ancestorPaths, checkSitePath, isReservedPath } from '@/lib/redaktion/shared/site-paths';
import {
  RedaktionError,
  type Actor,
  type Aenderung,
  type SeiteInfo,
  type SeitenKnoten,
  type Status,
  type Version,
  type Umzug,
  type VersionKurz,
} from '@/lib/redaktion/shared/types';
import { insertVersion, PAGE_KIND, statusOf, toVersionKurz, withdrawPublication } from './versions';
import { shownTitle } from '@/lib/redaktion/shared/page-title';

export const PAGE_LAYOUTS = ['default', 'schule', 'portal'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

interface PageRow {
  id: string;
  pfad: string;
  zustand: 'aktiv' | 'archiviert';
  abteilung: number | null;
  veroeffentlichte_version: number | null;
  angelegt_am: Date | string;
  archiviert_am: Date | string | null;
  titel: string | null;
  layout: string | null;
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
  zurueckgezogen: boolean;
}

/** Whether the page `s` was taken offline with a reason (lib/redaktion/store/withdrawals.ts). */
const WITHDRAWN = 'EXISTS (SELECT 1 FROM seiten_rueckzug r WHERE r.seite_id = s.id) AS zurueckgezogen';

const PAGE_SELECT = `
  SELECT s.id, s.pfad, s.zustand, s.abteilung, s.veroeffentlichte_version, s.angelegt_am, s.archiviert_am, ${WITHDRAWN},
         v.inhalt->>'title' AS titel, v.inhalt->>'pageLayout' AS layout,
         v.id AS v_id, v.nummer, v.autor_id, v.autor_name, v.erstellt_am, v.kommentar, v.zustand AS v_zustand,
         v.fehler, v.basiert_auf, v.inhalt_von, v.freigegeben_von_id, v.freigegeben_von_name, v.veroeffentlicht_am,
         v.zwischenstaende, v.gespeichert_am
  FROM dokumente s
  LEFT JOIN LATERAL (
    SELECT * FROM dokument_versionen WHERE dokument_id = s.id ORDER BY nummer DESC LIMIT 1
  ) v ON true`;

function toInfo(row: PageRow): SeiteInfo {
  const newest = row.v_id === null ? null : toVersionKurz({ ...row, id: row.v_id, zustand: row.v_zustand });
  const status: Status =
    row.zustand === 'archiviert' ? 'archiviert' : statusOf(row.veroeffentlichte_version, newest?.id ?? null);
  return {
    id: row.id,
    pfad: row.pfad,
    titel: shownTitle(row.titel),
    layout: row.layout ?? '',
    status,
    abteilung: row.abteilung,
    veroeffentlichteVersionId: row.veroeffentlichte_version,
    neuesteVersion: newest,
    angelegtAm: new Date(row.angelegt_am).toISOString(),
    archiviertAm: row.archiviert_am ? new Date(row.archiviert_am).toISOString() : null,
    zurueckgezogen: row.zurueckgezogen,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NO_SUCH_PAGE = 'Diese Seite gibt es nicht.';

/** A page id as the database stores it; anything else names no page (404, never a database error). */
export function requirePageId(id: string): string {
  if (!UUID.test(id)) throw new RedaktionError(404, NO_SUCH_PAGE);
  return id;
}

export async function getPageInfo(sql: Sql, id: string): Promise<SeiteInfo> {
  const { rows } = UUID.test(id)
    ? await sql.query<PageRow>(`${PAGE_SELECT} WHERE s.id = $1 AND s.art = 'seite'`, [id])
    : { rows: [] };
  if (!rows[0]) throw new RedaktionError(404, NO_SUCH_PAGE);
  return toInfo(rows[0]);
}

function matches(page: SeiteInfo, term: string): boolean {
  const needle = term.toLocaleLowerCase('de');
  return page.titel.toLocaleLowerCase('de').includes(needle) || page.pfad.toLocaleLowerCase('de').includes(needle);
}

/**
 * The live pages as a tree by path: a page hangs below the nearest page whose path is a prefix of its own. With
 * `suche`, only pages whose title or path contains it (case-insensitive), with the parents that lead to them.
 */
export async function listPages(sql: Sql, { suche = '' }: { suche?: string } = {}): Promise<SeitenKnoten[]> {
  const { rows } = await sql.query<PageRow>(
    `${PAGE_SELECT} WHERE s.zustand = 'aktiv' AND s.art = 'seite' ORDER BY s.pfad`,
  );
  const pages = rows.map(toInfo);
  const term = suche.trim();
  const byPath = new Map(pages.map((page) => [page.pfad, page]));
  const parentOf = (page: SeiteInfo) =>
    ancestorPaths(page.pfad)
      .reverse()
      .find((path) => byPath.has(path));
  const shown = new Set<string>();
  const hits = new Set<string>();
  for (const page of pages) {
    if (term && !matches(page, term)) continue;
    hits.add(page.pfad);
    for (let path: string | undefined = page.pfad; path && !shown.has(path); path = parentOf(byPath.get(path)!))
      shown.add(path);
  }
  const nodes = new Map<string, SeitenKnoten>();
  const roots: SeitenKnoten[] = [];
  for (const page of pages) {
    if (!shown.has(page.pfad)) continue;
    const node: SeitenKnoten = { ...page, treffer: hits.has(page.pfad), kinder: [] };
    nodes.set(page.pfad, node);
    const parent = parentOf(page);
    (parent ? nodes.get(parent)!.kinder : roots).push(node);
  }
  return roots;
}

/** The deleted (archived) pages, newest deletion first; `suche` as in listPages. */
export async function listArchivedPages(sql: Sql, { suche = '' }: { suche?: string } = {}): Promise<SeiteInfo[]> {
  const { rows } = await sql.query<PageRow>(
    `${PAGE_SELECT} WHERE s.zustand = 'archiviert' AND s.art = 'seite' ORDER BY s.archiviert_am DESC, s.pfad`,
  );
  const term = suche.trim();
  return rows.map(toInfo).filter((page) => !term || matches(page, term));
}

/** The live page at this path, locked for the transaction, if any. */
async function livePageAt(tx: Sql, path: string): Promise<{ id: string; titel: string | null } | null> {
  const { rows } = await tx.query<{ id: string; titel: string | null }>(
    `SELECT s.id, (SELECT inhalt->>'title' FROM dokument_versionen WHERE dokument_id = s.id ORDER BY nummer DESC LIMIT 1) AS titel
     FROM dokumente s WHERE s.pfad = $1 AND s.zustand = 'aktiv' FOR UPDATE`,
    [path],
  );
  return rows[0] ?? null;
}

function pathTaken(path: string, title: string | null): RedaktionError {
  return new RedaktionError(
    409,
    `Unter „${path}“ gibt es schon eine Seite${title ? ` („${title}“)` : ''}; bitte wählen Sie einen anderen Pfad.`,
    [],
    'pfad',
  );
}

/** Turns a unique-index violation of a concurrent change into the German refusal. */
async function uniquePath<T>(path: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw pathTaken(path, null);
    throw error;
  }
}

/** Breadcrumbs from the start page through the live parent pages to this one (as the demo pages have them). */
async function breadcrumbsFor(tx: Sql, path: string, title: string): Promise<{ title: string; href: string }[]> {
  const ancestors = ancestorPaths(path);
  const { rows } = await tx.query<{ pfad: string; titel: string | null; krumen: { title?: unknown }[] | null }>(
    `SELECT s.pfad, v.inhalt->>'title' AS titel, v.inhalt->'breadcrumbs' AS krumen
     FROM dokumente s JOIN LATERAL (
       SELECT inhalt FROM dokument_versionen WHERE dokument_id = s.id ORDER BY nummer DESC LIMIT 1
     ) v ON true
     WHERE s.zustand = 'aktiv' AND s.art = 'seite' AND s.pfad = ANY($1::text[])`,
    [ancestors],
  );
  const byPath = new Map(rows.map((row) => [row.pfad, row]));
  const crumbs = ancestors.flatMap((href) => {
    const row = byPath.get(href);
    if (!row) return [];
    const own = Array.isArray(row.krumen) ? row.krumen.at(-1)?.title : undefined;
    const name = typeof own === 'string' && own ? own : row.titel;
    return name ? [{ title: name, href }] : [];
  });
  return [...crumbs, { title, href: path }];
}

function checkTitle(raw: unknown): string {
  const title = typeof raw === 'string' ? raw.trim() : '';
  if (!title) throw new RedaktionError(400, 'Bitte geben Sie einen Seitentitel an.', [], 'titel');
  if (title.length > 200)
    throw new RedaktionError(400, 'Der Seitentitel ist zu lang (höchstens 200 Zeichen).', [], 'titel');
  return title;
}

function checkLayout(raw: unknown): PageLayout {
  if (!PAGE_LAYOUTS.includes(raw as PageLayout))
    throw new RedaktionError(400, `Unbekanntes Seitenlayout: erlaubt sind ${PAGE_LAYOUTS.join(', ')}.`);
  return raw as PageLayout;
}

/** The state of a page row for the permission table (a withdrawn page counts as published: `seitenZustand`). */
const stateOf = (row: { zustand: string; veroeffentlichte_version: number | null; zurueckgezogen: boolean }): Zustand =>
  seitenZustand({
    status:
      row.zustand === 'archiviert'
        ? 'archiviert'
        : row.veroeffentlichte_version === null
          ? 'entwurf'
          : 'veroeffentlicht',
    zurueckgezogen: row.zurueckgezogen,
  });

/**
 * A path becomes a page's again: a redirect from it would hide that page. A redirect a public page relies on (its
 * old address, linked from outside) is dropped only by those who may publish.
 */
async function dropRedirectsFrom(tx: Sql, actor: Actor, paths: string[]): Promise<string[]> {
  const { rows: targets } = await tx.query<{
    zustand: string;
    veroeffentlichte_version: number | null;
    zurueckgezogen: boolean;
  }>(
    `SELECT s.zustand, s.veroeffentlichte_version, ${WITHDRAWN} FROM weiterleitungen w JOIN dokumente s ON s.id = w.dokument_id
     WHERE w.alter_pfad = ANY($1::text[])`,
    [paths],
  );
  for (const target of targets) requirePermission(actor, 'weiterleitung_entfernen', stateOf(target));
  const { rows } = await tx.query<{ alter_pfad: string }>(
    'DELETE FROM weiterleitungen WHERE alter_pfad = ANY($1::text[]) RETURNING alter_pfad',
    [paths],
  );
  return rows.map((row) => row.alter_pfad);
}

export interface CreatePageInput {
  pfad: string;
  titel: string;
  layout: PageLayout;
  /** Id of a page whose newest version is copied (with new block ids); empty page when absent. */
  kopieVon?: string;
  kommentar?: string;
}

/** A new, unpublished page with its first version. */
export async function createPage(
  db: Database,
  actor: Actor,
  input: CreatePageInput,
): Promise<{ seite: SeiteInfo; version: Version<Seite>; aenderung: Aenderung }> {
  requirePermission(actor, 'seite_anlegen');
  const path = checkSitePath(input.pfad);
  const title = checkTitle(input.titel);
  const layout = checkLayout(input.layout);
  const source = input.kopieVon === undefined ? null : await getPageInfo(db, input.kopieVon);
  // A limited account copies only its own pages, and creates pages only where it may edit; they are its office's.
  if (source) await requireInScope(actor, source, 'seite', db);
  const owner = await placeInScope(db, actor, path);
  const id = randomUUID();
  const version = await uniquePath(path, () =>
    db.transaction(async (tx) => {
      const taken = await livePageAt(tx, path);
      if (taken) throw pathTaken(path, taken.titel);
      const breadcrumbs = await breadcrumbsFor(tx, path, title);
      let envelope: Seite = { pageLayout: layout, title, breadcrumbs, content: [] };
      let inhaltVon: string[] = [];
      if (source) {
        const { rows } = await tx.query<{ inhalt: Seite; inhalt_von: string[] }>(
          'SELECT inhalt, inhalt_von FROM dokument_versionen WHERE dokument_id = $1 ORDER BY nummer DESC LIMIT 1',
          [source.id],
        );
        // A copy carries its authors' content (four eyes by content): they may not publish it.
        inhaltVon = rows[0]!.inhalt_von;
        const copied = withNewBlockIds(rows[0]!.inhalt);
        // A canonical naming the source's own path would name the wrong page; the renderer defaults to the path.
        const { canonical, ...rest } = copied;
        envelope = {
          ...rest,
          ...(canonical && canonical !== source.pfad ? { canonical } : {}),
          pageLayout: layout,
          title,
          breadcrumbs,
        };
      }
      await tx.query("INSERT INTO dokumente (id, art, pfad) VALUES ($1, 'seite', $2)", [id, path]);
      // Its office by the part of the site it is in, and a first review date.
      await assignStewardship(tx);
      if (owner !== null) await tx.query('UPDATE dokumente SET abteilung = $2 WHERE id = $1', [id, owner]);
      const dropped = await dropRedirectsFrom(tx, actor, [path]);
      // Stored naming the shapes it is in, as every save stores it (so an unchanged first save stores nothing).
      envelope = withCurrentVersions(envelope);
      const first = await insertVersion(tx, PAGE_KIND, id, envelope, checkEnvelope(envelope), actor, {
        kommentar: input.kommentar ?? (source ? `Kopie von ${source.pfad}` : 'Neue Seite'),
        inhaltVon,
      });
      await writeAudit(tx, actor, {
        aktion: 'seite_angelegt',
        objektArt: 'seite',
        objektId: id,
        details: {
          pfad: path,
          titel: title,
          ...(source ? { kopieVon: source.id } : {}),
          ...(dropped.length ? { weiterleitungEntfernt: path } : {}),
        },
      });
      return first;
    }),
  );
  return { seite: await getPageInfo(db, id), version, aenderung: { art: 'seite', pfade: [path] } };
}

/**
 * Gives a page a new path (and, with `mitUnterseiten`, the pages below it the same new prefix). Every old path then
 * answers 308 to the page's current path. Refused when a new path is a live page's or a route of the site.
 */
export async function renamePage(
  db: Database,
  actor: Actor,
  id: string,
  neuerPfad: string,
  { mitUnterseiten = true }: { mitUnterseiten?: boolean } = {},
): Promise<{ verschoben: Umzug[]; aenderung: Aenderung }> {
  const target = checkSitePath(neuerPfad);
  const page = await getPageInfo(db, id);
  // Moving a page visitors see is publishing (and so is moving one of its subpages, checked below).
  requirePermission(actor, 'verschieben', seitenZustand(page));
  if (page.pfad === '/de') throw new RedaktionError(400, 'Die Startseite /de behält ihren Pfad.');
  if (target === page.pfad) throw new RedaktionError(400, `Die Seite hat den Pfad „${target}“ schon.`);
  if (target.startsWith(`${page.pfad}/`))
    throw new RedaktionError(400, 'Eine Seite kann nicht unter sich selbst verschoben werden.');
  // A limited account moves pages only within what it may edit (its subpages are checked below).
  await placeInScope(db, actor, target);

  const moves = await uniquePath(target, () =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        id: string;
        pfad: string;
        zustand: string;
        abteilung: number | null;
        veroeffentlichte_version: number | null;
        zurueckgezogen: boolean;
      }>(
        `SELECT id, pfad, zustand, abteilung, veroeffentlichte_version, ${WITHDRAWN} FROM dokumente s
         WHERE zustand = 'aktiv' AND art = 'seite' AND (id = $1 OR ($2 AND starts_with(pfad, $3)))
         ORDER BY pfad FOR UPDATE`,
        [id, mitUnterseiten, `${page.pfad}/`],
      );
      const moved: Umzug[] = rows.map((row) => ({
        id: row.id,
        alterPfad: row.pfad,
        neuerPfad: target + row.pfad.slice(page.pfad.length),
      }));
      for (const row of rows) {
        if (row.id === id) continue;
        requirePermission(actor, 'verschieben', stateOf(row));
        await requireInScope(actor, row, 'seite', tx);
      }
      const movingIds = new Set(moved.map((m) => m.id));
      for (const move of moved) {
        if (isReservedPath(move.neuerPfad))
          throw new RedaktionError(409, `Unter „${move.neuerPfad}“ steht eine feste Seite der Website.`);
        const taken = await livePageAt(tx, move.neuerPfad);
        if (taken && !movingIds.has(taken.id)) throw pathTaken(move.neuerPfad, taken.titel);
      }
      // Through a temporary path, so a page may take the old path of another page of the same move.
      await tx.query(`UPDATE dokumente SET pfad = '/de/~umzug-' || id WHERE id = ANY($1::uuid[])`, [[...movingIds]]);
      for (const move of moved)
        await tx.query('UPDATE dokumente SET pfad = $2 WHERE id = $1', [move.id, move.neuerPfad]);
      await dropRedirectsFrom(
        tx,
        actor,
        moved.map((m) => m.neuerPfad),
      );
      for (const move of moved) {
        await tx.query(
          `INSERT INTO weiterleitungen (alter_pfad, dokument_id) VALUES ($1, $2)
           ON CONFLICT (alter_pfad) DO UPDATE SET dokument_id = EXCLUDED.dokument_id, angelegt_am = now()`,
          [move.alterPfad, move.id],
        );
      }
      await writeAudit(tx, actor, {
        aktion: 'seite_umbenannt',
        objektArt: 'seite',
        objektId: id,
        details: { alterPfad: page.pfad, neuerPfad: target, unterseiten: moved.length - 1 },
      });
      return moved;
    }),
  );
  return {
    verschoben: moves,
    aenderung: { art: 'seite', pfade: moves.flatMap((m) => [m.alterPfad, m.neuerPfad]) },
  };
}

/** The page's path and the old paths that redirect to it: what a change of its publication changes. */
export async function pathsOfPage(sql: Sql, id: string): Promise<string[]> {
  const { rows } = await sql.query<{ pfad: string }>(
    `SELECT pfad FROM dokumente WHERE id = $1 AND pfad IS NOT NULL
     UNION ALL (SELECT alter_pfad FROM weiterleitungen WHERE dokument_id = $1 ORDER BY alter_pfad)`,
    [id],
  );
  return rows.map((row) => row.pfad);
}

/**
 * Deletes a page: it is archived (never destroyed) and can be restored. Its path and old paths then answer 404.
 * A published page is taken offline, which only the roles that publish may do.
 */
export async function archivePage(db: Database, actor: Actor, id: string): Promise<{ aenderung: Aenderung }> {
  const page = await getPageInfo(db, id);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      zustand: string;
      veroeffentlichte_version: number | null;
      zurueckgezogen: boolean;
    }>(
      `SELECT zustand, veroeffentlichte_version, ${WITHDRAWN} FROM dokumente s WHERE id = $1 AND art = 'seite' FOR UPDATE`,
      [id],
    );
    // A published page is taken offline, which only the roles that publish may do.
    requirePermission(actor, 'archivieren', stateOf(rows[0]!));
    if (rows[0]!.veroeffentlichte_version !== null) await withdrawPublication(tx, PAGE_KIND, id);
    await tx.query("UPDATE dokumente SET zustand = 'archiviert', archiviert_am = now() WHERE id = $1", [id]);
    await writeAudit(tx, actor, {
      aktion: 'seite_archiviert',
      objektArt: 'seite',
      objektId: id,
      details: { pfad: page.pfad, warVeroeffentlicht: rows[0]!.veroeffentlichte_version !== null },
    });
  });
  return { aenderung: { art: 'seite', pfade: await pathsOfPage(db, id) } };
}

/** Brings an archived page back, unpublished, at its old path or at `neuerPfad` when that one is taken now. */
export async function restorePage(
  db: Database,
  actor: Actor,
  id: string,
  { neuerPfad }: { neuerPfad?: string } = {},
): Promise<{ seite: SeiteInfo; aenderung: Aenderung }> {
  const page = await getPageInfo(db, id);
  requirePermission(actor, 'seite_wiederherstellen', page.status);
  const path = neuerPfad === undefined ? page.pfad : checkSitePath(neuerPfad);
  if (neuerPfad !== undefined) await placeInScope(db, actor, path);
  await uniquePath(path, () =>
    db.transaction(async (tx) => {
      const taken = await livePageAt(tx, path);
      if (taken) {
        throw new RedaktionError(
          409,
          `Unter „${path}“ steht inzwischen eine andere Seite${taken.titel ? ` („${taken.titel}“)` : ''}. Bitte geben Sie beim Wiederherstellen einen neuen Pfad an.`,
        );
      }
      const { rows } = await tx.query(
        "UPDATE dokumente SET zustand = 'aktiv', archiviert_am = NULL, pfad = $2 WHERE id = $1 AND zustand = 'archiviert' RETURNING id",
        [id, path],
      );
      if (!rows[0]) throw new RedaktionError(409, 'Die Seite ist nicht gelöscht.');
      await dropRedirectsFrom(tx, actor, [path]);
      await writeAudit(tx, actor, {
        aktion: 'seite_wiederhergestellt',
        objektArt: 'seite',
        objektId: id,
        details: { pfad: path, ...(path !== page.pfad ? { alterPfad: page.pfad } : {}) },
      });
    }),
  );
  return { seite: await getPageInfo(db, id), aenderung: { art: 'seite', pfade: [path] } };
}
