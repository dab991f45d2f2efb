// A page has hydrated once the header has measured itself (an effect: renderer/layout/header/use-headroom.ts).
import type { Page } from '@playwright/test';

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--header-height') !== '');
}

/**
 * Holds back the page's scripts until `release` is called, as a slow phone does: the server's HTML is on screen and
 * usable, nothing has hydrated yet.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
