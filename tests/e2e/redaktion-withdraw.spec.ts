// Withdrawing a published page with a reason (issue 36), as visitors meet it: a page withdrawn with a public note
// answers 410 (status read from the response) with the error layout, its date, the note and the suggested page, is
// noindex, leaves the sitemap, and its cached 200 is not served again; a page replaced by another answers 308 to it;
// publishing the withdrawn page again ends its 410. Public pages end with "Zuletzt geändert" and the change note.
// axe on the 410 page at 375 and 1280 px. Two logins: an editor writes and submits, an approver publishes and withdraws.
import AxeBuilder from '@axe-core/playwright';
import { PREVIEW_FRAME } from './support/preview-frame';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshPath, login, sessionAs } from './support/redaktion';
import { SHOTS_DIR } from './support/screenshots';

test.describe.configure({ timeout: 150_000 });

const today = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

const envelope = (title: string, text: string) => ({
  pageLayout: 'default',
  title,
  content: [{ template: 'text', slotName: 'main', options: { text: `<p>${text}</p>` } }],
});

/** The API as the page's session: same origin, JSON; fails the test on any refusal. */
async function api<T>(page: Page, url: string, data: unknown): Promise<T> {
  const answer = await page.request.post(url, { headers: { origin: new URL(page.url()).origin }, data });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A page written and submitted by the editor, published by the approver; its id. */
async function publishedPage(editor: Page, approver: Page, pfad: string, title: string, aenderungshinweis?: string) {
  const { id } = await api<{ id: string }>(editor, '/api/redaktion/seiten', { pfad, titel: title, layout: 'default' });
  await publishNewVersion(editor, approver, id, title, `${title}: Text der Seite.`, aenderungshinweis);
  return id;
}

async function publishNewVersion(
  editor: Page,
  approver: Page,
  id: string,
  title: string,
  text: string,
  aenderungshinweis?: string,
) {
  const base = `/api/redaktion/seiten/${id}`;
  const saved = await api<{ version: { id: number } }>(editor, `${base}/versionen`, {
    umschlag: envelope(title, text),
  });
  await api(editor, `${base}/einreichen`, { versionId: saved.version.id, aenderungshinweis });
  await api(approver, `${base}/veroeffentlichen`, { versionId: saved.version.id });
}

const statusOf = async (request: APIRequestContext, pfad: string) =>
  (await request.get(pfad, { maxRedirects: 0 })).status();

test('withdrawn with a note: 410 with note and suggestion; replaced: 308; republished: 200; "Zuletzt geändert"', async ({
  page,
  browser,
  request,
}) => {
  await login(page, 'redaktion');
  const approver = await sessionAs(browser, 'freigabe');
  const stamp = Date.now().toString(36);
  const alt = freshPath('sperrmuell');
  const neu = freshPath('wertstoffhof');
  const ersetzt = freshPath('hallenbad');
  const altId = await publishedPage(page, approver.page, alt, `Sperrmüll ${stamp}`, 'Neue Abholtermine ab Dezember.');
  await publishedPage(page, approver.page, neu, `Wertstoffhof ${stamp}`);
  const ersetztId = await publishedPage(page, approver.page, ersetzt, `Hallenbad ${stamp}`);

  // "Zuletzt geändert" with the change note, at the end of the content, above the footer.
  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  expect((await view.goto(alt))!.status()).toBe(200);
  const stand = view.locator('main p', { hasText: 'Zuletzt geändert:' });
  await expect(stand).toContainText(`Zuletzt geändert: ${today}`);
  await expect(stand).toContainText('Änderungshinweis: Neue Abholtermine ab Dezember.');
  await expect(view.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  const sitemapBefore = await (await request.get('/sitemap.xml')).text();
  expect(sitemapBefore).toContain(alt);
  if (SHOTS_DIR) {
    for (const width of [375, 1280]) {
      await view.setViewportSize({ width, height: 900 });
      await stand.scrollIntoViewIfNeeded();
      await view.screenshot({ path: `${SHOTS_DIR}/zuletzt-geaendert-${width}.png` });
    }
  }

  // The approver withdraws it in the editor with a public note and a suggested page.
  await approver.page.goto(`/redaktion/seiten/${altId}`);
  const bar = approver.page.getByRole('region', { name: 'Zurückziehen' });
  await bar.getByRole('button', { name: 'Seite zurückziehen' }).click();
  await expect(bar.getByText('Bitte wählen Sie den öffentlichen Hinweis', { exact: false })).toBeVisible();
  await expect(bar.getByLabel('Öffentlicher Hinweis')).toHaveAttribute('aria-invalid', 'true');
  // The note is one of the fixed texts: nothing one approver writes alone reaches the public.
  await bar.getByLabel('Öffentlicher Hinweis').selectOption('Dieses Angebot gibt es nicht mehr.');
  await bar.getByLabel('Vorgeschlagene Seite (freiwillig)').selectOption(neu);
  await bar.getByRole('button', { name: 'Seite zurückziehen' }).click();
  await expect(bar.getByRole('status')).toHaveText(/ihre Adresse zeigt jetzt den gewählten Hinweis/);
  await expect(bar.getByText(/^Zurückgezogen am .* mit dem Hinweis: „Dieses Angebot gibt es nicht mehr/)).toBeVisible();
  expect(
    await new AxeBuilder({ page: approver.page }).exclude(PREVIEW_FRAME).include('section[aria-labelledby]').analyze(),
  ).toMatchObject({
    violations: [],
  });

  // The address answers 410 at once (the page was generated and kept before), with the error layout and the note.
  const gone = await view.goto(alt);
  expect(gone!.status()).toBe(410);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('410 - Seite nicht mehr verfügbar');
  await expect(view.getByText(`Diese Seite wurde am ${today} aus dem Angebot genommen.`)).toBeVisible();
  await expect(view.getByText('Dieses Angebot gibt es nicht mehr.')).toBeVisible();
  await expect(view.getByText('Vielleicht hilft Ihnen:')).toBeVisible();
  await expect(view.getByRole('link', { name: `Wertstoffhof ${stamp}` })).toHaveAttribute('href', neu);
  await expect(view.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(view.getByRole('contentinfo')).toBeVisible();
  expect(await statusOf(request, alt)).toBe(410);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(alt);
  for (const width of [375, 1280]) {
    await view.setViewportSize({ width, height: 900 });
    const axe = await new AxeBuilder({ page: view }).analyze();
    expect(axe.violations, `${width} px`).toEqual([]);
    if (SHOTS_DIR) await view.screenshot({ path: `${SHOTS_DIR}/zurueckgezogen-410-${width}.png`, fullPage: true });
  }

  // Replaced by another page: 308 to it.
  expect(await statusOf(request, ersetzt)).toBe(200);
  await api(approver.page, `/api/redaktion/seiten/${ersetztId}/zurueckziehen`, { art: 'ersetzt', ersatzPfad: neu });
  const moved = await request.get(ersetzt, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe(neu);

  // Published again: the 410 ends.
  await publishNewVersion(page, approver.page, altId, `Sperrmüll ${stamp}`, 'Die Sammlung auf Abruf ist zurück.');
  const back = await view.goto(alt);
  expect(back!.status()).toBe(200);
  await expect(view.getByText('Die Sammlung auf Abruf ist zurück.')).toBeVisible();
  await expect(view.locator('main p', { hasText: 'Zuletzt geändert:' })).not.toContainText('Änderungshinweis');

  await visitor.close();
  await approver.close();
});
