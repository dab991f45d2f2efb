// Every kind of page loads cleanly in a real browser: no console errors, no blocked scripts
// (the production CSP allows only the site's own), no broken same-origin requests, no icon without its drawing.
import { expect, test } from '@playwright/test';

const PAGES = [
  '/de',
  '/de/rathaus',
  '/de/rechtliches/impressum',
  '/de/gemeinschaftsschule',
  '/de/barrierefreiheit/erklaerung',
];

for (const path of PAGES) {
  test(`${path} loads without console errors, CSP violations or broken requests`, async ({ page, baseURL }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.url().startsWith(baseURL!) && response.status() >= 400)
        problems.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // Every icon finds its drawing in the page's sprite (renderer/icons/IconSprite.tsx), the open menu's too.
    const menuToggle = page.getByRole('button', { name: 'Menü', exact: true });
    if (await menuToggle.isVisible()) await menuToggle.click();
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll('svg use')]
        .map((use) => use.getAttribute('href') ?? '')
        .filter((href) => !href.startsWith('#') || !document.getElementById(href.slice(1))?.matches('symbol')),
    );
    expect(missing).toEqual([]);
    expect(await page.locator('svg use').count()).toBeGreaterThan(3);
  });
}
