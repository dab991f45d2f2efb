// An upload is the Redaktion's until a page that uses it is published (issue 33), in real Chromium: an editor uploads
// an image and puts it on a draft; the Redaktion's preview shows it, while an anonymous request for the file gets a
// 404; once a second person has published the page, the file is public and the page shows it to visitors.
import { expect, test } from '@playwright/test';
import { freshPath, login, preview, previewHost, sessionAs, submitByApi, uploadImage } from './support/redaktion';

test.describe.configure({ timeout: 150_000 });

const ALT = 'Das neue Feuerwehrhaus';

test('an uploaded image is served to visitors only once a page that uses it is published', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const run = Date.now().toString(36);
  const name = `feuerwehrhaus-${run}.jpg`;
  await login(page, 'redaktion');
  const origin = new URL(page.url()).origin;
  const { card, url } = await uploadImage(page, name);
  // The library's thumbnail is the Redaktion's own, fetched with the session, not through the image optimizer.
  const thumb = card.locator('img');
  const thumbUrl = `/api/redaktion/medien/${url.split('/')[3]}/vorschaubild`;
  await expect(thumb).toHaveAttribute('src', thumbUrl);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get(thumbUrl)).status()).toBe(401);
  const unpublished = await anonymous.get(url);
  expect(unpublished.status()).toBe(404);
  expect((await unpublished.json()).message).toBe('Diese Datei gibt es nicht.');
  const own = await page.request.get(url);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('private, no-store');

  // On a draft: the preview shows it.
  const pfad = freshPath('feuerwehrhaus');
  const created = await page.request.post('/api/redaktion/seiten', {
    headers: { origin },
    data: { pfad, titel: 'Feuerwehrhaus', layout: 'default' },
  });
  const { id } = await created.json();
  const saved = await page.request.post(`/api/redaktion/seiten/${id}/versionen`, {
    headers: { origin },
    data: {
      umschlag: {
        pageLayout: 'default',
        title: 'Feuerwehrhaus',
        content: [
          {
            template: 'bild-text',
            slotName: 'main',
            options: {
              titel: 'Einweihung',
              text: '<p>Das neue Feuerwehrhaus ist fertig.</p>',
              bildupload: { bild: url, bildtext: ALT },
            },
          },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { version } = await saved.json();
  await page.goto(`/redaktion/seiten/${id}`);
  const shown = preview(page).getByRole('img', { name: ALT });
  // The preview runs on a site of its own, which no session cookie reaches: the file's address carries its token.
  await expect(shown).toHaveAttribute('src', new RegExp(`^${url.replace(/[.?]/g, '\\$&')}\\?zugang=[\\w-]{43}$`));
  // Looked at: the preview runs in a process of its own, whose page Chromium does not draw (nor load its lazy images)
  // while the frame is out of sight.
  await previewHost(page).owner().scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await anonymous.get(url)).status()).toBe(404);

  // Submitted and published by a second person: public, cacheable, and on the page for visitors.
  await submitByApi(page, id, version.id);
  const approver = await sessionAs(browser, 'freigabe', baseURL);
  const published = await approver.page.request.post(`/api/redaktion/seiten/${id}/veroeffentlichen`, {
    headers: { origin },
    data: { versionId: version.id },
  });
  expect(published.status(), await published.text()).toBe(200);
  await approver.close();
  const visitor = await anonymous.get(url);
  expect(visitor.status()).toBe(200);
  expect(visitor.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
  expect(visitor.headers()['content-type']).toBe('image/jpeg');

  const visitorContext = await browser.newContext({ baseURL });
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto(pfad);
  const onPage = visitorPage.getByRole('img', { name: ALT });
  await expect(onPage).toHaveAttribute('src', /^\/_next\/image\?url=/);
  await expect.poll(() => onPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await visitorContext.close();
  await anonymous.dispose();
});
