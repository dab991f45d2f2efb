// Sharing a draft (issue 45), in real Chromium: an editor makes a link to the saved version in the editor; a browser
// without a session opens it and sees the draft, marked as one, never stored or indexed, with its unpublished image,
// nothing of the Redaktion and no draft-mode cookie; the editor's list shows its use; revoked, the link answers 410
// with a German page. A link made valid for seconds answers 410 once its time is over (waited for as the answer
// changes, not by a pause). An account limited to another office may not share a page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ENTWURFSLINK_TEXTE } from '@/lib/redaktion/shared/share-links';
import { addBlock, createPage, form, freshPath, login, sessionAs, uploadImage } from './support/redaktion';

test.describe.configure({ timeout: 150_000 });

const share = (page: Page) =>
  page.locator('details').filter({ has: page.getByText('Entwurf teilen', { exact: true }) });

/** A page with a text block and an unpublished image, saved through the API in `page`'s session. */
async function draftWithImage(page: Page, titel: string, text: string, image: string) {
  const origin = new URL(page.url()).origin;
  const pfad = freshPath('teilen');
  const created = await page.request.post('/api/redaktion/seiten', {
    headers: { origin },
    data: { pfad, titel, layout: 'default' },
  });
  const { id } = await created.json();
  const saved = await page.request.post(`/api/redaktion/seiten/${id}/versionen`, {
    headers: { origin },
    data: {
      umschlag: {
        pageLayout: 'default',
        title: titel,
        content: [
          {
            template: 'bild-text',
            slotName: 'main',
            options: {
              titel: 'Der neue Spielplatz',
              text: `<p>${text}</p>`,
              bildupload: { bild: image, bildtext: 'Plan' },
            },
          },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return { id, pfad, version: (await saved.json()).version as { id: number; nummer: number } };
}

test('a link opens the draft without a session, shows its use in the editor, and is revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'redaktion');
  const { url: image } = await uploadImage(page, `spielplatz-${Date.now().toString(36)}.jpg`, '#2b6ca3');
  const { id, pfad, version } = await draftWithImage(page, 'Spielplatz am See', 'Entwurf für den Gemeinderat.', image);
  await page.goto(`/redaktion/seiten/${id}`);

  await share(page).getByText('Entwurf teilen', { exact: true }).click();
  await expect(share(page).getByText('Für diese Seite gibt es noch keine Links zum Entwurf.')).toBeVisible();
  await share(page).getByLabel('Gültig für').selectOption({ label: '3 Tage' });
  await share(page).getByLabel('Für wen? (optional)').fill('Bürgermeisterin');
  await share(page).getByRole('button', { name: 'Link erstellen' }).click();
  const address = share(page).getByRole('textbox', { name: 'Link zum Entwurf' });
  await expect(address).toHaveValue(new RegExp(`^${baseURL}/entwurf/[\\w-]{43}$`));
  const link = await address.inputValue();
  await expect(
    share(page)
      .getByRole('status')
      .filter({ hasText: `Link zu Version ${version.nummer}` }),
  ).toBeVisible();

  // Somebody without an account: the draft, marked, never stored or indexed, with the unpublished image.
  const visitor = await browser.newContext({ baseURL });
  const reader = await visitor.newPage();
  const answer = await reader.goto(link);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()['cache-control']).toBe('private, no-store, max-age=0');
  expect(answer!.headers()['x-robots-tag']).toMatch(/noindex/);
  expect(answer!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(reader.getByRole('complementary', { name: /Unveröffentlichter Entwurf/ })).toContainText(
    `${ENTWURFSLINK_TEXTE.hinweisTitel} (Version ${version.nummer})`,
  );
  await expect(reader.getByText('Entwurf für den Gemeinderat.')).toBeVisible();
  const shown = reader.getByRole('img', { name: 'Plan' });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Nothing of the Redaktion: no link into it, no session, no draft mode; the page itself is still not public.
  await expect(reader.locator('a[href^="/redaktion"]')).toHaveCount(0);
  expect(await visitor.cookies()).toEqual([]);
  expect((await visitor.request.get(pfad)).status()).toBe(404);
  expect((await visitor.request.get(image)).status()).toBe(404);

  // The editor's list: who made it, for whom, and that it was used.
  await page.reload();
  await share(page).getByText('Entwurf teilen', { exact: true }).click();
  const row = share(page).getByRole('row').filter({ hasText: 'Bürgermeisterin' });
  await expect(row).toContainText('Lena Kienzler');
  await expect(row).toContainText('(1-mal)');
  await expect(row).toContainText('Gültig');

  await row.getByRole('button', { name: /^Widerrufen/ }).click();
  await expect(
    share(page)
      .getByRole('status')
      .filter({ hasText: /^Widerrufen: der Link/ }),
  ).toBeVisible();
  await expect(row).toContainText('Widerrufen von Lena Kienzler');
  const revoked = await reader.reload();
  expect(revoked!.status()).toBe(410);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(ENTWURFSLINK_TEXTE.widerrufenTitel);
  await expect(reader.getByText('Entwurf für den Gemeinderat.')).toHaveCount(0);
  expect((await visitor.request.get(`${image}?zugang=${link.split('/').pop()}`)).status()).toBe(404);

  // A token that was never made: 404, in German.
  const unknown = await reader.goto('/entwurf/' + 'x'.repeat(43));
  expect(unknown!.status()).toBe(404);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(ENTWURFSLINK_TEXTE.unbekanntTitel);
  await visitor.close();
});

test('a link made valid for seconds answers 410 once its time is over', async ({ page, playwright, baseURL }) => {
  await login(page, 'redaktion');
  await page.goto('/redaktion');
  await createPage(page, freshPath('ablauf'), 'Kurz geteilt');
  await addBlock(page, 'Hauptspalte', 'Text');
  await form(page).locator('[contenteditable="true"]').fill('Nur kurz zu sehen.');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert als Version/ })).toBeVisible();
  const id = page.url().split('/').pop()!;
  const versions = await page.request.get(`/api/redaktion/seiten/${id}/versionen`);
  const versionId = (await versions.json()).versionen[0].id as number;
  const made = await page.request.post(`/api/redaktion/seiten/${id}/entwurfslinks`, {
    headers: { origin: new URL(page.url()).origin },
    data: { versionId, gueltigBis: new Date(Date.now() + 8000).toISOString() },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { pfad } = await made.json();

  const anonymous: APIRequestContext = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get(pfad)).status()).toBe(200);
  // The answer changes when the link's time is over: asked until it does.
  await expect.poll(async () => (await anonymous.get(pfad)).status(), { timeout: 30_000 }).toBe(410);
  const expired = await (await anonymous.get(pfad)).text();
  expect(expired).toContain(ENTWURFSLINK_TEXTE.abgelaufenTitel);
  expect(expired).not.toContain('Nur kurz zu sehen.');
  await anonymous.dispose();
});

test("an account limited to one office may not share another office's page", async ({ browser, baseURL }) => {
  const tourism = await sessionAs(browser, 'tourismus', baseURL);
  const tree = await tourism.page.request.get('/api/redaktion/seiten?suche=buergerservice');
  const find = (nodes: { pfad: string; id: string; kinder: unknown[] }[]): string | undefined =>
    nodes.map((n) => (n.pfad === '/de/rathaus/buergerservice' ? n.id : find(n.kinder as never))).find(Boolean);
  const id = find((await tree.json()).seiten)!;
  const refused = await tourism.page.request.post(`/api/redaktion/seiten/${id}/entwurfslinks`, {
    headers: { origin: baseURL! },
    data: { versionId: 1, gueltigStunden: 24 },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/^Diese Seite gehört zum Amt „Bürgerbüro“/);
  await tourism.close();
});
