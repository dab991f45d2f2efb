// A web font that arrives after the first paint moves next to nothing: the stand-in faces
// (renderer/styles/font-fallbacks.css) have Source Sans 3's widths and line metrics. A line near its wrap point can
// still break one word sooner or later (measured: at most 0.017 on these pages); a stand-in that is not adjusted
// re-wraps whole blocks (0.18 on the tourism portal at 412 px with Linux's DejaVu Sans, as Android's Roboto did).
import { expect, test } from '@playwright/test';
import { layoutShiftSoFar, observeLayoutShift } from './support/layout-shift';

const PAGES = ['/de', '/de/tourismus/urlaub', '/de/rathaus/kontakt', '/de/e-bike-leihen', '/de/gemeinschaftsschule'];
const WIDTHS = [375, 412, 1280];

for (const path of PAGES) {
  test(`${path}: the late web font moves no text (375, 412 and 1280 px)`, async ({ page }) => {
    await observeLayoutShift(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 823 });
      // The font files wait until the page has been painted with the stand-in faces.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' }); // the load event would wait for the held fonts
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const standIns = await page.evaluate(
        () =>
          [...document.fonts].filter((f) => f.family.includes('Source Sans Fallback') && f.status === 'loaded').length,
      );
      expect(
        standIns,
        'a stand-in face (Arial, Liberation Sans or Roboto) sets the text before the swap',
      ).toBeGreaterThan(0);

      release();
      await page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames: the swap's layout is done and its shifts are reported.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      const swapped = await page.evaluate(() =>
        [...document.fonts].some((f) => !f.family.includes('Fallback') && f.status === 'loaded'),
      );
      expect(swapped, 'the web font has replaced the stand-in').toBe(true);
      const shift = await layoutShiftSoFar(page);
      expect(shift, `${width} px`).toBeLessThan(0.05);
      await page.unroute('**/*.woff2');
    }
  });
}
