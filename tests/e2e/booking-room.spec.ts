// Room reservation on a directory entry page: shown only when the room lookup succeeds; from
// the empty form to success and cancellation; the room's own messages; the conflict texts.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PERSON, book, dayAhead, fillPerson, openBookingPage } from './support/booking';

test.describe.configure({ timeout: 120_000 });

test('a room request from the empty form to success and to the cancellation', async ({ page }) => {
  const day = dayAhead(75, 3);
  await openBookingPage(page, '/de/verzeichnis/buergersaal');
  await expect(page.getByRole('heading', { name: 'Bürgersaal reservieren' })).toBeVisible();
  await expect(page.getByText('Vormittags belegt').or(page.getByText('Reserviert')).first()).toBeAttached();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reservierungsanfrage senden' }).click();
  const box = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Es gibt ein Problem' }) });
  await expect(box).toBeFocused();
  for (const message of [
    'Bitte wählen Sie ein Termin in der Zukunft aus',
    'Bitte wählen Sie den Veranstalter aus.',
    'Bitte geben Sie die Art der Veranstaltung an.',
    'Bitte stimmen Sie der Datenschutzerklärung zu.',
  ]) {
    await expect(box.getByRole('link', { name: message })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  // The organiser's name is asked (and required) only for business, club or church.
  await expect(page.getByLabel('Name des Veranstalters')).toHaveCount(0);
  await page.getByLabel('Veranstalter', { exact: true }).selectOption('Gewerblich, Verein, Kirche');
  await page.getByLabel('Datum', { exact: true }).fill(day);
  await page.getByLabel('Art der Veranstaltung').fill('Jahreshauptversammlung');
  await fillPerson(page);
  await page.getByLabel('Ich habe die Datenschutzerklärung gelesen', { exact: false }).check();
  await page.getByRole('button', { name: 'Reservierungsanfrage senden' }).click();
  await expect(box.getByRole('link', { name: 'Bitte geben Sie den Namen des Veranstalters an.' })).toBeVisible();
  await page.getByLabel('Name des Veranstalters').fill('Musikverein Tannbrunn e. V.');
  await page.getByRole('button', { name: 'Reservierungsanfrage senden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
  const uuid = (await page
    .locator('strong')
    .filter({ hasText: /^[0-9a-f-]{36}$/ })
    .textContent())!;
  await expectNoAxeViolations(page);

  await page.goto(`/de/raumreservierung/stornieren?uuid=${uuid}`);
  await expect(page.getByText('Möchten Sie Ihre Reservierung wirklich stornieren?')).toBeVisible();
  await page.getByRole('button', { name: 'Reservierung stornieren' }).click();
  await expect(page.getByRole('heading', { name: 'Reservierung storniert' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The link again: the page says where the request stands and offers nothing left to do.
  await page.goto(`/de/raumreservierung/stornieren?uuid=${uuid}`);
  await expect(page.getByRole('status').filter({ hasText: 'Diese Anfrage ist bereits storniert.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reservierung stornieren' })).toHaveCount(0);
});

test('a competing request for the same room day gives the room conflict message', async ({
  page,
  request,
  baseURL,
}) => {
  const day = dayAhead(82, 4);
  await openBookingPage(page, '/de/verzeichnis/buergersaal');
  await page.getByLabel('Datum', { exact: true }).fill(day);
  await page.getByLabel('Veranstalter', { exact: true }).selectOption('Privat');
  await page.getByLabel('Art der Veranstaltung').fill('Geburtstagsfeier');
  await fillPerson(page);
  await page.getByLabel('Ich habe die Datenschutzerklärung gelesen', { exact: false }).check();
  const competitor = await book(request, baseURL!, 'raum', {
    raum: '12',
    datum: day,
    veranstalter: 'Privat',
    veranstaltung: 'Hochzeit',
    ...PERSON,
    datenschutz: true,
  });
  expect(competitor.status()).toBe(201);
  await page.getByRole('button', { name: 'Reservierungsanfrage senden' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ihr gewünschter Reservierungstag ist bereits belegt' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const { uuid } = (await competitor.json()) as { uuid: string };
  expect(
    (await request.post('/api/buchungen/raum/stornieren', { data: { uuid }, headers: { origin: baseURL! } })).status(),
  ).toBe(200);
});

test('an entry without a room shows no reservation; a cancellation link without uuid explains itself', async ({
  page,
}) => {
  const lookup = await page.request.get('/api/buchungen/raumsuche?branchenId=134');
  expect(lookup.status()).toBe(404);
  await page.goto('/de/raumreservierung/stornieren');
  await expect(page.getByRole('heading', { name: 'Ihre Reservierung konnte nicht storniert werden' })).toBeVisible();
  await expect(page.getByText('Der Link zur Stornierung ist unvollständig.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  // A cross-site form cannot book or cancel.
  const foreign = await page.request.post('/api/buchungen/raum/stornieren', {
    data: { uuid: '0b7c5a52-6a57-4a7b-9a3e-2d9c7f1e0c11' },
    headers: { origin: 'https://boese.example' },
  });
  expect(foreign.status()).toBe(403);
});
