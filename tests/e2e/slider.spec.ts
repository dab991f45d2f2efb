// The hero slider (spec sections 2 and 9): keyboard-operable, pausable, autoplay every 6000 ms,
// and no autoplay under prefers-reduced-motion.
import { expect, test } from '@playwright/test';
import { scriptsAfterPaint } from './support/scripts-after-paint';

const PAGE = '/de/tourismus/urlaub';
const status = (page: import('@playwright/test').Page) =>
  page.locator('section[aria-roledescription="Karussell"] p[aria-atomic="true"]');

test('keyboard: next, previous, a slide by its dot, and pause', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
  // The page's clock runs as usual until the test moves it on (below), instead of waiting out the autoplay delay.
  await page.clock.install();
  await page.goto(PAGE);
  const pause = page.getByRole('button', { name: 'Automatischen Bildwechsel anhalten' });
  await expect(pause).toBeVisible();
  await pause.focus();
  await page.keyboard.press('Enter');
  const play = page.getByRole('button', { name: 'Automatischen Bildwechsel starten' });
  await expect(play).toBeFocused();

  await page.keyboard.press('Tab'); // previous
  await page.keyboard.press('Tab'); // dot 1
  await page.keyboard.press('Tab'); // dot 2
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/Bild 2 von 5: Wandern im Hochwald/);
  await expect(page.getByRole('button', { name: /^Bild 2 von 5/ })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: 'Nächstes Bild' }).focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/Bild 3 von 5: Winterzauber/);
  await page.getByRole('button', { name: 'Vorheriges Bild' }).focus();
  await page.keyboard.press('Space');
  await expect(status(page)).toHaveText(/Bild 2 von 5/);

  // Only the visible slide's link is reachable.
  await expect(page.getByRole('link', { name: /Touren entdecken/ })).toBeVisible();
  await expect(page.locator('.swiper-slide[inert]')).toHaveCount(4);

  // Paused: nothing moves on its own, not even past the autoplay delay (6000 ms).
  await page.clock.runFor(6800);
  await expect(status(page)).toHaveText(/Bild 2 von 5/);
  await context.close();
});

test('autoplay moves on every 6000 ms, and asks for no animation frame while it waits', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
  // Every animation frame the page asks for, by the time it asked.
  await page.addInitScript(() => {
    const frames: number[] = [];
    Object.assign(window, { frames_asked: frames });
    const ask = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      frames.push(performance.now());
      return ask(callback);
    };
  });
  await page.goto(PAGE);
  await page.mouse.move(5, 5);
  await expect(page.getByRole('button', { name: 'Automatischen Bildwechsel anhalten' })).toBeVisible();
  await expect(status(page)).toHaveText(/Bild 2 von 5/, { timeout: 10_000 });
  const first = Date.now();
  const changed = await page.evaluate(() => performance.now());
  await expect(status(page)).toHaveText(/Bild 3 von 5/, { timeout: 10_000 });
  const interval = Date.now() - first;
  // 6000 ms delay plus the 600 ms transition, with some slack for the test's polling.
  expect(interval).toBeGreaterThan(5500);
  expect(interval).toBeLessThan(9000);
  // From the end of the first change's transition (600 ms) to the second change, the page draws nothing: no frame
  // loop counts the time (Swiper's own autoplay asked for one every frame, about 300 in these seconds).
  const waiting = await page.evaluate(
    (from) => (window as unknown as { frames_asked: number[] }).frames_asked.filter((t) => t > from + 1000).length,
    changed,
  );
  expect(waiting).toBeLessThan(10);
  await context.close();
});

test('no autoplay when reduced motion is preferred', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(PAGE);
  await expect(page.getByRole('button', { name: 'Automatischen Bildwechsel starten' })).toBeVisible();
  // Swiper runs (it would start its autoplay timer now), then the clock moves past the autoplay delay.
  await expect(page.locator('section[aria-roledescription="Karussell"] .swiper-initialized')).toBeAttached();
  await page.clock.runFor(6800);
  await expect(status(page)).toHaveText(/Bild 1 von 5/);
  await context.close();
});

test('Swiper is not part of the first load: the slides are server-rendered, and Swiper starts on them once the page is idle', async ({
  page,
  request,
}) => {
  for (const path of [PAGE, '/de/gemeinschaftsschule']) {
    const html = await (await request.get(path)).text();
    for (const src of scriptsAfterPaint(html)) {
      // One of the option names in Swiper's core (its defaults): no first-load chunk may carry it.
      expect(await (await request.get(src)).text(), `${path}: ${src}`).not.toContain('slidesPerGroupSkip');
    }
    // Every slide is in the HTML, in Swiper's markup, before any script runs.
    expect(html.match(/class="swiper-slide[ "]/g)!.length, path).toBeGreaterThan(1);

    await page.goto(path);
    await expect(page.locator('.swiper.swiper-initialized'), path).toHaveCount(1, { timeout: 10_000 });
  }
});

test('on a 375 px phone every slider control is on screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  for (const path of [PAGE, '/de/gemeinschaftsschule']) {
    await page.goto(path);
    const buttons = page.locator('section[aria-roledescription="Karussell"] button');
    expect(await buttons.count(), path).toBeGreaterThan(5);
    for (const box of await buttons.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left, path).toBeGreaterThanOrEqual(0);
      expect(box.right, path).toBeLessThanOrEqual(375);
    }
  }
  await context.close();
});
