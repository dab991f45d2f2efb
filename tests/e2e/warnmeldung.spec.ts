// The alert banner (issue 36): an approver publishes one at once in an emergency; a visitor's cached page shows it
// within seconds, announced to screen readers once, dismissable (remembered without a cookie); the Redaktion shows it
// as awaiting its second approval until another approver gives it. The form's messages are seen on screen, and axe
// finds nothing on the page with the banner. The banner covers one fresh page only, so other tests never see it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createPage, freshPath, login, publishAs, sessionAs } from './support/redaktion';

test.describe.configure({ timeout: 120_000 });

const banner = (page: Page) => page.getByRole('region', { name: 'Warnmeldung: Gefahr' });

test('an emergency banner reaches a cached page, is announced once, dismissable, and awaits its second approval', async ({
  page,
  browser,
}) => {
  const pfad = freshPath('warnung');
  // A text of its own: the store (and its list of banners) outlives a run.
  const meldung = `Hochwasser: Der Uferweg am Tannsee ist gesperrt (${Date.now().toString(36)}).`;
  await login(page, 'redaktion');
  await createPage(page, pfad, 'Seite mit Warnmeldung');
  await publishAs(page, 'freigabe', 'Version 1');

  // A visitor's page, generated and kept before the banner exists: no banner, and none of its code.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const scripts: string[] = [];
  visit.on('request', (request) => scripts.push(request.url()));
  await visit.goto(pfad);
  await expect(visit.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(visit)).toHaveCount(0);
  expect(scripts.some((url) => /AlertBannerList/.test(url))).toBe(false);

  // The approver's form: every message on screen first, then the banner for this page alone.
  await page.goto('/redaktion/warnmeldungen');
  await page.getByLabel('Bereich').fill('/en');
  await page.getByLabel('Link (freiwillig)').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Es gibt ein Problem' });
  await expect(summary.getByRole('link', { name: 'Bitte geben Sie den Text der Warnmeldung ein.' })).toBeVisible();
  await expect(page.getByLabel('Text', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Text', { exact: true }).fill(meldung);
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(
    summary.getByRole('link', {
      name: 'Der Link muss ein Pfad dieser Website (/de/…) oder eine Adresse mit https:// sein.',
    }),
  ).toBeVisible();
  await page.getByLabel('Link (freiwillig)').fill('/de');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(
    summary.getByRole('link', { name: 'Bitte geben Sie einen Linktext an, der sagt, wohin der Link führt.' }),
  ).toBeVisible();
  await page.getByLabel('Linktext').fill('Zur Startseite');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(summary.getByRole('link', { name: /Der Bereich muss \/de/ })).toBeVisible();
  await page.getByLabel('Bereich').fill(pfad);
  await page.getByLabel('Stufe').selectOption('gefahr');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'als Entwurf gespeichert' })).toBeVisible();

  const entry = page.getByRole('listitem').filter({ hasText: meldung });
  await entry.getByRole('button', { name: 'Im Notfall sofort veröffentlichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'wartet auf die zweite Freigabe' })).toBeVisible();
  await expect(entry.getByText('Notfall: wartet auf zweite Freigabe')).toBeVisible();
  // Without a second approval it ends by itself within 24 hours, and the Redaktion counts down.
  await expect(
    entry.getByText(
      /^Endet von selbst am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr \(noch 2[34] Std\.( \d+ Min\.)?\), wenn niemand sie vorher bestätigt\.$/,
    ),
  ).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Zweite Freigabe geben' })).toHaveCount(0);

  // The visitor's next request shows it, with its link, announced once.
  const published = Date.now();
  await expect(async () => {
    await visit.reload();
    await expect(banner(visit)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  expect(Date.now() - published).toBeLessThan(5_000);
  await expect(banner(visit).getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  await expect(banner(visit).getByRole('alert')).toHaveText(`Gefahr: ${meldung}`);
  expect((await new AxeBuilder({ page: visit }).analyze()).violations).toEqual([]);
  await visit.reload();
  await expect(banner(visit)).toBeVisible();
  // Hydrated, and remembered as announced: the live region stays empty.
  await expect(banner(visit).getByRole('button', { name: 'Warnmeldung ausblenden' })).toBeEnabled();
  await expect(banner(visit).getByRole('alert')).toHaveText('');

  // Dismissed, and still dismissed on the next visit (no cookie involved).
  await banner(visit).getByRole('button', { name: 'Warnmeldung ausblenden' }).click();
  await expect(banner(visit)).toHaveCount(0);
  expect(await visitor.cookies()).toEqual([]);
  await visit.reload();
  await expect(banner(visit)).toHaveCount(0);
  await visitor.close();

  // Another approver gives the second approval; the pending mark goes.
  const admin = await sessionAs(browser, 'admin');
  await admin.page.goto('/redaktion/warnmeldungen');
  const adminEntry = admin.page.getByRole('listitem').filter({ hasText: meldung });
  await adminEntry.getByRole('button', { name: 'Zweite Freigabe geben' }).click();
  await expect(adminEntry.getByText(/bestätigt von/)).toBeVisible();
  await expect(adminEntry.getByText('Notfall: wartet auf zweite Freigabe')).toHaveCount(0);
  await expect(adminEntry.getByText(/^Endet von selbst/)).toHaveCount(0);
  expect((await new AxeBuilder({ page: admin.page }).analyze()).violations).toEqual([]);
  await adminEntry.getByRole('button', { name: 'Beenden' }).click();
  await expect(adminEntry.getByText(/Beendet/)).toBeVisible();
  await admin.close();
});

test("a limited approver covers only its offices' pages, and an unconfirmed emergency banner links to this site only", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  // Another office's banner, written by the unlimited approver: read only for the Tourist-Information.
  const freigabe = await sessionAs(browser, 'freigabe');
  await freigabe.page.goto('/redaktion/warnmeldungen');
  const foreign = `Rathaus geschlossen (${stamp})`;
  const created = await freigabe.page.request.post('/api/redaktion/warnmeldungen', {
    headers: { origin: new URL(freigabe.page.url()).origin },
    data: { text: foreign, stufe: 'hinweis', bereich: `/de/rathaus/e2e-${stamp}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  await freigabe.close();

  const tourismus = await sessionAs(browser, 'tourismus');
  const page = tourismus.page;
  await page.goto('/redaktion/warnmeldungen');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: foreign })
      .getByText(
        /^Nur lesbar: Der Pfad „\/de\/rathaus\/e2e-[a-z0-9]+“ gehört zum Amt „Hauptamt“; Ihr Konto darf nur Seiten von „Tourist-Information“ bearbeiten\.$/,
      ),
  ).toBeVisible();

  // The whole site is not its to cover; nor is a link longer than the database keeps.
  const meldung = `Loipe gesperrt (${stamp})`;
  await page.getByLabel('Text', { exact: true }).fill(meldung);
  await page.getByLabel('Stufe').selectOption('gefahr');
  await page.getByLabel('Link (freiwillig)').fill(`https://umleitung.example.org/${'a'.repeat(500)}`);
  await page.getByLabel('Linktext').fill('Umleitung');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Es gibt ein Problem' });
  await expect(summary.getByRole('link', { name: 'Der Link darf höchstens 500 Zeichen lang sein.' })).toBeVisible();
  await page.getByLabel('Link (freiwillig)').fill('https://umleitung.example.org/loipe');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(
    summary.getByRole('link', {
      name: 'Der Pfad „/de“ gehört zum Amt „Hauptamt“; Ihr Konto darf nur Seiten von „Tourist-Information“ bearbeiten.',
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Bereich')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Bereich').fill(`/de/tourismus/e2e-${stamp}`);
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'als Entwurf gespeichert' })).toBeVisible();

  // At once and alone, the external link may not go out.
  const entry = page.getByRole('listitem').filter({ hasText: meldung });
  await entry.getByRole('button', { name: 'Im Notfall sofort veröffentlichen' }).click();
  await expect(
    page.getByText(
      'Im Notfall ohne zweite Freigabe darf der Link nur auf eine Seite dieser Website (/de/…) führen. Ändern Sie den Link, oder lassen Sie die Warnmeldung regulär freigeben.',
    ),
  ).toBeVisible();
  await expect(entry.getByText('Notfall: wartet auf zweite Freigabe')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await tourismus.close();
});
