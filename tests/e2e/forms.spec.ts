// The other forms on their content pages: contact, damage report, club registration, event
// registration, guided tour enquiry. Each from the empty form (every message on screen, GOV.UK
// summary focused) to success and 'send another'; the honeypot; the rate limit; the failure
// alert; keyboard-only completion; axe in every state. The server's rate limit counts per
// address (127.0.0.1 here) and form: each form is sent at most 5 times from this file per run.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addDays, today } from './support/booking';
import { waitForHydration } from './support/hydrated';

test.describe.configure({ timeout: 90_000 });

const SUMMARY = 'Es gibt ein Problem';

function summary(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { name: SUMMARY }) });
}

const formBlock = (page: Page) => page.locator('section[aria-labelledby^="formular-"]');

/** Opens the page and comes near the form, as a visitor does: only then does its code load (FormularBlock.tsx). */
async function openForm(page: Page, path: string, submit: string) {
  await page.goto(path);
  await formBlock(page).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: submit })).toBeVisible();
}

/** Submits the empty (or current) form and checks that every message is in the focused summary and at its field. */
async function expectMessages(page: Page, submit: string, messages: string[]) {
  await page.getByRole('button', { name: submit }).click();
  const box = summary(page);
  await expect(box).toBeFocused();
  for (const message of messages) {
    await expect(box.getByRole('link', { name: message })).toBeVisible();
    // The same words at the field, tied to it with aria-describedby.
    await expect(page.locator('p[id$="__fehler"]').filter({ hasText: message })).toHaveCount(1);
  }
  await expect(box.getByRole('listitem')).toHaveCount(messages.length);
  await expect(page).toHaveTitle(/^Fehler: /);
}

// The first submission may open and migrate the embedded database (seconds on a loaded machine).
const SERVER = { timeout: 30_000 };

async function expectSuccess(page: Page, title: string, again: string) {
  await expect(page.getByRole('heading', { name: title })).toBeVisible(SERVER);
  await expect(page.getByRole('status').filter({ hasText: title })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: again }).click();
  await expect(summary(page)).toHaveCount(0);
}

const consent = (page: Page) => page.getByLabel('Ich habe die Datenschutzerklärung gelesen', { exact: false }).check();

test('a form below the fold loads its code when the visitor comes near it, not with the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/de/rathaus/kontakt');
  // Hydrated, and time for whatever would load with the page.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(formBlock(page).getByRole('status')).toHaveText('Formular wird geladen …');
  const loadedWithPage = scripts.length;
  await formBlock(page).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(loadedWithPage);
});

