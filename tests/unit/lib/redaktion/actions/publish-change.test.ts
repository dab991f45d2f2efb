// After a change: which site paths to regenerate (one list, for this process and, through the ledger, the other
// instances), with the cached CMS answers for them dropped. The lists of the site's own routes are checked against pages/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { processCmsCache } from '@/lib/cache/cms-answer-cache';
import type { SwrCache } from '@/lib/cache/swr-cache';
import type { Database } from '@/lib/db/database';
import { publishMenuVersion, saveMenuVersion } from '@/lib/redaktion/store/menus';
import { unpublishPage } from '@/lib/redaktion/store/page-versions';
import { renamePage } from '@/lib/redaktion/store/pages';
import { publishedPages } from '@/lib/redaktion/store/published';
import { changedPaths, publishChange, STATIC_PAGES_WITH_MENUS } from '@/lib/redaktion/actions/publish-change';
import { seedContent } from '@/lib/redaktion/store/seed';
import { isReservedPath, RESERVED_PATHS } from '@/lib/redaktion/shared/site-paths';
import { onEachDatabase } from '../../../support/databases';
import { CONTENT, franz, idAt, rita } from '../../../support/redaktion-store';

const OPTIONS = { freshMs: 60_000, staleMs: 60_000, errorMs: 60_000 };

/** The process's cache of one CMS, emptied and filled with these answers: what publishChange must drop. */
async function filledCache(keys: string[]): Promise<SwrCache> {
  const cache = processCmsCache('publish-change-test');
  cache.forget(() => true);
  for (const key of keys) await cache.get(key, async () => 'alt', OPTIONS);
  return cache;
}

const stillCached = async (cache: SwrCache, key: string) =>
  (await cache.get(key, async () => 'neu', OPTIONS)) === 'alt';

onEachDatabase('revalidation after a change', (open) => {
  let db: Database;
  const publish = (aenderung: Parameters<typeof publishChange>[1]) =>
    publishChange(db, aenderung, 'veroeffentlichung', {
      database: async () => db,
      regenerator: { regenerate: async () => true },
    });
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
  }, 120_000);

  it('names a renamed page’s old and new paths and drops their answers and the menus, not other pages', async () => {
    const kontakt = await idAt(db, '/de/rathaus/kontakt');
    const { aenderung } = await renamePage(db, franz, kontakt, '/de/rathaus/kontakt-und-zeiten');
    const cache = await filledCache([
      'seite /de/rathaus/kontakt',
      'weiterleitung /de/rathaus/kontakt',
      'seite /de/rathaus/kontakt-und-zeiten',
      'seite /de/tourismus',
      'menu Hauptmenü',
    ]);
    expect((await publish(aenderung)).revalidiert).toEqual(['/de/rathaus/kontakt', '/de/rathaus/kontakt-und-zeiten']);
    expect(await stillCached(cache, 'seite /de/rathaus/kontakt')).toBe(false);
    expect(await stillCached(cache, 'weiterleitung /de/rathaus/kontakt')).toBe(false);
    expect(await stillCached(cache, 'seite /de/rathaus/kontakt-und-zeiten')).toBe(false);
    expect(await stillCached(cache, 'seite /de/tourismus')).toBe(true);
    // A page's title or path may show in a menu: every instance loads the menus again.
    expect(await stillCached(cache, 'menu Hauptmenü')).toBe(false);

    // Taken offline: the page and its old path.
    const offline = await unpublishPage(db, franz, kontakt);
    expect(await changedPaths(db, offline.aenderung)).toEqual([
      '/de/rathaus/kontakt',
      '/de/rathaus/kontakt-und-zeiten',
    ]);
  });

  it('regenerates every published page and the static pages with menus after a menu publication', async () => {
    const { version } = await saveMenuVersion(db, rita, 'Footer', { menuItems: [{ title: 'Start', href: '/de' }] });
    const { aenderung } = await publishMenuVersion(db, franz, 'Footer', version.id);
    const cache = await filledCache(['menu Footer', 'seite /de', 'seite /de/nicht-veroeffentlicht']);
    const outcome = await publish(aenderung);
    const published = (await publishedPages(db)).map((p) => p.pfad);
    expect(published).not.toContain('/de/rathaus/kontakt-und-zeiten');
    expect(outcome.revalidiert).toEqual([...new Set([...published, ...STATIC_PAGES_WITH_MENUS])].sort());
    expect(await stillCached(cache, 'menu Footer')).toBe(false);
    expect(await stillCached(cache, 'seite /de')).toBe(false);
    expect(await stillCached(cache, 'seite /de/nicht-veroeffentlicht')).toBe(true);
  });
});

/** Site paths of the route files under pages/ ('[…]' segments kept as they are). */
function routes(dir = path.join(process.cwd(), 'pages'), prefix = ''): { route: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routes(full, `${prefix}/${entry.name}`);
    const name = entry.name.replace(/\.tsx?$/, '');
    return [{ route: name === 'index' ? prefix || '/' : `${prefix}/${name}`, file: full }];
  });
}

describe("the site's own routes", () => {
  it('lists every page generated once (getStaticProps) except the CMS catch-all as showing menus', () => {
    const generated = routes()
      .filter(({ file, route }) => /getStaticProps/.test(readFileSync(file, 'utf8')) && !route.includes('[[...'))
      .map(({ route }) => route);
    expect(generated.sort()).toEqual([...STATIC_PAGES_WITH_MENUS].sort());
  });

  it('keeps editors off every path a route under pages/de answers', () => {
    const own = routes()
      .map(({ route }) => route)
      .filter((route) => route.startsWith('/de/') && !route.includes('[[...'));
    for (const route of own) {
      // A dynamic segment reserves its whole section.
      const fixed = route.replace(/\/\[[^\]]+\].*$/, '/x');
      expect(isReservedPath(fixed), route).toBe(true);
    }
    expect(RESERVED_PATHS.every((p) => own.includes(p))).toBe(true);
    expect(isReservedPath('/de/rathaus')).toBe(false);
  });
});
