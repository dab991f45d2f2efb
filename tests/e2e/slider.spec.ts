// The hero slider (spec sections 2 and 9): keyboard-operable, pausable, autoplay every 6000 ms,
// and no autoplay under prefers-reduced-motion.
import { expect, test } from '@playwright/test';

const PAGE = '/de/tourismus/urlaub';
const status = (page: import('@playwright/test').Page) => page.locator('section[aria-roledescription="Karussell"] p[aria-atomic="true"]');

test('keyboard: next, previous, a slide by its dot, and pause', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
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

  // Paused: nothing moves on its own.
  await page.waitForTimeout(6800);
  await expect(status(page)).toHaveText(/Bild 2 von 5/);
  await context.close();
});

test('autoplay moves on every 6000 ms', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await page.goto(PAGE);
  await page.mouse.move(5, 5);
  await expect(page.getByRole('button', { name: 'Automatischen Bildwechsel anhalten' })).toBeVisible();
  await expect(status(page)).toHaveText(/Bild 2 von 5/, { timeout: 10_000 });
  const first = Date.now();
  await expect(status(page)).toHaveText(/Bild 3 von 5/, { timeout: 10_000 });
  const interval = Date.now() - first;
  // 6000 ms delay plus the 600 ms transition, with some slack for the test's polling.
  expect(interval).toBeGreaterThan(5500);
  expect(interval).toBeLessThan(9000);
  await context.close();
});

test('no autoplay when reduced motion is preferred', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.getByRole('button', { name: 'Automatischen Bildwechsel starten' })).toBeVisible();
  await page.waitForTimeout(6800);
  await expect(status(page)).toHaveText(/Bild 1 von 5/);
  await context.close();
});
