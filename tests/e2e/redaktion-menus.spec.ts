// The menus in the Redaktion (issue 14), against a server of its own: a menu publication regenerates every page,
// which the suite's shared server must not see in the middle of other tests. An editor adds an entry to the legal
// menu with the form generated from the menu schema, sees the renderer's findings (a missing and a script target),
// moves the entry up and saves; she cannot publish; an approver publishes it, and the public pages show it. The
// four-eyes switch of the admins is tested here too: switched off on the suite's server, other tests would see it.
import { readFileSync, rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { copyBuild, type BuildCopy } from './support/copy-build';
import { startNextServer, type NextServer } from './support/next-server';
import { seededDataDir } from './support/seeded-data-dir';
import { ACCOUNTS, login, sessionAs, keyboardSensorListens } from './support/redaktion';
import { fetchOnNewConnection } from './support/fetch-new-connection';

// Beside the suite's own server (E2E_PORT) and the store's (+7), so each run stays within its ports.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 8;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SAFE_TARGETS = 'Erlaubt sind Pfade dieser Website (/de/…) und Adressen mit https://, mailto: oder tel:.';

let server: NextServer;
let dataDir: string;
let build: BuildCopy;

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await seededDataDir('tannbrunn-menues-');
  build = copyBuild('menues');
  server = await startNextServer(PORT, {
    NEXT_DIST_DIR: build.distDir,
    DATA_DIR: dataDir,
    SITE_URL: ORIGIN,
  });
  // The first login opens the store and checks its migrations and seed: done here, not inside the test's 7 s
  // expectations.
  const warmUp = await fetchOnNewConnection(`${ORIGIN}/api/redaktion/anmelden`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: ACCOUNTS.admin.email, passwort: ACCOUNTS.admin.passwort }),
    signal: AbortSignal.timeout(90_000),
  });
  expect(warmUp.status).toBeLessThan(400);
  expect((await fetchOnNewConnection(`${ORIGIN}/de`, { signal: AbortSignal.timeout(60_000) })).status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  build?.remove();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

test('an editor adds an entry to a menu, an approver publishes it, every page shows it', async ({ page, browser }) => {
  await login(page, 'redaktion');
  await page.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Menüs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menüs' })).toBeVisible();
  await page.getByRole('link', { name: 'Rechtliches (Fußzeile)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menü: Rechtliches (Fußzeile)' })).toBeVisible();
  // A flat list: the form offers no sub-entries.
  await expect(page.getByText('Untereinträge')).toHaveCount(0);
  await expect(page.locator('#block__menuItems__6__title')).toHaveValue('Barriere melden');

  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await page.locator('#block__menuItems__7__title').fill('Hinweisgeberstelle');
  // Saved without a target: stored as a draft with its finding, shown at the field and in the summary.
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: /Ziel/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Entwurf enthält 1 Fehler' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  await page.locator('#block__menuItems__7__href').fill('javascript:alert(1)');
  await expect(page.getByText(SAFE_TARGETS).first()).toBeVisible();
  await page.locator('#block__menuItems__7__href').fill('/de/rathaus');
  await page.getByRole('button', { name: /^Nach oben\s*: Eintrag 8$/ }).click();
  await expect(page.locator('#block__menuItems__6__title')).toHaveValue('Hinweisgeberstelle');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert als Version \d+\.$/ })).toBeVisible();

  // The role redaktion cannot publish: no button, and the API refuses.
  await expect(page.getByRole('button', { name: 'Veröffentlichen' })).toHaveCount(0);
  const versions = await (await page.request.get('/api/redaktion/menues/Rechtliches/versionen')).json();
  const newest = versions.versionen[0] as { id: number; fehler: number };
  expect(newest.fehler).toBe(0);
  const refused = await page.request.post('/api/redaktion/menues/Rechtliches/veroeffentlichen', {
    headers: { origin: ORIGIN },
    data: { versionId: newest.id },
  });
  expect(refused.status()).toBe(403);
  expect(
    (await page.request.get('/de/rechtliches/impressum').then((r) => r.text())).includes('Hinweisgeberstelle'),
  ).toBe(false);

  // An approver publishes it; the very next request of any page shows it, in its place.
  const approver = await sessionAs(browser, 'freigabe', ORIGIN);
  await approver.page.goto('/redaktion/menues/Rechtliches');
  await approver.page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(approver.page.getByRole('status').filter({ hasText: /^Veröffentlicht: Version \d+ / })).toBeVisible();
  await approver.close();
  for (const pfad of ['/de', '/de/rechtliches/impressum']) {
    await page.goto(pfad);
    const legal = page.getByRole('contentinfo').getByRole('link', { name: 'Hinweisgeberstelle' });
    await expect(legal).toHaveAttribute('href', '/de/rathaus');
    const names = await page.getByRole('contentinfo').getByRole('link').allTextContents();
    expect(names.indexOf('Hinweisgeberstelle')).toBe(names.indexOf('Barriere melden') - 1);
  }
});

