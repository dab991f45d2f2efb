// Several instances of one build on one PostgreSQL, behind a round-robin proxy (README "Mehrere Instanzen"):
// every change reaches every instance. Page and CMS-answer lifetimes are a day, so only the revalidation ledger can
// explain a page that changes. Needs DATABASE_URL (a PostgreSQL where it may create databases: `npm test` starts
// one) and a production build (`npm test` makes it; INSTANCES_BUILD_DIR, default .next).
import { createConnection } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { MIGRATIONS } from '@/lib/db/migrations';
import { json, startStubCms, type StubCms } from '../e2e/support/stub-cms';
import { freePort } from '../e2e/support/free-port';
import { ebikeRequest, weekdayAhead } from '../support/booking-requests';
import { startProxy, type Proxy } from './support/proxy';
import { copyBuild, health, poll, startInstance, stopInstance, waitHealthy, type Instance } from './support/instance';
import { cookieOf, createDatabase, get, instanceEnv, post, SECRET, sql } from './support/requests';

const ADMIN_URL = process.env.DATABASE_URL;
const BUILD = process.env.INSTANCES_BUILD_DIR ?? '.next';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TMP = `tests/.tmp/instanzen-${RUN}`;
const PREVIEW = 'vorschau-geheimnis-fuer-tests';
const DAY_SECONDS = '86400';
/** Rounds of the alert banner's test: 5 in `npm test`; `BANNER_ROUNDS=20` gives the median of the closing figures. */
const BANNER_ROUNDS = Number(process.env.BANNER_ROUNDS ?? 5);
/** Events published on A and looked for on B: 3 in `npm test`; `ENTRY_ROUNDS=20` gives the closing figures' median. */
const ENTRY_ROUNDS = Number(process.env.ENTRY_ROUNDS ?? 3);
const REDAKTION = { email: 'redaktion@tannbrunn.example', passwort: 'Tannbrunn-Redaktion-2026' };
const FREIGABE = { email: 'freigabe@tannbrunn.example', passwort: 'Tannbrunn-Freigabe-2026' };
/** The approver of the Tourist-Information, whose office the e-bike requests belong to. */
const TOURISMUS = { email: 'tourismus@tannbrunn.example', passwort: 'Tannbrunn-Tourismus-2026' };

if (!ADMIN_URL) throw new Error('DATABASE_URL fehlt: dieser Test braucht eine PostgreSQL (npm test startet eine).');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
};

/** Resolves true once nothing accepts TCP connections on the port any more. */
const refuses = (port: number) =>
  new Promise<boolean | undefined>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', () => resolve(true));
  });

let instances: Instance[] = [];
/** The instances' logs go with a failed test. */
afterEach((context: TestContext) => {
  if (context.task.result?.state !== 'fail') return;
  for (const instance of instances) console.log(`--- Log ${instance.name}:\n${instance.log.join('').slice(-6000)}`);
});

beforeAll(() => {
  copyBuild(BUILD, `${TMP}/a`);
  copyBuild(BUILD, `${TMP}/b`);
});

