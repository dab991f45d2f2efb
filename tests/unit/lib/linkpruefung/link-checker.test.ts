// The external link check against servers on this machine: a dead page, a server error, a redirect loop, a slow
// answer, a server that refuses HEAD, one that asks to come back later, a path robots.txt forbids; each link is
// claimed once when two runners start together, and one host is never asked faster than its pace. The test's server
// is on loopback, which the checker never asks: this test's own policy counts its one address and port as public
// (policyForTests; tests/unit/lib/linkpruefung/public-address.test.ts shows everything else on loopback refused).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { checkUrl, LINK_MESSAGES, retryAfterMs } from '@/lib/linkpruefung/check-url';
import { HostPacing } from '@/lib/linkpruefung/host-pacing';
import { linkCheckUserAgent, ROBOTS_MESSAGE, runLinkCheck } from '@/lib/linkpruefung/link-checker';
import { listLinkResults } from '@/lib/linkpruefung/link-store';
import { BROKEN } from '@/lib/linkpruefung/link-types';
import type { Guard } from '@/lib/linkpruefung/guarded-request';
import { policyForTests } from '@/lib/linkpruefung/public-address';
import { publishPageVersion, savePageVersion } from '@/lib/redaktion/store/page-versions';
import { createPage } from '@/lib/redaktion/store/pages';
import { submitForApproval } from '@/lib/redaktion/store/workflow';
import { onEachDatabase } from '../../support/databases';
import { franz, rita } from '../../support/redaktion-store';

const USER_AGENT = linkCheckUserAgent('https://www.tannbrunn.example');

interface Hit {
  method: string;
  path: string;
  at: number;
  userAgent: string;
}

function startSite(): Promise<{ server: Server; base: string; hits: Hit[] }> {
  const hits: Hit[] = [];
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/robots.txt': (_, res) => res.end('User-agent: Tannbrunn-Linkpruefung\nDisallow: /geheim\n'),
    '/gut': (_, res) => res.end('ok'),
    '/weg': (_, res) => res.writeHead(404).end(),
    '/kaputt': (_, res) => res.writeHead(500).end(),
    '/kreis-a': (_, res) => res.writeHead(301, { location: '/kreis-b' }).end(),
    '/kreis-b': (_, res) => res.writeHead(302, { location: '/kreis-a' }).end(),
    '/umzug': (_, res) => res.writeHead(308, { location: '/gut' }).end(),
    '/langsam': (_, res) => void setTimeout(() => res.end('spät'), 3_000),
    '/ohne-head': (req, res) => res.writeHead(req.method === 'HEAD' ? 405 : 200).end(),
    '/spaeter': (_, res) => res.writeHead(429, { 'retry-after': '120' }).end(),
    '/geheim/seite': (_, res) => res.end('nie gefragt'),
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push({ method: req.method ?? '', path, at: Date.now(), userAgent: req.headers['user-agent'] ?? '' });
    (routes[path] ?? ((_, r: ServerResponse) => r.writeHead(404).end()))(req, res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits }),
    ),
  );
}

let site: Awaited<ReturnType<typeof startSite>>;
let guard: Guard;
beforeAll(async () => {
  site = await startSite();
  guard = {
    policy: policyForTests({ publicListeners: [{ address: '127.0.0.1', port: Number(new URL(site.base).port) }] }),
  };
});
afterAll(() => new Promise<void>((done) => site.server.close(() => done())));