test('the main menu offers sub-entries as deep as the header shows, and refuses a deeper one', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/redaktion/menues/Hauptmen%C3%BC');
  await expect(page.getByText('Dieses Menü zeigt bis zu 3 Ebenen.')).toBeVisible();
  // Three levels of entries in the form, no fourth.
  await expect(page.locator('[id^="block__menuItems__0__menuItems__0__menuItems"]').first()).toBeAttached();
  await expect(page.locator('[id*="__menuItems__0__menuItems__0__menuItems__0__menuItems"]')).toHaveCount(0);
  // The server checks the depth too.
  const deep = { menuItems: [{ title: 'A', href: '/de', menuItems: [{ title: 'B', href: '/de', menuItems: [] }] }] };
  deep.menuItems[0]!.menuItems[0]!.menuItems = [
    { title: 'C', href: '/de', menuItems: [{ title: 'D', href: '/de' }] },
  ] as never;
  const saved = await page.request.post('/api/redaktion/menues/Hauptmen%C3%BC/versionen', {
    headers: { origin: ORIGIN },
    data: { menue: deep },
  });
  expect(saved.status()).toBe(201);
  const { version, pruefung } = await saved.json();
  expect(pruefung.map((m: { meldung: string }) => m.meldung)).toContain(
    'Das Menü „Hauptmenü“ zeigt höchstens 3 Ebenen; dieses hat 4.',
  );
  const published = await page.request.post('/api/redaktion/menues/Hauptmen%C3%BC/veroeffentlichen', {
    headers: { origin: ORIGIN },
    data: { versionId: version.id },
  });
  expect(published.status()).toBe(422);
});

test('admins alone switch the four-eyes principle; it is on again afterwards', async ({ page, browser }) => {
  const approver = await sessionAs(browser, 'freigabe', ORIGIN);
  await approver.page.goto('/redaktion/einstellungen');
  await expect(approver.page.getByRole('heading', { level: 1, name: 'Nicht erlaubt' })).toBeVisible();
  await expect(approver.page.getByRole('main').getByRole('alert')).toHaveText(
    'Das Ändern der Einstellungen ist der Rolle Administration vorbehalten.',
  );
  await approver.close();

  await login(page, 'admin');
  await page.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Einstellungen' }).click();
  const fourEyes = page.getByRole('checkbox', { name: 'Vier-Augen-Prinzip' });
  await expect(fourEyes).toBeChecked();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await fourEyes.uncheck();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Gespeichert: Das Vier-Augen-Prinzip ist ausgeschaltet.');
  expect(await (await page.request.get('/api/redaktion/einstellungen')).json()).toEqual({ vierAugen: false });
  await page.reload();
  await fourEyes.check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Gespeichert: Das Vier-Augen-Prinzip gilt.');
  expect(await (await page.request.get('/api/redaktion/einstellungen')).json()).toEqual({ vierAugen: true });
});

