// The CMS of the embedded mode: pages, menus and the collections' entries from the Redaktion's store in the database
// (seeded from content/ on first use), and the calls derived from them (the directory's filter data); block calls of
// anything else (the school's hero slides) from content/api.
import type { SwrCache, SwrOptions } from '@/lib/cache/swr-cache';
import { cacheKeys } from '@/lib/cache/cms-answer-cache';
import type { Database } from '@/lib/db/database';
import type { CmsService, QueryParams, ReadOptions } from '@/lib/services/cms/cms-service';
import type { MenuName } from '@/lib/menus/menu-names';
import {
  menuContent,
  pageEnvelope,
  publishedStand,
  redirectTarget,
  withdrawalNotice,
} from '@/lib/redaktion/store/published';
import { visibleWarnmeldungen } from '@/lib/redaktion/store/warnmeldungen';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { MENU_FILES, normalizeSeedPage } from '@/lib/redaktion/store/seed-source';
import { readContentJson, safeSegments } from '@/lib/content/content-files';
import { answerListCall } from '@/lib/services/cms/list-endpoint';
import { answerCollectionCall, answerDerivedCall, entryPageEnvelope } from '@/lib/redaktion/store/entry-queries';
import { callOf } from '@/lib/sammlungen/registry';
import { derivedCallOf } from '@/lib/sammlungen/derived-calls';

export interface EmbeddedCmsOptions {
  /**
   * The store; by default the process's database. `null` reads pages and menus straight from content/: the
   * production build renders its static pages (404, bookings) without a database, so no build ever opens (or
   * competes for) the data folder of a running server; those pages are regenerated from the store afterwards.
   */
  database?: (() => Promise<Database>) | null;
  /** Published answers are kept here (dropped on publication, lib/redaktion/actions/revalidation.ts); drafts never are. */
  cache?: SwrCache;
  cacheSeconds?: number;
}

async function processDatabase(): Promise<Database> {
  return (await import('@/lib/db')).getDatabase();
}

/** The site path as stored (`/de/a/b`), or null for anything that cannot be a page. */
function pagePath(sitePath: string): string | null {
  const segments = safeSegments(sitePath);
  return segments && segments[0] === 'de' ? `/${segments.join('/')}` : null;
}

export function createEmbeddedCms(
  contentDir: string,
  { database = processDatabase, cache, cacheSeconds = 30 }: EmbeddedCmsOptions = {},
): CmsService {
  const swr: SwrOptions = { freshMs: cacheSeconds * 1000, staleMs: cacheSeconds * 10_000, errorMs: 24 * 3600_000 };
  const store = async () => {
    const db = await database!();
    await ensureSeeded(db, contentDir);
    return db;
  };
  const read = <T>(key: string, options: ReadOptions, load: (db: Database) => Promise<T>): Promise<T> => {
    const run = async () => load(await store());
    // Only what visitors see is kept: never a draft, never the site with other versions.
    return cache && !options.draft && !options.versionen ? cache.get(key, run, swr) : run();
  };

  return {
    async getPage(sitePath, options: ReadOptions = {}) {
      const path = pagePath(sitePath);
      if (!path) return null;
      if (database === null) {
        const page = await readContentJson(contentDir, [
          'seiten',
          ...(path === '/de' ? ['index'] : path.split('/').slice(2)),
        ]);
        return page && typeof page === 'object' ? normalizeSeedPage(path, page as Record<string, unknown>) : null;
      }
      // A page at the path, else the page of an entry of a collection that has its page there.
      return read(
        cacheKeys.page(path),
        options,
        async (db) => (await pageEnvelope(db, path, options)) ?? (await entryPageEnvelope(db, path, options)),
      );
    },
    async redirectFor(sitePath, options: ReadOptions = {}) {
      const path = pagePath(sitePath);
      if (!path || database === null) return null;
      return read(cacheKeys.redirect(path), options, (db) => redirectTarget(db, path, options));
    },
    async withdrawalFor(sitePath) {
      const path = pagePath(sitePath);
      if (!path || database === null) return null;
      return read(cacheKeys.withdrawal(path), {}, (db) => withdrawalNotice(db, path));
    },
    async pageStand(sitePath) {
      const path = pagePath(sitePath);
      if (!path || database === null) return null;
      return read(cacheKeys.stand(path), {}, (db) => publishedStand(db, path));
    },
    async getMenu(name: MenuName, options: ReadOptions = {}) {
      if (database === null)
        return (await readContentJson(contentDir, ['menues', MENU_FILES[name]])) ?? { menuItems: [] };
      return read(cacheKeys.menu(name), options, (db) => menuContent(db, name, options));
    },
    async getWarnmeldungen() {
      // The production build renders its static pages without a database: no banner there.
      if (database === null) return [];
      return read(cacheKeys.warnmeldungen, {}, (db) => visibleWarnmeldungen(db));
    },
    async call(endpoint: string, params: QueryParams, options: ReadOptions = {}) {
      const segments = safeSegments(endpoint);
      if (!segments || segments[0] !== 'api') return { status: 400, body: { message: 'Ungültiger Endpunkt' } };
      const ofCollection = database === null ? null : callOf(endpoint);
      if (ofCollection?.sammlung) {
        const found = { sammlung: ofCollection.sammlung, kennung: ofCollection.kennung };
        return read(cacheKeys.call(endpoint, params), options, (db) =>
          answerCollectionCall(db, found, params, { contentDir, draft: options.draft, versionen: options.versionen }),
        );
      }
      const derived = database === null ? null : derivedCallOf(endpoint);
      if (derived)
        return read(cacheKeys.call(endpoint, params), options, (db) => answerDerivedCall(db, derived, { contentDir }));
      const exact = await readContentJson(contentDir, segments);
      if (exact !== undefined) return answerListCall(exact, params);
      // A detail call (…/veranstaltungen/12) is answered from its collection.
      const id = segments.at(-1)!;
      const collection = await readContentJson(contentDir, segments.slice(0, -1));
      const item = listOf(collection).find((entry) => String((entry as { id?: unknown }).id) === id);
      return item ? { status: 200, body: item } : { status: 404, body: { message: 'Nicht gefunden' } };
    },
  };
}

export function listOf(answer: unknown): unknown[] {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : Array.isArray(answer) ? answer : [];
}
