// E-bike and cargo bike: from the empty form to success to cancellation, every validation
// message on screen, the conflict after a competing request, keyboard only, and axe throughout.
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  PERSON,
  addDays,
  book,
  consent,
  dayAhead,
  fillBike,
  fillPerson,
  openBookingPage,
  today,
} from './support/booking';
import { afterFrames } from './support/frames';
import { waitForHydration } from './support/hydrated';
import { startNextServer, type NextServer } from './support/next-server';
import { seededDataDir } from './support/seeded-data-dir';

// Axe runs many times per test, and a development server compiles on first use.
test.describe.configure({ timeout: 120_000 });

const summary = (page: import('@playwright/test').Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Es gibt ein Problem' }) });

test.describe('E-Bike leihen', () => {
  test('from the empty form to success and to the cancellation', async ({ page }) => {
    const day = dayAhead(40);
    await openBookingPage(page, '/de/e-bike-leihen');
    await expect(page.getByRole('heading', { level: 1, name: 'E-Bike leihen' })).toBeVisible();
    await expect(page.getByText('60 € pro Tag und E-Bike', { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Return fields appear only after pickup date and time.
    await expect(page.getByLabel('Rückgabedatum')).toHaveCount(0);
    await page.getByLabel('Abholdatum').fill(day);
    await page.getByLabel('Abholzeit').selectOption('09:30');
    await expect(page.getByLabel('Rückgabedatum')).toHaveValue(day);
    await page.getByLabel('Rückgabedatum').fill(addDays(day, 1));
    await page.getByLabel('Rückgabezeit').selectOption('17:00');
    await page.getByLabel('Anzahl E-Bikes').selectOption('2');
    await page.getByLabel('Größe E-Bike 1').selectOption('47');
    await page.getByLabel('Größe E-Bike 2').selectOption('51');
    await expect(page.getByText('Voraussichtlicher Preis für 2 E-Bikes und 2 Tage: 240 €')).toBeVisible();
    await page.getByLabel('Ich besitze eine SchwarzwaldCard', { exact: false }).check();
    await expect(page.getByText('kostenlos mit der SchwarzwaldCard')).toBeVisible();
    await fillPerson(page);
    await page.getByLabel('Geburtsdatum').fill('1980-04-12');
    await consent(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();

    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
    await expect(
      page.getByText('Ihre Anfrage ist bei uns eingegangen. Sie erhalten in Kürze eine Bestätigung per E-Mail.'),
    ).toBeVisible();
    const uuid = (await page
      .locator('strong')
      .filter({ hasText: /^[0-9a-f-]{36}$/ })
      .textContent())!;
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    await expectNoAxeViolations(page);
    // The calendar reloaded: the two days now hold two bikes more.
    await page.getByRole('button', { name: 'Zurück zum Formular' }).click();
    await expect(page.getByLabel('Abholdatum')).toHaveValue('');

    await page.goto(`/de/e-bike-leihen/stornieren?uuid=${uuid}`);
    await expect(page.getByText('Möchten Sie Ihre Leihanfrage wirklich stornieren?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Leihanfrage stornieren' }).click();
    await expect(page.getByRole('heading', { name: 'Leihanfrage storniert' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('link', { name: /Zurück zu „E-Bike leihen“/ })).toHaveAttribute(
      'href',
      '/de/e-bike-leihen',
    );

    // The same uuid a second time: the page says it is cancelled already, and offers nothing to cancel.
    await page.goto(`/de/e-bike-leihen/stornieren?uuid=${uuid}`);
    await expect(page.getByText('Diese Anfrage ist bereits storniert.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leihanfrage stornieren' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Refused by the server all the same: a second cancellation finds nothing to cancel.
    const again = await page.request.post('/api/buchungen/ebike/stornieren', {
      headers: { origin: new URL(page.url()).origin },
      data: { uuid },
    });
    expect(again.status()).toBe(404);
  });

  test('the request form loads only when the visitor comes near it, by scrolling or by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const submit = page.getByRole('button', { name: 'Leihanfrage senden' });
    await page.goto('/de/e-bike-leihen');
    await expect(page.getByText('Formular wird geladen …')).toBeAttached();
    // The site script has started and the islands are watched; the observer's first answer comes within two frames.
    await waitForHydration(page);
    await afterFrames(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydriert');
    await expect(submit).toHaveCount(0);
    await page.mouse.move(187, 300);
    await page.mouse.wheel(0, 900);
    await expect(submit).toBeAttached();
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeVisible();

    await page.goto('/de/e-bike-leihen');
    await waitForHydration(page);
    await afterFrames(page);
    await expect(submit).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(submit).toBeAttached();
  });

  test('every validation message of the e-bike form appears on screen', async ({ page }) => {
    await openBookingPage(page, '/de/e-bike-leihen');
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    const box = summary(page);
    await expect(box).toBeFocused();
    await expect(page).toHaveTitle(/^Fehler: /);
    for (const message of [
      'Bitte wählen Sie ein Termin in der Zukunft aus',
      'Bitte wählen Sie eine Abholzeit aus.',
      'Bitte wählen Sie die Anzahl der E-Bikes (1 bis 4).',
      'Bitte geben Sie Ihren Namen an.',
      'Bitte geben Sie Ihre Straße ein.',
      'Bitte geben Sie Ihre Hausnummer ein.',
      'Bitte geben Sie Ihre Postleitzahl ein.',
      'Bitte geben Sie Ihren Wohnort ein.',
      'Bitte geben Sie Ihre E-Mail Adresse an.',
      'Bitte geben Sie Ihre Telefonnummer an.',
      'Bitte geben Sie Ihren Geburtstag ein.',
      'Bitte stimmen Sie der Datenschutzerklärung zu.',
      'Bitte akzeptieren Sie die Nutzungsbestimmungen.',
    ]) {
      await expect(box.getByRole('link', { name: message })).toBeVisible();
    }
    // The same words at the field, tied to it with aria-describedby.
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Bitte geben Sie Ihren Namen an\./);
    await expectNoAxeViolations(page);
    // A summary link moves the focus to its field.
    await box.getByRole('link', { name: 'Bitte geben Sie Ihren Namen an.' }).click();
    await expect(name).toBeFocused();

    // Today is not in the future; sizes are asked per bike, each size at most twice; plz numeric.
    await fillBike(page, today(), '09:00', today(), '16:00');
    await page.getByLabel('Anzahl E-Bikes').selectOption('3');
    await page.getByLabel('Größe E-Bike 1').selectOption('47');
    await page.getByLabel('Größe E-Bike 2').selectOption('47');
    await page.getByLabel('Postleitzahl', { exact: true }).fill('79A77');
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    await expect(
      box.getByRole('link', { name: 'Bitte wählen Sie ein Termin in der Zukunft aus' }).first(),
    ).toBeVisible();
    await expect(box.getByRole('link', { name: 'Bitte geben Sie die Größe des E-Bikes 3 an.' })).toBeVisible();
    await expect(box.getByRole('link', { name: 'Bitte geben Sie eine korrekte Postleitzahl ein.' })).toBeVisible();
    await page.getByLabel('Größe E-Bike 3').selectOption('47');
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    await expect(
      box.getByRole('link', { name: 'Dieselbe Größe kann höchstens zweimal gewählt werden.' }),
    ).toBeVisible();
    // Nothing the user typed is cleared.
    await expect(page.getByLabel('Postleitzahl', { exact: true })).toHaveValue('79A77');
    await expectNoAxeViolations(page);
  });

  test('a competing request for the last bikes gives the conflict message', async ({ page, request, baseURL }) => {
    const day = dayAhead(54);
    await openBookingPage(page, '/de/e-bike-leihen');
    await fillBike(page, day, '10:00', day, '18:00');
    await page.getByLabel('Anzahl E-Bikes').selectOption('1');
    await page.getByLabel('Größe E-Bike 1').selectOption('51');
    await fillPerson(page);
    await page.getByLabel('Geburtsdatum').fill('1975-01-30');
    await consent(page);
    // Meanwhile someone else takes all four bikes on that day (the calendar here is stale).
    const competitor = await book(request, baseURL!, 'ebike', {
      datum_von: day,
      zeit_von: '09:00',
      datum_bis: day,
      zeit_bis: '16:00',
      anzahl: 4,
      groesse_0: 47,
      groesse_1: 47,
      groesse_2: 51,
      groesse_3: 51,
      schwarzwaldcard: false,
      ...PERSON,
      geburtsdatum: '1970-01-01',
      datenschutz: true,
      nutzungsbestimmungen: true,
    });
    expect(competitor.status()).toBe(201);
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ihr gewünschter Reservierungszeitraum ist bereits belegt' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Leider ist Ihr gewünschter Reservierungszeitraum bereits belegt. Bitte überprüfen Sie den Verfügbarkeitskalender und wählen Sie ein anderes Datum',
      ),
    ).toBeVisible();
    // The form keeps what was typed; the calendar has reloaded and shows the day as taken.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Erika Mustermann');
    await expectNoAxeViolations(page);
    const { uuid } = (await competitor.json()) as { uuid: string };
    const cancel = await request.post('/api/buchungen/ebike/stornieren', {
      data: { uuid },
      headers: { origin: baseURL! },
    });
    expect(cancel.status()).toBe(200);
  });

  test('the e-bike form can be completed with the keyboard alone', async ({ page }) => {
    const day = dayAhead(68);
    const kb = page.keyboard;
    /** Presses Tab until `target` has the focus (date inputs hold several stops: day, month, year, picker). */
    const tabTo = async (target: import('@playwright/test').Locator, most = 6) => {
      for (let i = 0; i < most; i += 1) {
        await kb.press('Tab');
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error('Ziel nicht per Tab erreicht');
    };
    await openBookingPage(page, '/de/e-bike-leihen');
    // The order of a date field's parts follows the browser's language: learn it from the
    // birth date (both readings of 02/01 are valid birth dates), then type the pickup date.
    await page.getByLabel('Geburtsdatum').focus();
    await kb.type('02011985');
    const dayFirst = (await page.getByLabel('Geburtsdatum').inputValue()) === '1985-01-02';
    const [y, m, d] = day.split('-');
    await page.getByLabel('Abholdatum').focus();
    await kb.type(dayFirst ? `${d}${m}${y}` : `${m}${d}${y}`);
    await expect(page.getByLabel('Abholdatum')).toHaveValue(day);
    await tabTo(page.getByLabel('Abholzeit'));
    await kb.press('ArrowDown'); // 09:00
    await expect(page.getByLabel('Rückgabedatum')).toHaveValue(day);
    await tabTo(page.getByLabel('Rückgabezeit'));
    await kb.press('ArrowDown'); // 16:00
    await tabTo(page.getByLabel('Anzahl E-Bikes'));
    await kb.press('ArrowDown'); // 1
    await tabTo(page.getByLabel('Größe E-Bike 1'));
    await kb.press('ArrowDown'); // 47
    await tabTo(page.getByLabel('Ich besitze eine SchwarzwaldCard', { exact: false }));
    await kb.press('Space');
    const fields = ['Name', 'Straße', 'Hausnummer', 'Postleitzahl', 'Wohnort', 'E-Mail-Adresse', 'Telefonnummer'];
    const values = ['Erika Mustermann', 'Talstraße', '7', '79877', 'Tannbrunn', 'erika@example.org', '07655 12345'];
    for (const [i, label] of fields.entries()) {
      await tabTo(page.getByLabel(label, { exact: true }));
      await kb.type(values[i]!);
    }
    await tabTo(page.getByLabel('Ich habe die Datenschutzerklärung gelesen', { exact: false }), 8);
    await kb.press('Space');
    await tabTo(page.getByLabel('Ich akzeptiere die Nutzungsbestimmungen', { exact: false }));
    await kb.press('Space');
    await tabTo(page.getByRole('button', { name: 'Leihanfrage senden' }));
    await kb.press('Enter');
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
    // The success message; the calendar's notice is a status region too.
    await expect(
      page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' }) }),
    ).toBeFocused();
    const uuid = (await page
      .locator('strong')
      .filter({ hasText: /^[0-9a-f-]{36}$/ })
      .textContent())!;
    const cancel = await page.request.post('/api/buchungen/ebike/stornieren', {
      data: { uuid },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(cancel.status()).toBe(200);
  });
});

test.describe('Lastenrad leihen', () => {
  test('from the empty form to success and to the cancellation', async ({ page }) => {
    const day = dayAhead(47, 5); // a Friday: four days up to Monday are allowed
    await openBookingPage(page, '/de/lastenrad-leihen');
    await expect(page.getByRole('heading', { level: 1, name: 'Lastenrad leihen' })).toBeVisible();
    await expect(page.getByText('Bei der Abholung hinterlegen Sie eine Kaution von 50 €.')).toBeVisible();
    await expectNoAxeViolations(page);
    await fillBike(page, day, '09:00', addDays(day, 3), '12:00');
    await fillPerson(page);
    await page.getByLabel('Geburtsdatum').fill('1990-09-09');
    await consent(page);
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
    const uuid = (await page
      .locator('strong')
      .filter({ hasText: /^[0-9a-f-]{36}$/ })
      .textContent())!;
    await expectNoAxeViolations(page);

    // Meanwhile the same days are taken for everyone else.
    await page.getByRole('button', { name: 'Zurück zum Formular' }).click();
    await fillBike(page, addDays(day, 3), '09:00', addDays(day, 3), '11:30');
    await fillPerson(page);
    await page.getByLabel('Geburtsdatum').fill('1990-09-09');
    await consent(page);
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ihr gewünschter Reservierungszeitraum ist bereits belegt' }),
    ).toBeVisible();

    await page.goto(`/de/lastenrad-leihen/stornieren?uuid=${uuid}`);
    await page.getByRole('button', { name: 'Leihanfrage stornieren' }).click();
    await expect(page.getByRole('heading', { name: 'Leihanfrage storniert' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Zurück zu „Lastenrad leihen“/ })).toHaveAttribute(
      'href',
      '/de/lastenrad-leihen',
    );
    await expectNoAxeViolations(page);
  });

  test('the weekend and rental-length messages appear on screen', async ({ page }) => {
    const saturday = dayAhead(20, 6);
    const friday = dayAhead(20, 5);
    const monday = dayAhead(20, 1);
    await openBookingPage(page, '/de/lastenrad-leihen');
    await fillBike(page, saturday, '09:00', addDays(saturday, 1), '10:00');
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    const box = summary(page);
    await expect(
      box.getByRole('link', { name: 'Keine Abholung am Wochenende möglich. Bitte wählen Sie einen anderen Tag.' }),
    ).toBeVisible();
    await expect(
      box.getByRole('link', { name: 'Keine Rückgabe am Wochenende möglich. Bitte wählen Sie einen anderen Tag.' }),
    ).toBeVisible();
    await fillBike(page, friday, '09:00', addDays(friday, 4), '10:00');
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    await expect(box.getByRole('link', { name: 'Die Leihdauer darf 4 Tage nicht überschreiten' })).toBeVisible();
    await fillBike(page, monday, '09:00', addDays(monday, 3), '10:00');
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    await expect(box.getByRole('link', { name: 'Die Leihdauer darf 3 Tage nicht überschreiten' })).toBeVisible();
    // Same-day return: no slot before 11:00 is offered.
    await fillBike(page, monday, '09:00', monday, '11:00');
    await expect(page.getByLabel('Rückgabezeit').locator('option', { hasText: '10:30' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

// The suite's server allows more (playwright.config.ts: every test books from 127.0.0.1), so the
// limit itself is checked on a server of its own, with the default of 10 per address in 10 minutes.
test.describe('Anfragelimit', () => {
  const PORT = 3198;
  let server: NextServer;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = await seededDataDir('tannbrunn-anfragelimit-');
    server = await startNextServer(PORT, {
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      BOOKING_RATE_LIMIT: '',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('after 10 requests from one address the form says in German when to try again (429)', async ({ page }) => {
    const origin = { origin: server.url };
    // Ten requests (invalid ones count too) use up the address's ten slots.
    for (let i = 0; i < 10; i++) {
      const answer = await page.request.post(`${server.url}/api/buchungen/lastenrad`, {
        data: {},
        headers: origin,
        timeout: 60_000,
      });
      expect(answer.status()).toBe(422);
    }
    const day = dayAhead(33);
    await openBookingPage(page, `${server.url}/de/lastenrad-leihen`);
    await fillBike(page, day, '09:00', addDays(day, 1), '10:00');
    await fillPerson(page);
    await page.getByLabel('Geburtsdatum').fill('1990-09-09');
    await consent(page);
    await page.getByRole('button', { name: 'Leihanfrage senden' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Zu viele Anfragen' });
    await expect(alert).toBeFocused();
    await expect(alert).toContainText(
      /Sie haben dieses Formular in kurzer Zeit zu oft abgeschickt\. Bitte versuchen Sie es ab \d\d:\d\d Uhr erneut \(in \d+ Minuten?\)\./,
    );
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Erika Mustermann');
    await expectNoAxeViolations(page);

    const refused = await page.request.post(`${server.url}/api/buchungen/ebike`, { data: {}, headers: origin });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await refused.json()) as { fehler: Record<string, string> }).fehler['']).toMatch(
      /^Sie haben dieses Formular in kurzer Zeit zu oft abgeschickt\./,
    );
    // Cancellations are counted apart; the calendar is never limited.
    expect(
      (
        await page.request.post(`${server.url}/api/buchungen/lastenrad/stornieren`, {
          data: { uuid: '0b7c5a52-6a57-4a7b-9a3e-2d9c7f1e0c11' },
          headers: origin,
        })
      ).status(),
    ).toBe(404);
    expect((await page.request.get(`${server.url}/api/buchungen/lastenrad/verfuegbarkeit`)).status()).toBe(200);
  });
});
