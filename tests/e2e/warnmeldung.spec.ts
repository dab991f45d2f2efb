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
  expect((await new AxeBuilder({ page: admin.page }).analyze()).violations).toEqual([]);
  await adminEntry.getByRole('button', { name: 'Beenden' }).click();
  await expect(adminEntry.getByText(/Beendet/)).toBeVisible();
  await admin.close();
});
