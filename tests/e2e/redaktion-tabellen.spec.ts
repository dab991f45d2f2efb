// Tables in the rich-text editor, in real Chromium (issue 42, point 7): a word typed at the end of the Kontakt
// page's text keeps its opening-hours table in the autosaved draft; a table is made, filled and reshaped with the
// keyboard and the toolbar's German buttons (caption, header cells with scope, rows and columns added and
// removed), the accessibility check sees its header cells, axe finds nothing; what the editor cannot represent is
// shown read-only with its label and saved unchanged.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addBlock, form, freshPath, login, preview } from './support/redaktion';

/** The preview follows after the autosave (3 s) and its own render, longer on loaded shared cores. */
const PREVIEW_FOLLOWS_MS = 20_000;

test.describe.configure({ timeout: 150_000 });

const field = (page: Page) => form(page).locator('[contenteditable="true"]');
const tableTools = (page: Page) => form(page).getByRole('group', { name: 'Tabelle' });
const findings = (page: Page) => page.getByRole('region', { name: 'Barrierefreiheit' });

test('a word typed at the end of the Kontakt page text keeps its opening-hours table in the draft', async ({
  page,
}) => {
  await login(page, 'freigabe');
  // A copy of the Kontakt page (the seeded page itself stays as other tests expect it).
  await page.getByLabel('Pfad', { exact: true }).fill(freshPath('kontakt-kopie'));
  await page.getByLabel('Titel', { exact: true }).fill('Kontakt (Kopie)');
  await page.getByLabel('Inhalt').selectOption({ label: 'Kopie von: Kontakt & Öffnungszeiten (/de/rathaus/kontakt)' });
  await page.getByRole('button', { name: 'Seite anlegen' }).click();
  await expect(page.getByRole('button', { name: 'Seiteneigenschaften' })).toBeVisible();

  const hours = preview(page).getByRole('table', { name: 'Öffnungszeiten des Rathauses und des Bürgerbüros' });
  await expect(hours).toBeVisible({ timeout: PREVIEW_FOLLOWS_MS });
  const heading = preview(page).getByRole('heading', { name: 'Öffnungszeiten', exact: true });
  // The preview answers the pointer once its marks are drawn (the outline with the block's name).
  await heading.hover();
  await expect(preview(page).locator('[data-markierung="zeiger"]')).toHaveText('Text');
  await heading.click();
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Nachtrag');

  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert als Version 2 / })).toBeVisible({
    timeout: PREVIEW_FOLLOWS_MS,
  });
  await expect(preview(page).getByText('Durchwahl. Nachtrag')).toBeVisible({ timeout: PREVIEW_FOLLOWS_MS });
  // The draft still holds both tables, with their captions and header cells, and the check finds nothing.
  await expect(hours).toBeVisible();
  await expect(hours.getByRole('columnheader', { name: 'Vormittag' })).toBeVisible();
  await expect(hours.getByRole('row')).toHaveCount(6);
  await expect(preview(page).getByRole('table', { name: 'Ämter und Zuständigkeiten' })).toBeVisible();
  await expect(findings(page).getByRole('status')).toHaveText(
    'Keine Befunde: Überschriften, Bilder, Links und Tabellen sind in Ordnung.',
  );
});

