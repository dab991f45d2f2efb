// Keeping the site true (issue 36): a link to an archived page is an error at its field as soon as the editor shows
// the block, the editor refuses to publish while it is there, and so does the server when asked directly. And a block
// id is a uuid or one of the seed's readable ids (issue 41): nothing an address could hide in.
import { expect, test } from '@playwright/test';
import { LINK_TEXTS, deadLinksText } from '@/lib/redaktion/shared/internal-links';
import { blockIdText } from '@/lib/redaktion/shared/block-ids';
import { createPage, form, freshPath, login, sessionAs, submitByApi } from './support/redaktion';

test.describe.configure({ timeout: 90_000 });

test('a link to an archived page shows at its field and blocks publishing', async ({ page, browser }) => {
  await login(page, 'redaktion');
  const origin = new URL(page.url()).origin;
  // The target: a page that is archived before anything links to it.
  const ziel = freshPath('archiviertes-ziel');
  const created = await page.request.post('/api/redaktion/seiten', {
    headers: { origin },
    data: { pfad: ziel, titel: 'Archiviertes Ziel' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const archived = await page.request.post(`/api/redaktion/seiten/${(await created.json()).id}/archivieren`, {
    headers: { origin },
    data: {},
  });
  expect(archived.status(), await archived.text()).toBe(200);

  await createPage(page, freshPath('verweis'), 'Verweis ins Leere');
  const id = page.url().split('/').pop()!;
  const saved = await page.request.post(`/api/redaktion/seiten/${id}/versionen`, {
    headers: { origin },
    data: {
      umschlag: {
        pageLayout: 'default',
        title: 'Verweis ins Leere',
        content: [
          {
            id: 'verweis-block',
            template: 'text',
            slotName: 'main',
            options: { text: `<p>Siehe <a href="${ziel}">die alte Seite</a>.</p>` },
          },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { version } = await saved.json();
  await submitByApi(page, id, version.id);

  // The approver opens the submitted version: the finding is at the block's field before anybody types.
  const approver = await sessionAs(browser, 'freigabe');
  await approver.page.goto(page.url());
  await approver.page
    .getByRole('navigation', { name: 'Blöcke der Seite' })
    .getByRole('button', { name: /die alte Seite|Text/ })
    .first()
    .click();
  const message = LINK_TEXTS.archived(ziel);
  await expect(form(approver.page).getByText(message).first()).toBeVisible();

  // The editor refuses before it asks the server …
  await approver.page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(approver.page.getByText(deadLinksText(1))).toBeVisible();
  // … and the server refuses on its own, with the finding at the field.
  const direct = await approver.page.request.post(`/api/redaktion/seiten/${id}/veroeffentlichen`, {
    headers: { origin },
    data: { versionId: version.id },
  });
  expect(direct.status()).toBe(422);
  const body = await direct.json();
  expect(body.meldungen).toEqual([{ pfad: '/content/0/options/text', meldung: message, blockId: 'verweis-block' }]);
  await approver.close();
});

test('a block id that could hold an address is refused in German and nothing is stored', async ({ page }) => {
  await login(page, 'redaktion');
  const origin = new URL(page.url()).origin;
  await createPage(page, freshPath('kennung'), 'Kennung');
  const id = page.url().split('/').pop()!;
  const versions = async () =>
    (await (await page.request.get(`/api/redaktion/seiten/${id}/versionen`)).json()).versionen;
  const before = await versions();
  const bad = '/api/medien/3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b/plan.pdf';
  const saved = await page.request.post(`/api/redaktion/seiten/${id}/versionen`, {
    headers: { origin },
    data: {
      umschlag: {
        pageLayout: 'default',
        title: 'Kennung',
        content: [{ id: bad, template: 'text', slotName: 'main', options: { text: '<p>Text</p>' } }],
      },
    },
  });
  expect(saved.status()).toBe(400);
  expect((await saved.json()).message).toBe(blockIdText(1, bad));
  expect(await versions()).toHaveLength(before.length);
});
