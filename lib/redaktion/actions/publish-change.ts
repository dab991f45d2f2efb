// What a change of the Redaktion (a publication, an unpublication, a rename, a deletion, a scheduled run) makes
// visitors see: the site paths whose answer changed, handed to the revalidation (lib/revalidation), which drops this
// process's CMS answers for them, regenerates them here and records them in the ledger for every other instance.
// The API route and the scheduler both call publishChange, so there is one way a change reaches visitors.
import type { Database, Sql } from '@/lib/db/database';
import {
  revalidatePaths,
  type RevalidateOptions,
  type RevalidationCause,
  type RevalidationOutcome,
} from '@/lib/revalidation';
import { publishedPages } from '@/lib/redaktion/store/published';
import type { Aenderung } from '@/lib/redaktion/shared/types';
import { coversPath } from '@/lib/redaktion/shared/banner-area';

/**
 * Pages outside the CMS that show the menus and are generated once and kept (getStaticProps): the booking and
 * cancellation pages and the 404 page. tests/unit/redaktion/publish-change.test.ts keeps this list complete.
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
 * one. A menu change: every page shows menus, so every published page and the static pages above. An alert banner:
 * every published page of its area, and the static pages there (the whole site: the 404 page too).
 */
export async function changedPaths(sql: Sql, aenderung: Aenderung): Promise<string[]> {
  if (aenderung.art === 'seite') return [...new Set(aenderung.pfade)].sort();
  const pages = (await publishedPages(sql)).map((page) => page.pfad);
  const all = [...new Set([...pages, ...STATIC_PAGES_WITH_MENUS])].sort();
  if (aenderung.art === 'menue') return all;
  const { bereich } = aenderung;
  return all.filter((path) => coversPath(bereich, path) || (bereich === '/de' && path === '/404'));
}

/** Makes the change public on every instance; `verteilt: false` when the ledger could not be written. */
export async function publishChange(
  db: Database,
  aenderung: Aenderung,
  cause: RevalidationCause,
  options: RevalidateOptions = {},
): Promise<RevalidationOutcome> {
  return revalidatePaths(await changedPaths(db, aenderung), cause, options);
}
