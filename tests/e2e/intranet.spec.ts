// The intranet end to end (embedded demo): login, the sidebar, the newest texts, a category with
// paging, an item, the archive with validity, a document download, logout, accessibility.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { holdScripts, waitForHydration } from './support/hydrated';

const EMAIL = 'intranet@tannbrunn.example';
const PASSWORD = 'Tannbrunn-Intranet-2026';

// The first login of a fresh store opens and fills the embedded database.
test.setTimeout(60_000);

async function login(page: Page, path = '/de/intranet') {
  await page.goto(path);
  await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Intranet', level: 2 })).toBeVisible({ timeout: 30_000 });
}

test('without a session /de/intranet shows the login, private and uncached', async ({ page }) => {
  const response = await page.goto('/de/intranet');
  expect(response?.headers()['cache-control']).toContain('no-store');
  expect(response?.headers()['cache-control']).toContain('private');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung Intranet');
  await expect(page.getByRole('navigation', { name: 'Intranet' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an empty login shows the error summary linking to each field', async ({ page }) => {
  await page.goto('/de/intranet');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const summary = page.getByRole('alert', { name: 'Es gibt ein Problem' });
  await expect(summary.getByRole('heading')).toHaveText('Es gibt ein Problem');
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Fehler: /);
  await summary.getByRole('link', { name: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' }).click();
  await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('login shows the sidebar, the newest texts and keeps the token from scripts', async ({ page, context }) => {
  await login(page);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText('Intranet');
  await expect(sidebar.getByRole('link', { name: 'Aktuelles aus dem Rathaus' })).toHaveAttribute(
    'href',
    '/de/intranet/aktuelles',
  );
  await expect(sidebar.getByRole('link', { name: 'IT und Technik' })).toHaveAttribute('href', '/de/intranet/it');
  await expect(sidebar.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  const newest = page.getByRole('region', { name: 'Neueste Texte' }).getByRole('listitem');
  await expect(newest).toHaveCount(3);
  await expect(newest.first()).toContainText('Neue Öffnungszeiten des Bürgerbüros ab Dezember');
  await expect(newest.nth(1)).toContainText('Winterdienst: Rufbereitschaft beginnt');
  await expect(newest.nth(2)).toContainText('Fortbildung: Barrierefreie Dokumente erstellen');
  const cookie = (await context.cookies()).find((c) => c.name === 'intranet_sitzung');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(3500_000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(3600_000);
  expect(await page.evaluate(() => document.cookie)).not.toContain('intranet_sitzung');
  const token = cookie!.value.split('%3A')[1]!;
  expect(await page.content()).not.toContain(token);
  await expectNoAxeViolations(page);
});

test('a category pages its texts three at a time; an item opens', async ({ page }) => {
  await login(page);
  await page.getByRole('complementary').getByRole('link', { name: 'Aktuelles aus dem Rathaus' }).click();
  await expect(page).toHaveURL(/\/de\/intranet\/aktuelles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktuelles aus dem Rathaus');
  const items = page.locator('main ul li h2');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toHaveText('Neue Öffnungszeiten des Bürgerbüros ab Dezember');
  await expect(page.getByText('Seite 1 von 3')).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('navigation', { name: 'Seiten: Aktuelles aus dem Rathaus' })
    .getByRole('link', { name: 'Nächste Seite' })
    .click();
  await expect(page).toHaveURL(/\/de\/intranet\/aktuelles\?seite=2$/);
  await expect(items.first()).toHaveText('Haushaltsplanung 2027: Fristen für die Ämter');
  await page
    .getByRole('navigation', { name: 'Seiten: Aktuelles aus dem Rathaus' })
    .getByRole('link', { name: 'Seite 3' })
    .click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveText('Ergebnisse der Mitarbeiterbefragung');
  await items.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse der Mitarbeiterbefragung');
  await expect(page.getByText('Die Beteiligung lag bei 78 Prozent.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText(
    'Aktuelles aus dem Rathaus',
  );
  expect((await page.request.get('/de/intranet/aktuelles?seite=9')).status()).toBe(404);
  expect((await page.request.get('/de/intranet/gibt-es-nicht')).status()).toBe(404);
});

test('the archive shows topics and only documents valid today, with downloadtext and stand', async ({ page }) => {
  await login(page);
  await page.getByRole('complementary').getByRole('link', { name: 'Archiv' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archiv');
  await page.getByRole('link', { name: 'Dienstanweisungen' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Dienstanweisung Winterdienst', exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Dienstanweisung Mobile Arbeit' })).toBeVisible();
  await expect(main.getByText('Dienstanweisung Winterdienst 2019/2020')).toHaveCount(0);
  await expect(main.getByText('Aktenführung')).toHaveCount(0);
  await expect(main.getByText('Stand: 15.10.2025')).toBeVisible();
  const link = main.getByRole('link', { name: 'Dienstanweisung Winterdienst (PDF)' });
  const download = await page.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['cache-control']).toContain('no-store');
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('logout removes the cookie and shows the login again', async ({ page, context }) => {
  await login(page, '/de/intranet/personal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal und Fortbildung');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung Intranet');
  await expect(page.getByText('Personal und Fortbildung')).toHaveCount(0);
  expect((await context.cookies()).some((c) => c.name === 'intranet_sitzung')).toBe(false);
  await page.goto('/de/intranet/personal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung Intranet');
});

test('logging in on a category address shows that category', async ({ page }) => {
  await login(page, '/de/intranet/it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IT und Technik');
});

test('a login page reached with error codes (a post sent before the script loaded) focuses its summary', async ({
  page,
}) => {
  await page.goto('/de/intranet?fehler=email-ungueltig,passwort-fehlt,unbekannt');
  const summary = page.getByRole('alert', { name: 'Es gibt ein Problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText([
    'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@tannbrunn.de.',
    'Bitte geben Sie Ihr Passwort ein.',
  ]);
  await expect(page).toHaveTitle(/^Fehler: /);
  await expectNoAxeViolations(page);
  // The script takes over from there: a right login opens the intranet.
  await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Neueste Texte' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert', { name: 'Es gibt ein Problem' })).toHaveCount(0);
});

// A slow phone shows the form before its script runs: what the visitor typed then is what the script sends.
test('a login typed before the page hydrated is sent as typed', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/de/intranet', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await page.getByLabel('Passwort').fill(PASSWORD);
  scripts.release();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Intranet', level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert', { name: 'Es gibt ein Problem' })).toHaveCount(0);
});

// Progressive enhancement: the login and logout are plain forms the route answers with a 303.
// (axe needs JavaScript in the page: the same error states are checked with it above.)
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('login (wrong password, empty fields, then right), the protected page, and logout', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/de/intranet/it');
    await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
    await page.getByLabel('Passwort').fill('ganz-falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/intranet\/it\?fehler=anmeldung-fehlgeschlagen$/);
    const summary = page.getByRole('alert', { name: 'Es gibt ein Problem' });
    await expect(summary).toContainText(
      'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.',
    );
    await expect(page).toHaveTitle(/^Fehler: Anmeldung Intranet/);

    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\?fehler=email-fehlt,passwort-fehlt$/);
    await expect(summary.getByRole('link', { name: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })).toHaveAttribute(
      'href',
      '#intranet-email',
    );
    await expect(summary.getByRole('link', { name: 'Bitte geben Sie Ihr Passwort ein.' })).toHaveAttribute(
      'href',
      '#intranet-passwort',
    );
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
    await page.getByLabel('Passwort').fill(PASSWORD);
    const answer = page.waitForResponse('**/api/intranet/anmelden');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/de\/intranet\/it$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IT und Technik');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'intranet_sitzung');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const response = await page.reload();
    expect(response?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);

    // A form on another site cannot log anyone out (nor in): 403, the session stays.
    const forged = await page.request.post('/api/intranet/abmelden', {
      form: {},
      headers: { origin: 'https://boese.example' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(forged.headers()['set-cookie']).toBeUndefined();
    const forgedLogin = await page.request.post('/api/intranet/anmelden', {
      form: { email: EMAIL, passwort: PASSWORD },
      headers: { origin: 'https://boese.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(forgedLogin.status()).toBe(403);
    // Nor does a login lead anywhere but into the intranet.
    const elsewhere = await page.request.post('/api/intranet/anmelden', {
      form: { email: EMAIL, passwort: PASSWORD, ziel: '//boese.example/de/intranet' },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(elsewhere.headers().location).toBe('/de/intranet');

    await page.getByRole('complementary').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/de\/intranet$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung Intranet');
    expect((await context.cookies()).some((c) => c.name === 'intranet_sitzung')).toBe(false);
  });
});
