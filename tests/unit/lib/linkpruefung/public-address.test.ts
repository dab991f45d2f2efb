// Issue 41, point 1: the external link check was a port scanner. Listeners on this machine's loopback (IPv4 and
// IPv6) count every request they get; links to them in every spelling (plain, decimal, octal, hex, `localhost`, a
// subdomain of it, `[::1]`, v4-mapped IPv6, a name that resolves to loopback, a name with a loopback address among
// public ones), redirects into them from a public site and a robots.txt that redirects into them are checked, singly
// and by the job over a published page. Goal: 0 requests; each listed as "Nicht geprüft: interne Adresse.". The ports
// of the loopback listeners are allowed in this test (policyForTests `ports`), so the address rule alone holds them
// off. A listener this test's policy counts as public is still checked (the positive control), and it sees the
// link's own Host header, on the address that was looked up once (no second lookup for a rebinding name to change).
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import selfsigned from 'selfsigned';
import type { Database } from '@/lib/db/database';
import { checkUrl, LINK_MESSAGES } from '@/lib/linkpruefung/check-url';
import { dnsResolve, type Guard, type Resolve } from '@/lib/linkpruefung/guarded-request';
import { linkCheckUserAgent, runLinkCheck } from '@/lib/linkpruefung/link-checker';
import { listLinkResults } from '@/lib/linkpruefung/link-store';
import { MAX_ROBOTS_BYTES, RobotsRules } from '@/lib/linkpruefung/robots';
import { isPublicAddress, policyForTests, PUBLIC_ONLY } from '@/lib/linkpruefung/public-address';
import { publishPageVersion, savePageVersion } from '@/lib/redaktion/store/page-versions';
import { createPage } from '@/lib/redaktion/store/pages';
import { submitForApproval } from '@/lib/redaktion/store/workflow';
import { onEachDatabase } from '../../support/databases';
import { franz, rita } from '../../support/redaktion-store';

const USER_AGENT = linkCheckUserAgent('https://www.tannbrunn.example');

interface Listener {
  server: Server;
  port: number;
  hits: { path: string; host: string; servername?: string }[];
}

function listen(
  host: string,
  routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {},
  make: (handler: (req: IncomingMessage, res: ServerResponse) => void) => Server = (handler) => createServer(handler),
): Promise<Listener> {
  const hits: Listener['hits'] = [];
  const server = make((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push({ path, host: req.headers.host ?? '', servername: (req.socket as TLSSocket).servername || undefined });
    (routes[path] ?? ((_, r: ServerResponse) => r.end('ok')))(req, res);
  });
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve({ server, port: (server.address() as AddressInfo).port, hits })),
  );
}

const close = (listener: Listener) => new Promise<void>((done) => listener.server.close(() => done()));

let v4: Listener;
let v6: Listener;
let site: Listener;
let guard: Guard;
/** Every name the checker looked up, in order. */
const lookups: string[] = [];
const PUBLIC_ELSEWHERE = '93.184.216.34';

beforeAll(async () => {
  v4 = await listen('127.0.0.1');
  v6 = await listen('::1');
  const redirect = (to: () => string) => (_: IncomingMessage, res: ServerResponse) =>
    res.writeHead(302, { location: to() }).end();
  site = await listen('127.0.0.1', {
    '/robots.txt': redirect(() => `http://127.0.0.1:${v4.port}/robots.txt`),
    '/nach-intern': redirect(() => `http://127.0.0.1:${v4.port}/ziel`),
    '/nach-dezimal': redirect(() => `http://2130706433:${v4.port}/ziel`),
    '/nach-localhost': redirect(() => `http://localhost:${v4.port}/ziel`),
    '/nach-v6': redirect(() => `http://[::1]:${v6.port}/ziel`),
    '/ueber-oeffentlich': redirect(() => `http://oeffentlich.example:${site.port}/nach-intern`),
  });
  // The test's DNS: names of its own, never the machine's resolver (the test stays off the internet).
  const zone: Record<string, string[]> = {
    'intern.example': ['127.0.0.1'],
    'intern6.example': ['::1'],
    'gemischt.example': [PUBLIC_ELSEWHERE, '127.0.0.1'],
    'oeffentlich.example': ['127.0.0.1'],
  };
  const resolve: Resolve = async (name) => {
    lookups.push(name);
    const found = zone[name];
    if (!found) throw Object.assign(new Error(`${name} unbekannt`), { code: 'ENOTFOUND' });
    return found;
  };
  guard = {
    resolve,
    policy: policyForTests({
      publicListeners: [{ address: '127.0.0.1', port: site.port }],
      ports: [v4.port, v6.port],
    }),
  };
});
afterAll(() => Promise.all([close(v4), close(v6), close(site)]));

