// Content outlives its schema (issue 34), in real Chromium: a page seeded in block version 1 (the text block's
// heading a plain string) opens in the editor in the new shape (text and level), saves as the current version, and
// its diff against the seeded version shows only the real edit; visitors still see the published heading. The
// Inhaltsprüfung for admins is axe-clean and leads from a finding to the block's field in the editor.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshPath, login } from './support/redaktion';

test.describe.configure({ timeout: 120_000 });

const PFAD = '/de/tourismus/naturpark';

interface Knoten {
  id: string;
  pfad: string;
  kinder: Knoten[];
}

/** The Redaktion's navigation entry (the page tree may hold pages titled so by earlier runs). */
const reportLink = (page: Page) => page.locator('a[href="/redaktion/inhaltspruefung"]');

async function pageIdOf(page: Page, pfad: string): Promise<string> {
  const { seiten } = (await (await page.request.get('/api/redaktion/seiten')).json()) as { seiten: Knoten[] };
  const find = (nodes: Knoten[]): Knoten | undefined =>
    nodes.map((n) => (n.pfad === pfad ? n : find(n.kinder))).find(Boolean);
  return find(seiten)!.id;
}

test('a page seeded in version 1 opens in the new shape, saves as version 2, and diffs only the real edit', async ({
  page,
  browser,
}) => {
  await login(page, 'redaktion');
  const id = await pageIdOf(page, PFAD);
  const before = (await (await page.request.get(`/api/redaktion/seiten/${id}/versionen`)).json()) as {
    versionen: { nummer: number }[];
  };
  const untouched = before.versionen.length === 1;

  // The link of the Inhaltsprüfung: the block's heading text is focused, its level beside it.
  await page.goto(`/redaktion/seiten/${id}?block=sb-ti&feld=/titel/text`);
  const text = page.locator('#block__titel__text');
  const ebene = page.locator('#block__titel__ebene');
  await expect(text).toBeFocused();
  if (untouched) {
    await expect(text).toHaveValue('Tourist-Information');
    await expect(ebene.locator('option:checked')).toHaveText('2');
  }
  const neu = `Tourist-Information ${Date.now().toString(36)}`;
  await text.fill(neu);
  await ebene.selectOption({ label: '3' });
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const saved = page.getByRole('status').filter({ hasText: /^Gespeichert als Version (\d+)/ });
  await expect(saved).toBeVisible();
  const nummer = Number(/Version (\d+)/.exec((await saved.textContent()) ?? '')![1]);

  // Stored in the current version, the edit and nothing else.
  await page.goto(`/redaktion/seiten/${id}/versionen?von=1&bis=${nummer}`);
  const comparison = page.getByRole('region', { name: `Änderungen von Version 1 zu Version ${nummer}` });
  await expect(comparison.getByRole('listitem')).toHaveCount(1);
  await expect(comparison.getByRole('listitem')).toContainText('Text geändert (Seitenleiste');
  await expect(comparison.locator('th[scope="row"]')).toHaveText(['Überschrift › Text', 'Überschrift › Ebene']);
  await expect(comparison.getByRole('row', { name: /Überschrift › Text/ })).toContainText(neu);
  await expect(comparison.getByRole('row', { name: /Überschrift › Ebene/ })).toContainText('23');

  // A visitor sees the published (seeded) page: its heading as before, an h2.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(PFAD);
  const sidebar = visit.getByRole('complementary', { name: 'Seitenleiste' });
  await expect(sidebar.getByRole('heading', { level: 2, name: 'Tourist-Information', exact: true })).toBeVisible();
  await visitor.close();
});

