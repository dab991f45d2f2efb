// Nobody without the right session receives protected content: every intranet and council route
// (pages, /_next/data JSON, API routes) is requested anonymously and with the other system's
// cookie, and no byte of protected content may come back. State-changing routes check Origin.
import { expect, test, type APIRequestContext } from '@playwright/test';

const INTRANET_ROUTES = [
  '/de/intranet',
  '/de/intranet/aktuelles',
  '/de/intranet/aktuelles?seite=2',
  '/de/intranet/personal/9',
  '/de/intranet/archiv',
  '/de/intranet/archiv/1',
  '/de/intranet/archiv/2',
];
const COUNCIL_ROUTES = [
  '/de/ratsinfo',
  '/de/ratsinfo/sitzungen',
  '/de/ratsinfo/sitzungen/1',
  '/de/ratsinfo/sitzungen/4',
  '/de/ratsinfo/berichte',
  '/de/ratsinfo/passwort',
];
const INTRANET_FILES = ['/api/intranet/dokumente/1', '/api/intranet/dokumente/2'];
const COUNCIL_FILES = ['/api/ratsinfo/dokumente/1', '/api/ratsinfo/dokumente/5', '/api/ratsinfo/kalender.ics'];

/** Words that appear only behind the login (demo content, user names, document texts). */
const INTRANET_SECRETS = [
  'Bürgerbüros ab Dezember',
  'Haushaltsplanung 2027',
  'rathaus-aktuell',
  'Personal und Fortbildung',
  'Dienstanweisung Winterdienst',
  'Bühler',
  'taggingpfad',
  'Mitarbeiterbefragung',
  '%PDF',
];
const COUNCIL_SECRETS = [
  'Sonnhalde II',
  'Sitzungsvorlage 2026',
  'Eberle',
  'Breitbandausbau – Stand Herbst',
  'Klausurtagung',
  'Hallengebühren',
  'BEGIN:VCALENDAR',
  'tagesordnung',
  '%PDF',
];

async function cookieFor(request: APIRequestContext, baseURL: string, kind: 'intranet' | 'ratsinfo'): Promise<string> {
  const [email, passwort] =
    kind === 'intranet'
      ? ['intranet@tannbrunn.example', 'Tannbrunn-Intranet-2026']
      : ['rat@tannbrunn.example', 'Tannbrunn-Rat-2026'];
  const response = await request.post(`/api/${kind}/anmelden`, {
    data: { email, passwort },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  const setCookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')!.value;
  return setCookie.split(';')[0]!;
}

async function buildId(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/de/intranet', { headers: { cookie: '' } })).text();
  return /"buildId":"([^"]+)"/.exec(html)![1]!;
}

function dataUrl(id: string, route: string): string {
  const [path, query] = route.split('?');
  return `/_next/data/${id}${path}.json${query ? `?${query}` : ''}`;
}

async function expectNothingOf(request: APIRequestContext, url: string, cookie: string, secrets: string[]) {
  const response = await request.get(url, { headers: { cookie }, maxRedirects: 0 });
  const body = await response.text();
  for (const secret of secrets)
    expect(body, `${url} mit Cookie „${cookie.split('=')[0] || 'keins'}“ enthält „${secret}“`).not.toContain(secret);
  return response;
}

