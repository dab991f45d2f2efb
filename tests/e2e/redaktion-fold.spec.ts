// Forms that fold and the page tree that folds (issue 35), in real Chromium. The main menu's form shows each entry as
// one summary line; one entry opens at a time, a new one opens with its first field focused, one whose error shows
// opens, the error summary leads into a folded entry, and the buttons that move and remove an entry work while it is
// folded. The page tree starts with its first level open, remembers what was opened across a reload, and a search
// opens the branches down to a deep hit. Nothing here is saved: the menu stays as seeded.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { sessionAs } from './support/redaktion';

const MAIN_MENU = '/redaktion/menues/Hauptmen%C3%BC';
/** Issue 35: the folded main menu is at most three screen heights (1280 × 800). */
const MAX_FOLDED_HEIGHT = 3 * 800;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let page: Page;
let close: () => Promise<void>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  ({ page, close } = await sessionAs(browser, 'admin', test.info().project.use.baseURL));
});

test.afterAll(async () => {
  await close?.();
});

const summary = (index: number, prefix = 'block__menuItems') =>
  page.locator(`[id="${prefix}__${index}--eintrag-kopf"]`);
const body = (index: number, prefix = 'block__menuItems') => page.locator(`[id="${prefix}__${index}--eintrag-inhalt"]`);

