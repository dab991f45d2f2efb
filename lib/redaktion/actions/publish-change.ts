// What a change of the Redaktion (a publication, an unpublication, a rename, a deletion, a scheduled run) makes
// visitors see: the site paths whose answer changed, handed to the revalidation (lib/revalidation), which drops this
// process's CMS answers for them, regenerates them here and records them in the ledger for every other instance.
// The API route and the scheduler both call publishChange, so there is one way a change reaches visitors.
import type { Database, Sql } from '@/lib/db/database';
import {
  recordInTransaction,
  revalidatePaths,
  type RevalidateOptions,
  type RevalidationCause,
  type RevalidationOutcome,
} from '@/lib/revalidation';
import { publishedEnvelopes, publishedPages } from '@/lib/redaktion/store/published';
import { publishedEntryPaths } from '@/lib/redaktion/store/entry-queries';
import { ALLE_SAMMLUNGEN, isSammlungName, sammlung as declarationOf } from '@/lib/sammlungen/registry';
import type { Aenderung } from '@/lib/redaktion/shared/types';
import { coversPath } from '@/lib/redaktion/shared/banner-area';

/**
 * Pages outside the CMS that show the menus and are generated once and kept (getStaticProps): the booking and
 * cancellation pages and the 404 page. tests/unit/lib/redaktion/actions/publish-change.test.ts keeps this list complete.
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
  if (aenderung.art === 'sammlung')
    return [...new Set([...aenderung.pfade, ...(await pathsShowing(sql, aenderung.sammlung))])].sort();
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

/**
 * Inside the transaction that makes several changes public at once (an Änderungspaket): the paths they touch, the
 * parts' own addresses first (every instance regenerates those before the rest, e.g. every page a menu change
 * touches), recorded in the revalidation ledger with the change itself. Apply them here after the commit
 * (`applyRecorded` in lib/revalidation).
 */
export async function recordChanges(
  tx: Sql,
  aenderungen: readonly Aenderung[],
  zuerst: readonly string[],
  cause: RevalidationCause,
): Promise<string[]> {
  const paths = new Set(zuerst);
  for (const aenderung of aenderungen) for (const path of await changedPaths(tx, aenderung)) paths.add(path);
  return recordInTransaction(tx, [...paths], cause);
}

/** The endpoints a page's blocks call. */
function endpointsOf(envelope: unknown): string[] {
  const content = (envelope as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) return [];
  return content.flatMap((block) => {
    const endpoint = (block as { context?: { endpoint?: unknown } } | null)?.context?.endpoint;
    return typeof endpoint === 'string' ? [endpoint] : [];
  });
}

const calls = (endpoint: string, collectionEndpoint: string) =>
  endpoint === collectionEndpoint ||
  endpoint.startsWith(`${collectionEndpoint}/`) ||
  endpoint.startsWith(`${collectionEndpoint}?`);

/**
 * Every page whose blocks show a collection or one that refers to it (found from the published envelopes), and the
 * entry pages of the collections whose page template lists it or that refer to its entries (an office's name on a
 * staff member's page).
 * An entry page's call of its own entry (`…/{id}`) names that page alone, which the change names itself.
 */
async function pathsShowing(sql: Sql, name: string): Promise<string[]> {
  if (!isSammlungName(name)) return [];
  const { endpunkt } = declarationOf(name);
  // A collection that refers to this one answers its entries' current names (an office's on Was erledige ich wo).
  const referring = ALLE_SAMMLUNGEN.filter((other) => other.bezuege?.some((bezug) => bezug.sammlung === name)).map(
    (other) => other.endpunkt,
  );
  const pages = (await publishedEnvelopes(sql))
    .filter((page) =>
      endpointsOf(page.inhalt).some((endpoint) => [endpunkt, ...referring].some((shown) => calls(endpoint, shown))),
    )
    .map((page) => page.pfad);
  const dependent = ALLE_SAMMLUNGEN.filter(
    (other) =>
      other.bezuege?.some((bezug) => bezug.sammlung === name) ||
      endpointsOf(other.detail?.seite).some(
        (endpoint) => calls(endpoint, endpunkt) && !(other.name === name && endpoint.includes('{id}')),
      ),
  );
  const entryPages = (await Promise.all(dependent.map((other) => publishedEntryPaths(sql, other.name)))).flat();
  return [...pages, ...entryPages];
}
