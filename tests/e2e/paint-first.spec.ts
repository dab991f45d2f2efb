// The page paints before its scripts run (renderer/document/PaintFirstHead.tsx), and then hydrates.
import { expect, test, type Page } from '@playwright/test';

type Probe = { __nextStartedAt?: number };

/** Proof that the page has hydrated: the menu button opens the menu. */
async function expectMenuOpens(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menü', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
}

test('the start page is painted before Next.js starts, and then hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    // Next's client announces itself as window.next: note when.
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
  const listed: string[] = JSON.parse(
    /<script id="scripts-after-paint" type="application\/json">([^<]*)</.exec(html)?.[1] ?? '[]',
  );
  expect(listed.slice(0, 2).map((src) => src.split('/').pop())).toEqual(['_buildManifest.js', '_ssgManifest.js']);
  await page.waitForFunction(() => '__BUILD_MANIFEST' in window && '__SSG_MANIFEST' in window);

  await expectMenuOpens(page);
});

type TurnProbe = { __turns?: number; __turnsWhenHydrated?: number };

test('the page hydrates in slices, with the browser free to handle input between them', async ({ page }) => {
  // Count the turns of the event loop from Next's mark before hydration to its mark after it: one long hydration
  // task lets exactly one through (the turn queued before it), a transition's 5 ms slices one after each slice
  // (measured: 1 in every run without, 3 to 11 with).
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
  await page.goto('/de');
  const { turns } = await page
    .waitForFunction(() => {
      const turns = (window as unknown as TurnProbe).__turnsWhenHydrated;
      return turns === undefined ? undefined : { turns };
    })
    .then((h) => h.jsonValue() as Promise<{ turns: number }>);
  expect(turns).toBeGreaterThan(1);

  await expectMenuOpens(page);
});
