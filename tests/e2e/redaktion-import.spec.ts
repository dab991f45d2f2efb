// An event list arrives as a spreadsheet: the editor uploads it, the preview names the faulty row and column in
// German and nothing is stored; the fixed file shows its preview, the import is confirmed, and the entries are drafts
// in the collection's list. The export link answers a CSV with formulas neutralised. The preview passes axe.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { login } from './support/redaktion';
import { shootAtWidths } from './support/screenshots';

test.describe.configure({ mode: 'serial' });

// Unique per run: the end-to-end tests' store outlives a run on a developer's machine.
const RUN = Date.now().toString(36);
const csv = (rows: string[]) => ({
  name: 'veranstaltungen.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${['Titel;Erster Tag;Beginn (Uhrzeit);Ort', ...rows].join('\r\n')}\r\n`),
});

test('a CSV of events: a faulty row is named, the fixed file is previewed, confirmed and listed', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'redaktion');
  await page.goto('/redaktion/sammlungen/veranstaltungen');
  await page.getByRole('link', { name: /^Einträge importieren/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltungen: Einträge importieren' })).toBeVisible();

  const first = `Importmarkt ${RUN}`;
  const second = `Importkonzert ${RUN}`;
  await page
    .getByLabel('Datei', { exact: true })
    .setInputFiles(csv([`${first};12.06.2027;10:00;Kurhaus`, `${second};31.02.2027;19:30;Festhalle`]));
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(
    page.getByText(
      'Zeile 3, Spalte „datum_von“: kein gültiges Datum (31.02.2027); erwartet TT.MM.JJJJ oder JJJJ-MM-TT',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importieren' })).toBeDisabled();
  await expect(page.getByRole('table', { name: /Vorschau des Imports: 2 Einträge/ })).toBeVisible();

  await shootAtWidths(page, 'import-vorschau-fehler');
  await expectNoAxeViolations(page);

  await page
    .getByLabel('Datei', { exact: true })
    .setInputFiles(csv([`${first};12.06.2027;10:00;Kurhaus`, `${second};13.06.2027;19:30;Festhalle`]));
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 Zeilen, keine Fehler' })).toBeVisible();
  const table = page.getByRole('table', { name: /Vorschau des Imports/ });
  await expect(table.getByRole('row', { name: new RegExp(second) })).toContainText('13.06.2027');
  await shootAtWidths(page, 'import-vorschau');
  await page.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 Einträge als Entwurf angelegt.' })).toBeVisible();

  await page.getByRole('link', { name: 'Zur Liste der Entwürfe' }).click();
  await page.getByLabel('Suche im Titel').fill(RUN);
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  await expect(page.getByRole('link', { name: second })).toBeVisible();
});

test('the export of a collection is a CSV for spreadsheets', async ({ page, request }) => {
  await login(page, 'redaktion');
  await page.goto('/redaktion/sammlungen/veranstaltungen');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Alle Einträge als CSV exportieren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^veranstaltungen-\d{4}-\d{2}-\d{2}\.csv$/);
  const answer = await page.request.get('/api/redaktion/sammlungen/veranstaltungen/export');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = await answer.text();
  expect(text.split('\r\n')[0]).toMatch(/^\uFEFF?id;titel;/);
  expect(text).toContain(`Importmarkt ${RUN}`);
  // Without a session: the sign-in's refusal, no data.
  const anonymous = await request.get('/api/redaktion/sammlungen/veranstaltungen/export');
  expect(anonymous.status()).not.toBe(200);
});

test('bad files over HTTP: 50 MB, a binary file, a confirmation of a faulty file; nothing is stored', async ({
  page,
  baseURL,
}) => {
  await login(page, 'redaktion');
  const address = '/api/redaktion/sammlungen/veranstaltungen/import?format=csv';
  const headers = { origin: new URL(baseURL!).origin, 'content-type': 'application/octet-stream' };
  const big = await page.request.post(address, { headers, data: Buffer.alloc(50 * 1024 * 1024, 0x41) });
  expect(big.status()).toBe(413);
  expect((await big.json()).message).toMatch(/zu groß/);
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00]);
  const binary = await page.request.post(address, { headers, data: zip });
  expect(binary.status()).toBe(200);
  expect((await binary.json()).vorschau.dateiMeldungen).toEqual([{ text: 'Die Datei ist keine CSV-Textdatei.' }]);
  const faulty = Buffer.from(`titel;datum_von\nHTTP-Test ${RUN};31.02.2027\n`);
  const refused = await page.request.post(`${address}&bestaetigen=1`, { headers, data: faulty });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).meldungen[0].meldung).toContain('Zeile 2, Spalte „datum_von“: kein gültiges Datum');
  await page.goto(`/redaktion/sammlungen/veranstaltungen?suche=${encodeURIComponent(`HTTP-Test ${RUN}`)}`);
  await expect(page.locator('tbody tr')).toHaveCount(0);
});
