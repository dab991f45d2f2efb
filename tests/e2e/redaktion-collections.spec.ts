// Everything visitors read is editable (issue 43): an editor creates an event in the Redaktion's collection, the
// form speaks in German where something is missing, a second person publishes it, and it is in the calendar and on a
// page of its own; the collection's list searches and filters by its address, and the views pass axe.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { login } from './support/redaktion';

test.describe.configure({ mode: 'serial' });

// Unique per run: the end-to-end tests' store outlives a run on a developer's machine.
const RUN = Date.now().toString(36);
const TITLE = `Sternwanderung ${RUN}`;
const SLUG = `sternwanderung-${RUN}`;

test('an event: created and submitted by an editor, published by a second person, then on the site', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'redaktion');
  await page.goto('/redaktion/sammlungen');
  await page.getByRole('link', { name: 'Veranstaltungen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeVisible();
  await page.getByRole('button', { name: 'Neuer Eintrag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Veranstaltung: Neuer Eintrag/ })).toBeVisible();

  // Without its first day the event cannot be submitted: the validator's German words, at the field and above.
  await page.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Einreichen nicht möglich: Entwurf enthält 1 Fehler' }),
  ).toBeVisible();
  await expect(page.getByText('Bitte füllen Sie „Erster Tag“ aus.').first()).toBeVisible();

  await page.getByLabel('Titel', { exact: true }).fill(TITLE);
  await page.getByLabel('Erster Tag', { exact: true }).fill('2027-06-19');
  await page.getByLabel('Kurztext').fill('Geführte Wanderung zum Sonnenaufgang, mit Frühstück auf dem Gipfel.');
  await page.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /ist zur Freigabe eingereicht/ })).toBeVisible();
  const editor = page.url();

  await page.context().clearCookies();
  await login(page, 'freigabe');
  await page.goto(editor);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: new RegExp(`Veröffentlicht: Version 2 .*/de/veranstaltungen/kalender/${SLUG}\\)`) }),
  ).toBeVisible();

  await page.goto(`/de/veranstaltungen/kalender/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // In the calendar (paged by date): on one of its pages.
  const pages = [];
  for (let seite = 1; seite <= 4; seite++) {
    await page.goto(`/de/veranstaltungen/kalender?seite=${seite}`);
    pages.push(await page.locator('main').innerText());
  }
  expect(pages.some((text) => text.includes(TITLE))).toBe(true);
});

test('the list of a collection searches and filters by its address, and the views pass axe', async ({ page }) => {
  await login(page, 'freigabe');
  await page.goto('/redaktion/sammlungen/veranstaltungen');
  await page.getByLabel('Suche im Titel').fill('markt');
  await page.getByLabel('Rubrik').selectOption({ label: 'Märkte & Feste' });
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(/suche=markt/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const title of await rows.locator('td:nth-child(2) a').allTextContents())
    expect(title.toLowerCase()).toContain('markt');
  await expectNoAxeViolations(page);
  await rows.locator('a').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Veranstaltung: / })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: 'iframe' });
});
