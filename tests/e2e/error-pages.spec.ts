import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './axe';
import { json, startStubCms, type StubCms } from './support/stub-cms';
import { startNextServer, type NextServer } from './support/next-server';

const settings = JSON.parse(readFileSync('content/einstellungen.json', 'utf8')) as { fehlerMeldenEmail: string };

test.describe('404 page', () => {
  test('answers 404 with the specified texts, mail link, button and breadcrumb', async ({ page }) => {
    const response = await page.goto('/de/diese-seite-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Seite nicht gefunden');
    await expect(page.getByRole('link', { name: 'Veralteten Link per E-Mail melden' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${settings.fehlerMeldenEmail}`),
    );
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Fehler - 404');
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/de$/);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/de/diese-seite-gibt-es-nicht');
    await expectNoAxeViolations(page);
  });
});

test.describe('upstream CMS failures', () => {
  test.describe.configure({ mode: 'serial' });
  let cms: StubCms;
  let server: NextServer;

  test.beforeAll(async () => {
    const good = {
      pageLayout: 'default',
      title: 'Teilweise gültig',
      content: [
        { id: 'ok', template: 'text', slotName: 'main', options: { text: '<p>Dieser Block ist gültig.</p>' } },
        { id: 'x', template: 'gibt-es-nicht', slotName: 'main', options: {} },
        { id: 'y', template: 'hero', slotName: 'hero', options: { titel: 'Ohne Bild' } },
      ],
    };
    cms = await startStubCms((url, _req, res) => {
      const pfad = url.searchParams.get('pfad');
      if (url.pathname === '/api/cms/menu')
        return json(res, 200, { menuItems: [{ title: 'Rathaus', href: '/de/rathaus' }] });
      if (url.pathname === '/api/wetter') return json(res, 500, { message: 'kaputt' });
      if (pfad === '/de/stoerung/fehler') return json(res, 500, { message: 'Interner Fehler' });
      if (pfad === '/de/stoerung/muell') return json(res, 200, '{"pageLayout": "default", "title": ');
      if (pfad === '/de/stoerung/ungueltig') return json(res, 200, { title: 'ohne Inhalt' });
      if (pfad === '/de/stoerung/teilweise') return json(res, 200, good);
      if (pfad === '/de/stoerung/haengt') return; // never answers
      return json(res, 404, { message: 'Nicht gefunden' });
    });
    server = await startNextServer(3195, {
      CMS_URL: cms.url,
      UPSTREAM_TIMEOUT_MS: '1000',
      SITE_URL: 'http://127.0.0.1:3195',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await cms?.close();
  });

  for (const [path, label] of [
    ['/de/stoerung/fehler', 'a CMS answering 500'],
    ['/de/stoerung/muell', 'malformed CMS JSON'],
  ] as const) {
    test(`${label} gives the error page with status 500, never a stack trace`, async ({ page }) => {
      const response = await page.goto(server.url + path);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leider ist ein Fehler aufgetreten');
      await expect(page.getByText('Unser Team wurde bereits informiert')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Fehler - 500');
      await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
      expect(await page.content()).not.toMatch(/at \w+ \(|UpstreamError|node_modules/);
    });
  }

  test('a CMS that never answers gives the error page within the timeout', async ({ page }) => {
    const started = Date.now();
    const response = await page.goto(server.url + '/de/stoerung/haengt');
    expect(response?.status()).toBe(500);
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leider ist ein Fehler aufgetreten');
  });

  test('an invalid page envelope gives the 404 page', async ({ page }) => {
    const response = await page.goto(server.url + '/de/stoerung/ungueltig');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Seite nicht gefunden');
  });

  test('unknown and invalid blocks are dropped, the valid rest renders, the header works without weather', async ({
    page,
  }) => {
    const response = await page.goto(server.url + '/de/stoerung/teilweise');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Dieser Block ist gültig.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teilweise gültig');
    await expect(page.getByText('Hinweis für die Redaktion')).toHaveCount(0);
    await expect(page.locator('header').first()).toBeVisible();
  });

  test('the http mode makes the specified calls', async () => {
    const calls = cms.requests.map(
      (u) => u.pathname + (u.pathname === '/api/cms/menu' ? `?name=${u.searchParams.get('name')}` : ''),
    );
    expect(calls).toContain('/api/cms/seite');
    expect(calls).toContain('/api/wetter');
    for (const name of ['Hauptmenü', 'Hauptmenü_Footer', 'Footer', 'Rechtliches', 'Downloads'])
      expect(calls).toContain(`/api/cms/menu?name=${name}`);
  });

  test("with CMS_URL the upstream CMS is the editors' tool: every page and API route of the Redaktion is 404", async ({
    request,
  }) => {
    for (const url of ['/redaktion', '/redaktion/medien', '/redaktion/menues', '/redaktion/einstellungen']) {
      expect((await request.get(server.url + url)).status(), url).toBe(404);
    }
    for (const url of ['/api/redaktion/seiten', '/api/redaktion/medien', '/api/redaktion/pruefskript']) {
      expect((await request.get(server.url + url)).status(), url).toBe(404);
    }
    const media = await request.get(`${server.url}/api/medien/00000000-0000-4000-8000-000000000000/bild.jpg`);
    expect(media.status()).toBe(404);
  });
});
