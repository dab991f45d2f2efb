// An Änderungspaket on two instances of one build on one PostgreSQL (issue 45, point 3): an editor puts three pages
// and the main menu together in the browser on A and submits the package; an approver plans it a few seconds ahead
// (the API takes seconds; SCHEDULE_INTERVAL_MS=1000); it goes live once, at its moment, whichever instance claims it,
// and B, which kept the old pages (page and CMS-answer lifetimes of a day: only the ledger can change them), shows
// every part. The closing figure: from the moment to the first part on B, and from the first to the last part.
// Needs DATABASE_URL and a production build, as tests/instances/instances.test.ts; `INSTANCE_PORTS=a,b` fixes the
// two ports (default: free ones), `SHOTS_DIR` keeps screenshots of the package's view at 375 and 1280 px.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../support/chromium-flags.js';
import { freePort } from '../e2e/support/free-port';
import { createDatabase, dropDatabase, sql } from './support/requests';
import { copyBuild, poll, startInstance, stopInstance, waitHealthy, type Instance } from './support/instance';

const ADMIN_URL = process.env.DATABASE_URL;
const BUILD = process.env.INSTANCES_BUILD_DIR ?? '.next';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TMP = `tests/.tmp/pakete-${RUN}`;
const DATABASE = `instanzen_p_${RUN}`;
const SHOTS = process.env.SHOTS_DIR;
const DAY_SECONDS = '86400';

if (!ADMIN_URL) throw new Error('DATABASE_URL fehlt: dieser Test braucht eine PostgreSQL (npm test startet eine).');

const ACCOUNTS = {
  redaktion: { email: 'redaktion@tannbrunn.example', passwort: 'Tannbrunn-Redaktion-2026' },
  freigabe: { email: 'freigabe@tannbrunn.example', passwort: 'Tannbrunn-Freigabe-2026' },
};

/** A Berlin wall-clock time with seconds, as the API takes it: `2026-12-01T10:00:05`. */
function berlinSeconds(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace(' ', 'T');
}

const envelope = (title: string, text: string) => ({
  pageLayout: 'default',
  title,
  content: [{ template: 'text', slotName: 'main', options: { text: `<p>${text}</p>` } }],
});

let instances: Instance[] = [];
afterEach((context: TestContext) => {
  if (context.task.result?.state !== 'fail') return;
  for (const instance of instances) console.log(`--- Log ${instance.name}:\n${instance.log.join('').slice(-6000)}`);
});

