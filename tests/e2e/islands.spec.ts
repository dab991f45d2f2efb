// Parts that render from their props alone stay server HTML (renderer/islands/static-island.tsx): the browser adopts
// what the server sent, loads none of their code with the page, and loads it when a client-side navigation needs it.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydrated';

const CONTENT_PAGE = '/de/rathaus/kontakt';

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('der Browser übernimmt das HTML des Servers unverändert, ohne Fehler beim Hydrieren', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page);
  const serverHtml = await (await request.get(CONTENT_PAGE)).text();
  await page.goto(CONTENT_PAGE);
  await waitForHydration(page);
  const islands = await page.evaluate((html) => {
    const sent = new DOMParser().parseFromString(html, 'text/html');
    return [...document.querySelectorAll('[data-server-html]')].map((island) => {
      const id = island.getAttribute('data-server-html')!;
      const original = sent.querySelector(`[data-server-html="${CSS.escape(id)}"]`);
      return {
        id,
        same: original !== null && original.innerHTML === island.innerHTML,
        empty: !island.innerHTML.trim(),
      };
    });
  }, serverHtml);
  // The blocks of the page, the footer below the partner logos and the partner list.
  expect(islands.length).toBeGreaterThanOrEqual(4);
  for (const island of islands) {
    expect(island.same, `Insel ${island.id} wie vom Server`).toBe(true);
    expect(island.empty, `Insel ${island.id} hat Inhalt`).toBe(false);
  }
  expect(problems).toEqual([]);
});

test('ein Link im Server-HTML navigiert clientseitig, und die Blöcke der neuen Seite kommen mit ihrem Code', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/de');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __ohneNeuladen: boolean }).__ohneNeuladen = true));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  // A link of the footer, which the browser keeps as the server sent it: no React component of its own.
  const link = page.locator(`footer [data-server-html] a[href="${CONTENT_PAGE}"]`).first();
  await expect(link).toBeAttached();
  await link.click();
  await expect(page).toHaveURL(CONTENT_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt & Öffnungszeiten');
  expect(await page.evaluate(() => (window as unknown as { __ohneNeuladen?: boolean }).__ohneNeuladen)).toBe(true);
  // Rendered in the browser this time: the blocks' code came with the navigation.
  const blocks = page.locator('main [data-server-html]');
  expect(await blocks.count()).toBeGreaterThan(0);
  for (const block of await blocks.all()) expect((await block.innerText()).trim()).not.toBe('');
  expect(scripts.some((url) => url.includes('/_next/static/chunks/'))).toBe(true);
  expect(problems).toEqual([]);
});
