// Parts that render from their props alone stay server HTML (renderer/islands/static-island.tsx): where a page hydrates
// (it has a React island: renderer/islands/react-island.tsx), the browser adopts what the server sent and loads none of
// their code. A page without a React island never loads React at all.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, waitForReact } from './support/hydrated';

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
  // The site script enhances the header and its islands first (a menu's height, a carousel): what React finds.
  await waitForHydration(page);
  const beforeReact = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-server-html]')].map((island) => [
        island.getAttribute('data-server-html')!,
        island.innerHTML,
      ]),
    ),
  );
  // A key press brings React (a keyboard user may be on the way to the form).
  await page.keyboard.press('Shift');
  await waitForReact(page);
  const islands = await page.evaluate(
    ({ html, before }) => {
      const sent = new DOMParser().parseFromString(html, 'text/html');
      return [...document.querySelectorAll('[data-server-html]')].map((island) => {
        const id = island.getAttribute('data-server-html')!;
        return {
          id,
          sent: sent.querySelector(`[data-server-html="${CSS.escape(id)}"]`) !== null,
          same: before[id] === island.innerHTML,
          empty: !island.innerHTML.trim(),
        };
      });
    },
    { html: serverHtml, before: beforeReact },
  );
  // The blocks of the page, the footer below the partner logos and the partner list.
  expect(islands.length).toBeGreaterThanOrEqual(4);
  for (const island of islands) {
    expect(island.sent, `Insel ${island.id} kam vom Server`).toBe(true);
    expect(island.same, `Insel ${island.id} wie vor React`).toBe(true);
    expect(island.empty, `Insel ${island.id} hat Inhalt`).toBe(false);
  }
  expect(problems).toEqual([]);
});

test('eine Seite ohne React-Insel lädt kein React; eine mit Formular erst, wenn es in die Nähe kommt', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const react = () => scripts.filter((path) => /\/chunks\/main-/.test(path));
  await page.setViewportSize({ width: 375, height: 700 });

  await page.goto('/de');
  await page.waitForLoadState('networkidle');
  // Scrolled to the partner logos: the carousel comes, React does not.
  await page.getByRole('heading', { name: 'Unsere Partner' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper-initialized')).toHaveCount(1);
  expect(react()).toEqual([]);

  await page.goto(CONTENT_PAGE);
  await page.waitForLoadState('networkidle');
  expect(react()).toEqual([]);
  const form = page.locator('[data-react-insel]').first();
  await form.scrollIntoViewIfNeeded();
  await expect.poll(react).toHaveLength(1);
  await expect(form.getByRole('button', { name: /senden/ })).toBeVisible();
  expect(problems).toEqual([]);
});