afterAll(async () => {
  await Promise.all(instances.map(stopInstance));
  const { rmSync } = await import('node:fs');
  rmSync(TMP, { recursive: true, force: true });
  for (const name of [`instanzen_e_${RUN}`, `instanzen_u_${RUN}`])
    await sql(ADMIN_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
});

// ------------------------------------------------------------------------------------------------------------------
describe('embedded services on one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;
  let proxy: Proxy;
  let url: string;

  beforeAll(async () => {
    url = await createDatabase(`instanzen_e_${RUN}`);
    const [portA, portB] = [await freePort(), await freePort()];
    proxy = await startProxy([`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]);
    // Pages and the store's answers kept a day: only the ledger can explain a page that changes (the alert banner).
    const env = instanceEnv({
      DATABASE_URL: url,
      SITE_URL: proxy.url,
      PAGE_REVALIDATE_SECONDS: DAY_SECONDS,
      CMS_CACHE_SECONDS: DAY_SECONDS,
      // Due moments (a tender's deadline) are looked for every second, so their test waits seconds.
      SCHEDULE_INTERVAL_MS: '1000',
    });
    // Both at once, on the empty database.
    a = startInstance('A', portA, `${TMP}/a`, env);
    b = startInstance('B', portB, `${TMP}/b`, env);
    instances = [a, b];
  });

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await proxy?.close();
  });

  const login = (instance: Pick<Instance, 'url'>, email: string, passwort: string, address?: string) =>
    post(instance.url, '/api/intranet/anmelden', { email, passwort }, address ? { 'x-forwarded-for': address } : {});

  it('both started at once on an empty database come up healthy; migrations and seeding run once', async () => {
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
    for (const instance of [a, b]) {
      const { status, body } = await health(instance);
      expect(status).toBe(200);
      expect(body).toMatchObject({ ok: true, db: true });
    }
    // One build: both serve the same build id.
    expect((await health(a)).body).toEqual((await health(b)).body);
    const names = await sql<{ name: string }>(url, 'SELECT name FROM schema_migrations ORDER BY name');
    expect(names.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name).sort());

    // The first logins on both at once seed the demo accounts: once.
    const [first, second] = await Promise.all([
      login(a, 'intranet@tannbrunn.example', 'Tannbrunn-Intranet-2026'),
      login(b, 'intranet@tannbrunn.example', 'Tannbrunn-Intranet-2026'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await sql(url, "SELECT name FROM demo_inhalte WHERE name = 'intranet'")).toHaveLength(1);
    // Neither instance stumbled on the other's migration or seed.
    for (const instance of [a, b]) expect(instance.log.join('')).not.toMatch(/\[error\]|duplicate key|already exists/);
  });

  it('a login on A works on B, and a logout on B ends it on A', async () => {
    const answer = await login(a, 'intranet@tannbrunn.example', 'Tannbrunn-Intranet-2026');
    expect(answer.status).toBe(200);
    const cookie = cookieOf(answer);
    expect(cookie).toMatch(/intranet_sitzung=/);

    const onB = await get(b.url, '/de/intranet', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.text).toContain('Neueste Texte');

    const logout = await post(b.url, '/api/intranet/abmelden', {}, { cookie });
    expect(logout.status).toBe(200);

    // The same cookie, sent again to A: the session is gone, A shows the login.
    const onA = await get(a.url, '/de/intranet', { cookie });
    expect(onA.text).toContain('Anmeldung Intranet');
    expect(onA.text).not.toContain('Neueste Texte');
  });

  it('the login rate limit counts the failures on both instances together', async () => {
    const email = 'bauamt@tannbrunn.example';
    const statuses: number[] = [];
    // Ten wrong passwords, alternately on A and B, each from another address: only the account's count can block.
    for (let i = 0; i < 10; i++)
      statuses.push((await login(i % 2 ? b : a, email, 'falsches-Passwort-1', `192.0.2.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
    // Now even the right password is refused, on either instance.
    for (const [instance, address] of [
      [a, '192.0.2.50'],
      [b, '192.0.2.51'],
    ] as const) {
      const answer = await login(instance, email, 'Tannbrunn-Bauamt-2026', address);
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.text).message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    }
  });

  it('20 simultaneous bookings of the last e-bike over both instances: exactly one succeeds, one row is stored', async () => {
    const day = weekdayAhead(150);
    const book = (anzahl: number) => post(proxy.url, '/api/buchungen/ebike', ebikeRequest(day, anzahl));
    const rows = () =>
      sql<{ n: number; bikes: number }>(
        url,
        `SELECT count(*)::int AS n, coalesce(sum(anzahl), 0)::int AS bikes FROM buchungen
          WHERE ressource = 'ebike' AND datum_von = $1 AND storniert_am IS NULL`,
        [day],
      );
    expect((await book(3)).status).toBe(201); // three of the four e-bikes: one is left
    expect(await rows()).toEqual([{ n: 1, bikes: 3 }]);

    const servedBefore = proxy.served.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(1)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    // Round robin: both instances took part in the race.
    expect(new Set(proxy.served.slice(servedBefore))).toEqual(new Set([a.url, b.url]));
    expect(await rows()).toEqual([{ n: 2, bikes: 4 }]);
  });

  it('a booking request accepted at the desk on A is taken in B\u2019s public calendar within 5 s; a declined one frees its day', async () => {
    const approver = cookieOf(await post(a.url, '/api/redaktion/anmelden', TOURISMUS));
    const [accepted, declined] = [weekdayAhead(170), weekdayAhead(180)];
    const onB = async () =>
      (
        JSON.parse((await get(b.url, '/api/buchungen/ebike/verfuegbarkeit')).text) as {
          reserved_dates: { datum_von: string; status: string }[];
        }
      ).reserved_dates;
    const decide = async (day: string, entscheidung: 'annehmen' | 'ablehnen') => {
      expect((await post(proxy.url, '/api/buchungen/ebike', ebikeRequest(day, 2))).status).toBe(201);
      const [row] = await sql<{ uuid: string; version: number }>(
        url,
        `SELECT uuid, version FROM buchungen WHERE ressource = 'ebike' AND datum_von = $1 AND storniert_am IS NULL`,
        [day],
      );
      expect((await onB()).find((r) => r.datum_von === day)?.status).toBe('pending');
      const started = performance.now();
      const answer = await post(
        a.url,
        `/api/redaktion/buchungen/${row!.uuid}/entscheiden`,
        { entscheidung, version: row!.version, nachricht: 'Bitte holen Sie die Räder um 9 Uhr ab.' },
        { cookie: approver },
      );
      expect(answer.status, answer.text).toBe(200);
      return started;
    };
    const acceptedAt = await decide(accepted, 'annehmen');
    await poll('B zeigt die angenommene Anfrage', 5_000, async () =>
      (await onB()).some((r) => r.datum_von === accepted && r.status === 'accepted') ? true : undefined,
    );
    console.log(
      `Buchung angenommen auf A → öffentlicher Kalender auf B: ${(performance.now() - acceptedAt).toFixed(0)} ms`,
    );
    await decide(declined, 'ablehnen');
    await poll('B gibt den abgelehnten Tag frei', 5_000, async () =>
      (await onB()).some((r) => r.datum_von === declined) ? undefined : true,
    );
  });

  it('an alert banner published at once on A is on the kept page of B within 5 s, pending its second approval', async () => {
    const anmeldung = await post(a.url, '/api/redaktion/anmelden', {
      email: 'freigabe@tannbrunn.example',
      passwort: 'Tannbrunn-Freigabe-2026',
    });
    expect(anmeldung.status, anmeldung.text).toBe(200);
    const cookie = cookieOf(anmeldung);
    // B generates the start page again (the build's copy is stale) and keeps it: only the ledger can change it now.
    await poll('B hält /de', 10_000, async () =>
      (await get(b.url, '/de')).headers.get('x-nextjs-cache') === 'HIT' ? true : undefined,
    );

    const times: number[] = [];
    for (let round = 1; round <= BANNER_ROUNDS; round++) {
      const text = `Straßenglätte Runde ${round}`;
      const entwurf = await post(
        a.url,
        '/api/redaktion/warnmeldungen',
        { text, stufe: 'gefahr', linkHref: '', linkText: '', bereich: '/de', beginn: '', ende: '' },
        { cookie },
      );
      expect(entwurf.status, entwurf.text).toBe(201);
      const id = JSON.parse(entwurf.text).warnmeldung.id as string;
      // From the click on A to the page B serves: the clock runs while A publishes and tells every instance.
      const started = performance.now();
      const sofort = post(a.url, `/api/redaktion/warnmeldungen/${id}/sofort`, {}, { cookie });
      await poll(`B zeigt „${text}“`, 5_000, async () =>
        (await get(b.url, '/de')).text.includes(text) ? true : undefined,
      );
      times.push(performance.now() - started);
      const answer = await sofort;
      expect(answer.status, answer.text).toBe(200);
      expect(JSON.parse(answer.text).warnmeldung).toMatchObject({
        zustand: 'veroeffentlicht',
        notfall: true,
        bestaetigt: null,
      });
      const beendet = await post(a.url, `/api/redaktion/warnmeldungen/${id}/beenden`, {}, { cookie });
      expect(beendet.status, beendet.text).toBe(200);
    }
    console.log(
      `Warnmeldung sofort auf A → gehaltene Seite auf B: Median ${percentile(times, 0.5).toFixed(0)} ms, ` +
        `max ${Math.max(...times).toFixed(0)} ms (${BANNER_ROUNDS} Runden)`,
    );
    // Ended, it leaves B's page as fast: no banner of the rounds is left.
    await poll('B zeigt keine Warnmeldung mehr', 5_000, async () =>
      (await get(b.url, '/de')).text.includes('Straßenglätte Runde') ? undefined : true,
    );
  });

  /** A Berlin wall-clock time `offsetMs` from now, as a CMS date with seconds (`2026-12-01T10:00:05`). */
  const berlinLocal = (offsetMs: number) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(new Date(Date.now() + offsetMs))
      .replace(' ', 'T');

  it('an event created on A, published by a second person, is in B\u2019s kept calendar and on its page within 5 s', async () => {
    const editor = cookieOf(await post(a.url, '/api/redaktion/anmelden', REDAKTION));
    const approver = cookieOf(await post(a.url, '/api/redaktion/anmelden', FREIGABE));
    await poll('B hält den Kalender', 10_000, async () =>
      (await get(b.url, '/de/veranstaltungen/kalender')).headers.get('x-nextjs-cache') === 'HIT' ? true : undefined,
    );
    const tomorrow = berlinLocal(86_400_000).slice(0, 10);
    const times: number[] = [];
    for (let round = 1; round <= ENTRY_ROUNDS; round++) {
      const titel = `Dorfhock ${RUN} Runde ${round}`;
      const angelegt = await post(
        a.url,
        '/api/redaktion/sammlungen/veranstaltungen',
        { inhalt: { titel, datum_von: tomorrow, kurztext: 'Musik und Vesper auf dem Dorfplatz.' } },
        { cookie: editor },
      );
      expect(angelegt.status, angelegt.text).toBe(201);
      const { id, version } = JSON.parse(angelegt.text) as { id: string; version: { id: number } };
      const at = `/api/redaktion/sammlungen/veranstaltungen/${id}`;
      expect((await post(a.url, `${at}/einreichen`, { versionId: version.id }, { cookie: editor })).status).toBe(200);
      const started = performance.now();
      const published = post(a.url, `${at}/veroeffentlichen`, { versionId: version.id }, { cookie: approver });
      await poll(`B zeigt „${titel}“ im Kalender`, 5_000, async () =>
        (await get(b.url, '/de/veranstaltungen/kalender')).text.includes(titel) ? true : undefined,
      );
      times.push(performance.now() - started);
      const answer = await published;
      expect(answer.status, answer.text).toBe(200);
      const { pfad } = JSON.parse(answer.text) as { pfad: string };
      const own = await get(b.url, pfad);
      expect(own.status).toBe(200);
      expect(own.text).toContain(titel);
      expect((await get(b.url, '/sitemap.xml')).text).toContain(pfad);
    }
    console.log(
      `Veranstaltung veröffentlicht auf A → gehaltener Kalender auf B: Median ${percentile(times, 0.5).toFixed(0)} ms, ` +
        `max ${Math.max(...times).toFixed(0)} ms (${ENTRY_ROUNDS} Runden)`,
    );
  });

  it('a tender whose deadline passes leaves B\u2019s open procedures for the closed ones by itself, without anybody acting', async () => {
    const editor = cookieOf(await post(a.url, '/api/redaktion/anmelden', REDAKTION));
    const approver = cookieOf(await post(a.url, '/api/redaktion/anmelden', FREIGABE));
    const titel = `Schneeräumung ${RUN}`;
    const angelegt = await post(
      a.url,
      '/api/redaktion/sammlungen/ausschreibungen',
      { inhalt: { titel, frist: berlinLocal(8_000), verfahren: 'Beschränkte Ausschreibung' } },
      { cookie: editor },
    );
    expect(angelegt.status, angelegt.text).toBe(201);
    const { id, version } = JSON.parse(angelegt.text) as { id: string; version: { id: number } };
    const at = `/api/redaktion/sammlungen/ausschreibungen/${id}`;
    expect((await post(a.url, `${at}/einreichen`, { versionId: version.id }, { cookie: editor })).status).toBe(200);
    expect((await post(a.url, `${at}/veroeffentlichen`, { versionId: version.id }, { cookie: approver })).status).toBe(
      200,
    );
    // The tenders' page lists the open procedures, then the closed ones: where does B's page put this one?
    const groupOnB = async () => {
      const shown = (await get(b.url, '/de/leben/ausschreibungen')).text.split('<script id="__NEXT_DATA__"')[0]!;
      const at = shown.indexOf(titel);
      const closed = shown.indexOf('Abgeschlossene Verfahren');
      return at < 0 ? 'keine' : closed >= 0 && at > closed ? 'abgeschlossen' : 'laufend';
    };
    await poll('B zeigt die Ausschreibung als laufend', 5_000, async () =>
      (await groupOnB()) === 'laufend' ? true : undefined,
    );
    // Its deadline comes; one instance announces it, both regenerate the list: nobody acts.
    await poll('B zeigt sie nach der Frist unter den abgeschlossenen Verfahren', 20_000, async () =>
      (await groupOnB()) === 'abgeschlossen' ? true : undefined,
    );
  });

  it('a page withdrawn with a note on A answers 410 on B within 5 s, though B kept it; published again, 200', async () => {
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
    // Redaktion sessions (in the database: valid on both); the editor writes on A, the approver acts on A.
    const editor = cookieOf(await post(a.url, '/api/redaktion/anmelden', REDAKTION));
    const approver = cookieOf(await post(a.url, '/api/redaktion/anmelden', FREIGABE));
    const api = async (cookie: string, path: string, body: unknown) => {
      const answer = await post(a.url, path, body, { cookie });
      expect(answer.status, answer.text).toBeLessThan(300);
      return JSON.parse(answer.text) as { id: string; version: { id: number } };
    };
    const publish = async (id: string, text: string) => {
      const saved = await api(editor, `/api/redaktion/seiten/${id}/versionen`, {
        umschlag: {
          pageLayout: 'default',
          title: 'Wahllokal',
          content: [{ template: 'text', slotName: 'main', options: { text: `<p>${text}</p>` } }],
        },
      });
      const versionId = saved.version.id;
      await api(editor, `/api/redaktion/seiten/${id}/einreichen`, { versionId });
      await api(approver, `/api/redaktion/seiten/${id}/veroeffentlichen`, { versionId });
    };
    const pfad = `/de/wahllokal-${RUN}`;
    const { id } = await api(editor, '/api/redaktion/seiten', { pfad, titel: 'Wahllokal', layout: 'default' });
    await publish(id, 'Wahllokal im Rathaus.');
    // B generates the page and keeps it (for a minute: only the ledger can change it within 5 s).
    await poll('B zeigt die Seite', 10_000, async () => ((await get(b.url, pfad)).status === 200 ? true : undefined));
    expect((await get(b.url, pfad)).headers.get('x-nextjs-cache')).toBe('HIT');

    await api(approver, `/api/redaktion/seiten/${id}/zurueckziehen`, {
      art: 'hinweis',
      hinweis: 'Die Veranstaltung hat stattgefunden.',
    });
    const started = Date.now();
    const gone = await poll('B antwortet 410', 5_000, async () => {
      const answer = await get(b.url, pfad);
      return answer.status === 410 ? answer : undefined;
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(gone.text).toContain('Die Veranstaltung hat stattgefunden.');
    // And stays so: B neither serves the page it kept nor keeps the 410 page.
    for (let i = 0; i < 3; i++) expect((await get(b.url, pfad)).status).toBe(410);

    await publish(id, 'Wahllokal 2027 im Rathaus.');
    const back = await poll('B zeigt die Seite wieder', 5_000, async () => {
      const answer = await get(b.url, pfad);
      return answer.status === 200 && answer.text.includes('Wahllokal 2027') ? answer : undefined;
    });
    expect(back.text).not.toContain('Die Veranstaltung hat stattgefunden.');
  });
});

// ------------------------------------------------------------------------------------------------------------------
describe('revalidation through the ledger (upstream CMS)', () => {
  const PAGE = '/de/mehrere/seite';
  const SLOW = '/de/mehrere/langsam';
  const versions = new Map<string, string>([
    [PAGE, 'v0'],
    [SLOW, 'l0'],
  ]);
  let cms: StubCms;
  let a: Instance;
  let b: Instance;
  let portB: number;
  let proxy: Proxy;
  let url: string;
  let env: Record<string, string>;

  const stand = (html: string) => /Stand ([a-z0-9]+)/.exec(html)?.[1];
  const webhook = (instance: Instance, pfad: string) =>
    post(instance.url, '/api/revalidate', { pfad }, { 'x-revalidate-secret': SECRET });
  const standOn = async (instance: Pick<Instance, 'url'>, path = PAGE) => stand((await get(instance.url, path)).text);

  beforeAll(async () => {
    cms = await startStubCms((requestUrl, _req, res) => {
      const pfad = requestUrl.searchParams.get('pfad') ?? '';
      if (requestUrl.pathname === '/api/cms/menu')
        return json(res, 200, { menuItems: [{ title: 'Rathaus', href: '/de/rathaus' }] });
      if (requestUrl.pathname === '/api/wetter')
        return json(res, 200, { icon: 'sonnig', act_temperature: 18, condition: 'Sonnig' });
      const version = versions.get(pfad);
      if (requestUrl.pathname !== '/api/cms/seite' || !version) return json(res, 404, { message: 'Nicht gefunden' });
      const page = {
        pageLayout: 'default',
        title: `Mehrere Instanzen ${version}`,
        content: [{ id: 't', template: 'text', slotName: 'main', options: { text: `<p>Stand ${version}</p>` } }],
      };
      // The slow page keeps a request in flight while B is told to stop.
      setTimeout(() => json(res, 200, page), pfad === SLOW ? 1_500 : 0);
    });
    url = await createDatabase(`instanzen_u_${RUN}`);
    const portA = await freePort();
    portB = await freePort();
    proxy = await startProxy([`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]);
    env = instanceEnv({
      DATABASE_URL: url,
      SITE_URL: proxy.url,
      CMS_URL: cms.url,
      // A day: without the ledger, neither the kept page nor the kept CMS answer would change during the test.
      PAGE_REVALIDATE_SECONDS: DAY_SECONDS,
      CMS_CACHE_SECONDS: DAY_SECONDS,
      UPSTREAM_TIMEOUT_MS: '3000',
      PREVIEW_SECRET: PREVIEW,
    });
    a = startInstance('A', portA, `${TMP}/a`, env);
    b = startInstance('B', portB, `${TMP}/b`, env);
    instances = [a, b];
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  });

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await proxy?.close();
    await cms?.close();
  });

  it('a webhook sent to A makes B serve the new page within 5 s; then 20 requests through the proxy all show it', async () => {
    // Both generate the page and keep it.
    for (const instance of [a, b]) {
      expect(await standOn(instance)).toBe('v0');
      const again = await get(instance.url, PAGE);
      expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    }
    const times: number[] = [];
    for (let round = 1; round <= 20; round++) {
      const version = `v${round}`;
      versions.set(PAGE, version);
      const started = performance.now();
      const answer = webhook(a, PAGE);
      await poll(`B zeigt ${version}`, 5_000, async () => ((await standOn(b)) === version ? true : undefined));
      times.push(performance.now() - started);
      const { status, text } = await answer;
      expect(status, text).toBe(200);
      expect(JSON.parse(text)).toEqual({ revalidiert: [PAGE], fehlgeschlagen: [] });
    }
    console.log(
      `Webhook an A → neue Seite auf B: Median ${percentile(times, 0.5).toFixed(0)} ms, ` +
        `max ${Math.max(...times).toFixed(0)} ms (20 Runden)`,
    );
    const servedBefore = proxy.served.length;
    for (let i = 0; i < 20; i++) expect(await standOn(proxy)).toBe('v20');
    expect(new Set(proxy.served.slice(servedBefore))).toEqual(new Set([a.url, b.url]));
  });

  it('a draft-mode cookie made on A works on B (one build: the same draft-mode keys)', async () => {
    const enable = await get(a.url, `/api/vorschau?secret=${PREVIEW}&pfad=${PAGE}`);
    expect(enable.status).toBe(307);
    const cookie = enable.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/__prerender_bypass=/);
    // Without it B serves the kept page; with it B renders the draft, for this visitor only.
    expect((await get(b.url, PAGE)).headers.get('cache-control')).toMatch(/s-maxage=86400/);
    const draft = await get(b.url, PAGE, { cookie });
    expect(draft.status).toBe(200);
    // Next answers a request in draft mode private and uncached.
    expect(draft.headers.get('cache-control')).toMatch(/^private, no-cache, no-store/);
    // A bypass cookie that B did not make with its keys is ignored.
    const forged = await get(b.url, PAGE, {
      cookie: cookie.replace(/__prerender_bypass=[^;]+/, '__prerender_bypass=0'),
    });
    expect(forged.headers.get('cache-control')).toMatch(/s-maxage=86400/);
  });

  it('SIGTERM: B refuses new connections, finishes the request in flight, closes its database connections, exits 0', async () => {
    const connectionsOfB = async () =>
      (
        await sql<{ n: number }>(
          url,
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE '%:' || $1",
          [String(portB)],
        )
      )[0]!.n;
    expect(await connectionsOfB()).toBeGreaterThan(0); // the pool and the ledger listener

    const asked = cms.requests.length;
    const inFlight = get(b.url, SLOW);
    await poll('die CMS-Anfrage der langsamen Seite', 5_000, async () =>
      cms.requests.slice(asked).some((r) => r.searchParams.get('pfad') === SLOW) ? true : undefined,
    );
    b.terminate();
    await poll('B nimmt keine neuen Verbindungen an', 1_000, () => refuses(portB));
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(stand(slow.text)).toBe('l0');
    expect(await b.exited).toBe(0);
    await poll('B hat keine Datenbankverbindung mehr', 3_000, async () =>
      (await connectionsOfB()) === 0 ? true : undefined,
    );
    expect(b.log.join('')).toContain('› Beendet.');
  });

  it('a webhook sent while B is stopped is applied when B comes back', async () => {
    versions.set(PAGE, 'w1');
    const answer = await webhook(a, PAGE);
    expect(answer.status, answer.text).toBe(200);
    expect(await standOn(a)).toBe('w1');

    // B comes back with its build folder and the page it kept (v20).
    b = startInstance('B', portB, `${TMP}/b`, env);
    instances = [a, b];
    await waitHealthy(b);
    await poll('B zeigt w1 nach dem Neustart', 5_000, async () => ((await standOn(b)) === 'w1' ? true : undefined));
  });

  it('kill -9 of B: 50 requests through the proxy get no 5xx, each under 2 s; B restarted serves again', async () => {
    expect(await standOn(b)).toBe('w1');
    const results: { status: number; ms: number }[] = [];
    const worker = async () => {
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        const res = await fetch(proxy.url + PAGE, { signal: AbortSignal.timeout(10_000) });
        await res.text();
        results.push({ status: res.status, ms: performance.now() - started });
      }
    };
    const running = Promise.all(Array.from({ length: 5 }, worker));
    await poll('die ersten Antworten', 5_000, async () => (results.length >= 3 ? true : undefined));
    await b.kill9();
    await running;
    expect(results).toHaveLength(50);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.ms >= 2_000)).toEqual([]);
    const ms = results.map((r) => r.ms);
    console.log(
      `kill -9 von B: 50 Anfragen über den Proxy, p50 ${percentile(ms, 0.5).toFixed(0)} ms, ` +
        `p99 ${percentile(ms, 0.99).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
    );

    b = startInstance('B', portB, `${TMP}/b`, env);
    instances = [a, b];
    await waitHealthy(b);
    expect(await standOn(b)).toBe('w1');
  });
});