test('the main menu folds to its entries’ titles, one open at a time, at most three screens tall', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(MAIN_MENU);
  await expect(page.getByText('Dieses Menü zeigt bis zu 3 Ebenen.')).toBeVisible();
  await expect(summary(0)).toBeEnabled();

  // The page's height (at least the window's) and where the form ends.
  const { height, formBottom } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    formBottom: Math.round(document.getElementById('blockformular')!.getBoundingClientRect().bottom + window.scrollY),
  }));
  const figure = `page ${height} px, form ends at ${formBottom} px`;
  test.info().annotations.push({ type: 'folded main menu at 1280 × 800', description: figure });
  console.log(`folded main menu at 1280 × 800: ${figure}`);
  expect(height).toBeLessThanOrEqual(MAX_FOLDED_HEIGHT);

  // Six top-level entries, each a summary button named by its title, folded.
  await expect(page.locator('[id^="block__menuItems__"][id$="--eintrag-kopf"]:visible')).toHaveCount(6);
  await expect(summary(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(summary(1)).toContainText('Leben in Tannbrunn');
  await expect(body(1)).toBeHidden();

  // Opening one shows its fields and its sub-entries, folded; opening another folds the first.
  await summary(1).click();
  await expect(summary(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#block__menuItems__1__title')).toHaveValue('Leben in Tannbrunn');
  await expect(summary(0, 'block__menuItems__1__menuItems')).toContainText('Kinderbetreuung');
  await expect(summary(0, 'block__menuItems__1__menuItems')).toHaveAttribute('aria-expanded', 'false');
  await summary(0).click();
  await expect(summary(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(summary(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(body(1)).toBeHidden();
  await summary(0).click();
  await expect(summary(0)).toHaveAttribute('aria-expanded', 'false');
});

test('a new entry opens focused; one whose error shows opens; the error summary leads into a folded one', async () => {
  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).last().click();
  await expect(summary(6)).toHaveAttribute('aria-expanded', 'true');
  await expect(summary(6)).toContainText('Eintrag 7');
  await expect(page.locator('#block__menuItems__6__title')).toBeFocused();
  // Left empty for another entry (by keyboard: the error summary that appears above the form when a field with an
  // error is left would move a mouse's target), its error shows: it stays open and says so in its summary line.
  await summary(2).focus();
  await page.keyboard.press('Enter');
  await expect(summary(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(summary(6)).toHaveAttribute('aria-expanded', 'true');
  await expect(summary(6)).toContainText('Fehler');
  await expect(
    body(6)
      .getByText(/^Fehler:/)
      .first(),
  ).toBeVisible();
  // Opening another entry folds the one without errors, not the one with them.
  await summary(3).click();
  await expect(summary(2)).toHaveAttribute('aria-expanded', 'false');
  await expect(summary(6)).toHaveAttribute('aria-expanded', 'true');

  // Folded by hand, it opens again at a save, which shows every error. (The save is answered here, so the suite's
  // menu stays as seeded.)
  await summary(6).click();
  await expect(body(6)).toBeHidden();
  await page.route('**/api/redaktion/menues/**', (route) =>
    route.fulfill({ status: 503, json: { message: 'Im Test nicht gespeichert.' } }),
  );
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Im Test nicht gespeichert.')).toBeVisible();
  await page.unroute('**/api/redaktion/menues/**');
  await expect(summary(6)).toHaveAttribute('aria-expanded', 'true');
  await expect(body(6).getByText(/^Fehler:/)).toHaveCount(2);

  // Folded again, it is opened by the error summary's link, which focuses the field.
  await summary(6).click();
  await expect(body(6)).toBeHidden();
  const link = page.getByRole('alert').getByRole('link').last();
  const target = (await link.getAttribute('href'))!.slice(1);
  expect(target.startsWith('block__menuItems__6__')).toBe(true);
  await link.click();
  await expect(summary(6)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${target}"]`)).toBeFocused();

  // Typing a title names the entry.
  await page.locator('#block__menuItems__6__title').fill('Bürgerbeteiligung');
  await expect(summary(6)).toContainText('Bürgerbeteiligung');
});

test('folded entries move and are removed with their buttons; the focus stays with the work', async () => {
  await summary(6).click();
  await expect(body(6)).toBeHidden();
  await page.getByRole('button', { name: /^Nach oben\s*: Eintrag 7$/ }).click();
  await expect(summary(5)).toContainText('Bürgerbeteiligung');
  await expect(summary(6)).toContainText('Veranstaltungen');
  await expect(page.getByRole('button', { name: /^Nach oben\s*: Eintrag 6$/ })).toBeFocused();
  // At the end of the list "Nach unten" is disabled: the focus goes to the entry's summary line.
  await page.getByRole('button', { name: /^Nach unten\s*: Eintrag 6$/ }).click();
  await expect(summary(6)).toContainText('Bürgerbeteiligung');
  await expect(summary(6)).toBeFocused();

  await page.getByRole('button', { name: /^Entfernen\s*: Eintrag 7$/ }).click();
  await expect(summary(6)).toHaveCount(0);
  await expect(summary(5)).toBeFocused();
  await expect(summary(5)).toContainText('Veranstaltungen');
});

test('axe finds nothing on the folded and the opened form at 375 and 1280 px', async () => {
  // The main menu's form holds every entry's fields (hidden while folded): axe takes its time on these cores.
  test.setTimeout(240_000);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(MAIN_MENU);
    await expect(summary(0)).toBeEnabled();
    let started = Date.now();
    await expectNoAxeViolations(page);
    console.log(`axe on the folded main menu at ${width} px: ${Date.now() - started} ms`);
    await summary(1).click();
    await summary(0, 'block__menuItems__1__menuItems').click();
    started = Date.now();
    await expectNoAxeViolations(page);
    console.log(`axe on the opened main menu at ${width} px: ${Date.now() - started} ms`);
  }
});

/** The tree's row of the page at `pfad`, its disclosure button and its link. */
const row = (pfad: string) =>
  page.locator('li > div').filter({ has: page.locator('code').getByText(pfad, { exact: true }) });
const branch = (pfad: string) => row(pfad).getByRole('button', { name: /^Unterseiten von / });
const pageLink = (pfad: string) => row(pfad).getByRole('link');
const ROOT = '/de';
const SECTION = '/de/tourismus';
const SUBSECTION = '/de/tourismus/wandern';
const DEEP = '/de/tourismus/wandern/wasserfallsteig';

test('the page tree starts with its first level open and remembers what was opened across a reload', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/redaktion');
  await expect(branch(ROOT)).toHaveAttribute('aria-expanded', 'true');
  await expect(pageLink(SECTION)).toBeVisible();
  await expect(branch(SECTION)).toHaveAttribute('aria-expanded', 'false');
  await expect(pageLink(SUBSECTION)).toBeHidden();

  await branch(SECTION).click();
  await expect(branch(SECTION)).toHaveAttribute('aria-expanded', 'true');
  await expect(pageLink(SUBSECTION)).toBeVisible();
  await expect(pageLink(DEEP)).toBeHidden();

  await page.reload();
  await expect(branch(SECTION)).toHaveAttribute('aria-expanded', 'true');
  await expect(pageLink(SUBSECTION)).toBeVisible();
  await expect(branch(SUBSECTION)).toHaveAttribute('aria-expanded', 'false');

  // By keyboard: the disclosure button is a button.
  await branch(SECTION).focus();
  await page.keyboard.press('Enter');
  await expect(pageLink(SUBSECTION)).toBeHidden();
  await page.keyboard.press('Space');
  await expect(pageLink(SUBSECTION)).toBeVisible();

  await page.getByRole('button', { name: 'Alle zuklappen' }).click();
  await expect(pageLink(SECTION)).toBeHidden();
  await page.reload();
  await expect(branch(ROOT)).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Alle aufklappen' }).click();
  await expect(pageLink(DEEP)).toBeVisible();
  await page.getByRole('button', { name: 'Alle zuklappen' }).click();
  await branch(ROOT).click();
});

test('a search opens the branches down to a deep hit and marks it; clearing it brings the remembered tree back', async () => {
  await expect(pageLink(DEEP)).toBeHidden();
  await page.getByLabel('Seiten durchsuchen (Titel oder Pfad)').fill('wasserfallsteig');
  const hit = pageLink(DEEP);
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark')).toHaveText('Wasserfallsteig');
  await expect(branch(SUBSECTION)).toHaveAttribute('aria-expanded', 'true');
  // Pages that do not lead to a hit are not listed.
  await expect(pageLink('/de/rathaus')).toHaveCount(0);

  await page.getByLabel('Seiten durchsuchen (Titel oder Pfad)').fill('');
  await expect(hit).toBeHidden();
  await expect(branch(SECTION)).toHaveAttribute('aria-expanded', 'false');
});

test('axe finds nothing on the page tree, folded and searched, at 375 and 1280 px', async () => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/redaktion');
    await expect(branch(ROOT)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Seiten durchsuchen (Titel oder Pfad)').fill('wasserfall');
    await expect(pageLink(DEEP)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