describe('an Änderungspaket on two instances', () => {
  let a: Instance;
  let b: Instance;
  let url: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    copyBuild(BUILD, `${TMP}/a`);
    copyBuild(BUILD, `${TMP}/b`);
    url = await createDatabase(DATABASE);
    const [portA, portB] = process.env.INSTANCE_PORTS
      ? process.env.INSTANCE_PORTS.split(',').map(Number)
      : [await freePort(), await freePort()];
    for (const name of ['CMS_URL', 'AUTOMATION_URL', 'FORM_SERVICE_URL', 'DATA_DIR', 'PREVIEW_SECRET'])
      delete process.env[name];
    const env = (port: number) => ({
      DATABASE_URL: url,
      SITE_URL: `http://127.0.0.1:${port}`,
      PAGE_REVALIDATE_SECONDS: DAY_SECONDS,
      CMS_CACHE_SECONDS: DAY_SECONDS,
      SCHEDULE_INTERVAL_MS: '1000',
    });
    a = startInstance('A', portA!, `${TMP}/a`, env(portA!));
    b = startInstance('B', portB!, `${TMP}/b`, env(portB!));
    instances = [a, b];
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(instances.map(stopInstance));
    const { rmSync } = await import('node:fs');
    rmSync(TMP, { recursive: true, force: true });
    await dropDatabase(DATABASE);
  });

  async function loggedIn(role: keyof typeof ACCOUNTS): Promise<Page> {
    const context = await browser.newContext({ baseURL: a.url, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/redaktion');
    await page.getByLabel('E-Mail-Adresse').fill(ACCOUNTS[role].email);
    await page.getByLabel('Passwort').fill(ACCOUNTS[role].passwort);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Seiten' }).waitFor({ timeout: 30_000 });
    return page;
  }

  /** The API in the page's session; fails the test on any refusal. */
  async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
    const answer = await page.request.post(path, { headers: { origin: a.url }, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  }

  const onB = async (path: string) => {
    const res = await fetch(b.url + path, { signal: AbortSignal.timeout(10_000) });
    return { text: await res.text(), cache: res.headers.get('x-nextjs-cache') };
  };

  it('three pages and the main menu go live at their planned moment, once, and B shows every part', async () => {
    const editor = await loggedIn('redaktion');
    const approver = await loggedIn('freigabe');

    // Three published pages, each with a new version waiting; the main menu with a new entry waiting.
    const pages: { id: string; pfad: string; marker: string }[] = [];
    for (const n of [1, 2, 3]) {
      const pfad = `/de/paket-${RUN}-${n}`;
      const { id } = await api<{ id: string }>(editor, '/api/redaktion/seiten', {
        pfad,
        titel: `Paketseite ${n}`,
        layout: 'default',
      });
      const first = await api<{ version: { id: number } }>(editor, `/api/redaktion/seiten/${id}/versionen`, {
        umschlag: envelope(`Paketseite ${n}`, 'Fassung vor dem Paket.'),
      });
      await api(editor, `/api/redaktion/seiten/${id}/einreichen`, { versionId: first.version.id });
      await api(approver, `/api/redaktion/seiten/${id}/veroeffentlichen`, { versionId: first.version.id });
      const marker = `Fassung aus dem Paket ${n}`;
      await api(editor, `/api/redaktion/seiten/${id}/versionen`, { umschlag: envelope(`Paketseite ${n}`, marker) });
      pages.push({ id, pfad, marker });
    }
    const menuMarker = `Neu im Paket ${RUN}`;
    const menus = (await (await editor.request.get('/api/redaktion/menues/Hauptmen%C3%BC/versionen')).json()) as {
      versionen: { id: number }[];
    };
    const { menuItems } = JSON.parse(readFileSync('content/menues/hauptmenue.json', 'utf8')) as {
      menuItems: unknown[];
    };
    await api(editor, '/api/redaktion/menues/Hauptmen%C3%BC/versionen', {
      menue: { menuItems: [...menuItems, { title: menuMarker, href: pages[0]!.pfad }] },
      basisVersionId: menus.versionen[0]!.id,
    });

    // B generates and keeps the old pages (and the start page, which shows the main menu).
    const watched = [...pages.map((p) => ({ path: p.pfad, marker: p.marker })), { path: '/de', marker: menuMarker }];
    for (const { path } of watched)
      await poll(`B hält ${path}`, 20_000, async () => ((await onB(path)).cache === 'HIT' ? true : undefined));
    for (const { path, marker } of watched) expect((await onB(path)).text).not.toContain(marker);

    // The editor puts the package together in the browser and submits it.
    const titel = `Neuer Bereich ${RUN}`;
    await editor.goto('/redaktion/pakete');
    await editor.getByLabel('Titel', { exact: true }).fill(titel);
    await editor.getByRole('button', { name: 'Paket anlegen' }).click();
    await editor.getByRole('heading', { level: 1, name: titel }).waitFor();
    const paketId = decodeURIComponent(editor.url().split('/').pop()!);
    for (const address of [...pages.map((p) => `/redaktion/seiten/${p.id}`), '/redaktion/menues/Hauptmen%C3%BC']) {
      await editor.goto(address);
      const bar = editor.getByRole('region', { name: 'Änderungspaket' });
      await bar.getByLabel('Paket').selectOption({ label: titel });
      await bar.getByRole('button', { name: 'Zum Paket hinzufügen' }).click();
      await bar.getByText(`gehört jetzt zum Paket „${titel}“`).waitFor();
    }
    await editor.goto(`/redaktion/pakete/${paketId}`);
    await editor.getByRole('heading', { level: 2, name: 'Teile (4)' }).waitFor();
    await editor.getByRole('button', { name: 'Paket zur Freigabe einreichen' }).click();
    await editor.getByText('Zur Freigabe eingereicht', { exact: true }).waitFor();

    // The approver plans it a few seconds ahead (every check runs now, the rendered pages included).
    const moment = new Date(Math.ceil((Date.now() + 8_000) / 1000) * 1000);
    await api(approver, `/api/redaktion/pakete/${paketId}/planen`, { zeitpunkt: berlinSeconds(moment) });
    for (const { path, marker } of watched) expect((await onB(path)).text).not.toContain(marker);

    // Each part watched on B from now on: when did B first serve it?
    const seen = await Promise.all(
      watched.map(({ path, marker }) =>
        poll(`B zeigt ${marker}`, moment.getTime() - Date.now() + 30_000, async () =>
          (await onB(path)).text.includes(marker) ? Date.now() : undefined,
        ),
      ),
    );
    const first = Math.min(...seen);
    const last = Math.max(...seen);
    console.log(
      `Änderungspaket (3 Seiten + Hauptmenü) geplant auf A, auf B sichtbar: erster Teil ${first - moment.getTime()} ms ` +
        `nach dem Zeitpunkt, letzter ${last - moment.getTime()} ms; zwischen erstem und letztem Teil ${last - first} ms ` +
        `(${watched.map((w, i) => `${w.path} ${seen[i]! - moment.getTime()} ms`).join(', ')})`,
    );
    // Not before its moment, and all parts within a few seconds of each other (the scheduler looks every second).
    expect(first).toBeGreaterThanOrEqual(moment.getTime());
    expect(last - first).toBeLessThan(5_000);

    // Exactly once: one publication of the package, one audit entry per part, one ledger entry, whatever ran it.
    const audit = await sql<{ aktion: string; objekt_id: string }>(
      url,
      `SELECT aktion, objekt_id FROM redaktion_protokoll
       WHERE (aktion = 'paket_veroeffentlicht' AND objekt_id = $1) OR (details->'paket'->>'id' = $1)`,
      [paketId],
    );
    expect(audit.filter((row) => row.aktion === 'paket_veroeffentlicht')).toHaveLength(1);
    expect(
      audit
        .filter((row) => row.aktion === 'veroeffentlicht')
        .map((row) => row.objekt_id)
        .sort(),
    ).toEqual([...pages.map((p) => p.id), 'Hauptmenü'].sort());
    const ledger = await sql(url, `SELECT id FROM revalidierung WHERE anlass = 'zeitplan' AND $1 = ANY(pfade)`, [
      pages[0]!.pfad,
    ]);
    expect(ledger).toHaveLength(1);

    // A visitor's browser on B: the new page, with the new main menu entry.
    const visitor = await browser.newContext({ baseURL: b.url });
    contexts.push(visitor);
    const site = await visitor.newPage();
    await site.goto(pages[1]!.pfad);
    await site.getByText(pages[1]!.marker).waitFor();
    expect(await site.content()).toContain(menuMarker);

    // The package's view after it went live.
    await editor.goto(`/redaktion/pakete/${paketId}`);
    await editor.getByText('Veröffentlicht', { exact: true }).waitFor();
    if (SHOTS)
      for (const width of [375, 1280]) {
        await editor.setViewportSize({ width, height: 900 });
        await editor.screenshot({ path: `${SHOTS}/aenderungspaket-live-${width}.png`, fullPage: true });
      }
    for (const context of contexts) await context.close();
  });
});
