// What the Redaktion's browser tests share: the demo accounts (README), logging in, creating a page, adding a block,
// and the four-eyes hand-over to a second person.
import { expect, type Browser, type Cookie, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ROLLEN_NAMEN } from '@/lib/redaktion/shared/permissions';

export const ACCOUNTS = {
  redaktion: {
    email: 'redaktion@tannbrunn.example',
    passwort: 'Tannbrunn-Redaktion-2026',
    name: 'Lena Kienzler',
    rolle: 'redaktion',
  },
  freigabe: {
    email: 'freigabe@tannbrunn.example',
    passwort: 'Tannbrunn-Freigabe-2026',
    name: 'Markus Faller',
    rolle: 'freigabe',
  },
  admin: { email: 'admin@tannbrunn.example', passwort: 'Tannbrunn-Admin-2026', name: 'Sabine Rombach', rolle: 'admin' },
  // Limited to one office's pages (editing rights per department).
  buergerbuero: {
    email: 'buergerbuero@tannbrunn.example',
    passwort: 'Tannbrunn-Buergerbuero-2026',
    name: 'Jonas Wehrle',
    rolle: 'redaktion',
  },
  tourismus: {
    email: 'tourismus@tannbrunn.example',
    passwort: 'Tannbrunn-Tourismus-2026',
    name: 'Anja Schwörer',
    rolle: 'freigabe',
  },
  // Limited to the Bauamt (its submissions at the desk: damage reports).
  bauamt: {
    email: 'bauamt.redaktion@tannbrunn.example',
    passwort: 'Tannbrunn-Bauamt-Redaktion-2026',
    name: 'Thomas Kaltenbach',
    rolle: 'redaktion',
  },
} as const;
/** The roles' names as the Redaktion shows them: the permission table's. */
export const ROLE_NAMES = ROLLEN_NAMEN;

export type Role = keyof typeof ACCOUNTS;

/** The session each role's last login in this worker opened (its cookies): `login` reuses it. */
const sessions = new Map<Role, Cookie[]>();

/** The heading of the Redaktion's start page, as a logged-in account sees it. */
const startHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Seiten', exact: true });

/** Fills in and sends the login form on screen; keeps the session it opens for `login`. */
async function submitLoginForm(page: Page, role: Role) {
  const before = new Set((await page.context().cookies()).map(({ name, value }) => `${name}=${value}`));
  await page.getByLabel('E-Mail-Adresse').fill(ACCOUNTS[role].email);
  await page.getByLabel('Passwort').fill(ACCOUNTS[role].passwort);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // scrypt at OWASP's parameters costs about a second a login, several on these shared cores when logins overlap.
  await expect(startHeading(page)).toBeVisible({ timeout: 20_000 });
  sessions.set(
    role,
    (await page.context().cookies()).filter(({ name, value }) => !before.has(`${name}=${value}`)),
  );
}

/** Logs `role` in through the login form, as a person does. */
export async function loginWithForm(page: Page, role: Role) {
  await page.goto('/redaktion');
  await submitLoginForm(page, role);
}

/**
 * `page` logged in as `role`, on the Redaktion's start page: in the session this worker's last login of the role
 * opened, while the server still accepts it, otherwise through the form. A server refuses a session it does not know
 * (a test logged it out, or it is another test server) and shows the form; the login itself is `loginWithForm`'s.
 */
export async function login(page: Page, role: Role) {
  const kept = sessions.get(role);
  if (kept) await page.context().addCookies(kept);
  await page.goto('/redaktion');
  // Read from the server's HTML, which has loaded: one look decides.
  if (kept && (await startHeading(page).count()) === 1) return;
  await submitLoginForm(page, role);
}

/**
 * Four eyes: the version on screen is saved and submitted for approval, then somebody else (`role`) logs in, opens
 * the same editor and publishes it. The page stays logged in as `role`.
 */
