// The page paints before its scripts run (renderer/document/PaintFirstHead.tsx, public/scripts-after-paint.js): the
// site script after the first paint, React only where a React island needs it, and then it hydrates.
import { expect, test, type Page } from '@playwright/test';
import { scriptLists } from './support/scripts-after-paint';
import { afterFrames } from './support/frames';

type Probe = { __siteScriptAt?: number; __nextStartedAt?: number };

/** Proof that the site script runs: the menu button opens the menu. */
async function expectMenuOpens(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menü', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
}

/** Notes when the site script starts (it marks <html> with data-skript) and when Next's client starts (window.next). */
async function probeStarts(page: Page) {
  await page.addInitScript(() => {
    const probe = window as unknown as Probe;
    // The document, not <html>: an init script runs before the document has its root element.
    new MutationObserver(() => {
      if (document.documentElement?.hasAttribute('data-skript')) probe.__siteScriptAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-skript'] });
    let value: unknown;
    Object.defineProperty(window, 'next', {
      configurable: true,
      get: () => value,
      set: (next) => {
        value = next;
        probe.__nextStartedAt ??= performance.now();
      },
    });
  });
}

test('the start page is painted before its script runs, and loads neither React nor its data', async ({ page }) => {
  await probeStarts(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/de');
  const startedAt = await page
    .waitForFunction(() => (window as unknown as Probe).__siteScriptAt)
    .then((h) => h.jsonValue());
  // Paint entries arrive after the frame is shown, so compare the paint's own time.
  const paintedAt = await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
    .then((h) => h.jsonValue());
  expect(paintedAt).toBeLessThan(startedAt!);
  await expectMenuOpens(page);
  await page.waitForLoadState('networkidle');
  // Its download starts after the paint too: on a slow line it takes no bandwidth from the page's first view.
  const siteScriptRequestedAt = await page.evaluate(
    () => performance.getEntriesByType('resource').find((entry) => /\/site-[0-9a-f]+\.js$/.test(entry.name))?.startTime,
  );
  expect(siteScriptRequestedAt).toBeGreaterThan(paintedAt!);

  // Nothing preloads a script; the only script element with a source is the loader.
  const html = await (await page.request.get('/de')).text();
  const lists = scriptLists(html);
  expect(
    lists.nachDemMalen.map((src) =>
      src
        .split('/')
        .pop()!
        .replace(/-[0-9a-f]+\.js$/, ''),
    ),
  ).toEqual(['webpack', 'site']);
  expect(lists.react).toEqual([]);
  expect(html).not.toMatch(/<link\b[^>]*\bas="script"/);
  expect([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1])).toEqual([
    '/scripts-after-paint.js',
  ]);
  // No React, no Next.js, no page data: nothing of them is in the page or comes later.
  expect(html).not.toContain('__NEXT_DATA__');
  expect(requested.filter((path) => /\/chunks\/(main|pages\/)|\/_next\/data\//.test(path))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as Probe).__nextStartedAt)).toBeUndefined();
});

test('a page with a form loads React when the form comes near, its build manifests first, and then hydrates', async ({
  page,
}) => {
  await probeStarts(page);
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/de/rathaus/kontakt');
  const html = await (await page.request.get('/de/rathaus/kontakt')).text();
  const lists = scriptLists(html);
  // Next's build manifests come first in React's list: they have run before the page hydrates.
  expect(lists.react.slice(0, 2).map((src) => src.split('/').pop())).toEqual(['_buildManifest.js', '_ssgManifest.js']);
  expect(lists.react.some((src) => /\/chunks\/main-[0-9a-f]+\.js$/.test(src))).toBe(true);
  await page.waitForFunction(() => (window as unknown as Probe).__siteScriptAt);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as Probe).__nextStartedAt)).toBeUndefined();

  await page.locator('[data-react-insel]').first().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydriert'));
  await page.waitForFunction(() => '__BUILD_MANIFEST' in window && '__SSG_MANIFEST' in window);
  await expect(page.getByRole('button', { name: /senden/ })).toBeVisible();

  // Its page data carries what hydration reads, not the menus or the static blocks' content (the HTML has them):
  // after hydration the header and its menu, the footer and the blocks are still the server's.
  const data = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(data.props.pageProps.layoutData.menus).toEqual({});
  const blocks: { template: string; options: unknown }[] = data.props.pageProps.page.blocks;
  expect(blocks.map((block) => [block.template, block.options !== null])).toEqual([
    ['text', false],
    ['formular', true],
    ['text', false],
  ]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectMenuOpens(page);
  await expect(
    page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: 'Übersicht Rathaus & Bürgerservice' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
});

type TurnProbe = { __turns?: number; __turnsWhenHydrated?: number };

test('the page hydrates in slices, with the browser free to handle input between them', async ({ page }) => {
  // Count the turns of the event loop from Next's mark before hydration to its mark after it: one long hydration
  // task lets exactly one through (the turn queued before it), a transition's 5 ms slices one after each slice
  // (measured: 1 in every run without, 3 to 11 with). Measured on the e-bike page, whose request form is a React
  // island (renderer/islands/react-island.tsx); pages without one never hydrate.
  await page.addInitScript(() => {
    const probe = window as unknown as TurnProbe;
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'beforeRender' && probe.__turns === undefined) {
        probe.__turns = 0;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.__turns! += 1;
          if (probe.__turnsWhenHydrated === undefined) channel.port2.postMessage(0);
        };
        channel.port2.postMessage(0);
      }
      if (name === 'afterHydrate') probe.__turnsWhenHydrated ??= probe.__turns;
      return mark(name, options);
    };
  });
  // A phone's CPU (4x slower), as Lighthouse measures.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/de/e-bike-leihen');
  // A key press is a sign of a keyboard user on the way to the form: React comes at once.
  await page.keyboard.press('Shift');
  const { turns } = await page
    .waitForFunction(() => {
      const turns = (window as unknown as TurnProbe).__turnsWhenHydrated;
      return turns === undefined ? undefined : { turns };
    })
    .then((h) => h.jsonValue() as Promise<{ turns: number }>);
  expect(turns).toBeGreaterThan(1);
});

