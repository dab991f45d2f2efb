// The page paints before its scripts run (renderer/document/PaintFirstHead.tsx), and then hydrates.
import { expect, test } from '@playwright/test';

type Probe = { __nextStartedAt?: number };

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
  // Next's build manifests (read only by later navigations) come last in the loader's list, without a preload link.
  const listed: string[] = JSON.parse(
    /<script id="scripts-after-paint" type="application\/json">([^<]*)</.exec(html)?.[1] ?? '[]',
  );
  expect(listed.slice(-2).map((src) => src.split('/').pop())).toEqual(['_buildManifest.js', '_ssgManifest.js']);
  expect(html).not.toMatch(/<link rel="preload"[^>]*_(build|ssg)Manifest/);
  await page.waitForFunction(() => '__BUILD_MANIFEST' in window && '__SSG_MANIFEST' in window);

  // Hydrated: the menu opens.
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menü', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});