describe('checkUrl', () => {
  const check = (path: string) => checkUrl(`${site.base}${path}`, { userAgent: USER_AGENT, timeoutMs: 500, guard });

  it('tells a good link, a dead one, a server error, a loop, a slow answer and a moved page apart', async () => {
    expect(await check('/gut')).toEqual({ ergebnis: 'ok', httpStatus: 200, meldung: LINK_MESSAGES.ok });
    expect(await check('/weg')).toEqual({ ergebnis: 'kaputt', httpStatus: 404, meldung: LINK_MESSAGES.status(404) });
    expect(await check('/kaputt')).toEqual({ ergebnis: 'kaputt', httpStatus: 500, meldung: LINK_MESSAGES.status(500) });
    expect(await check('/kreis-a')).toMatchObject({ ergebnis: 'umleitungsschleife', meldung: LINK_MESSAGES.loop });
    expect(await check('/umzug')).toMatchObject({ ergebnis: 'ok', httpStatus: 200 });
    const started = Date.now();
    expect(await check('/langsam')).toEqual({
      ergebnis: 'zeitueberschreitung',
      httpStatus: null,
      meldung: LINK_MESSAGES.timeout(500),
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('asks with GET where HEAD is refused, and comes back when the server asks to', async () => {
    expect(await check('/ohne-head')).toMatchObject({ ergebnis: 'ok', httpStatus: 200 });
    expect(site.hits.filter((h) => h.path === '/ohne-head').map((h) => h.method)).toEqual(['HEAD', 'GET']);
    expect(await check('/spaeter')).toMatchObject({ ergebnis: 'spaeter', httpStatus: 429, wiederholenNachMs: 120_000 });
  });

  it('names the site in its User-Agent and never downloads a body with HEAD', () => {
    expect(site.hits.every((h) => h.userAgent === USER_AGENT)).toBe(true);
    expect(site.hits.find((h) => h.path === '/gut')?.method).toBe('HEAD');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs(new Date(Date.UTC(2026, 0, 1, 0, 1)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(60_000);
    expect(retryAfterMs('bald')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});

describe('HostPacing', () => {
  it('spaces requests to one host and lets other hosts go at once', async () => {
    let now = 0;
    const slept: number[] = [];
    const pacing = new HostPacing(
      1_000,
      () => now,
      async (ms) => {
        slept.push(ms);
      },
    );
    await Promise.all([pacing.wait('a'), pacing.wait('a'), pacing.wait('a'), pacing.wait('b')]);
    expect(slept).toEqual([1_000, 2_000]);
    now = 5_000;
    await pacing.wait('a');
    expect(slept).toEqual([1_000, 2_000]);
  });
});

onEachDatabase('the link check job', (open) => {
  let db: Database;
  const paths = ['/gut', '/weg', '/kaputt', '/kreis-a', '/langsam', '/ohne-head', '/spaeter', '/geheim/seite'];

  beforeAll(async () => {
    db = await open();
    const { seite } = await createPage(db, rita, { pfad: '/de/links', titel: 'Links', layout: 'default' });
    const links = paths.map((p) => `<a href="${site.base}${p}">Ziel ${p}</a>`).join(' ');
    const { version } = await savePageVersion(db, rita, seite.id, {
      pageLayout: 'default',
      title: 'Links',
      content: [{ template: 'text', slotName: 'main', options: { text: `<p>${links}</p>` } }],
    });
    await submitForApproval(db, rita, seite.id, version.id);
    await publishPageVersion(db, franz, seite.id, version.id);
  }, 120_000);

  it('two runners at once: each link checked once, results kept with their place and date', async () => {
    const before = site.hits.length;
    const released: number[][] = [[], []];
    const pacing = (i: number) =>
      new (class extends HostPacing {
        override async wait(host: string) {
          await super.wait(host);
          released[i]!.push(Date.now());
        }
      })(100);
    const options = { database: async () => db, userAgent: USER_AGENT, timeoutMs: 500, guard };
    const counts = await Promise.all([
      runLinkCheck({ ...options, runner: 'instanz-1', pacing: pacing(0) }),
      runLinkCheck({ ...options, runner: 'instanz-2', pacing: pacing(1) }),
    ]);
    // One host, one runner: the other instance leaves a host alone while somebody checks it.
    expect([...counts].sort()).toEqual([0, paths.length]);
    const hits = site.hits.slice(before).filter((h) => h.path !== '/robots.txt');
    // Each checked path was asked once (HEAD; /ohne-head with GET after it), the forbidden one never.
    for (const path of paths.filter((p) => p !== '/geheim/seite'))
      expect(
        hits.filter((h) => h.path === path && h.method === 'HEAD'),
        path,
      ).toHaveLength(1);
    expect(hits.some((h) => h.path.startsWith('/geheim'))).toBe(false);

    const results = Object.fromEntries((await listLinkResults(db)).map((r) => [new URL(r.url).pathname, r]));
    expect(results['/gut']).toMatchObject({ ergebnis: 'ok', httpStatus: 200 });
    expect(results['/weg']).toMatchObject({ ergebnis: 'kaputt', httpStatus: 404 });
    expect(results['/kaputt']).toMatchObject({ ergebnis: 'kaputt', httpStatus: 500 });
    expect(results['/kreis-a']).toMatchObject({ ergebnis: 'umleitungsschleife' });
    expect(results['/langsam']).toMatchObject({ ergebnis: 'zeitueberschreitung' });
    expect(results['/ohne-head']).toMatchObject({ ergebnis: 'ok' });
    expect(results['/geheim/seite']).toMatchObject({ ergebnis: 'robots', meldung: ROBOTS_MESSAGE });
    expect(results['/weg']!.fundstellen).toEqual([
      expect.objectContaining({ ort: '/de/links', feld: '/content/0/options/text' }),
    ]);
    expect(Date.now() - Date.parse(results['/weg']!.geprueftAm!)).toBeLessThan(60_000);

    // Only the broken ones, for the Redaktion's list.
    const broken = (await listLinkResults(db, { nur: BROKEN })).map((r) => new URL(r.url).pathname).sort();
    expect(broken).toEqual(['/kaputt', '/kreis-a', '/langsam', '/weg']);

    // One host, one pace: the requests went out one interval apart (the exact spacing is the fake clock's test
    // above; here a busy event loop may release one a little late, never early).
    const times = released.flat();
    expect(times.length).toBeGreaterThan(paths.length);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual((times.length - 1) * 100 - 5);
  }, 60_000);

  it('nothing is due right after a run; a link asked to wait keeps its last result', async () => {
    expect(await runLinkCheck({ database: async () => db, userAgent: USER_AGENT, timeoutMs: 500, guard })).toBe(0);
    const spaeter = (await listLinkResults(db)).find((r) => r.url.endsWith('/spaeter'));
    expect(spaeter).toMatchObject({ ergebnis: 'spaeter', geprueftAm: null });
  });
});
