// A page of each portal module and CMS template: it renders its data and axe reports no violations.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** Template -> a demo page that uses it, and a text the block shows there (from content/api). */
const PAGES: Record<string, { path: string; text: string }> = {
  hero: { path: '/de/veranstaltungen', text: 'Feste, Märkte und Kultur' },
  'headline-teaser': { path: '/de/veranstaltungen', text: 'Was ist los in Tannbrunn?' },
  'bild-text-teaser-3x': { path: '/de/veranstaltungen', text: 'Höhepunkte im Jahr' },
  'hero-slider': { path: '/de/tourismus/urlaub', text: 'Sommer am Tannsee' },
  'kurzinfo-icons': { path: '/de/tourismus/urlaub', text: 'Tannbrunn in Kürze' },
  'bild-text': { path: '/de/tourismus/urlaub', text: 'Gastgeber mit Herz' },
  'panoramabild-panoramateaser': { path: '/de/tourismus/urlaub', text: 'Das Hochtal von oben' },
  text: { path: '/de/tourismus/urlaub', text: 'Gut zu wissen' },
  veranstaltungen: { path: '/de/veranstaltungen/kalender', text: 'Tannbrunner Weihnachtsmarkt' },
  'veranstaltung-detail': { path: '/de/veranstaltungen/kalender/tannseefest', text: 'In meinen Kalender eintragen' },
  branchenverzeichnis: { path: '/de/verzeichnis', text: '34 Einträge' },
  'branchen-filter': { path: '/de/verzeichnis', text: 'Einträge filtern' },
  'branchen-detail': { path: '/de/verzeichnis/hotel-tannenhof', text: 'Kurhausstraße 9' },
  aemter: { path: '/de/leben/mitarbeiter-aemter', text: 'Standesamt' },
  mitarbeiter: { path: '/de/leben/mitarbeiter-aemter', text: 'Mitarbeitende von A bis Z' },
  'sidebar-leben': { path: '/de/leben/mitarbeiter-aemter', text: 'Was erledige ich wo?' },
  'amt-detail': { path: '/de/leben/mitarbeiter-aemter/buergerbuero', text: 'An- und Ummeldung' },
  'mitarbeiter-detail': { path: '/de/leben/mitarbeiter-aemter/ute-kaltenbach', text: 'Bürgermeisterin' },
  abfuhrtermine: { path: '/de/leben/abfall', text: 'Alle Termine als Kalenderdatei (iCal)' },
  'aktuelle-meldungen': { path: '/de/leben/aktuelle-meldungen', text: 'Abfallkalender 2027 ist da' },
  'artikel-detail': {
    path: '/de/leben/aktuelle-meldungen/abfallkalender-2027-ist-da',
    text: 'Zurück zu den Aktuellen Meldungen',
  },
  ausschreibungen: { path: '/de/leben/ausschreibungen', text: 'Laufende Ausschreibungen' },
  'was-erledige-ich-wo': { path: '/de/leben/was-erledige-ich-wo', text: 'Personalausweis' },
  pinnwand: { path: '/de/leben/pinnwand', text: 'Schlüsselbund am Tannsee' },
  baugebiete: { path: '/de/leben/baugebiete', text: 'Am Kirchberg' },
  serviceportal: { path: '/de/rathaus/online-dienste', text: 'Wohnsitz anmelden' },
};

// Blocks other issues own have their own end-to-end tests.
const ELSEWHERE = /^(schule-|raumreservierung|formular)/;

test('every block of this issue has a demo page here', () => {
  const folders = fs.readdirSync(path.join(__dirname, '..', '..', 'blocks')).filter((name) => !ELSEWHERE.test(name));
  expect(folders.filter((name) => !PAGES[name])).toEqual([]);
});

const byPath = new Map<string, string[]>();
for (const [template, { path: p }] of Object.entries(PAGES)) byPath.set(p, [...(byPath.get(p) ?? []), template]);

for (const [pagePath, templates] of byPath) {
  test(`${pagePath}: ${templates.join(', ')} – Inhalt und axe`, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    for (const template of templates)
      await expect(page.getByRole('main').getByText(PAGES[template]!.text, { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test('detail pages carry schema.org data and the iCal download works', async ({ page, request }) => {
  await page.goto('/de/veranstaltungen/kalender/tannseefest');
  const event = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(event).toMatchObject({
    '@type': 'Event',
    name: 'Tannseefest',
    startDate: '2027-07-24T10:00',
    endDate: '2027-07-25T23:00',
  });
  const href = await page.getByRole('link', { name: /In meinen Kalender eintragen/ }).getAttribute('href');
  const ics = await request.get(href!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('DTSTART;TZID=Europe/Berlin:20270724T100000\r\n');

  await page.goto('/de/verzeichnis/hotel-tannenhof');
  const business = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(business).toMatchObject({ '@type': 'LocalBusiness', name: 'Hotel Tannenhof', telephone: '0765593210' });
});

test('the events calendar pages with seite and filters by rubrik without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/veranstaltungen/kalender');
  await expect(page.getByText('Seite 1 von')).toBeVisible();
  await page.getByRole('link', { name: /Nächste Seite/ }).click();
  await expect(page).toHaveURL(/seite=2/);
  await expect(page.getByText('Seite 2 von')).toBeVisible();
  await page.getByLabel('Rubrik', { exact: true }).selectOption({ label: 'Brauchtum & Fasnet' });
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(/rubrik_id=4/);
  const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles).toContain('Großer Fasnetsumzug der Tannenhexen');
  expect(titles).not.toContain('Tannbrunner Weihnachtsmarkt');
  await context.close();
});

test('the waste calendar switches district with a GET form and offers the district iCal', async ({ page, request }) => {
  await page.goto('/de/leben/abfall');
  await page.getByLabel('Abfuhrbezirk').selectOption('bergdoerfer');
  await page.getByRole('button', { name: 'Termine anzeigen' }).click();
  await expect(page).toHaveURL(/ortsteil=bergdoerfer/);
  const href = await page.getByRole('link', { name: /Alle Termine als Kalenderdatei/ }).getAttribute('href');
  expect(href).toBe('/api/ical/abfuhrtermine?ortsteil=bergdoerfer');
  const ics = await request.get(href!);
  expect(ics.status()).toBe(200);
  expect((await ics.text()).match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(50);
});
