import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const SEARCH = '/de/gemeinde/suche';
// Terms of the demo content: one found on a single page, one on many, one nowhere.
const ONE_HIT = {
  term: 'Bienenhotel',
  target: '/de/gemeinschaftsschule/berichte/bienenhotel-am-schulgarten',
  title: 'Ein Bienenhotel für den Schulgarten',
};
const MANY = 'Schule';
const NONE = 'Quantenchromodynamik';
const resultList = (page: Page) => page.getByRole('list', { name: 'Suchergebnisse' });
const url = (q: string, seite?: number) => `${SEARCH}?q=${encodeURIComponent(q)}${seite ? `&seite=${seite}` : ''}`;

test.describe('site search', () => {
  test('redirects a search with exactly one hit on the server (HTTP 30x)', async ({ request }) => {
    const response = await request.get(url(ONE_HIT.term), { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(ONE_HIT.target);
  });

  test('lands the browser on the single hit, also without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(url(ONE_HIT.term.toLowerCase()));
      await expect(page).toHaveURL(new RegExp(`${ONE_HIT.target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ONE_HIT.title);
      await context.close();
    }
  });

  test('says clearly when nothing was found, with the form prefilled', async ({ page }) => {
    const response = await page.goto(url(NONE));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Keine Treffer für „${NONE}“`);
    await expect(page.getByText(`Ihre Suche nach „${NONE}“ ergab keine Treffer.`)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue(NONE);
    await expect(page).toHaveTitle(new RegExp(`^Keine Treffer für „${NONE}“`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
  });

  test('asks for a term when there is none', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suche');
    await expect(page.getByText(/^Bitte geben Sie einen Suchbegriff ein\./)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('');
    await page.goto(`${SEARCH}?q=%20%20`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suche');
  });

  test('refuses a term that is too long with an error summary', async ({ page }) => {
    await page.goto(url('Rathaus'.repeat(30)));
    await expect(page).toHaveTitle(/^Fehler: /);
    const summary = page.getByRole('alert').filter({ hasText: 'Es gibt ein Problem' });
    await summary.getByRole('link', { name: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.' }).click();
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toBeFocused();
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('pages through many hits, with the term highlighted', async ({ page }) => {
    await page.goto(url(MANY));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse');
    const status = page.getByText(/^\d+ Treffer für „Schule“ – Seite 1 von \d+$/);
    await expect(status).toBeVisible();
    const [, total, pages] = /^(\d+) Treffer.* von (\d+)$/.exec((await status.textContent())!)!;
    expect(Number(total)).toBeGreaterThan(10);
    expect(Number(pages)).toBe(Math.ceil(Number(total) / 10));
    const results = resultList(page).locator('> li');
    await expect(results).toHaveCount(10);
    const firstPage = await results.getByRole('heading').allTextContents();
    // Every visible <mark> is a form of the term.
    const marks = await resultList(page).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(5);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^sch[uü]l/);
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue(MANY);
    await expectNoAxeViolations(page);

    const pager = page.getByRole('navigation', { name: 'Seiten: Suchergebnisse' });
    await expect(pager.locator('[aria-current="page"]')).toHaveText('Seite 1');
    await expect(pager.getByRole('link', { name: /Vorherige Seite/ })).toHaveCount(0);
    await pager.getByRole('link', { name: /Nächste Seite/ }).click();
    await expect(page).toHaveURL(/[?&]seite=2/);
    await expect(page.getByText(new RegExp(`^${total} Treffer für „Schule“ – Seite 2 von ${pages}$`))).toBeVisible();
    await expect(pager.locator('[aria-current="page"]')).toHaveText('Seite 2');
    const secondPage = await results.getByRole('heading').allTextContents();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await expect(resultList(page)).toHaveAttribute('start', '11');
    await pager.getByRole('link', { name: /Vorherige Seite/ }).click();
    await expect(page).not.toHaveURL(/seite=/);
    await expect(results.getByRole('heading')).toHaveText(firstPage);
  });

  test('finds German word forms: Lastenräder finds Lastenrad', async ({ page }) => {
    await page.goto(url('Lastenräder'));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Keine Treffer/);
    const marks = await resultList(page).locator('mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain('lastenrad');
  });

  test('links every hit to its target and renders a paged result list without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(MANY, 2));
    await expect(page.getByText(/– Seite 2 von \d+$/)).toBeVisible();
    for (const href of await resultList(page)
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/de(\/|$)|^https?:\/\//);
    }
    await context.close();
  });
});