test('a table is made and reshaped with the keyboard and the toolbar, with caption and scope, and axe finds nothing', async ({
  page,
}) => {
  await login(page, 'freigabe');
  await page.getByLabel('Pfad', { exact: true }).fill(freshPath('tabelle'));
  await page.getByLabel('Titel', { exact: true }).fill('Gebühren');
  await page.getByRole('button', { name: 'Seite anlegen' }).click();
  await addBlock(page, 'Hauptspalte', 'Text');
  await field(page).click();
  await page.keyboard.type('Die Gebühren der Bücherei:');

  await form(page).getByRole('button', { name: 'Tabelle einfügen' }).click();
  // The cursor is in the new caption; Tab goes on from cell to cell.
  await page.keyboard.type('Gebühren der Bücherei');
  for (const text of ['Leistung', 'Preis', 'Hinweis', 'Leseausweis', '10 €', 'pro Jahr', 'Fernleihe', '2 €', 'je Buch'])
    await page.keyboard.press('Tab').then(() => page.keyboard.type(text));

  const table = preview(page).getByRole('table', { name: 'Gebühren der Bücherei' });
  await expect(table).toBeVisible({ timeout: PREVIEW_FOLLOWS_MS });
  await expect(table.getByRole('columnheader')).toHaveText(['Leistung', 'Preis', 'Hinweis']);
  await expect(table.locator('thead th[scope="col"]')).toHaveCount(3);
  await expect(table.locator('tbody tr')).toHaveCount(2);

  // Rows and columns: a row below the last, filled by typing; a column on the right whose head cell gets its scope.
  await tableTools(page).getByRole('button', { name: 'Zeile darunter' }).click();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Mahnung');
  await tableTools(page).getByRole('button', { name: 'Spalte rechts' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(3, { timeout: PREVIEW_FOLLOWS_MS });
  await expect(table.locator('thead th[scope="col"]')).toHaveCount(4, { timeout: PREVIEW_FOLLOWS_MS });
  await expect(table.getByRole('cell', { name: 'Mahnung' })).toBeVisible();
  // Tab into the new column's cell beside „Mahnung“: the column to remove.
  await page.keyboard.press('Tab');
  await page.keyboard.type('weg');
  await expect(table.getByRole('cell', { name: 'weg' })).toBeVisible({ timeout: PREVIEW_FOLLOWS_MS });

  // The keyboard's way to the buttons: Alt+F10 leads to the toolbar, Tab to the button, Enter presses it.
  await page.keyboard.press('Alt+F10');
  await expect(form(page).getByRole('combobox', { name: 'Absatzformat' })).toBeFocused();
  const removeColumn = tableTools(page).getByRole('button', { name: 'Spalte entfernen' });
  for (let step = 0; step < 20 && !(await removeColumn.evaluate((b) => b === document.activeElement)); step += 1)
    await page.keyboard.press('Tab');
  await expect(removeColumn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.locator('thead th[scope="col"]')).toHaveCount(3, { timeout: PREVIEW_FOLLOWS_MS });
  await expect(table.getByRole('cell', { name: 'weg' })).toHaveCount(0);
  await field(page).getByText('Mahnung').click();
  await tableTools(page).getByRole('button', { name: 'Zeile entfernen' }).click();
  await expect(table.getByRole('cell', { name: 'Mahnung' })).toHaveCount(0, { timeout: PREVIEW_FOLLOWS_MS });
  await expect(table.locator('tbody tr')).toHaveCount(2);

  // Without header cells the accessibility check objects, with them again it is content.
  const headerRow = tableTools(page).getByRole('button', { name: 'Kopfzeile' });
  await expect(headerRow).toHaveAttribute('aria-pressed', 'true');
  await headerRow.click();
  await expect(headerRow).toHaveAttribute('aria-pressed', 'false');
  await expect(findings(page)).toContainText('Eine Tabelle hat keine Kopfzellen.', { timeout: PREVIEW_FOLLOWS_MS });
  await expect(table.locator('th')).toHaveCount(0);
  await headerRow.click();
  await expect(findings(page).getByRole('status')).toHaveText(
    'Keine Befunde: Überschriften, Bilder, Links und Tabellen sind in Ordnung.',
    { timeout: PREVIEW_FOLLOWS_MS },
  );
  await expect(table.locator('thead th[scope="col"]')).toHaveCount(3);

  // The caption off and on again: off, the table has no name; the button says which.
  const caption = tableTools(page).getByRole('button', { name: 'Beschriftung' });
  await expect(caption).toHaveAttribute('aria-pressed', 'true');

  await field(page).getByText('Leseausweis').click();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(tableTools(page)).toBeVisible();
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(axe.violations).toEqual([]);
  }
});

test('what the editor cannot represent is shown read-only with its label and saved unchanged', async ({ page }) => {
  await login(page, 'freigabe');
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/redaktion/seiten', {
    headers: { origin },
    data: { pfad: freshPath('unbearbeitbar'), titel: 'Unbearbeitbar', layout: 'default' },
  });
  const { id } = (await created.json()) as { id: string };
  // A table whose second row is one cell short: prosemirror-tables would fill it up, so the editor keeps it whole.
  const uneven = '<table><tbody><tr><td>Montag</td><td>8–12 Uhr</td></tr><tr><td>Dienstag</td></tr></tbody></table>';
  const saved = await page.request.post(`/api/redaktion/seiten/${id}/versionen`, {
    headers: { origin },
    data: {
      umschlag: {
        pageLayout: 'default',
        title: 'Unbearbeitbar',
        content: [
          { id: 'text-1', template: 'text', slotName: 'main', options: { text: `<p>Zeiten</p>${uneven}<p>Ende</p>` } },
        ],
      },
    },
  });
  expect(saved.status()).toBe(201);

  await page.goto(`/redaktion/seiten/${id}?block=text-1`);
  const kept = field(page).locator('[data-kept-html]');
  await expect(kept).toContainText('Nicht im Editor bearbeitbar, bleibt unverändert erhalten:');
  await expect(kept).toHaveAttribute('contenteditable', 'false');
  await field(page).getByText('Ende').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' gut');
  // Version 1 is the new page, 2 the draft saved above, 3 the autosave.
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert als Version 3 / })).toBeVisible({
    timeout: PREVIEW_FOLLOWS_MS,
  });
  // The draft as the preview renders it: the uneven table as it was (two cells, then one), the typed words after it.
  await expect(preview(page).getByText('Ende gut')).toBeVisible({ timeout: PREVIEW_FOLLOWS_MS });
  const rows = preview(page).getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('cell')).toHaveText(['Montag', '8–12 Uhr']);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Dienstag']);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(axe.violations).toEqual([]);
  }
});