test('contact: empty -> every message -> success -> send another', async ({ page }) => {
  await openForm(page, '/de/rathaus/kontakt', 'Nachricht senden');
  await expect(page.getByRole('heading', { name: 'Schreiben Sie uns' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectMessages(page, 'Nachricht senden', [
    'Bitte geben Sie einen Betreff an.',
    'Bitte geben Sie Ihre Nachricht ein.',
    'Bitte geben Sie Ihren Namen an.',
    'Bitte geben Sie Ihre E-Mail Adresse an.',
    'Bitte stimmen Sie der Datenschutzerklärung zu.',
  ]);
  await expect(page.getByLabel('Betreff')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  // A summary link takes the focus to its field.
  await summary(page).getByRole('link', { name: 'Bitte geben Sie Ihre Nachricht ein.' }).click();
  await expect(page.getByLabel('Ihre Nachricht')).toBeFocused();
  await page.getByLabel('Betreff').fill('Frage zur Hundesteuer');
  await page.getByLabel('Ihre Nachricht').fill('Wann wird die Hundesteuer für das zweite Halbjahr fällig?');
  await page.getByLabel('Name', { exact: true }).fill('Erika Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika@');
  await page.getByLabel(/^Telefonnummer/).fill('bitte anrufen');
  await consent(page);
  await expectMessages(page, 'Nachricht senden', [
    'Bitte geben Sie Ihre E-Mail Adresse an.',
    'Bitte geben Sie eine gültige Telefonnummer an.',
  ]);
  // Nothing the user typed is cleared.
  await expect(page.getByLabel('Ihre Nachricht')).toHaveValue(
    'Wann wird die Hundesteuer für das zweite Halbjahr fällig?',
  );
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.org');
  await page.getByLabel(/^Telefonnummer/).fill('07655 12345');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expectSuccess(page, 'Vielen Dank für Ihre Nachricht', 'Weitere Nachricht senden');
  await expect(page.getByLabel('Betreff')).toHaveValue('');
  await expect(page).not.toHaveTitle(/^Fehler: /);
});

test('barrier report, keyboard only: the contact form with its subject, from the first Tab to success', async ({
  page,
}) => {
  await openForm(page, '/de/barrierefreiheit/fehler-melden', 'Nachricht senden');
  await expect(page.getByLabel('Betreff')).toHaveValue('Barriere auf der Website');
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
  const focusedName = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
  // Tab from the top of the page to the first field of the form.
  for (let i = 0; i < 150 && (await focusedId()) !== 'formular_kontakt_betreff'; i += 1)
    await page.keyboard.press('Tab');
  expect(await focusedId()).toBe('formular_kontakt_betreff');
  // Send the incomplete form with Enter: the summary takes the focus; its first link leads to the field.
  await page.keyboard.press('Enter');
  await expect(summary(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#formular_kontakt_nachricht')).toBeFocused();
  await page.keyboard.type('Das Suchfeld im Kopf der Seite hat für Screenreader keine Beschriftung.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Erika Mustermann');
  await page.keyboard.press('Tab');
  await page.keyboard.type('erika@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedId()).toBe('formular_kontakt_datenschutz');
  await page.keyboard.press('Space');
  // On to the button: the honeypot is never reached.
  for (
    let i = 0;
    i < 5 && !(await page.evaluate(() => document.activeElement?.textContent === 'Nachricht senden'));
    i += 1
  ) {
    await page.keyboard.press('Tab');
    expect(await focusedName()).not.toBe('homepage');
  }
  await page.keyboard.press('Enter');
  await expectSuccess(page, 'Vielen Dank für Ihre Nachricht', 'Weitere Nachricht senden');
  await expect(page.getByLabel('Betreff')).toHaveValue('Barriere auf der Website');
});

test('damage report: new page in the menu, every message, feedback needs an e-mail, success', async ({ page }) => {
  await openForm(page, '/de/rathaus/buergerservice/schaden-melden', 'Schaden melden');
  await expect(page.getByRole('heading', { level: 1, name: 'Schaden melden' })).toBeVisible();
  await expect(page.locator('a[href="/de/rathaus/buergerservice/schaden-melden"]').first()).toBeAttached();
  await expectNoAxeViolations(page);
  await expectMessages(page, 'Schaden melden', [
    'Bitte wählen Sie die Art des Schadens aus.',
    'Bitte beschreiben Sie, wo sich der Schaden befindet.',
    'Bitte beschreiben Sie den Schaden.',
    'Bitte stimmen Sie der Datenschutzerklärung zu.',
  ]);
  await expectNoAxeViolations(page);
  await page.getByLabel('Art des Schadens').selectOption('Straßenbeleuchtung');
  await page.getByLabel('Wo ist der Schaden?').fill('Talstraße vor Hausnummer 12, Laterne Nr. 34');
  await page.getByLabel('Beschreibung des Schadens').fill('Die Laterne ist seit drei Tagen dunkel.');
  await page.getByLabel(/^Bemerkt am/).fill(addDays(today(), 1));
  await page.getByLabel('Ich möchte eine Rückmeldung erhalten', { exact: false }).check();
  await consent(page);
  await expectMessages(page, 'Schaden melden', [
    'Bitte geben Sie ein Datum an, das nicht in der Zukunft liegt.',
    'Bitte geben Sie Ihre E-Mail Adresse an, damit wir Ihnen Bescheid geben können.',
  ]);
  await page.getByLabel(/^Bemerkt am/).fill(today());
  await page.getByLabel(/^E-Mail-Adresse/).fill('erika@example.org');
  await page.getByRole('button', { name: 'Schaden melden' }).click();
  await expectSuccess(page, 'Vielen Dank für Ihre Meldung', 'Weiteren Schaden melden');
});

test('damage report: a failing server shows the spec failure texts and keeps the input', async ({ page }) => {
  await page.route('**/api/formulare/schadensmeldung', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"fehler":"Interner Fehler"}' }),
  );
  await openForm(page, '/de/rathaus/buergerservice/schaden-melden', 'Schaden melden');
  await page.getByLabel('Art des Schadens').selectOption('Spielplatz oder Sportanlage');
  await page.getByLabel('Wo ist der Schaden?').fill('Spielplatz Kurpark');
  await page.getByLabel('Beschreibung des Schadens').fill('Die Schaukel ist gerissen.');
  await consent(page);
  await page.getByRole('button', { name: 'Schaden melden' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Leider ist ein Fehler aufgetreten' });
  await expect(alert).toBeFocused();
  await expect(alert).toContainText(
    'Wir werden versuchen den Fehler schnellstmöglich zu beheben. Probieren Sie es später erneut',
  );
  await expect(page.getByLabel('Wo ist der Schaden?')).toHaveValue('Spielplatz Kurpark');
  await expectNoAxeViolations(page);
});

test('club registration: every message, postcode and web address, success', async ({ page }) => {
  await openForm(page, '/de/leben/vereine', 'Anmeldung senden');
  await expectNoAxeViolations(page);
  await expectMessages(page, 'Anmeldung senden', [
    'Bitte geben Sie den Namen des Vereins an.',
    'Bitte wählen Sie den Bereich des Vereins aus.',
    'Bitte beschreiben Sie den Verein kurz.',
    'Bitte geben Sie eine Ansprechperson an.',
    'Bitte geben Sie Ihre E-Mail Adresse an.',
    'Bitte stimmen Sie der Veröffentlichung im Vereinsverzeichnis zu.',
    'Bitte stimmen Sie der Datenschutzerklärung zu.',
  ]);
  await page.getByLabel('Name des Vereins').fill('Tannbrunner Alphornbläser e. V.');
  await page.getByLabel('Bereich').selectOption('Musik und Gesang');
  await page.getByLabel('Kurzbeschreibung').fill('Zwölf Alphörner, Proben donnerstags im Kurhaus.');
  await page.getByLabel(/^Internetseite/).fill('www.alphorn.example');
  await page.getByLabel('Ansprechperson').fill('Erika Mustermann');
  await page.getByLabel(/^Postleitzahl/).fill('7987');
  await page.getByLabel('E-Mail-Adresse').fill('alphorn@example.org');
  await page
    .getByLabel('Ich bin damit einverstanden, dass die Angaben im Vereinsverzeichnis', { exact: false })
    .check();
  await consent(page);
  await expectMessages(page, 'Anmeldung senden', [
    'Bitte geben Sie eine Internetadresse an, die mit https:// beginnt.',
    'Bitte geben Sie eine korrekte Postleitzahl ein.',
  ]);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Internetseite/).fill('https://alphorn.example');
  await page.getByLabel(/^Postleitzahl/).fill('79877');
  await page.getByRole('button', { name: 'Anmeldung senden' }).click();
  await expectSuccess(page, 'Vielen Dank für Ihre Anmeldung', 'Weiteren Verein anmelden');
});

test('event registration: every message, date and time rules, success', async ({ page }) => {
  await openForm(page, '/de/veranstaltungen/veranstaltung-melden', 'Veranstaltung melden');
  await expectNoAxeViolations(page);
  await expectMessages(page, 'Veranstaltung melden', [
    'Bitte geben Sie den Titel der Veranstaltung an.',
    'Bitte beschreiben Sie die Veranstaltung.',
    'Bitte wählen Sie ein Termin in der Zukunft aus',
    'Bitte geben Sie an, wann die Veranstaltung beginnt.',
    'Bitte geben Sie den Veranstaltungsort an.',
    'Bitte geben Sie den Veranstalter an.',
    'Bitte geben Sie Ihren Namen an.',
    'Bitte geben Sie Ihre E-Mail Adresse an.',
    'Bitte geben Sie Ihre Telefonnummer an.',
    'Bitte stimmen Sie der Datenschutzerklärung zu.',
  ]);
  await page.getByLabel('Titel der Veranstaltung').fill('Frühjahrskonzert');
  await page.getByLabel('Beschreibung', { exact: true }).fill('Der Musikverein spielt Werke von Mozart bis ABBA.');
  await page.getByLabel('Datum', { exact: true }).fill(today());
  await page.getByLabel('Beginn').fill('19:30');
  await page.getByLabel(/^Ende/).fill('19:00');
  await page.getByLabel('Veranstaltungsort mit Adresse').fill('Festhalle, Schulstraße 5');
  await page.getByLabel('Veranstalter').fill('Musikverein Tannbrunn 1861 e. V.');
  await page.getByLabel('Name', { exact: true }).fill('Erika Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.org');
  await page.getByLabel('Telefonnummer').fill('07655 12345');
  await consent(page);
  await expectMessages(page, 'Veranstaltung melden', [
    'Bitte wählen Sie ein Termin in der Zukunft aus',
    'Das Ende muss nach dem Beginn liegen.',
  ]);
  await page.getByLabel('Datum', { exact: true }).fill(addDays(today(), 20));
  await page.getByLabel(/^Ende/).fill('22:00');
  await page.getByRole('button', { name: 'Veranstaltung melden' }).click();
  await expectSuccess(page, 'Vielen Dank für Ihre Meldung', 'Weitere Veranstaltung melden');
});

test('honeypot: hidden from people and assistive technology; a filled one is answered like a success', async ({
  page,
  baseURL,
}) => {
  await openForm(page, '/de/veranstaltungen/veranstaltung-melden', 'Veranstaltung melden');
  const trap = page.locator('input[name="homepage"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
  const box = await trap.boundingBox();
  expect(box!.x + box!.width).toBeLessThan(0);
  await expect(page.getByRole('textbox', { name: 'Bitte lassen Sie dieses Feld leer.' })).toHaveCount(0);
  // A bot fills every field it finds, the honeypot too.
  await page.getByLabel('Titel der Veranstaltung').fill('Billige Uhren');
  await page.getByLabel('Beschreibung', { exact: true }).fill('Jetzt kaufen!');
  await page.getByLabel('Datum', { exact: true }).fill(addDays(today(), 30));
  await page.getByLabel('Beginn').fill('10:00');
  await page.getByLabel('Veranstaltungsort mit Adresse').fill('Internet');
  await page.getByLabel('Veranstalter').fill('Spam GmbH');
  await page.getByLabel('Name', { exact: true }).fill('Bot');
  await page.getByLabel('E-Mail-Adresse').fill('bot@spam.example');
  await page.getByLabel('Telefonnummer').fill('0000');
  await consent(page);
  await trap.evaluate((input: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'https://uhren.example');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const posted = page.waitForRequest('**/api/formulare/veranstaltung-melden');
  await page.getByRole('button', { name: 'Veranstaltung melden' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ homepage: 'https://uhren.example' });
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Meldung' })).toBeVisible(SERVER);
  // A cross-site form is refused before anything else.
  const foreign = await page.request.post('/api/formulare/kontakt', {
    data: {},
    headers: { origin: 'https://boese.example' },
  });
  expect(foreign.status()).toBe(403);
  expect((await page.request.get('/api/formulare/kontakt')).status()).toBe(405);
  expect(
    (await page.request.post('/api/formulare/umfrage', { data: {}, headers: { origin: baseURL! } })).status(),
  ).toBe(404);
});

test('guided tour enquiry: every message, success, then the rate limit after 5 submissions', async ({
  page,
  baseURL,
}) => {
  await openForm(page, '/de/tourismus/tourist-information', 'Anfrage senden');
  await expectNoAxeViolations(page);
  await expectMessages(page, 'Anfrage senden', [
    'Bitte wählen Sie eine Führung aus.',
    'Bitte wählen Sie ein Termin in der Zukunft aus',
    'Bitte geben Sie die Anzahl der Teilnehmenden an (1 bis 60).',
    'Bitte geben Sie Ihren Namen an.',
    'Bitte geben Sie Ihre E-Mail Adresse an.',
    'Bitte geben Sie Ihre Telefonnummer an.',
    'Bitte stimmen Sie der Datenschutzerklärung zu.',
  ]);
  await expect(page.getByLabel('Sprache')).toHaveValue('Deutsch');
  const wish = addDays(today(), 14);
  await page.getByLabel('Gewünschte Führung').selectOption('Geführte Wanderung im Hochtal');
  await page.getByLabel('Wunschtermin').fill(wish);
  await page.getByLabel(/^Ausweichtermin/).fill(wish);
  await page.getByLabel('Anzahl der Teilnehmenden').fill('80');
  await page.getByLabel('Name', { exact: true }).fill('Erika Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.org');
  await page.getByLabel('Telefonnummer').fill('07655 12345');
  await consent(page);
  await expectMessages(page, 'Anfrage senden', [
    'Der Ausweichtermin muss ein anderer Tag als der Wunschtermin sein.',
    'Bitte geben Sie die Anzahl der Teilnehmenden an (1 bis 60).',
  ]);
  await page.getByLabel(/^Ausweichtermin/).fill(addDays(wish, 1));
  await page.getByLabel('Anzahl der Teilnehmenden').fill('18');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible(SERVER);

  // Four more from the same address (a bot's, caught by the honeypot, count too): 5 in 10 minutes.
  for (let i = 0; i < 4; i += 1) {
    const answer = await page.request.post('/api/formulare/fuehrungsanfrage', {
      data: { homepage: 'x' },
      headers: { origin: baseURL! },
    });
    expect(answer.status()).toBe(201);
  }
  await page.getByRole('button', { name: 'Weitere Anfrage senden' }).click();
  await page.getByLabel('Gewünschte Führung').selectOption('Ortsführung durch Tannbrunn');
  await page.getByLabel('Wunschtermin').fill(wish);
  await page.getByLabel('Anzahl der Teilnehmenden').fill('12');
  await page.getByLabel('Name', { exact: true }).fill('Erika Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.org');
  await page.getByLabel('Telefonnummer').fill('07655 12345');
  await consent(page);
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Zu viele Anfragen' });
  await expect(alert).toBeFocused(SERVER);
  await expect(alert).toContainText(
    /Sie haben dieses Formular in kurzer Zeit zu oft abgeschickt\. Bitte versuchen Sie es ab \d\d:\d\d Uhr erneut \(in (\d+) Minuten?\)\./,
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Erika Mustermann');
  await expectNoAxeViolations(page);
  const refused = await page.request.post('/api/formulare/fuehrungsanfrage', {
    data: {},
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
});
