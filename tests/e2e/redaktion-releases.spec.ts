// Änderungspakete (issue 45, point 3), as editors and visitors meet them: an editor puts a package together from the
// page and menu editors, sees the whole site as it will be in its preview (links stay in it), submits it; an
// approver publishes it as a whole (every part public at once) and withdraws it as a whole (every part back). Four
// eyes over every part, a page of an unfinished package refused alone, and the form's German messages on screen.
// axe and screenshots (SHOTS_DIR) of the package's view at 375 and 1280 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PAKET_TEXTE } from '@/lib/redaktion/shared/release-types';
import { OWN_CHANGE } from '@/lib/redaktion/store/settings';
import { SCHEDULE_TEXTS } from '@/lib/redaktion/shared/schedule-texts';
import { WORKFLOW_TEXTS } from '@/lib/redaktion/shared/workflow-texts';
import { freshPath, login, sessionAs } from './support/redaktion';
import { SHOTS_DIR } from './support/screenshots';

test.describe.configure({ timeout: 180_000 });

const envelope = (title: string, html: string) => ({
  pageLayout: 'default',
  title,
  content: [{ template: 'text', slotName: 'main', options: { text: html } }],
});

/** The API as the page's session: same origin, JSON; fails the test on any refusal. */
async function api<T>(page: Page, url: string, data: unknown): Promise<T> {
  const answer = await page.request.post(url, { headers: { origin: new URL(page.url()).origin }, data });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A new page with a saved version of `html`; its id and that version's id. */
async function savedPage(page: Page, pfad: string, title: string, html: string) {
  const { id } = await api<{ id: string }>(page, '/api/redaktion/seiten', { pfad, titel: title, layout: 'default' });
  const { version } = await api<{ version: { id: number } }>(page, `/api/redaktion/seiten/${id}/versionen`, {
    umschlag: envelope(title, html),
  });
  return { id, versionId: version.id };
}

/** A new package from the list's form; its id (the view is open). */
async function newPackage(page: Page, titel: string): Promise<string> {
  await page.goto('/redaktion/pakete');
  await page.getByLabel('Titel', { exact: true }).fill(titel);
  await page.getByRole('button', { name: 'Paket anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: titel })).toBeVisible();
  return decodeURIComponent(page.url().split('/').pop()!);
}

/** Adds the document open in `url` (a page's or menu's editor) to the package, by its title. */
async function addFromEditor(page: Page, url: string, titel: string) {
  await page.goto(url);
  const bar = page.getByRole('region', { name: 'Änderungspaket' });
  await bar.getByLabel('Paket').selectOption({ label: titel });
  await bar.getByRole('button', { name: 'Zum Paket hinzufügen' }).click();
  await expect(bar.getByRole('status')).toContainText(`gehört jetzt zum Paket „${titel}“`);
}

test('put together in the editors, previewed as a whole, published and withdrawn as a whole', async ({
  page,
  browser,
}) => {
  await login(page, 'redaktion');
  const approver = await sessionAs(browser, 'freigabe');
  const stamp = Date.now().toString(36);
  const titel = `Neuer Bereich ${stamp}`;

  // A published page that changes, a new page linking to it, and a menu entry leading to the new page.
  const aPfad = freshPath('paket-a');
  const bPfad = freshPath('paket-b');
  const a = await savedPage(page, aPfad, 'Paket A', '<p>Alter Text von A.</p>');
  await api(page, `/api/redaktion/seiten/${a.id}/einreichen`, { versionId: a.versionId });
  await api(approver.page, `/api/redaktion/seiten/${a.id}/veroeffentlichen`, { versionId: a.versionId });
  await api(page, `/api/redaktion/seiten/${a.id}/versionen`, {
    umschlag: envelope('Paket A', `<p>Neuer Text von A, siehe <a href="${bPfad}">die neue Seite B</a>.</p>`),
  });
  const b = await savedPage(page, bPfad, 'Paket B', `<p>Neue Seite B, zurück zu <a href="${aPfad}">Seite A</a>.</p>`);
  const downloads = (await (await page.request.get('/api/redaktion/menues/Downloads/versionen')).json()) as {
    versionen: { id: number }[];
  };
  const before = downloads.versionen[0]!;

  // The list's form says what is missing, at the field.
  await page.goto('/redaktion/pakete');
  await page.getByRole('button', { name: 'Paket anlegen' }).click();
  await expect(page.getByText(PAKET_TEXTE.titleMissing)).toBeVisible();
  await expect(page.getByLabel('Titel', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  const id = await newPackage(page, titel);
  await page.getByRole('button', { name: 'Paket zur Freigabe einreichen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PAKET_TEXTE.empty })).toBeVisible();

  const aEditor = `/redaktion/seiten/${a.id}`;
  await addFromEditor(page, aEditor, titel);
  await addFromEditor(page, `/redaktion/seiten/${b.id}`, titel);
  // The menu: an entry to the new page.
  await api(page, '/api/redaktion/menues/Downloads/versionen', {
    menue: { menuItems: [{ title: `Paket-Seite B ${stamp}`, href: bPfad }] },
    basisVersionId: before.id,
  });
  await addFromEditor(page, '/redaktion/menues/Downloads', titel);

  // The package's view: every part, with its editor and its place in the preview.
  await page.goto(`/redaktion/pakete/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Teile (3)' })).toBeVisible();
  const parts = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(parts.getByRole('link', { name: 'Paket A', exact: true })).toHaveAttribute('href', aEditor);
  await expect(parts.getByRole('link', { name: 'Paket B', exact: true })).toBeVisible();
  await expect(parts.getByRole('link', { name: 'Downloads (Fußbereich)' })).toHaveAttribute(
    'href',
    '/redaktion/menues/Downloads',
  );

  // The preview of the whole: A's new version, the menu's, and a link to B that stays in the preview.
  await page.goto(`/redaktion/pakete/${id}/vorschau?pfad=${encodeURIComponent(aPfad)}`);
  await expect(page.getByRole('region', { name: 'Vorschau des Änderungspakets' })).toContainText(
    'Vorschau – noch nicht veröffentlicht.',
  );
  await expect(page.getByText('Neuer Text von A')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: `Paket-Seite B ${stamp}` })).toBeVisible();
  await page.getByRole('link', { name: 'die neue Seite B' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/vorschau\\?pfad=${encodeURIComponent(bPfad).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(page.getByText('Neue Seite B, zurück zu')).toBeVisible();
  // Visitors still see the site as it is.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto(aPfad);
  await expect(site.getByText('Alter Text von A.')).toBeVisible();
  expect((await site.request.get(bPfad)).status()).toBe(404);

  await page.goto(`/redaktion/pakete/${id}`);
  await page.getByLabel('Kommentar für die Freigabe (freiwillig)').fill('Bitte gemeinsam freigeben.');
  await page.getByRole('button', { name: 'Paket zur Freigabe einreichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'zur Freigabe eingereicht' })).toBeVisible();
  await expect(page.getByText('Zur Freigabe eingereicht', { exact: true })).toBeVisible();

  // The approver's view, checked and captured before the decision.
  await approver.page.goto(`/redaktion/pakete/${id}`);
  await expect(approver.page.getByText('Kommentar: Bitte gemeinsam freigeben.')).toBeVisible();
  for (const width of [375, 1280]) {
    await approver.page.setViewportSize({ width, height: 900 });
    const axe = await new AxeBuilder({ page: approver.page }).analyze();
    expect(axe.violations, JSON.stringify(axe.violations, null, 1)).toEqual([]);
    if (SHOTS_DIR)
      await approver.page.screenshot({ path: `${SHOTS_DIR}/aenderungspaket-${width}.png`, fullPage: true });
  }
  // Sending back needs a reason, said at the field.
  await approver.page.getByRole('button', { name: 'Paket zurückweisen' }).click();
  await expect(approver.page.getByText(WORKFLOW_TEXTS.reasonMissing)).toBeVisible();
  // Planning needs a time, said at the field.
  await approver.page.getByRole('button', { name: 'Veröffentlichung planen' }).click();
  await expect(approver.page.getByText(SCHEDULE_TEXTS.timeMissing)).toBeVisible();

  await approver.page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  await expect(
    approver.page.getByRole('status').filter({ hasText: 'alle Teile des Pakets sind jetzt online' }),
  ).toBeVisible();
  await expect(approver.page.getByText('Veröffentlicht', { exact: true })).toBeVisible();
  await site.goto(aPfad);
  await expect(site.getByText('Neuer Text von A')).toBeVisible();
  await site.goto(bPfad);
  await expect(site.getByText('Neue Seite B, zurück zu')).toBeVisible();
  await expect(site.getByRole('contentinfo').getByRole('link', { name: `Paket-Seite B ${stamp}` })).toBeVisible();

  // Withdrawn as a whole: A's old version, B offline, the menu as it was.
  await approver.page.getByRole('button', { name: 'Paket zurückziehen' }).click();
  await expect(approver.page.getByRole('status').filter({ hasText: 'Das Paket ist zurückgezogen.' })).toBeVisible();
  await site.goto(aPfad);
  await expect(site.getByText('Alter Text von A.')).toBeVisible();
  expect((await site.request.get(bPfad)).status()).toBe(404);
  await site.goto('/de');
  await expect(site.getByRole('contentinfo')).toBeVisible();
  await expect(site.getByRole('contentinfo').getByRole('link', { name: `Paket-Seite B ${stamp}` })).toHaveCount(0);
  await visitor.close();
  await approver.close();
});

test('four eyes over every part; no part alone; a plan cancelled; no withdrawal after a part changed alone', async ({
  page,
  browser,
}) => {
  await login(page, 'redaktion');
  const approver = await sessionAs(browser, 'freigabe');
  const stamp = Date.now().toString(36);

  // The approver wrote one part: the approver may not publish the package, and the refusal names that part.
  const own = await savedPage(approver.page, freshPath('paket-eigen'), `Von Markus ${stamp}`, '<p>Markus</p>');
  const titel = `Vier Augen ${stamp}`;
  const id = await newPackage(page, titel);
  await api(page, `/api/redaktion/pakete/${id}/teil-hinzufuegen`, { dokumentId: own.id, versionId: own.versionId });
  const alone = await savedPage(page, freshPath('paket-allein'), `Nur im Paket ${stamp}`, '<p>Lena</p>');
  await api(page, `/api/redaktion/pakete/${id}/teil-hinzufuegen`, { dokumentId: alone.id, versionId: alone.versionId });
  await api(page, `/api/redaktion/pakete/${id}/einreichen`, {});

  await approver.page.goto(`/redaktion/pakete/${id}`);
  await approver.page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  await expect(
    approver.page.getByRole('alert').filter({ hasText: `Seite „Von Markus ${stamp}“: ${OWN_CHANGE}` }),
  ).toBeVisible();
  await expect(approver.page.getByText('Zur Freigabe eingereicht', { exact: true })).toBeVisible();

  // Lena's page of the package, submitted on its own: its editor names the package and refuses to publish it alone.
  await api(page, `/api/redaktion/seiten/${alone.id}/einreichen`, { versionId: alone.versionId });
  await approver.page.goto(`/redaktion/seiten/${alone.id}`);
  await expect(approver.page.getByRole('region', { name: 'Änderungspaket' })).toContainText(
    `Gehört mit Version 2 zum Paket „${titel}“`,
  );
  await approver.page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(
    approver.page.getByRole('alert').filter({ hasText: PAKET_TEXTE.publishedWithPackage(titel) }),
  ).toBeVisible();

  // Planned for tomorrow, then the plan is cancelled: the package waits for approval again.
  await api(approver.page, `/api/redaktion/pakete/${id}/zurueckweisen`, { grund: 'Ohne die Seite von Markus.' });
  await api(page, `/api/redaktion/pakete/${id}/teil-entfernen`, { dokumentId: own.id });
  await api(page, `/api/redaktion/pakete/${id}/einreichen`, {});
  await approver.page.goto(`/redaktion/pakete/${id}`);
  const tomorrow = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 86_400_000));
  await approver.page.getByLabel('Veröffentlichen am (Datum und Uhrzeit, deutsche Zeit)').fill(`${tomorrow}T09:30`);
  await approver.page.getByRole('button', { name: 'Veröffentlichung planen' }).click();
  await expect(approver.page.getByText('Geplant', { exact: true })).toBeVisible();
  await expect(approver.page.getByText(/alle Teile gehen am .* 09:30 Uhr gemeinsam online/)).toBeVisible();
  await approver.page.getByRole('button', { name: 'Termin abbrechen' }).click();
  await expect(approver.page.getByText('Zur Freigabe eingereicht', { exact: true })).toBeVisible();

  // Published, then its page is changed and published on its own: the package is no longer withdrawn as a whole.
  await approver.page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  await expect(approver.page.getByText('Veröffentlicht', { exact: true })).toBeVisible();
  const { version: later } = await api<{ version: { id: number } }>(
    page,
    `/api/redaktion/seiten/${alone.id}/versionen`,
    { umschlag: envelope(`Nur im Paket ${stamp}`, '<p>Später einzeln geändert</p>') },
  );
  await api(page, `/api/redaktion/seiten/${alone.id}/einreichen`, { versionId: later.id });
  await api(approver.page, `/api/redaktion/seiten/${alone.id}/veroeffentlichen`, { versionId: later.id });
  await approver.page.getByRole('button', { name: 'Paket zurückziehen' }).click();
  await expect(
    approver.page.getByRole('alert').filter({ hasText: PAKET_TEXTE.changedSince(`Seite „Nur im Paket ${stamp}“`) }),
  ).toBeVisible();

  // A page with a publication planned on its own is not added to a package until that plan is cancelled.
  const planned = await savedPage(page, freshPath('paket-geplant'), `Einzeln geplant ${stamp}`, '<p>Geplant</p>');
  await api(page, `/api/redaktion/seiten/${planned.id}/einreichen`, { versionId: planned.versionId });
  await api(approver.page, `/api/redaktion/seiten/${planned.id}/termine`, {
    art: 'veroeffentlichen',
    versionId: planned.versionId,
    zeitpunkt: `${tomorrow}T10:00`,
  });
  const other = `Später ${stamp}`;
  await newPackage(page, other);
  await page.goto(`/redaktion/seiten/${planned.id}`);
  const bar = page.getByRole('region', { name: 'Änderungspaket' });
  await bar.getByLabel('Paket').selectOption({ label: other });
  await bar.getByRole('button', { name: 'Zum Paket hinzufügen' }).click();
  await expect(bar.getByRole('alert').filter({ hasText: PAKET_TEXTE.scheduledAlone })).toBeVisible();
  await approver.close();
});