test('the Inhaltsprüfung is for admins, axe-clean, and leads from a finding to the field in the editor', async ({
  page,
}) => {
  await login(page, 'admin');
  // A draft whose heading is too long: a finding in the state entwurf (saved through the API, as a CMS would).
  const origin = new URL(page.url()).origin;
  const pfad = freshPath('inhaltspruefung');
  const created = await page.request.post('/api/redaktion/seiten', {
    headers: { origin },
    data: { pfad, titel: 'Inhaltsprüfung', layout: 'default' },
  });
  const { id } = (await created.json()) as { id: string };
  const saved = await page.request.post(`/api/redaktion/seiten/${id}/versionen`, {
    headers: { origin },
    data: {
      umschlag: {
        pageLayout: 'default',
        title: 'Inhaltsprüfung',
        content: [
          {
            id: 'zu-lang',
            template: 'text',
            slotName: 'main',
            options: { titel: { text: 'x'.repeat(201), ebene: 2 }, text: '<p>Text</p>' },
          },
        ],
      },
    },
  });
  expect(saved.status()).toBe(201);

  await reportLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inhaltsprüfung' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Gespeicherte Inhalte je Form (Seite, Menü, Blocktyp), Version und Zustand' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Alle veröffentlichten und geplanten Inhalte bleiben gültig');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  const finding = page.getByRole('link', {
    name: new RegExp(`^${pfad}, Version 2 \\(Entwurf\\), Block 1 „Text“ v2, Feld /titel/text$`),
  });
  await expect(finding.locator('xpath=..')).toContainText('darf höchstens 200 Zeichen lang sein.');
  await finding.click();
  await expect(page).toHaveURL(new RegExp(`/redaktion/seiten/${id}\\?block=zu-lang&feld=%2Ftitel%2Ftext$`));
  await expect(page.locator('#block__titel__text')).toBeFocused();
});

test('other roles get a German refusal for the Inhaltsprüfung', async ({ page }) => {
  await login(page, 'redaktion');
  await expect(reportLink(page)).toHaveCount(0);
  await page.goto('/redaktion/inhaltspruefung');
  await expect(page.getByText('Die Inhaltsprüfung zu sehen ist der Rolle Administration vorbehalten.')).toBeVisible();
});

test('a block whose migration failed is read-only in the editor, with its data, and can be replaced', async ({
  page,
}) => {
  await login(page, 'admin');
  const origin = new URL(page.url()).origin;
  const pfad = freshPath('unlesbar');
  const created = await page.request.post('/api/redaktion/seiten', {
    headers: { origin },
    data: { pfad, titel: 'Unlesbar', layout: 'default' },
  });
  const { id } = (await created.json()) as { id: string };
  // Stored with a version no release wrote (as a broken import would): its migration cannot run.
  const stored = { titel: 'Gespeichert', text: '<p>Bleibt erhalten.</p>' };
  const saved = await page.request.post(`/api/redaktion/seiten/${id}/versionen`, {
    headers: { origin },
    data: {
      umschlag: {
        pageLayout: 'default',
        title: 'Unlesbar',
        description: 'x'.repeat(401),
        content: [{ id: 'kaputt', template: 'text', slotName: 'main', version: 0, options: stored }],
      },
    },
  });
  expect(saved.status()).toBe(201);

  // The Inhaltsprüfung names the failed migration and the page-level finding, each leading to the version.
  await page.goto('/redaktion/inhaltspruefung');
  const failed = page.getByRole('link', { name: new RegExp(`^${pfad}, Version 2 \\(Entwurf\\), Block 1 „Text“ v0$`) });
  await expect(failed.locator('xpath=..')).toContainText('Die Version 0 ist ungültig.');
  const description = page.getByRole('link', {
    name: new RegExp(`^${pfad}, Version 2 \\(Entwurf\\), Seite v1, Feld /description$`),
  });
  await expect(description.locator('xpath=..')).toContainText('„Beschreibung“ darf höchstens 400 Zeichen lang sein.');

  await failed.click();
  await expect(page).toHaveURL(new RegExp(`/redaktion/seiten/${id}\\?block=kaputt$`));
  const pane = page.locator('#blockformular');
  await expect(pane.getByRole('alert')).toHaveText(
    'Dieser Block kann hier nicht bearbeitet werden. Er ließ sich nicht auf die aktuelle Version (2) bringen: Die Version 0 ist ungültig.',
  );
  await expect(pane.getByText('Gespeicherte Daten (Version 0)')).toBeVisible();
  await expect(pane.locator('pre')).toContainText('"text": "<p>Bleibt erhalten.</p>"');
  await expect(pane.locator('#block__titel__text')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).include('#blockformular').analyze();
  expect(axe.violations).toEqual([]);

  await pane.getByRole('button', { name: 'Durch einen leeren Block ersetzen' }).click();
  await expect(pane.getByRole('alert')).toHaveCount(0);
  await expect(pane.locator('#block__titel__text')).toBeVisible();
});
