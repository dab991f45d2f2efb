// Issue 12: whatever a CMS sends, the production server answers: no 500, no hang, no script of the CMS runs.
// One stub CMS whose answers the tests choose, one server of the production build in the upstream mode.
//   - the cases of the report, each one that failed on the old code (deep nesting, `options: []`, a script address
//     as canonical, a worse answer during a webhook);
//   - a slow upstream on a cold start: one deadline for all calls of the page, and that page is kept briefly;
//   - a fuzz run: pages built from every block's examples, mutated with a fixed seed, each through the server;
//   - an XSS corpus in the CMS's HTML, in Chromium: no vector runs.
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readBlockExamples } from '../../renderer/examples/block-examples';
import { json, startStubCms, type StubCms } from './support/stub-cms';
import { startNextServer, type NextServer } from './support/next-server';
import { freePort } from './support/free-port';
import { afterFrames } from './support/frames';
import { fetchOnNewConnection } from './support/fetch-new-connection';

const ROOT = path.resolve(__dirname, '..', '..');
const SECRET = 'webhook-geheimnis-fuer-feindliche-antworten';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dataDir = `tests/.tmp/hostile-cms-${run}`;

type Json = unknown;
interface Answer {
  body: Json;
  delayMs?: number;
  status?: number;
}
/** What the stub answers, by path of the page (`/api/cms/seite?pfad=`) or by block endpoint. */
const pages = new Map<string, Answer>();
const calls = new Map<string, Answer>();
let layoutDelayMs = 0;
let cms: StubCms;
let server: NextServer;

