// Keeping the site true (issue 36): every office's pages with their review dates. A page whose review is due shows in
// its office's list with the button 'Geprüft, unverändert'; pressing it records the check without a new version and
// the page is no longer due. The views pass axe at phone and desktop width.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, createPage, freshPath, login } from './support/redaktion';

test.describe.configure({ timeout: 90_000 });

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

for (const width of [375, 1280]) {
  test(`the overview of offices passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, 'redaktion');
    await page.getByRole('link', { name: 'Zuständigkeiten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zuständigkeiten' })).toBeVisible();
    const rows = page.getByRole('table', { name: /^Ämter mit ihren Seiten/ }).getByRole('row');
    // The header and the municipality's seven offices.
    await expect(rows).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Tourist-Information' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('link', { name: 'Tourist-Information' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tourist-Information' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}

test('a page due for review leaves the list when marked as reviewed, without a new version', async ({ page }) => {
  const pfad = freshPath('pruefung').replace('/de/redaktion-test/', '/de/tourismus/');
  const titel = `Prüfseite ${Date.now().toString(36)}`;
  await login(page, 'redaktion');
  await createPage(page, pfad, titel);
  const id = page.url().split('/').pop()!;
  const origin = new URL(page.url()).origin;

  // Due today: the office asks for a look now.
  const due = await page.request.post(`/api/redaktion/seiten/${id}/zustaendigkeit`, {
    headers: { origin },
    data: { abteilung: 7, pruefenBis: today() },
  });
  expect(due.status()).toBe(200);
  // A date in the past is refused in German and changes nothing.
  const past = await page.request.post(`/api/redaktion/seiten/${id}/zustaendigkeit`, {
    headers: { origin },
    data: { abteilung: 7, pruefenBis: '2020-01-01' },
  });
  expect(past.status()).toBe(422);
  expect((await past.json()).message).toBe('Das Prüfdatum muss heute oder später sein.');
  const versionsBefore = (await (await page.request.get(`/api/redaktion/seiten/${id}/versionen`)).json()).versionen;

  await page.goto('/redaktion/zustaendigkeiten/7');
  const row = page.getByRole('row').filter({ hasText: titel });
  await expect(row.getByText('Bald fällig')).toBeVisible();
  await row.getByRole('button', { name: `Geprüft, unverändert: ${titel}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `„${titel}“ ist als geprüft vermerkt` })).toBeVisible();
  await expect(row.getByText('Aktuell')).toBeVisible();
  await expect(row.getByText(`von ${ACCOUNTS.redaktion.name}`)).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);

  // After a reload too, and with no new version of the page.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: titel }).getByText('Aktuell')).toBeVisible();
  const versionsAfter = (await (await page.request.get(`/api/redaktion/seiten/${id}/versionen`)).json()).versionen;
  expect(versionsAfter).toHaveLength(versionsBefore.length);
});
