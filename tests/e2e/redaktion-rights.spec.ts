// Editing rights per department (issue 36), against a server of its own whose store was prepared before it started
// (one page of the Bürgerbüro overdue for review): the demo editor limited to the Bürgerbüro sees other offices' pages
// read only, cannot open, move or submit them (in the UI, and the API answers 403 with the reason), works on its own
// pages, cannot move one into another office's part of the site; the overdue page is in "Meine Aufgaben" and leaves
// it when marked reviewed; an admin changes an account's limit in the Konten view. The new views pass axe.
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openPglite } from '@/lib/db/pglite-database';
import { copyBuild, type BuildCopy } from './support/copy-build';
import { startNextServer, type NextServer } from './support/next-server';
import { seededDataDir } from './support/seeded-data-dir';
import { login, type Role } from './support/redaktion';

// Beside the suite's own server (E2E_PORT), so each run stays within its ports.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 9;
const FOREIGN = '/de/tourismus';
const OWN = '/de/rathaus/buergerservice';
const OVERDUE = '/de/rathaus/kontakt';
const REFUSAL =
  'Diese Seite gehört zum Amt „Tourist-Information“; Ihr Konto darf nur Seiten von „Bürgerbüro“ bearbeiten.';

let server: NextServer;
let dataDir: string;
let build: BuildCopy;
const ids: Record<string, string> = {};
const sessions: { close(): Promise<void> }[] = [];

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await seededDataDir('tannbrunn-rechte-');
  const db = await openPglite(dataDir);
  try {
    // A Bürgerbüro page whose review date passed three days ago.
    await db.query("UPDATE dokumente SET pruefen_bis = current_date - 3 WHERE pfad = $1 AND zustand = 'aktiv'", [
      OVERDUE,
    ]);
    for (const pfad of [FOREIGN, OWN, OVERDUE]) {
      const { rows } = await db.query<{ id: string }>(
        "SELECT id FROM dokumente WHERE pfad = $1 AND zustand = 'aktiv'",
        [pfad],
      );
      ids[pfad] = rows[0]!.id;
    }
  } finally {
    await db.close();
  }
  build = copyBuild('rechte');
  server = await startNextServer(PORT, {
    NEXT_DIST_DIR: build.distDir,
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${PORT}`,
  });
});

test.afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await server?.stop();
  build?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One login per account for the whole file (scrypt is expensive on these cores). */
const signedIn: Partial<Record<Role, Page>> = {};
async function as(browser: Browser, role: Role): Promise<Page> {
  if (!signedIn[role]) {
    const context = await browser.newContext({ baseURL: server.url });
    sessions.push(context);
    const page = await context.newPage();
    await login(page, role);
    signedIn[role] = page;
  }
  return signedIn[role];
}

const post = (page: Page, url: string, data: Record<string, unknown>) =>
  page.request.post(url, { headers: { origin: server.url }, data });

/** The tree's row of the page at this path. */
const treeRow = (page: Page, pfad: string) =>
  page.locator('code', { hasText: new RegExp(`^${pfad.replaceAll('/', '\\/')}$`) }).locator('..');

test('the limited editor sees other offices’ pages read only and cannot open them', async ({ browser }) => {
  const page = await as(browser, 'buergerbuero');
  await page.goto('/redaktion');
  await expect(page.getByText('Ihr Konto darf nur Seiten von „Bürgerbüro“ bearbeiten')).toBeVisible();
  // The tree starts with its first level open; the pages of this test lie deeper. Opening all is idempotent, so it is
  // simply repeated until the hydrated tree has answered.
  await expect(async () => {
    await page.getByRole('button', { name: 'Alle aufklappen' }).click();
    await expect(treeRow(page, OWN)).toBeVisible({ timeout: 1000 });
  }).toPass();
  const foreign = treeRow(page, FOREIGN);
  await expect(foreign.getByText('Nur lesen')).toBeVisible();
  // No action: only the branch's disclosure button (navigation) stays.
  await expect(foreign.getByRole('button').filter({ hasNotText: 'Unterseiten von' })).toHaveCount(0);
  const own = treeRow(page, OWN);
  await expect(own.getByText('Nur lesen')).toHaveCount(0);
  await expect(own.getByRole('button', { name: /^Pfad ändern/ })).toBeVisible();

  // Its editor shows the reason instead of the form.
  const answer = await page.goto(`/redaktion/seiten/${ids[FOREIGN]}`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Nicht erlaubt' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(REFUSAL);
  await expect(page.getByRole('button', { name: 'Zur Freigabe einreichen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toHaveCount(0);
  // Nor does its preview show the draft.
  const preview = await page.goto(`/redaktion/vorschau/${ids[FOREIGN]}`);
  expect(preview?.status()).toBe(403);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(REFUSAL);
});

test('the API refuses the limited editor another office’s page, and not its own', async ({ browser }) => {
  const page = await as(browser, 'buergerbuero');
  const foreign = `/api/redaktion/seiten/${ids[FOREIGN]}`;
  for (const refused of [
    await page.request.get(`${foreign}/versionen`),
    await post(page, `${foreign}/pfad`, { pfad: '/de/tourismus-verschoben' }),
    await post(page, `${foreign}/einreichen`, { versionId: 1 }),
    await post(page, `${foreign}/archivieren`, {}),
  ]) {
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(REFUSAL);
  }
  // Nor may it create a page in another office's part of the site.
  const create = await post(page, '/api/redaktion/seiten', { pfad: `${FOREIGN}/neu`, titel: 'Neu', layout: 'default' });
  expect(create.status()).toBe(403);
  expect((await create.json()).message).toMatch(
    /^Der Pfad „\/de\/tourismus\/neu“ gehört zum Amt „Tourist-Information“/,
  );

  // Its own office's page: a new page below it is the Bürgerbüro's; it opens, submits, and stays out of Tourismus.
  const pfad = `${OWN}/rechte-${Date.now().toString(36)}`;
  const created = await post(page, '/api/redaktion/seiten', { pfad, titel: 'Eigene Seite', layout: 'default' });
  expect(created.status()).toBe(201);
  const { id, version } = await created.json();
  const versions = await page.request.get(`/api/redaktion/seiten/${id}/versionen`);
  expect(versions.status()).toBe(200);
  const submitted = await post(page, `/api/redaktion/seiten/${id}/einreichen`, { versionId: version.id });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const moved = await post(page, `/api/redaktion/seiten/${id}/pfad`, { pfad: `${FOREIGN}/eigene-seite` });
  expect(moved.status()).toBe(403);
  expect((await moved.json()).message).toMatch(/^Der Pfad „\/de\/tourismus\/eigene-seite“ gehört zum Amt/);
  await page.goto(`/redaktion/seiten/${id}`);
  await expect(page.getByRole('button', { name: 'Seiteneigenschaften' })).toBeVisible();
});

test('an overdue page is in Meine Aufgaben and leaves it when marked reviewed', async ({ browser }) => {
  // axe reads the whole tree (every page of the site) twice: about 20 s on these shared cores.
  test.setTimeout(150_000);
  const page = await as(browser, 'buergerbuero');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/redaktion');
    const tasks = page.getByRole('region', { name: 'Meine Aufgaben' });
    await expect(tasks.getByRole('heading', { name: /^Zur Prüfung fällig/ })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
  const tasks = page.getByRole('region', { name: 'Meine Aufgaben' });
  const entry = tasks.getByRole('listitem').filter({ hasText: OVERDUE });
  await expect(entry.getByText(/^Überfällig seit/)).toBeVisible();
  // Only the pages it looks after: no other office's.
  await expect(tasks.getByText(FOREIGN, { exact: true })).toHaveCount(0);
  await entry.getByRole('button', { name: /^Geprüft, unverändert: / }).click();
  await expect(tasks.getByRole('status')).toContainText('ist als geprüft vermerkt');
  await expect(entry).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Meine Aufgaben' }).getByText(OVERDUE)).toHaveCount(0);
});

test('an admin changes an account’s limit in the Konten view; other roles may not', async ({ browser }) => {
  const editor = await as(browser, 'buergerbuero');
  expect((await editor.goto('/redaktion/konten'))?.status()).toBe(403);
  await expect(editor.getByRole('link', { name: 'Konten' })).toHaveCount(0);

  const page = await as(browser, 'admin');
  await page.goto('/redaktion');
  await page.getByRole('link', { name: 'Konten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konten' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
  const lena = page.getByRole('region', { name: 'Lena Kienzler' });
  await expect(lena.getByText('alle Seiten', { exact: true })).toBeVisible();
  await lena.getByLabel('Bauamt').check();
  await lena.getByLabel('Zusätzliche Teilbäume').fill('/de/leben/energie');
  await lena.getByRole('button', { name: /^Rechte speichern/ }).click();
  const saved = 'nur Seiten von „Bauamt“ und Seiten unter „/de/leben/energie“';
  await expect(lena.getByRole('status')).toHaveText(`Gespeichert: Lena Kienzler darf ${saved} bearbeiten.`);
  // A path that is no site path is refused at its field, and nothing changes.
  await lena.getByLabel('Zusätzliche Teilbäume').fill('leben');
  await lena.getByRole('button', { name: /^Rechte speichern/ }).click();
  await expect(lena.getByRole('alert')).toContainText('muss mit /de beginnen');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Lena Kienzler' }).getByText(saved)).toBeVisible();
});
