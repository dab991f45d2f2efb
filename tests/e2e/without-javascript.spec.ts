// Every public control works without JavaScript, and before the site script has run (issue 46): the menus and their
// levels, the search toggle, the school menu and its submenus, the disclosures of the waste dates, the directory
// filter (a GET form) and the hero slider's slide list. Each is pressed once in a browser with JavaScript switched off,
// and once on a phone slowed six times whose scripts are held back: the server's HTML alone. When the scripts then
// run, they take over what the visitor has opened, with the same names and states.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { holdScripts, waitForHydration } from './support/hydrated';

const VIEWPORTS = [
  { name: '375 px', width: 375, height: 760 },
  { name: '1280 px', width: 1280, height: 800 },
];

/** A page with JavaScript switched off. */
async function withoutJavaScript(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A phone six times slower than this machine, whose scripts wait until `release` (tests/e2e/support/hydrated.ts). */
async function beforeTheScripts(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const scripts = await holdScripts(page);
  return { page, release: scripts.release, close: () => context.close() };
}

/** The visible control of that name in the header: the <summary> before and without the script, later the button. */
const headerControl = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .locator('summary, button')
    .filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) })
    .filter({ visible: true });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });
const levelControl = (page: Page, title: string) =>
  mainNav(page)
    .locator('summary, button')
    .filter({ hasText: new RegExp(`^\\s*${title.replace(/[&()]/g, '\\$&')}\\s*$`) })
    .filter({ visible: true });

/** Opens the menu, a submenu and a level below it; then the search, which closes the menu. */
async function useTheMainMenu(page: Page) {
  await headerControl(page, 'Menü').click();
  await expect(mainNav(page)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Übersicht Rathaus & Bürgerservice' })).toBeHidden();
  await levelControl(page, 'Rathaus & Bürgerservice').click();
  const overview = mainNav(page).getByRole('link', { name: 'Übersicht Rathaus & Bürgerservice' });
  await expect(overview).toBeVisible();
  await expect(overview).toHaveAttribute('href', '/de/rathaus');
  await levelControl(page, 'Bürgerservice').click();
  await expect(mainNav(page).getByRole('link', { name: 'Übersicht Bürgerservice' })).toBeVisible();
  // One of menu and search at a time, also without a script: the two panels are one group of details.
  await headerControl(page, 'Suche').click();
  await expect(page.getByRole('searchbox', { name: 'Wonach suchen Sie?' })).toBeVisible();
  await expect(mainNav(page)).toBeHidden();
}

const schoolNav = (page: Page) => page.getByRole('navigation', { name: 'Schulmenü' });
const schoolControl = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .locator('summary, button')
    .filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) })
    .filter({ visible: true });

/** The school menu: on a phone behind its toggle, the submenus as disclosures (dropdowns on a wide screen). */
async function useTheSchoolMenu(page: Page, phone: boolean) {
  if (phone) {
    await expect(schoolNav(page)).toBeHidden();
    await schoolControl(page, 'Menü').click();
  }
  await expect(schoolNav(page)).toBeVisible();
  const overview = schoolNav(page).getByRole('link', { name: /^Übersicht Schule/ });
  await expect(overview).toBeHidden();
  await schoolControl(page, 'Schule').click();
  await expect(overview).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`ohne JavaScript, ${viewport.name}`, () => {
    test('Menü mit seinen Ebenen und die Suche, die per GET sucht', async ({ browser }) => {
      const { page, close } = await withoutJavaScript(browser, viewport.width, viewport.height);
      await page.goto('/de');
      await useTheMainMenu(page);
      await page.getByRole('searchbox', { name: 'Wonach suchen Sie?' }).fill('Abfall');
      await page.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
      await expect(page).toHaveURL(/\/de\/gemeinde\/suche\?q=Abfall|\/de\/leben\/abfall/);
      await close();
    });

    test('Schulmenü und seine Untermenüs', async ({ browser }) => {
      const { page, close } = await withoutJavaScript(browser, viewport.width, viewport.height);
      await page.goto('/de/gemeinschaftsschule');
      await useTheSchoolMenu(page, viewport.width < 1024);
      await close();
    });
  });
}

