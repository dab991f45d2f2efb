// After a publication, unpublication, rename or deletion: which site paths must be regenerated, with the CMS answers
// for them dropped from this process's cache first. The API route hands the paths to Next (`res.revalidate`); the
// multi-instance broadcast (DESIGN.md section 8) hands the same list to every other instance.
import type { SwrCache } from '@/lib/cache/swr-cache';
import { forgetCmsMenus, forgetCmsPages } from '@/lib/cache/cms-answer-cache';
import type { Sql } from '@/lib/db/database';
import { publishedPages } from './published';
import type { Aenderung } from './types';

/**
 * Pages outside the CMS that show the menus and are generated once and kept (getStaticProps): the booking and
 * cancellation pages and the 404 page. tests/unit/redaktion/revalidation.test.ts keeps this list complete.
 */
export const STATIC_PAGES_WITH_MENUS = [
  '/404',
  '/de/e-bike-leihen',
  '/de/e-bike-leihen/stornieren',
  '/de/lastenrad-leihen',
  '/de/lastenrad-leihen/stornieren',
  '/de/raumreservierung/stornieren',
];

/**
 * The site paths to regenerate after this change, each once, sorted. A page change: the paths it names (the page,
 * its old paths). No block list shows CMS pages (block data comes from content/api), so no other page depends on
 * one. A menu change: every page shows menus, so every published page and the static pages above.
 */
export async function invalidateAfterChange(
  sql: Sql,
  aenderung: Aenderung,
  caches?: Iterable<SwrCache>,
): Promise<string[]> {
  if (aenderung.art === 'seite') {
    const paths = [...new Set(aenderung.pfade)].sort();
    forgetCmsPages(paths, caches);
    return paths;
  }
  forgetCmsMenus([aenderung.name], caches);
  const pages = (await publishedPages(sql)).map((page) => page.pfad);
  return [...new Set([...pages, ...STATIC_PAGES_WITH_MENUS])].sort();
}