/** Every spelling of a loopback listener that a published link might use. */
const internalLinks = () => [
  `http://127.0.0.1:${v4.port}/`,
  `http://2130706433:${v4.port}/`,
  `http://0x7f.1:${v4.port}/`,
  `http://0177.0.0.1:${v4.port}/`,
  `http://127.1:${v4.port}/`,
  `http://localhost:${v4.port}/`,
  `http://LOCALHOST.:${v4.port}/`,
  `http://app.localhost:${v4.port}/`,
  `http://[::1]:${v6.port}/`,
  `http://[::ffff:127.0.0.1]:${v4.port}/`,
  `http://[0:0:0:0:0:ffff:7f00:1]:${v4.port}/`,
  `http://intern.example:${v4.port}/`,
  `http://intern6.example:${v6.port}/`,
  `http://gemischt.example:${v4.port}/`,
];

const redirectLinks = () =>
  ['/nach-intern', '/nach-dezimal', '/nach-localhost', '/nach-v6', '/ueber-oeffentlich'].map(
    (path) => `http://127.0.0.1:${site.port}${path}`,
  );

const check = (url: string) => checkUrl(url, { userAgent: USER_AGENT, timeoutMs: 2_000, guard });

describe('the address rule', () => {
  it('allows public unicast addresses only, in both families, and judges embedded IPv4 addresses as IPv4', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '2a00:1450:4001:81b::2004', '64:ff9b::808:808'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '240.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:0:7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b::a00:1',
      '64:ff9b:1::808:808',
      '2002:7f00:1::1',
      '2001::1',
      '2001:db8::1',
      '4000::1',
      'kein-host',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('allows ports 80 and 443 only', () => {
    expect(PUBLIC_ONLY.refusal('8.8.8.8', 80)).toBeNull();
    expect(PUBLIC_ONLY.refusal('8.8.8.8', 443)).toBeNull();
    expect(PUBLIC_ONLY.refusal('8.8.8.8', 8080)).toBe('port');
    expect(PUBLIC_ONLY.refusal('127.0.0.1', 80)).toBe('intern');
  });

  it('a public host on another port is not checked, and not asked (its name is looked up, nothing more)', async () => {
    const resolve: Resolve = async () => [PUBLIC_ELSEWHERE];
    expect(
      await checkUrl('http://www.example.com:8443/', { userAgent: USER_AGENT, timeoutMs: 500, guard: { resolve } }),
    ).toEqual({ ergebnis: 'nicht_geprueft', httpStatus: null, meldung: LINK_MESSAGES.port });
  });

  it('the test policy opens nothing in a production process', () => {
    const before = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = 'production';
    try {
      expect(() => policyForTests({ publicListeners: [{ address: '127.0.0.1', port: 1 }] })).toThrow();
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = before;
    }
  });
});

describe('checkUrl against loopback listeners', () => {
  it('asks none of them, in any spelling, and says why', async () => {
    for (const url of internalLinks())
      expect(await check(url), url).toEqual({
        ergebnis: 'nicht_geprueft',
        httpStatus: null,
        meldung: LINK_MESSAGES.internal,
      });
    expect(v4.hits).toEqual([]);
    expect(v6.hits).toEqual([]);
  });

  it('follows a public site redirect by redirect and stops before loopback', async () => {
    const before = site.hits.length;
    for (const url of redirectLinks())
      expect(await check(url), url).toEqual({
        ergebnis: 'nicht_geprueft',
        httpStatus: null,
        meldung: LINK_MESSAGES.redirectInternal,
      });
    // The positive control: the public site was asked (each redirect link, and the hop through a name).
    expect(site.hits.length - before).toBe(6);
    expect(v4.hits).toEqual([]);
    expect(v6.hits).toEqual([]);
  });

  it('connects to the address it checked, with the link name as Host, looking the name up once', async () => {
    lookups.length = 0;
    const before = site.hits.length;
    expect(await check(`http://oeffentlich.example:${site.port}/gut`)).toMatchObject({ ergebnis: 'ok' });
    expect(site.hits.slice(before)).toEqual([{ path: '/gut', host: `oeffentlich.example:${site.port}` }]);
    expect(lookups).toEqual(['oeffentlich.example']);
  });

  it('keeps the TLS server name of the link and checks the certificate against it', async () => {
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'sicher.example' }], {
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'sicher.example' }] }],
    });
    const tls = await listen('127.0.0.1', {}, (handler) =>
      createTlsServer({ key: pems.private, cert: pems.cert }, handler),
    );
    try {
      const tlsGuard: Guard = {
        ca: pems.cert,
        resolve: async (name) => (name.endsWith('.example') ? ['127.0.0.1'] : []),
        policy: policyForTests({ publicListeners: [{ address: '127.0.0.1', port: tls.port }] }),
      };
      const tlsCheck = (url: string) => checkUrl(url, { userAgent: USER_AGENT, timeoutMs: 2_000, guard: tlsGuard });
      expect(await tlsCheck(`https://sicher.example:${tls.port}/seite`)).toMatchObject({ ergebnis: 'ok' });
      expect(tls.hits).toEqual([{ path: '/seite', host: `sicher.example:${tls.port}`, servername: 'sicher.example' }]);
      // Another name on the same address: the certificate does not fit it, and the check says so.
      expect(await tlsCheck(`https://anders.example:${tls.port}/seite`)).toMatchObject({
        ergebnis: 'nicht_erreichbar',
      });
      expect(tls.hits).toHaveLength(1);
    } finally {
      await close(tls);
    }
  });
});