test.describe('ohne JavaScript', () => {
  test('die Abfuhrtermine klappen auf, der Verzeichnisfilter filtert, die Bildleiste blättert', async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser, 375, 760);

    await page.goto('/de/leben/abfall');
    // The first month that is closed, held by its place (a locator of closed months would move on once it opens).
    const closed = await page
      .locator('main details')
      .evaluateAll((all) => all.findIndex((d) => !d.hasAttribute('open')));
    const details = page.locator('main details').nth(closed);
    await details.locator('> summary').click();
    await expect(details).toHaveAttribute('open', '');

    await page.goto('/de/verzeichnis');
    const filter = page.getByRole('region', { name: 'Einträge filtern' });
    await filter.getByRole('checkbox', { name: /^Hotels/ }).check();
    await filter.getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page).toHaveURL(/rubrik_id=11/);
    await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');

    // The slider's slides are a strip; each has a link in the slide list, which brings it into view.
    await page.goto('/de/tourismus/urlaub');
    const slider = page.locator('section[aria-roledescription="Karussell"]');
    const second = slider.locator('.swiper-slide').nth(1);
    await expect(second).not.toBeInViewport({ ratio: 0.9 });
    await slider.getByRole('link', { name: /^Bild 2 von 5/ }).click();
    await expect(second).toBeInViewport({ ratio: 0.9 });
    // The buttons that need the script are not offered.
    await expect(slider.getByRole('button')).toHaveCount(0);

    // The availability calendar loads its dates with a script: without one it says so, and the request can still
    // be sent by mail or phone; its month buttons are not offered.
    await page.goto('/de/e-bike-leihen');
    const calendar = page.getByRole('region', { name: /^Verfügbarkeit/ });
    await expect(
      calendar.getByText('Die Verfügbarkeit zeigt der Kalender nur mit JavaScript.', { exact: false }),
    ).toBeVisible();
    await expect(calendar.getByRole('button')).toHaveCount(0);
    // No day says 'Frei': without the reserved dates nobody knows.
    await expect(calendar.getByText('Frei', { exact: true }).filter({ visible: true })).toHaveCount(0);
    await close();
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`vor dem Skript, CPU sechsfach verlangsamt, ${viewport.name}`, () => {
    test('Menü, Ebenen und Suche wirken sofort, und das Skript übernimmt, was offen ist', async ({ browser }) => {
      const { page, release, close } = await beforeTheScripts(browser, viewport.width, viewport.height);
      await page.goto('/de', { waitUntil: 'domcontentloaded' });
      await useTheMainMenu(page);
      await headerControl(page, 'Menü').click();
      await expect(mainNav(page)).toBeVisible();
      release();
      await waitForHydration(page);
      // The same state, now with the buttons: the menu is open and says so, and Escape closes it.
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Menü', exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(mainNav(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(mainNav(page)).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await close();
    });

    test('Schulmenü und Untermenü wirken sofort, und das Skript übernimmt sie', async ({ browser }) => {
      const { page, release, close } = await beforeTheScripts(browser, viewport.width, viewport.height);
      await page.goto('/de/gemeinschaftsschule', { waitUntil: 'domcontentloaded' });
      await useTheSchoolMenu(page, viewport.width < 1024);
      release();
      await waitForHydration(page);
      const submenu = page.getByRole('banner').getByRole('button', { name: 'Schule', exact: true });
      await expect(submenu).toHaveAttribute('aria-expanded', 'true');
      await submenu.focus();
      await page.keyboard.press('Escape');
      await expect(submenu).toHaveAttribute('aria-expanded', 'false');
      await close();
    });
  });
}

test.describe('vor dem Skript, CPU sechsfach verlangsamt', () => {
  test('Filter und Bildleiste wirken sofort; ein Haken vor dem Skript zählt, sobald es läuft', async ({ browser }) => {
    const { page, release, close } = await beforeTheScripts(browser, 375, 760);
    await page.goto('/de/tourismus/urlaub', { waitUntil: 'domcontentloaded' });
    const slider = page.locator('section[aria-roledescription="Karussell"]');
    await slider.getByRole('link', { name: /^Bild 3 von 5/ }).click();
    await expect(slider.locator('.swiper-slide').nth(2)).toBeInViewport({ ratio: 0.9 });

    await page.goto('/de/verzeichnis', { waitUntil: 'domcontentloaded' });
    const filter = page.getByRole('region', { name: 'Einträge filtern' });
    await filter.getByRole('checkbox', { name: /^Hotels/ }).check();
    release();
    await expect(page).toHaveURL(/rubrik_id=11(&|#|$)/);
    await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');
    await close();
  });

  test('ein Haken an einer Interessengruppe vor dem Skript hebt die Unterrubriken auf, wie danach', async ({
    browser,
  }) => {
    const { page, release, close } = await beforeTheScripts(browser, 375, 760);
    await page.goto('/de/verzeichnis?rubrik_id=11', { waitUntil: 'domcontentloaded' });
    const filter = page.getByRole('region', { name: 'Einträge filtern' });
    await filter.getByRole('checkbox', { name: 'motorradfreundlich' }).check();
    release();
    await expect(page).toHaveURL(/interessengruppen_id=8/);
    await expect(page).not.toHaveURL(/rubrik_id=/);
    await expect(filter.getByRole('checkbox', { name: /^Hotels/ })).not.toBeChecked();
    await close();
  });
});