const KONTAKT_HERO = '**/_next/image?url=%2Fbilder%2Frathaus.jpg*';

/** Holds the answers to `url` back until the returned function is called. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Takes the loader's 1 s cap away (until the site script has started), so only what it waits for can start it. */
async function withoutLoaderCap(page: Page) {
  await page.addInitScript(() => {
    const setTimeoutOriginal = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === 1000 && !document.documentElement.hasAttribute('data-skript')
        ? 0
        : setTimeoutOriginal(handler, delay, ...rest)) as typeof window.setTimeout;
  });
}

test('the site script starts only once the hero image in view is on the screen, not with the first text', async ({
  page,
}) => {
  await probeStarts(page);
  await withoutLoaderCap(page);
  const release = await holdBack(page, KONTAKT_HERO);
  const siteScriptRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chunks/site-')) siteScriptRequests.push(request.url());
  });
  await page.goto('/de/rathaus/kontakt', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // Had the loader not waited for the image, the script would have been asked for within these frames.
  await afterFrames(page, 6);
  expect(siteScriptRequests).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as Probe).__siteScriptAt)).toBeUndefined();

  release();
  const startedAt = await page
    .waitForFunction(() => (window as unknown as Probe).__siteScriptAt)
    .then((h) => h.jsonValue());
  const heroPaintedAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((entries) => {
          const hero = (entries.getEntries() as (PerformanceEntry & { renderTime: number })[])[0];
          if (hero) resolve(hero.renderTime);
        }).observe({ type: 'element', buffered: true }),
      ),
  );
  expect(heroPaintedAt).toBeGreaterThan(0);
  expect(heroPaintedAt).toBeLessThan(startedAt!);
  await expectMenuOpens(page);
});

test('a key pressed before the scripts run is a keyboard user on the way to the form: React comes then', async ({
  page,
}) => {
  await probeStarts(page);
  await withoutLoaderCap(page);
  await page.setViewportSize({ width: 375, height: 700 });
  const release = await holdBack(page, KONTAKT_HERO);
  await page.goto('/de/rathaus/kontakt', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // The form is far below; the loader still waits for the hero image when the key comes.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (window as unknown as Probe).__siteScriptAt)).toBeUndefined();
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydriert'));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a priority image that fails to load, or lies below the fold, does not hold the script back', async ({ page }) => {
  await probeStarts(page);
  await withoutLoaderCap(page);
  await page.route(KONTAKT_HERO, (route) => route.abort());
  await page.goto('/de/rathaus/kontakt');
  await page.waitForFunction(() => (window as unknown as Probe).__siteScriptAt, null, { timeout: 10_000 });
  await expectMenuOpens(page);

  // The directory's first entry has a priority image; in a short window it is below the fold. It never arrives.
  await page.setViewportSize({ width: 375, height: 400 });
  await page.route('**/_next/image?url=%2Fbilder%2Fkurpark*', () => new Promise<void>(() => {}));
  await page.goto('/de/verzeichnis', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => (window as unknown as Probe).__siteScriptAt, null, { timeout: 10_000 });
  await expectMenuOpens(page);
});
