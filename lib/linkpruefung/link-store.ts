// The external link check's table (migration 150-linkpruefung): which addresses published content links to and
// where, which are due, who has claimed them, what the last check found. The links are those the content renders
// (lib/blocks/content-links.ts: marked link fields, links and images of the sanitised rich text, menu targets) and the
// links of the banners that are up or still to come.
import type { Database, Sql } from '@/lib/db/database';
import { isExternal, menuLinks, pageLinks, type ContentLink } from '@/lib/blocks/content-links';
import { AS_PUBLISHED } from '@/lib/blocks/cms-html';
import type { Fundstelle, LinkResult } from './link-types';

export type { Fundstelle, LinkResult } from './link-types';

const MAX_URL = 2000;

/**
 * Reads the published pages and menus and the banners that are up or still to come, and keeps the table to exactly
 * their external links (and where they are).
 */
export async function collectExternalLinks(db: Database): Promise<number> {
  const [pages, menus, banners] = await Promise.all([
    db.query<{ id: string; pfad: string; inhalt: unknown }>(
      `SELECT s.id, s.pfad, v.inhalt FROM seiten s JOIN seiten_versionen v ON v.id = s.veroeffentlichte_version
       WHERE s.zustand = 'aktiv'`,
    ),
    db.query<{ name: string; inhalt: unknown }>(
      `SELECT m.name, v.inhalt FROM menues m JOIN menue_versionen v ON v.id = m.veroeffentlichte_version`,
    ),
    db.query<{ text: string; link_href: string }>(
      `SELECT text, link_href FROM warnmeldungen
       WHERE zustand = 'veroeffentlicht' AND link_href IS NOT NULL AND (ende IS NULL OR ende > now())`,
    ),
  ]);
  const found = new Map<string, Fundstelle[]>();
  const add = (links: ContentLink[], where: Omit<Fundstelle, 'feld'>) => {
    for (const link of links) {
      if (!isExternal(link.ziel) || link.ziel.length > MAX_URL || !URL.canParse(link.ziel)) continue;
      const list = found.get(link.ziel) ?? [];
      list.push({ ...where, feld: link.pfad });
      found.set(link.ziel, list);
    }
  };
  for (const page of pages.rows) add(pageLinks(page.inhalt, AS_PUBLISHED), { ort: page.pfad, seiteId: page.id });
  for (const menu of menus.rows) add(menuLinks(menu.inhalt, AS_PUBLISHED), { ort: `Menü ${menu.name}` });
  for (const banner of banners.rows) {
    const ort = `Warnmeldung „${banner.text.length > 60 ? `${banner.text.slice(0, 59)}…` : banner.text}“`;
    add([{ pfad: '/link', ziel: banner.link_href, art: 'link' }], { ort });
  }

  const urls = [...found.keys()];
  await db.transaction(async (tx) => {
    for (const url of urls) {
      await tx.query(
        `INSERT INTO externe_links (url, host, fundstellen) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (url) DO UPDATE SET fundstellen = EXCLUDED.fundstellen`,
        [url, new URL(url).host, JSON.stringify(found.get(url))],
      );
    }
    await tx.query('DELETE FROM externe_links WHERE NOT (url = ANY($1::text[]))', [urls]);
  });
  return urls.length;
}

/**
 * Claims up to `limit` due links for this runner, for `leaseSeconds`, whole hosts at a time: a host that another
 * runner is checking is left to it, so the per-host pace holds across instances. Another instance takes a claim over
 * only when its lease has run out (its claimer died). Claims are made one after the other (an advisory lock).
 */
export async function claimDueLinks(
  db: Database,
  runner: string,
  limit: number,
  leaseSeconds: number,
): Promise<{ url: string; host: string }[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(72577150)');
    const { rows } = await tx.query<{ url: string; host: string }>(
      `SELECT url, host FROM externe_links
       WHERE faellig_ab <= now() AND (beansprucht_bis IS NULL OR beansprucht_bis < now())
         AND host NOT IN (SELECT host FROM externe_links WHERE beansprucht_bis >= now())
       ORDER BY host, faellig_ab, url LIMIT $1`,
      [limit],
    );
    if (rows.length === 0) return [];
    await tx.query(
      `UPDATE externe_links SET beansprucht_bis = now() + make_interval(secs => $2), beansprucht_von = $3
       WHERE url = ANY($1::text[])`,
      [rows.map((row) => row.url), leaseSeconds, runner],
    );
    return rows;
  });
}

export interface RecordInput {
  ergebnis: LinkResult['ergebnis'] & string;
  httpStatus: number | null;
  meldung: string;
  /** When the link is due again. */
  wiederholenNachMs: number;
}

/** Keeps a check's result with its date and releases the claim; 'spaeter' keeps the previous result. */
export async function recordCheck(sql: Sql, url: string, runner: string, input: RecordInput): Promise<void> {
  const later = input.ergebnis === 'spaeter';
  await sql.query(
    `UPDATE externe_links SET
       ergebnis = CASE WHEN $2 THEN coalesce(ergebnis, 'spaeter') ELSE $3 END,
       http_status = CASE WHEN $2 THEN http_status ELSE $4 END,
       meldung = CASE WHEN $2 THEN coalesce(meldung, $5) ELSE $5 END,
       geprueft_am = CASE WHEN $2 THEN geprueft_am ELSE now() END,
       faellig_ab = now() + make_interval(secs => $6),
       beansprucht_bis = NULL, beansprucht_von = NULL
     WHERE url = $1 AND beansprucht_von = $7`,
    [url, later, input.ergebnis, input.httpStatus, input.meldung, input.wiederholenNachMs / 1000, runner],
  );
}

const toResult = (row: Record<string, unknown>): LinkResult => ({
  url: String(row.url),
  host: String(row.host),
  fundstellen: (typeof row.fundstellen === 'string' ? JSON.parse(row.fundstellen) : row.fundstellen) as Fundstelle[],
  ergebnis: (row.ergebnis as LinkResult['ergebnis']) ?? null,
  httpStatus: (row.http_status as number | null) ?? null,
  meldung: (row.meldung as string | null) ?? null,
  geprueftAm: row.geprueft_am ? new Date(row.geprueft_am as string).toISOString() : null,
});

/** Every external link with its last result; `nur`: only those with one of these results (BROKEN, NOT_CHECKED). */
export async function listLinkResults(
  sql: Sql,
  { nur }: { nur?: readonly LinkResult['ergebnis'][] } = {},
): Promise<LinkResult[]> {
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT url, host, fundstellen, ergebnis, http_status, meldung, geprueft_am FROM externe_links
     ${nur ? 'WHERE ergebnis = ANY($1::text[])' : ''} ORDER BY host, url`,
    nur ? [nur] : [],
  );
  return rows.map(toResult);
}
