// What the production build ships in every page's HTML, checked on one page of each kind.
import { expect, test } from '@playwright/test';
import { COMPILE_ALL_ON_LOAD } from '@/scripts/next-build/compile-hints.js';
import { openBookingPage } from './support/booking';
import { scriptLists } from './support/scripts-after-paint';

/** Every script a page lists for its loader: after the first paint, and React when an island needs it. */
const allScripts = (html: string) => {
  const lists = scriptLists(html);
  return [...lists.nachDemMalen, ...lists.react];
};

const PAGES = [
  '/de',
  '/de/rathaus/kontakt',
  '/de/e-bike-leihen',
  '/de/gemeinschaftsschule',
  '/de/intranet',
  '/de/ratsinfo',
  '/de/gibt-es-nicht',
];

const stylesheets = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]);

test('every page links the one site stylesheet, so it is fetched once and then comes from the cache', async ({
  request,
}) => {
  const found = new Set<string | undefined>();
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    const links = stylesheets(html);
    expect(links, path).toHaveLength(1);
    found.add(links[0]);
  }
  expect(found.size).toBe(1);
  const [href] = [...found];
  const css = await request.get(href!);
  expect(css.status()).toBe(200);
  // The styles of every part of the site are in it: header, school header, booking calendar, intranet.
  const text = await css.text();
  for (const cssModule of ['SiteHeader_', 'SchoolHeader_', 'AvailabilityCalendar_', 'Intranet_'])
    expect(text).toContain(cssModule);
});

test('no page holds a streamed-out Suspense part: putting it back would need an inline script, which the CSP blocks', async ({
  request,
}) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    // React marks a part it sends later with <!--$?--> and a <template id="B:…"> placeholder.
    expect(html, path).not.toContain('<!--$?-->');
    expect(html, path).not.toMatch(/<template id="B:/);
    // The only scripts without a source are data blocks (JSON), never code.
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
      ([, attrs = '']) => !/\bsrc=/.test(attrs) && !/type="application\/(?:json|ld\+json)"/.test(attrs),
    );
    expect(
      inline.map((m) => m[0]),
      path,
    ).toEqual([]);
  }
});

test('React comes in the chunk that starts Next, so its evaluation after the paint is a task of its own', async ({
  request,
}) => {
  // Lighthouse's simulated LCP counts a script that arrived before the paint unless its evaluation is a task of
  // 10 ms or more: a chunk that only registers React's modules counted, the one that also starts Next does not.
  const reactIn = new Set<string>();
  const read = new Set<string>();
  for (const path of PAGES) {
    for (const src of allScripts(await (await request.get(path)).text())) {
      if (read.has(src)) continue; // pages share most of their scripts
      read.add(src);
      const code = await (await request.get(src)).text();
      // React's production builds link their minified errors to react.dev.
      if (code.includes('https://react.dev/errors/')) reactIn.add(src);
    }
  }
  expect([...reactIn]).toHaveLength(1);
  expect([...reactIn][0]).toMatch(/\/_next\/static\/chunks\/main-[0-9a-f]+\.js$/);
});

test('the chunks that start a page compile while they download; chunks loaded later compile lazily', async ({
  page,
  request,
}) => {
  const hinted = (code: string) => code.startsWith(`${COMPILE_ALL_ON_LOAD}\n`);
  // Every page starts with the runtime and the site script; where React runs, Next's main chunk (React included), _app
  // and the page's own chunk; the chunks of dynamic imports (id.hash.js) that a page lists because it renders them can
  // also load on demand.
  const entry = /\/_next\/static\/chunks\/(?:webpack-|site-|main-|pages\/)[^?]+\.js$/;
  const onDemand = /\/_next\/static\/chunks\/[\w-]+\.[0-9a-f]+\.js$/;
  const listed = new Set<string>();
  const checked = new Set<string>();
  for (const path of PAGES) {
    for (const src of allScripts(await (await request.get(path)).text())) {
      listed.add(src);
      if (checked.has(src) || !(entry.test(src) || onDemand.test(src))) continue;
      checked.add(src);
      expect(hinted(await (await request.get(src)).text()), src).toBe(entry.test(src));
    }
  }
  expect([...checked].filter((src) => entry.test(src)).length).toBeGreaterThan(5);
  expect([...checked].filter((src) => onDemand.test(src)).length).toBeGreaterThan(0);
  // The e-bike page loads its booking form's code (the form library among it) once the form comes near the viewport.
  const later = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/_next\/static\/chunks\/.+\.js$/.test(pathname) && ![...listed].some((src) => src.endsWith(pathname)))
      later.set(pathname, response.text());
  });
  await openBookingPage(page, '/de/e-bike-leihen');
  expect(later.size).toBeGreaterThan(0);
  for (const [pathname, code] of later) expect(hinted(await code), pathname).toBe(false);
});
