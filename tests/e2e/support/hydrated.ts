// A page is ready for the visitor's script-driven controls once the site script has started its parts: it marks
// <html> with data-skript (renderer/site-script/site-script.ts) after the header, the menus and the islands listen. The
// staff systems hydrate right after it (React runs there at once); public pages with React islands hydrate later,
// when an island comes near (renderer/islands/react-island.tsx: waitForReact).
import type { Page } from '@playwright/test';

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute('data-skript')) return false;
    const list = JSON.parse(document.getElementById('scripts-after-paint')?.textContent ?? '{}') as {
      nachDemMalen?: string[];
    };
    const reactAtOnce = (list.nachDemMalen ?? []).some((src) => /\/main-[^/]+\.js$/.test(src));
    return !reactAtOnce || document.documentElement.hasAttribute('data-hydriert');
  });
}

/** Waits until React has hydrated the page (pages with React islands, and the staff systems). */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydriert'));
}

/**
 * Holds back the page's scripts until `release` is called, as a slow phone does: the server's HTML is on screen and
 * usable, nothing has run yet.
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