/**
 * A DNS server of the test's own on loopback: A records for its names, NXDOMAIN for the rest, and silence for
 * `stumm.example`. So the resolver the site uses (c-ares, not the hosts file) is tried without the internet.
 */
function fakeDns(records: Record<string, string>): Promise<{ socket: Socket; server: string }> {
  const socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    let at = 12;
    const labels: string[] = [];
    while (query[at]) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString('latin1'));
      at += query[at]! + 1;
    }
    const name = labels.join('.').toLowerCase();
    const type = query.readUInt16BE(at + 1);
    const question = query.subarray(12, at + 5);
    if (name === 'stumm.example') return;
    const address = records[name];
    const answer =
      address && type === 1
        ? Buffer.concat([
            Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4]),
            Buffer.from(address.split('.').map(Number)),
          ])
        : Buffer.alloc(0);
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(address ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answer.length ? 1 : 0, 6);
    socket.send(Buffer.concat([header, question, answer]), from.port, from.address);
  });
  return new Promise((resolve) =>
    socket.bind(0, '127.0.0.1', () => resolve({ socket, server: `127.0.0.1:${socket.address().port}` })),
  );
}

describe('the DNS path of the site', () => {
  it('a name its DNS resolves to loopback is refused; a silent DNS is a timeout; an unknown name is unreachable', async () => {
    const dns = await fakeDns({ 'rebind.example': '127.0.0.1', 'www.oeffentlich.example': '93.184.216.34' });
    try {
      const guardOf: Guard = { resolve: dnsResolve([dns.server]) };
      const dnsCheck = (url: string) => checkUrl(url, { userAgent: USER_AGENT, timeoutMs: 500, guard: guardOf });
      expect(await guardOf.resolve!('www.oeffentlich.example', 500)).toEqual(['93.184.216.34']);
      expect(await dnsCheck('http://rebind.example/')).toEqual({
        ergebnis: 'nicht_geprueft',
        httpStatus: null,
        meldung: LINK_MESSAGES.internal,
      });
      const started = Date.now();
      expect(await dnsCheck('http://stumm.example/')).toMatchObject({ ergebnis: 'zeitueberschreitung' });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await dnsCheck('http://gibt-es-nicht.example/')).toMatchObject({ ergebnis: 'nicht_erreichbar' });
    } finally {
      dns.socket.close();
    }
  });
});