test('a main-menu entry re-nested by keyboard in the drag outline is saved so, and a deeper place is refused', async ({
  page,
}) => {
  await login(page, 'admin');
  // From the seeded main menu, whatever the tests before saved.
  const seeded = JSON.parse(readFileSync('content/menues/hauptmenue.json', 'utf8')) as { menuItems: unknown[] };
  const reset = await page.request.post('/api/redaktion/menues/Hauptmen%C3%BC/versionen', {
    headers: { origin: ORIGIN },
    data: { menue: { menuItems: seeded.menuItems } },
  });
  expect(reset.status()).toBe(201);
  await page.goto('/redaktion/menues/Hauptmen%C3%BC');
  const outline = page.getByRole('region', { name: 'Reihenfolge und Ebenen' });
  const said = outline.getByTestId('menue-ansage');
  // The outline is folded until an editor opens it (it lists every entry of every level).
  const toggle = outline.getByRole('button', { name: 'Reihenfolge und Ebenen' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // "Gemeinderat" (level 2, with a sub-entry) one level right, under "Bürgermeisterin": that would make four
  // levels; the drop is refused with the reason and nothing moves.
  const gemeinderat = outline.getByRole('button', { name: /^Eintrag „Gemeinderat“, Ebene 2, verschieben$/ });
  // The handles work once the editor has hydrated (disabled until then).
  await expect(gemeinderat).toBeEnabled();
  await gemeinderat.focus();
  await page.keyboard.press('Space');
  await expect(said).toContainText('Eintrag „Gemeinderat“ aufgenommen');
  await keyboardSensorListens(page);
  await page.keyboard.press('ArrowRight');
  const reason =
    'Das Menü „Hauptmenü“ zeigt höchstens 3 Ebenen: „Gemeinderat“ mit seinen Untereinträgen reichte dort bis Ebene 4.';
  await expect(said).toHaveText(reason);
  await page.keyboard.press('Space');
  await expect(
    outline
      .getByRole('paragraph')
      .filter({ hasText: `Nicht verschoben. ${reason}` })
      .first(),
  ).toBeVisible();
  await expect(said).toHaveText(`Nicht verschoben. ${reason}`);
  await expect(page.getByRole('status').filter({ hasText: 'Ungespeicherte Änderungen' })).toHaveCount(0);

  // "Gewerbeflächen" (level 2 under "Wirtschaft") one level right: under "Wirtschaftsförderung", level 3.
  await outline.getByRole('button', { name: /^Eintrag „Gewerbeflächen“, Ebene 2, verschieben$/ }).focus();
  await page.keyboard.press('Space');
  await expect(said).toContainText('Eintrag „Gewerbeflächen“ aufgenommen');
  await keyboardSensorListens(page);
  await page.keyboard.press('ArrowRight');
  await expect(said).toHaveText(/Ebene 3, unter „Wirtschaftsförderung“\.$/);
  await page.keyboard.press('Space');
  await expect(said).toHaveText(/^Eintrag „Gewerbeflächen“ abgelegt: .*Ebene 3, unter „Wirtschaftsförderung“\.$/);
  // The form shows the same entries: the moved one is now a sub-entry of "Wirtschaftsförderung".
  await expect(page.locator('#block__menuItems__3__menuItems__0__menuItems__0__title')).toHaveValue('Gewerbeflächen');
  await expect(outline.getByRole('button', { name: /^Eintrag „Gewerbeflächen“, Ebene 3, verschieben$/ })).toBeFocused();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert als Version \d+\.$/ })).toBeVisible();

  // The saved draft has it: a fresh editor shows the entry at its new level.
  await page.reload();
  await expect(page.locator('#block__menuItems__3__menuItems__0__menuItems__0__title')).toHaveValue('Gewerbeflächen');
  await expect(page.locator('#block__menuItems__3__menuItems__1__title')).toHaveValue('Ausschreibungen');
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="menue-gliederung"]').analyze();
  expect(axe.violations).toEqual([]);
});
