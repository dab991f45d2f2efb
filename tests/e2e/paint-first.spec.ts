// The page paints before its scripts run (renderer/document/PaintFirstHead.tsx), and then hydrates.
import { expect, test, type Page } from '@playwright/test';
import { scriptsAfterPaint } from './support/scripts-after-paint';

type Probe = { __nextStartedAt?: number };

/** Proof that the page has hydrated: the menu button opens the menu. */
async function expectMenuOpens(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menü', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
}

/** Notes when Next's client starts: it announces itself as window.next. */
async function probeNextStart(page: Page) {
  await page.addInitScript(() => {
    let value: unknown;
    Object.defineProperty(window, 'next', {
      configurable: true,
      get: () => value,
      set: (next) => {
        value = next;
        (window as unknown as Probe).__nextStartedAt ??= performance.now();
      },
    });
  });
}

test('the start page is painted before Next.js starts, and then hydrates', async ({ page }) => {
  await probeNextStart(page);
  await page.goto('/de');
  const startedAt = await page
    .waitForFunction(() => (window as unknown as Probe).__nextStartedAt)
    .then((h) => h.jsonValue());
  // Paint entries arrive after the frame is shown, so compare the paint's own time.
  const paintedAt = await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
    .then((h) => h.jsonValue());
  expect(paintedAt).toBeLessThan(startedAt!);

  // The chunks are preloaded at low priority; the only script elements are the loader and the nomodule polyfills.
  const html = await (await page.request.get('/de')).text();
  expect(html).toMatch(
    /<link rel="preload" as="script" href="\/_next\/static\/chunks\/main-[^"]+\.js" fetchpriority="low"/i,
  );
  expect(
    [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0])).map((m) => m[1]),
  ).toEqual(['/scripts-after-paint.js']);
  // Next's build manifests come first in the loader's list: they have run before the page hydrates.
  const listed = scriptsAfterPaint(html);
  expect(listed.slice(0, 2).map((src) => src.split('/').pop())).toEqual(['_buildManifest.js', '_ssgManifest.js']);
  await page.waitForFunction(() => '__BUILD_MANIFEST' in window && '__SSG_MANIFEST' in window);

  await expectMenuOpens(page);
});

type TurnProbe = { __turns?: number; __turnsWhenHydrated?: number };

test('the page hydrates in slices, with the browser free to handle input between them', async ({ page }) => {
  // Count the turns of the event loop from Next's mark before hydration to its mark after it: one long hydration
  // task lets exactly one through (the turn queued before it), a transition's 5 ms slices one after each slice
  // (measured: 1 in every run without, 3 to 11 with). Measured on the directory, the page with the most to hydrate:
  // since the startup chunks compile while they download, the start page takes only 2 to 6 slices, the directory 9
  // to 18.
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
  await page.goto('/de/verzeichnis');
  const { turns } = await page
    .waitForFunction(() => {
      const turns = (window as unknown as TurnProbe).__turnsWhenHydrated;
      return turns === undefined ? undefined : { turns };
    })
    .then((h) => h.jsonValue() as Promise<{ turns: number }>);
  expect(turns).toBeGreaterThan(1);

  await expectMenuOpens(page);
});

const KONTAKT_HERO = '**/_next/image?url=%2Fbilder%2Frathaus.jpg*';

/** Takes the loader's 1 s cap away (until Next has started), so only what it waits for can start the scripts. */
async function withoutLoaderCap(page: Page) {
  await page.addInitScript(() => {
    const setTimeoutOriginal = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === 1000 && !(window as unknown as { next?: unknown }).next
        ? 0
        : setTimeoutOriginal(handler, delay, ...rest)) as typeof window.setTimeout;
  });
}

/** The scripts' preloads have arrived: from here on only the loader keeps Next from starting. */
async function scriptsDownloaded(page: Page) {
  // React and Next's client are one chunk, `main` (next.config.js), and the largest of the page's scripts.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/chunks/main-')),
  );
}

test('Next.js starts only once the hero image in view is on the screen, not with the first text', async ({ page }) => {
  await probeNextStart(page);
  await withoutLoaderCap(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(KONTAKT_HERO, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/de/rathaus/kontakt', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await scriptsDownloaded(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as Probe).__nextStartedAt)).toBeUndefined();

  release();
  const startedAt = await page
    .waitForFunction(() => (window as unknown as Probe).__nextStartedAt)
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

test('a priority image that fails to load, or lies below the fold, does not hold Next.js back', async ({ page }) => {
  await probeNextStart(page);
  await withoutLoaderCap(page);
  await page.route(KONTAKT_HERO, (route) => route.abort());
  await page.goto('/de/rathaus/kontakt');
  await page.waitForFunction(() => (window as unknown as Probe).__nextStartedAt, null, { timeout: 10_000 });
  await expectMenuOpens(page);

  // The directory's first entry has a priority image; in a short window it is below the fold. It never arrives.
  await page.setViewportSize({ width: 375, height: 400 });
  await page.route('**/_next/image?url=%2Fbilder%2Fkurpark*', () => new Promise<void>(() => {}));
  await page.goto('/de/verzeichnis', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => (window as unknown as Probe).__nextStartedAt, null, { timeout: 10_000 });
  await expectMenuOpens(page);
});