describe('robots.txt', () => {
  it('follows its redirects by hand and reads only its first kilobytes', async () => {
    const padding = `# ${'x'.repeat(78)}\n`.repeat(Math.ceil(MAX_ROBOTS_BYTES / 80) + 10);
    const rules = await listen('127.0.0.1', {
      '/robots.txt': (_, res) => res.writeHead(301, { location: '/regeln.txt' }).end(),
      '/regeln.txt': (_, res) => res.end(`User-agent: *\nDisallow: /frueh\n${padding}Disallow: /spaet\n`),
    });
    try {
      const robots = new RobotsRules(USER_AGENT, 2_000, undefined, {
        policy: policyForTests({ publicListeners: [{ address: '127.0.0.1', port: rules.port }] }),
      });
      const base = `http://127.0.0.1:${rules.port}`;
      expect(await robots.allows(`${base}/frueh/seite`)).toBe(false);
      // A rule beyond the limit is never read.
      expect(await robots.allows(`${base}/spaet/seite`)).toBe(true);
      expect(rules.hits.map((hit) => hit.path)).toEqual(['/robots.txt', '/regeln.txt']);
    } finally {
      await close(rules);
    }
  });

  it('is not asked on an internal address, nor where its redirect leads into one', async () => {
    const robots = new RobotsRules(USER_AGENT, 2_000, undefined, guard);
    expect(await robots.allows(`http://127.0.0.1:${v4.port}/x`)).toBe(true);
    expect(await robots.allows(`http://127.0.0.1:${site.port}/x`)).toBe(true);
    expect(v4.hits).toEqual([]);
    expect(site.hits.at(-1)?.path).toBe('/robots.txt');
  });
});

onEachDatabase('the link check job and loopback', (open) => {
  let db: Database;

  beforeAll(async () => {
    db = await open();
    const { seite } = await createPage(db, rita, { pfad: '/de/intern', titel: 'Intern', layout: 'default' });
    const links = [...internalLinks(), ...redirectLinks()]
      .map((url, i) => `<a href="${url}">Ziel ${i + 1}</a>`)
      .join(' ');
    const { version } = await savePageVersion(db, rita, seite.id, {
      pageLayout: 'default',
      title: 'Intern',
      content: [{ template: 'text', slotName: 'main', options: { text: `<p>${links}</p>` } }],
    });
    await submitForApproval(db, rita, seite.id, version.id);
    await publishPageVersion(db, franz, seite.id, version.id);
  }, 120_000);

  it('requests received by the loopback listeners: 0; each link listed as not checked, not as broken', async () => {
    const before = site.hits.length;
    const count = await runLinkCheck({
      database: async () => db,
      userAgent: USER_AGENT,
      timeoutMs: 2_000,
      hostIntervalMs: 10,
      guard,
    });
    const all = [...internalLinks(), ...redirectLinks()];
    expect(count).toBe(new Set(all).size);
    expect(v4.hits).toEqual([]);
    expect(v6.hits).toEqual([]);
    // The public site's robots.txt was asked for (and its redirect into loopback not followed), then each link.
    expect(site.hits.slice(before).map((hit) => hit.path)).toContain('/robots.txt');
    const results = await listLinkResults(db);
    expect(results.map((r) => r.ergebnis)).toEqual(all.map(() => 'nicht_geprueft'));
    for (const result of results)
      expect(result.meldung, result.url).toBe(
        redirectLinks().includes(result.url) ? LINK_MESSAGES.redirectInternal : LINK_MESSAGES.internal,
      );
    expect(await listLinkResults(db, { nur: ['nicht_geprueft'] })).toHaveLength(all.length);
  }, 60_000);
});
