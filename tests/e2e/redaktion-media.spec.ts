// The media library in real Chromium (issue 15): upload a JPEG with GPS data and get it served without any; a PDF
// or a script named .jpg is refused in German and nothing is stored; an image needs alt text unless decorative;
// search; a file a page uses cannot be deleted (the refusal names the page), an unused one can; axe finds nothing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { holdScripts } from './support/hydrated';
import { freshPath, login } from './support/redaktion';

test.describe.configure({ timeout: 120_000 });

const ALT_MISSING =
  'Bitte geben Sie einen Alternativtext an, der sagt, was das Bild zeigt, oder markieren Sie das Bild als dekorativ.';

const jpegWithGps = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#2b5f8a' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Erika Mustermann' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 0/1 0/1' } })
    .toBuffer();

test('upload, describe, search and delete in the media library', async ({ page }) => {
  const run = Date.now().toString(36);
  const name = `kurpark-${run}.jpg`;
  await login(page, 'redaktion');
  await page.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Medien' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medien' })).toBeVisible();
  const input = page.getByLabel('Dateien hochladen');

  // A JPEG with GPS data: stored and served re-encoded, without any metadata.
  const original = await jpegWithGps();
  expect((await sharp(original).metadata()).exif).toBeDefined();
  await input.setInputFiles({ name, mimeType: 'image/jpeg', buffer: original });
  await expect(page.getByRole('status').filter({ hasText: `„${name}“ ist hochgeladen` })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const url = await card.getByRole('link', { name }).getAttribute('href');
  const served = await page.request.get(url!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  const body = await served.body();
  expect((await sharp(body).metadata()).exif).toBeUndefined();
  expect(body.includes(Buffer.from('Mustermann'))).toBe(false);

  // A PDF and a script named .jpg: refused in German, nothing stored.
  const count = async () => (await (await page.request.get('/api/redaktion/medien')).json()).medien.length as number;
  const before = await count();
  await input.setInputFiles({
    name: `bericht-${run}.jpg`,
    mimeType: 'image/jpeg',
    // A real one-page PDF (the upload parses it; a fragment would be refused as unreadable first).
    buffer: await (async () => {
      const doc = await PDFDocument.create();
      doc.addPage();
      return Buffer.from(await doc.save());
    })(),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'heißt wie ein Bild, ist aber eine PDF-Datei' }),
  ).toBeVisible();
  await input.setInputFiles({
    name: `skript-${run}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'geprüft wurde der Inhalt, nicht der Dateiname' }),
  ).toBeVisible();
  expect(await count()).toBe(before);

  // Alt text: required unless decorative, the message at the field.
  await card.getByRole('button', { name: /^Speichern/ }).click();
  await expect(card.getByText(ALT_MISSING)).toBeVisible();
  await expect(card.getByLabel('Alternativtext', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await card.getByLabel('Alternativtext', { exact: true }).fill('Der Kurpark im Herbst');
  await card.getByLabel('Copyright').fill('Gemeinde Tannbrunn');
  await card.getByRole('button', { name: /^Speichern/ }).click();
  await expect(card.getByRole('status')).toHaveText('Angaben gespeichert.');

  // Search and filter.
  await page.getByLabel('Mediathek durchsuchen').fill(`kurpark-${run}`);
  await expect(page.getByText('1 Datei', { exact: true })).toBeVisible();
  await page.getByLabel('Art').selectOption('dokument');
  await expect(page.getByText('0 Dateien', { exact: true })).toBeVisible();
  await page.getByLabel('Art').selectOption('');
  await page.getByLabel('Mediathek durchsuchen').fill('');

  // In use on a page: deleting is refused and names the page.
  const pfad = freshPath('medien');
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/redaktion/seiten', {
    headers: { origin },
    data: { pfad, titel: 'Mit Bild', layout: 'default' },
  });
  const { id } = await created.json();
  const saved = await page.request.post(`/api/redaktion/seiten/${id}/versionen`, {
    headers: { origin },
    data: {
      umschlag: {
        pageLayout: 'default',
        title: 'Mit Bild',
        content: [{ template: 'text', slotName: 'main', options: { text: `<p><img src="${url}" alt="Kurpark"></p>` } }],
      },
    },
  });
  expect(saved.status()).toBe(201);
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: /^Löschen/ }).click();
  await expect(card.getByRole('alert')).toContainText(
    `Diese Datei wird noch verwendet und kann nicht gelöscht werden: ${pfad}`,
  );

  // An unused file goes.
  const unused = `unbenutzt-${run}.png`;
  await input.setInputFiles({ name: unused, mimeType: 'image/png', buffer: await sharp(original).png().toBuffer() });
  await expect(page.getByRole('status').filter({ hasText: `„${unused}“ ist hochgeladen` })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: unused }) })
    .getByRole('button', { name: /^Löschen/ })
    .click();
  await expect(page.getByRole('heading', { name: unused })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('heading', { name: unused })).toHaveCount(0);
});

test('a file chosen before the page’s script ran is uploaded once the script takes over', async ({ page }) => {
  const name = `rathaus-frueh-${Date.now().toString(36)}.jpg`;
  await login(page, 'redaktion');
  const scripts = await holdScripts(page);
  await page.goto('/redaktion/medien', { waitUntil: 'domcontentloaded' });
  await page
    .getByLabel('Dateien hochladen')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await jpegWithGps() });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydriert');
  scripts.release();
  await expect(page.getByRole('status').filter({ hasText: `„${name}“ ist hochgeladen` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })).toHaveCount(1);
  // The picker is empty again: a second hydration or a reload cannot send the same file twice.
  await expect
    .poll(() => page.getByLabel('Dateien hochladen').evaluate((i: HTMLInputElement) => i.files?.length))
    .toBe(0);
});
