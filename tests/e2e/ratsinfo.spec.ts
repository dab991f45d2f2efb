// The council information system end to end (embedded demo): login, overview, meetings with
// agenda and documents, the iCal feed, reports, logout, accessibility.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// The first login of a fresh store opens and fills the embedded database.
test.setTimeout(60_000);

async function login(page: Page, path = '/de/ratsinfo') {
  await page.goto(path);
  await page.getByLabel('E-Mail-Adresse').fill('rat@tannbrunn.example');
  await page.getByLabel('Passwort').fill('Tannbrunn-Rat-2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Ratsinformationssystem', level: 2 })).toBeVisible({
    timeout: 30_000,
  });
}

test('without a session the council pages show the login only', async ({ page }) => {
  const response = await page.goto('/de/ratsinfo');
  expect(response?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung Ratsinformationssystem');
  await expectNoAxeViolations(page);
});

test('a member logs in and sees the overview with the coming meetings', async ({ page, context }) => {
  await login(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ratsinformationssystem');
  await expect(page.getByText('Willkommen, Klaus Eberle.')).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('Bau- und Umweltausschuss');
  await expect(page.getByRole('region', { name: 'Nächste Sitzungen' }).getByRole('listitem').first()).toContainText(
    'Verwaltungsausschuss',
  );
  const cookie = (await context.cookies()).find((c) => c.name === 'ratsinfo_sitzung');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('ratsinfo_sitzung');
  await expectNoAxeViolations(page);
});

test('meetings: list, detail with agenda and documents, and the calendar feed', async ({ page }) => {
  await login(page, '/de/ratsinfo/sitzungen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitzungen');
  await expect(page.getByRole('region', { name: 'Kommende Sitzungen' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Vergangene Sitzungen' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);

  const subscription = await page.getByLabel('Persönliche Kalenderadresse').inputValue();
  expect(subscription).toMatch(/\/api\/ratsinfo\/kalender\.ics\?schluessel=[A-Za-z0-9_-]{32}$/);
  const feed = await page.request.get(new URL(subscription).pathname + new URL(subscription).search, {
    headers: { cookie: '' },
  });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(6);
  expect(ics).toContain('DTSTART;TZID=Europe/Berlin:');
  expect(ics).toContain('SUMMARY:Öffentliche Sitzung des Gemeinderats');
  const download = await page.request.get('/api/ratsinfo/kalender.ics');
  expect((await download.text()).match(/BEGIN:VEVENT/g)).toHaveLength(6);

  // Issue 12.9: "Kalenderadresse erneuern" makes a new address; the old one answers 404.
  await page.getByRole('button', { name: 'Kalenderadresse erneuern' }).click();
  await expect(page.getByRole('status')).toContainText('Die Kalenderadresse wurde erneuert.');
  const renewed = await page.getByLabel('Persönliche Kalenderadresse').inputValue();
  expect(renewed).toMatch(/\/api\/ratsinfo\/kalender\.ics\?schluessel=[A-Za-z0-9_-]{32}$/);
  expect(renewed).not.toBe(subscription);
  const path = (address: string) => new URL(address).pathname + new URL(address).search;
  const old = await page.request.get(path(subscription), { headers: { cookie: '' } });
  expect(old.status()).toBe(404);
  expect(await old.text()).not.toContain('BEGIN:VCALENDAR');
  expect((await page.request.get(path(renewed), { headers: { cookie: '' } })).status()).toBe(200);
  await expectNoAxeViolations(page);

  await page
    .getByRole('region', { name: 'Vergangene Sitzungen' })
    .getByRole('link', { name: 'Öffentliche Sitzung des Gemeinderats' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Öffentliche Sitzung des Gemeinderats');
  await expect(page.getByRole('heading', { name: /TOP 2 Bebauungsplan/ })).toBeVisible();
  await expect(page.getByText('Beschluss: Einstimmig beschlossen.')).toBeVisible();
  const vorlage = page.getByRole('link', { name: 'Sitzungsvorlage 2026/041 Bebauungsplan Sonnhalde II' });
  const file = await page.request.get((await vorlage.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);
});

test('reports with their documents', async ({ page }) => {
  await login(page, '/de/ratsinfo/berichte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berichte');
  await expect(page.getByRole('heading', { name: 'Bericht zum Breitbandausbau – Stand Herbst' })).toBeVisible();
  const text = page.getByRole('link', { name: 'Übersicht der Investitionen (Text)' });
  const file = await page.request.get((await text.getAttribute('href'))!);
  expect(file.headers()['content-type']).toContain('text/plain');
  expect(await file.text()).toContain('Breitband');
  await expectNoAxeViolations(page);
});

test('the password page checks its fields; logout ends the session', async ({ page, context }) => {
  await login(page, '/de/ratsinfo/passwort');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort ändern');
  await expectNoAxeViolations(page);
  await page.getByLabel('Aktuelles Passwort').fill('Tannbrunn-Rat-2026');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('zu-kurz');
  await page.getByLabel('Neues Passwort wiederholen').fill('zu-kurz');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(
    page
      .getByRole('alert', { name: 'Es gibt ein Problem' })
      .getByRole('link', { name: 'Das neue Passwort muss mindestens 12 Zeichen lang sein.' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Fehler: /);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung Ratsinformationssystem');
  expect((await context.cookies()).some((c) => c.name === 'ratsinfo_sitzung')).toBe(false);
});

test('the password page reached with error codes (a change sent before the script loaded) focuses its summary', async ({
  page,
}) => {
  await login(page, '/de/ratsinfo/passwort');
  await page.goto('/de/ratsinfo/passwort?fehler=aktuell-falsch');
  const summary = page.getByRole('alert', { name: 'Es gibt ein Problem' });
  await expect(summary.getByRole('link', { name: 'Das aktuelle Passwort ist nicht richtig.' })).toHaveAttribute(
    'href',
    '#passwort-aktuell',
  );
  await expect(page.getByLabel('Aktuelles Passwort')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveTitle(/^Fehler: Passwort ändern/);
  await page.goto('/de/ratsinfo/passwort?fehler=neu-fehlt');
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page);
});

// Progressive enhancement: login, logout and the password change are plain forms the routes
// answer with a 303 (the successful change itself: tests/e2e/ratsinfo-intranet-sessions.spec.ts).
// (axe needs JavaScript in the page: the same error states are checked with it above.)
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('login (wrong password, then right), errors of the password page, and logout', async ({ page, context }) => {
    await page.goto('/de/ratsinfo/sitzungen');
    await page.getByLabel('E-Mail-Adresse').fill('rat@tannbrunn.example');
    await page.getByLabel('Passwort').fill('ganz-falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/ratsinfo\/sitzungen\?fehler=anmeldung-fehlgeschlagen$/);
    await expect(page.getByRole('alert', { name: 'Es gibt ein Problem' })).toContainText(
      'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.',
    );
    await expect(page).toHaveTitle(/^Fehler: Anmeldung Ratsinformationssystem/);

    await page.getByLabel('E-Mail-Adresse').fill('rat@tannbrunn.example');
    await page.getByLabel('Passwort').fill('Tannbrunn-Rat-2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/ratsinfo\/sitzungen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitzungen');
    await expect(page.getByRole('region', { name: 'Kommende Sitzungen' }).getByRole('listitem')).toHaveCount(4);
    expect((await context.cookies()).find((c) => c.name === 'ratsinfo_sitzung')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    await page.getByRole('complementary').getByRole('link', { name: 'Passwort ändern' }).click();
    await page.getByLabel('Aktuelles Passwort').fill('Tannbrunn-Rat-2026');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('zu-kurz');
    await page.getByLabel('Neues Passwort wiederholen').fill('anders');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page).toHaveURL(/\/de\/ratsinfo\/passwort\?fehler=neu-zu-kurz,wiederholung-abweichend$/);
    const summary = page.getByRole('alert', { name: 'Es gibt ein Problem' });
    await expect(
      summary.getByRole('link', { name: 'Das neue Passwort muss mindestens 12 Zeichen lang sein.' }),
    ).toHaveAttribute('href', '#passwort-neu');
    await expect(
      summary.getByRole('link', { name: 'Die beiden neuen Passwörter stimmen nicht überein.' }),
    ).toHaveAttribute('href', '#passwort-wiederholung');
    await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveTitle(/^Fehler: Passwort ändern/);

    // A form on another site cannot change the password: 403, nothing changes.
    const forged = await page.request.post('/api/ratsinfo/passwort', {
      form: { aktuell: 'Tannbrunn-Rat-2026', neu: 'Von-woanders-gesetzt-1', wiederholung: 'Von-woanders-gesetzt-1' },
      headers: { origin: 'https://boese.example' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);

    // "Kalenderadresse erneuern" as a plain form: 303 back to the meetings, a new address, the old one gone.
    await page.getByRole('complementary').getByRole('link', { name: 'Sitzungen' }).click();
    const before = await page.getByLabel('Persönliche Kalenderadresse').inputValue();
    await page.getByRole('button', { name: 'Kalenderadresse erneuern' }).click();
    await expect(page).toHaveURL(/\/de\/ratsinfo\/sitzungen\?kalender=erneuert#kalender$/);
    await expect(page.getByRole('status')).toContainText('Die Kalenderadresse wurde erneuert.');
    const after = await page.getByLabel('Persönliche Kalenderadresse').inputValue();
    expect(after).not.toBe(before);
    const gone = await page.request.get(new URL(before).pathname + new URL(before).search, {
      headers: { cookie: '' },
    });
    expect(gone.status()).toBe(404);

    await page.getByRole('complementary').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/de\/ratsinfo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung Ratsinformationssystem');
    expect((await context.cookies()).some((c) => c.name === 'ratsinfo_sitzung')).toBe(false);
  });
});
