// Aktuelle Meldungen: from the list to an article's own detail page and back.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test('an article opens from the list with title, date, text and breadcrumb; axe finds nothing', async ({ page }) => {
  await page.goto('/de/leben/aktuelle-meldungen');
  const liste = page.getByRole('region', { name: 'Aktuelle Meldungen' });
  await liste.getByRole('link', { name: 'Abfallkalender 2027 ist da' }).click();

  await expect(page).toHaveURL(/\/de\/leben\/aktuelle-meldungen\/abfallkalender-2027-ist-da$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abfallkalender 2027 ist da');
  await expect(page).toHaveTitle(/Abfallkalender 2027 ist da/);
  const main = page.getByRole('main');
  await expect(main.getByText('Veröffentlicht am 05.11.2026')).toBeVisible();
  await expect(main.getByText('Der Abfallkalender für das Jahr 2027 ist fertig.', { exact: false })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Was sich 2027 ändert' })).toBeVisible();
  await expect(main.getByText('© Gemeinde Tannbrunn')).toBeVisible();
  await expect(main.getByRole('link', { name: /Abfallkalender 2027 \(PDF, 11 kB\)/ })).toHaveAttribute(
    'href',
    '/downloads/abfallkalender-2027.pdf',
  );

  const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Startseite',
    'Leben in Tannbrunn',
    'Aktuelle Meldungen',
    'Abfallkalender 2027 ist da',
  ]);
  await expect(crumbs.getByRole('link', { name: 'Aktuelle Meldungen' })).toHaveAttribute(
    'href',
    '/de/leben/aktuelle-meldungen',
  );
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Abfallkalender 2027 ist da');
  // The 'Leben' sidebar marks the section the article belongs to.
  await expect(
    page.getByRole('navigation', { name: 'Leben in Tannbrunn' }).getByRole('link', { name: 'Aktuelle Meldungen' }),
  ).toHaveAttribute('data-aktiv', 'true');

  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const jsonLd = structured.find((d) => d['@type'] === 'NewsArticle');
  expect(jsonLd).toMatchObject({
    '@type': 'NewsArticle',
    headline: 'Abfallkalender 2027 ist da',
    datePublished: '2026-11-05',
  });

  await expectNoAxeViolations(page);

  await main.getByRole('link', { name: 'Zurück zu den Aktuellen Meldungen' }).click();
  await expect(page).toHaveURL(/\/de\/leben\/aktuelle-meldungen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktuelle Meldungen');
});

test('every article of the list leads to its own page', async ({ page, request }) => {
  const hrefs = new Set<string>();
  for (let seite = 1; seite <= 5; seite++) {
    await page.goto(`/de/leben/aktuelle-meldungen?seite=${seite}`);
    const links = page.getByRole('region', { name: 'Aktuelle Meldungen' }).getByRole('heading').getByRole('link');
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))) hrefs.add(href);
    if (!(await page.getByRole('link', { name: /Nächste Seite/ }).count())) break;
  }
  expect(hrefs.size).toBe(8);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/de\/leben\/aktuelle-meldungen\/[a-z0-9-]+$/);
    expect((await request.get(href)).status(), href).toBe(200);
  }
});