export async function publishAs(page: Page, role: Role, version: string) {
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert als Version/ })).toBeVisible();
  await submitOnScreen(page);
  const url = page.url();
  await page.context().clearCookies();
  await login(page, role);
  await page.goto(url);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Veröffentlicht: ${version}` })).toBeVisible();
}

/** Submits the version on screen for approval (only a submitted version is published or scheduled). */
export async function submitOnScreen(page: Page) {
  await page.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /ist zur Freigabe eingereicht/ })).toBeVisible();
}

/** Submits a version for approval through the API, in the session of `page`. */
export async function submitByApi(page: Page, id: string, versionId: number) {
  const answer = await page.request.post(`/api/redaktion/seiten/${id}/einreichen`, {
    headers: { origin: new URL(page.url()).origin },
    data: { versionId },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A second browser, logged in as `role`: its `request` carries that session. */
export async function sessionAs(
  browser: Browser,
  role: Role,
  baseURL?: string,
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await login(page, role);
  return { page, close: () => context.close() };
}

/** A path no other test (or earlier run on the same database) has used. */
export const freshPath = (name: string) => `/de/redaktion-test/${name}-${Date.now().toString(36)}`;

export async function createPage(page: Page, pfad: string, titel: string) {
  await page.getByLabel('Pfad', { exact: true }).fill(pfad);
  await page.getByLabel('Titel', { exact: true }).fill(titel);
  await page.getByRole('button', { name: 'Seite anlegen' }).click();
  await expect(page.getByRole('button', { name: 'Seiteneigenschaften' })).toBeVisible();
}

export async function addBlock(page: Page, slot: string, blockName: string) {
  await page.getByRole('button', { name: new RegExp(`^Block hinzufügen\\s*: ${slot}$`) }).click();
  const palette = page.getByRole('dialog', { name: `Block hinzufügen: ${slot}` });
  await palette.getByLabel('Blöcke durchsuchen').fill(blockName);
  await palette.getByRole('button', { name: new RegExp(`^${blockName}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: blockName, exact: true })).toBeVisible();
}

/** Uploads a plain image to the media library (unpublished: the Redaktion's alone); its card and its address. */
export async function uploadImage(page: Page, name: string, background = '#a33b2b') {
  await page.goto('/redaktion/medien');
  await page.getByLabel('Dateien hochladen').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 640, height: 360, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  });
  await expect(page.getByRole('status').filter({ hasText: `„${name}“ ist hochgeladen` })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  return { card, url: (await card.getByRole('link', { name }).getAttribute('href'))! };
}

export const form = (page: Page) => page.locator('#blockformular');
/** The preview's host page (on the preview's own site) and the page it draws in its frame. */
export const previewHost = (page: Page) => page.frameLocator('iframe[name="vorschaurahmen"]');
export const preview = (page: Page) => previewHost(page).frameLocator('iframe[name="vorschau"]');

/**
 * Where an element of the preview is on the editor's screen. The preview is a frame of another site, in a process of
 * its own, scaled to fit its pane; Playwright's boxes of elements in such a frame leave the frame's scale out (seen:
 * 343 px wide in a frame drawn 306 px wide), while Chromium routes the real pointer through it correctly. So the
 * point is computed from the frame's drawn box and the element's place in its page.
 */
export async function pointInPreview(page: Page, element: Locator): Promise<{ x: number; y: number }> {
  // The frame first: out of sight, Chromium does not draw it (no animation frames), which Playwright waits for.
  const host = previewHost(page).owner();
  await host.scrollIntoViewIfNeeded();
  await element.evaluate((node) => node.scrollIntoView({ block: 'nearest' }));
  const drawn = (await host.boundingBox())!;
  const scale = drawn.width / Number(await host.getAttribute('data-breite'));
  const inPage = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 10) };
  });
  return { x: drawn.x + inPage.x * scale, y: drawn.y + inPage.y * scale };
}

/**
 * After a keyboard lift (Space) has been announced: waits until dnd-kit's keyboard sensor listens for the arrow keys.
 * It adds its keydown listener in a `setTimeout(0)` after the lift, and Chromium may run a queued key press before
 * that timer (input goes first), so an arrow pressed at once was sometimes lost. A timer queued now runs after
 * dnd-kit's (same delay, first in, first out).
 */
export async function keyboardSensorListens(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