const sentinel = (id: string) => ({
  id: `waechter-${id}`,
  template: 'text',
  slotName: 'main',
  options: { text: `<p>Wächter ${id}</p>` },
});
const envelope = (title: string, content: unknown[], extra: Record<string, unknown> = {}) => ({
  pageLayout: 'default',
  title,
  content,
  ...extra,
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  cms = await startStubCms((url, _req, res) => {
    const answer =
      url.pathname === '/api/cms/seite'
        ? pages.get(url.searchParams.get('pfad') ?? '')
        : url.pathname === '/api/cms/menu'
          ? { body: { menuItems: [{ title: 'Rathaus im Menü', href: '/de/rathaus' }] }, delayMs: layoutDelayMs }
          : url.pathname === '/api/wetter'
            ? { body: { icon: 'sonnig', act_temperature: 18 }, delayMs: layoutDelayMs }
            : calls.get(url.pathname);
    const send = () => json(res, answer?.status ?? (answer ? 200 : 404), answer?.body ?? { message: 'Nicht gefunden' });
    if (answer?.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  server = await startNextServer(await freePort(), {
    CMS_URL: cms.url,
    UPSTREAM_TIMEOUT_MS: '1500',
    CMS_CACHE_SECONDS: '1',
    PAGE_REVALIDATE_SECONDS: '3600',
    REVALIDATE_SECRET: SECRET,
    DATA_DIR: dataDir,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await cms?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function timedGet(url: string): Promise<{ status: number; text: string; ms: number }> {
  const started = Date.now();
  const response = await fetchOnNewConnection(server.url + url, {
    signal: AbortSignal.timeout(15_000),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, text, ms: Date.now() - started };
}

test.describe('the cases of the report', () => {
  test('an answer nested 3,000 levels deep answers at once, the rest of the page stays (12.2)', async () => {
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    const page = `/de/feindlich/${run}/tief`;
    pages.set(page, {
      body: envelope('Tief verschachtelt', [
        { id: 'b', template: 'branchen-detail', slotName: 'main', options: {}, context: { endpoint: `/api/cms/tief` } },
        sentinel('tief'),
      ]),
    });
    // As the CMS sent it: a valid entry whose image copyright is an array thousands of levels deep.
    const entry = JSON.stringify({ id: 1, titel: 'Hotel', bild: { src: '/bilder/a.jpg', alt: '', copyright: 0 } });
    calls.set('/api/cms/tief', { body: entry.replace('"copyright":0', `"copyright":${deep}`) });
    for (let i = 0; i < 5; i++) {
      const answer = await timedGet(page);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Wächter tief');
      expect(answer.ms).toBeLessThan(5000);
    }
  });

  test('a block with "options": [] is dropped alone, the page is no 404 (12.3)', async () => {
    const page = `/de/feindlich/${run}/optionen`;
    pages.set(page, {
      body: envelope('Liste statt Objekt', [
        { id: 'o', template: 'text', slotName: 'main', options: [] },
        sentinel('optionen'),
      ]),
    });
    const answer = await timedGet(page);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Wächter optionen');
  });

  test('a script address as canonical never reaches the page and never makes it 500 (12.4)', async () => {
    const page = `/de/feindlich/${run}/kanonisch`;
    pages.set(page, { body: envelope('Kanonisch', [sentinel('kanonisch')], { canonical: 'javascript:alert(1)' }) });
    const answer = await timedGet(page);
    // Refused by the envelope's schema: a failed page validation shows the 404 page (spec), never a stack trace.
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('404 - Seite nicht gefunden');
    expect(answer.text).not.toContain('javascript:alert');
    expect(answer.text).not.toMatch(/at \w+ \(|UnservablePageError|node_modules/);
  });

  test('a webhook that meets a broken answer keeps the published page (12.3)', async () => {
    const page = `/de/feindlich/${run}/bleibt`;
    pages.set(page, { body: envelope('Veröffentlicht', [sentinel('bleibt')]) });
    expect((await timedGet(page)).text).toContain('Wächter bleibt');
    for (const broken of [
      { body: envelope('Kaputt', 'keine Liste' as never) },
      { body: { fehler: 'intern' }, status: 500 },
    ]) {
      pages.set(page, broken);
      const hook = await fetchOnNewConnection(`${server.url}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
        body: JSON.stringify({ pfad: page }),
      });
      expect(hook.status).toBeLessThan(500);
      for (let i = 0; i < 3; i++) {
        const answer = await timedGet(page);
        expect(answer.status).toBe(200);
        expect(answer.text).toContain('Wächter bleibt');
      }
    }
  });
});

test('a slow upstream on a cold start: one deadline for the page, which is then kept for seconds only (12.8)', async () => {
  // A server of its own, started for this test: a cold start, nothing of the other tests in its caches.
  const cold = await startNextServer(await freePort(), {
    CMS_URL: cms.url,
    UPSTREAM_TIMEOUT_MS: '1500',
    CMS_CACHE_SECONDS: '1',
    PAGE_REVALIDATE_SECONDS: '3600',
    DATA_DIR: `${dataDir}-kalt`,
  });
  const page = `/de/feindlich/${run}/langsam`;
  const get = async () => {
    const started = Date.now();
    const response = await fetchOnNewConnection(cold.url + page, { signal: AbortSignal.timeout(15_000) });
    return { status: response.status, text: await response.text(), ms: Date.now() - started };
  };
  // Every call of the page but the envelope answers after the upstream timeout: each alone would have waited 1.5 s.
  pages.set(page, {
    body: envelope('Langsam', [
      {
        id: 'v',
        template: 'veranstaltungen',
        slotName: 'main',
        options: {},
        context: { endpoint: '/api/cms/langsam' },
      },
      sentinel('langsam'),
    ]),
  });
  calls.set('/api/cms/langsam', { body: { data: [], total: 0 }, delayMs: 4000 });
  layoutDelayMs = 4000;
  try {
    const answer = await get();
    console.log(`Kaltstart mit langsamem CMS: erste Antwort nach ${answer.ms} ms`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Wächter langsam');
    // The envelope at once, then one shared deadline of timeout + 1 s for blocks, menus and weather together
    // (before: one timeout after the other, 6.2 s).
    expect(answer.ms).toBeLessThan(5000);
    expect(answer.text).not.toContain('Rathaus im Menü');
    layoutDelayMs = 0;
    calls.set('/api/cms/langsam', { body: { data: [], total: 0 } });
    // Kept 5 s instead of an hour: soon after, the page is regenerated with its menu.
    await expect
      .poll(async () => (await get()).text.includes('Rathaus im Menü'), { timeout: 20_000, intervals: [1000] })
      .toBe(true);
  } finally {
    layoutDelayMs = 0;
    await cold.stop();
    rmSync(`${dataDir}-kalt`, { recursive: true, force: true });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Fuzz: every block's valid examples (content and data), mutated with a fixed seed. Each page carries a sentinel
// block after the mutated one: whatever the mutation, the page answers (200, or the 404 page when the envelope
// itself is no page), in time, with the sentinel.

/** mulberry32: a small seeded generator, so a failing case is found again with the same seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE: Json[] = [
  null,
  [],
  {},
  '',
  0,
  -1,
  1e308,
  true,
  'Familien',
  '0050-06-01',
  '9999-99-99T99:99',
  'javascript:alert(1)',
  '<img src=x onerror="window.__xss=1">',
  'x'.repeat(5000),
  '\u0000\ud800',
  ['a', 1, null],
  { src: 1 },
  JSON.parse('['.repeat(40) + ']'.repeat(40)) as Json,
];

function mutate(value: Json, next: () => number, depth = 0): Json {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  if (depth > 0 && next() < 0.15) return pick(HOSTILE);
  if (Array.isArray(value)) {
    const items = value.map((item) => (next() < 0.5 ? mutate(item, next, depth + 1) : item));
    if (next() < 0.1) items.push(pick(HOSTILE));
    return items;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([key, item]): [string, Json][] =>
      next() < 0.1 ? [] : [[key, next() < 0.5 ? mutate(item, next, depth + 1) : item]],
    );
    return Object.fromEntries(entries);
  }
  return next() < 0.3 ? pick(HOSTILE) : value;
}

test('fuzz: 400 mutated CMS answers through the production server, no 5xx but a refused envelope, no hang', async () => {
  test.setTimeout(240_000);
  const templates = readdirSync(path.join(ROOT, 'blocks')).filter((t) =>
    existsSync(path.join(ROOT, 'blocks', t, 'examples.json')),
  );
  const next = random(20261125);
  const cases = Array.from({ length: 400 }, (_, i) => {
    const template = templates[i % templates.length]!;
    const examples = readBlockExamples(ROOT, template)!;
    const options = Object.values(examples.valid)[Math.floor(next() * Object.keys(examples.valid).length)];
    const data = Object.values(examples.data ?? {})[0];
    const endpoint = `/api/cms/fuzz/${run}/${i}`;
    const block = {
      id: `f${i}`,
      template,
      slotName: examples.slotName ?? 'main',
      options: next() < 0.7 ? mutate(options, next) : options,
      ...(data === undefined ? {} : { context: { endpoint } }),
    };
    if (data !== undefined) calls.set(endpoint, { body: next() < 0.8 ? mutate(data, next) : data });
    // One page in ten gets a mutated envelope around its blocks.
    const page = envelope(`Fuzz ${i}`, [block, sentinel(`f${i}`)], { pageLayout: examples.pageLayout ?? 'default' });
    const envelopeMutated = next() < 0.1;
    const body = envelopeMutated ? mutate(page, next) : page;
    const url = `/de/fuzz/${run}/${i}`;
    pages.set(url, { body });
    return { url, body, template, envelopeMutated };
  });
  // Each block's valid example first, untimed: a template's first render loads its server chunk, which says nothing
  // about hostile input (on a loaded CI machine it took seconds, and once ran past this server's 1.5 s upstream
  // deadline: a 500 for a valid page). So each is asked twice; the second answer, from a warm server, must be 200.
  for (const template of templates) {
    const examples = readBlockExamples(ROOT, template)!;
    const data = Object.values(examples.data ?? {})[0];
    const endpoint = `/api/cms/fuzz/${run}/gueltig-${template}`;
    if (data !== undefined) calls.set(endpoint, { body: data });
    const block = {
      id: `g-${template}`,
      template,
      slotName: examples.slotName ?? 'main',
      options: Object.values(examples.valid)[0],
      ...(data === undefined ? {} : { context: { endpoint } }),
    };
    const url = `/de/fuzz/${run}/gueltig-${template}`;
    pages.set(url, { body: envelope(`Gültig ${template}`, [block], { pageLayout: examples.pageLayout ?? 'default' }) });
    await (await fetchOnNewConnection(server.url + url, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
    const response = await fetchOnNewConnection(server.url + url, { signal: AbortSignal.timeout(30_000) });
    expect(response.status, `${url}\n${server.log()}`).toBe(200);
  }
  const failures: string[] = [];
  let slowest = 0;
  for (let start = 0; start < cases.length; start += 4) {
    await Promise.all(
      cases.slice(start, start + 4).map(async ({ url, body, template, envelopeMutated }) => {
        const answer = await timedGet(url).catch((error: Error) => ({ status: 0, text: error.message, ms: 15_000 }));
        slowest = Math.max(slowest, answer.ms);
        const refusedEnvelope = answer.status === 404 && answer.text.includes('404 - Seite nicht gefunden');
        const id = url.split('/').at(-1);
        if (answer.ms > 5000) failures.push(`${url} (${template}): ${answer.ms} ms`);
        // A mutated envelope may have changed the sentinel itself; an intact one keeps it whatever its block got.
        else if (answer.status === 200 && !envelopeMutated && !answer.text.includes(`Wächter f${id}`))
          failures.push(`${url} (${template}): 200 ohne Wächter`);
        else if (answer.status !== 200 && !refusedEnvelope)
          failures.push(`${url} (${template}): ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
      }),
    );
  }
  console.log(`Fuzz: ${cases.length} Antworten, ${failures.length} fehlgeschlagen, langsamste ${slowest} ms`);
  expect(failures).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------------------
// XSS corpus: vectors in the CMS's HTML (a text block) and in plain fields; Chromium loads each page and must see no
// dialog, no marker set by a vector, no request to the marker's address.
const VECTORS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">Link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">Link</a>',
  '<a href="&#106;avascript:window.__xss=1">Link</a>',
  '<a href=" javascript:window.__xss=1">Link</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>x</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<body onload="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  '<img src="x" onerror="&#119;indow.__xss=1">',
  '<p onclick="window.__xss=1" id="klick">klick</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '"><img src=x onerror="window.__xss=1">',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
];

async function assertNothingRan(page: Page, url: string): Promise<void> {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const response = await page.goto(server.url + url);
  expect(response?.status(), url).toBe(200);
  await page
    .locator('#klick')
    .click({ timeout: 500 })
    .catch(() => {});
  // A vector runs on load, on an image's error (both before `load`) or on the click (within the next frames).
  await page.waitForLoadState('load');
  await afterFrames(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), url).toBeUndefined();
  expect(dialogs, url).toBe(0);
}

test('XSS corpus: no vector in the CMS HTML or a plain field runs in Chromium', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const [i, vector] of VECTORS.entries()) {
    const url = `/de/xss/${run}/${i}`;
    pages.set(url, {
      body: envelope(`XSS ${i} ${vector}`, [
        { id: 'h', template: 'text', slotName: 'main', options: { text: `<p>vorher</p>${vector}<p>nachher</p>` } },
        { id: 'k', template: 'kurzinfo-icons', slotName: 'main', options: { titel: vector } },
        sentinel(`x${i}`),
      ]),
    });
    await assertNothingRan(page, url);
  }
  await context.close();
});