test.describe('no protected content without the right session', () => {
  let intranetCookie: string;
  let ratsinfoCookie: string;
  let id: string;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    intranetCookie = await cookieFor(request, baseURL!, 'intranet');
    ratsinfoCookie = await cookieFor(request, baseURL!, 'ratsinfo');
    id = await buildId(request);
    await request.dispose();
  });

  test('intranet pages, their data JSON and files: anonymous and with the council cookie', async ({ request }) => {
    for (const cookie of ['', ratsinfoCookie]) {
      for (const route of INTRANET_ROUTES) {
        const page = await expectNothingOf(request, route, cookie, INTRANET_SECRETS);
        expect(page.status()).toBe(200);
        expect(await page.text()).toContain('Anmeldung Intranet');
        expect(page.headers()['cache-control']).toContain('no-store');
        const data = await expectNothingOf(request, dataUrl(id, route), cookie, INTRANET_SECRETS);
        expect(await data.json()).toMatchObject({ pageProps: { view: 'login' } });
      }
      for (const file of INTRANET_FILES)
        expect((await expectNothingOf(request, file, cookie, INTRANET_SECRETS)).status()).toBe(401);
    }
  });

  test('council pages, their data JSON and files: anonymous and with the intranet cookie', async ({ request }) => {
    for (const cookie of ['', intranetCookie]) {
      for (const route of COUNCIL_ROUTES) {
        const page = await expectNothingOf(request, route, cookie, COUNCIL_SECRETS);
        expect(page.status()).toBe(200);
        expect(await page.text()).toContain('Anmeldung Ratsinformationssystem');
        expect(page.headers()['cache-control']).toContain('no-store');
        const data = await expectNothingOf(request, dataUrl(id, route), cookie, COUNCIL_SECRETS);
        expect(await data.json()).toMatchObject({ pageProps: { view: 'login' } });
      }
      for (const file of COUNCIL_FILES)
        expect((await expectNothingOf(request, file, cookie, COUNCIL_SECRETS)).status()).toBe(401);
      // A key nobody holds (or one that was renewed) is an address that is gone.
      expect(
        (
          await expectNothingOf(
            request,
            '/api/ratsinfo/kalender.ics?schluessel=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
            cookie,
            COUNCIL_SECRETS,
          )
        ).status(),
      ).toBe(404);
    }
  });

  test('a forged or foreign token opens nothing', async ({ request }) => {
    const [name, value] = intranetCookie.split('=');
    const forged = `${name}=${value!.replace(/%3A.*/, '%3A')}${'A'.repeat(43)}`;
    const page = await expectNothingOf(request, '/de/intranet/aktuelles', forged, INTRANET_SECRETS);
    expect(await page.text()).toContain('Ihre Sitzung ist abgelaufen');
    // The council token inside the intranet cookie: still nothing.
    const swapped = `intranet_sitzung=${ratsinfoCookie.split('=')[1]}`;
    await expectNothingOf(request, '/de/intranet', swapped, INTRANET_SECRETS);
    const swappedBack = `ratsinfo_sitzung=${intranetCookie.split('=')[1]}`;
    await expectNothingOf(request, '/de/ratsinfo/sitzungen', swappedBack, COUNCIL_SECRETS);
  });

  test('with the right cookie the content is there (the checks above can fail)', async ({ request }) => {
    expect(
      await (await request.get('/de/intranet/aktuelles', { headers: { cookie: intranetCookie } })).text(),
    ).toContain('Bürgerbüros ab Dezember');
    expect(
      await (await request.get('/de/ratsinfo/sitzungen/1', { headers: { cookie: ratsinfoCookie } })).text(),
    ).toContain('Sonnhalde');
  });

  test('state-changing routes refuse requests from another origin or without one', async ({ request }) => {
    for (const path of [
      '/api/intranet/anmelden',
      '/api/ratsinfo/anmelden',
      '/api/intranet/abmelden',
      '/api/ratsinfo/abmelden',
      '/api/ratsinfo/passwort',
      '/api/ratsinfo/kalenderadresse',
    ]) {
      const foreign = await request.post(path, {
        data: { email: 'rat@tannbrunn.example', passwort: 'Tannbrunn-Rat-2026' },
        headers: { origin: 'https://boese.example', cookie: ratsinfoCookie },
      });
      expect(foreign.status(), path).toBe(403);
      expect(foreign.headers()['set-cookie'], path).toBeUndefined();
      const none = await request.post(path, { data: {}, headers: { cookie: ratsinfoCookie } });
      expect(none.status(), path).toBe(403);
      expect((await request.get(path)).status(), path).toBe(405);
    }
  });
});
