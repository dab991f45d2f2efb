// `npm run bench`: builds the production site into its own folder (.next-bench), starts `next start` on a free
// port and measures
//   1. First Load JS (gzip -9) per route type: start page, content page, school page, 404 page, booking page,
//      tourism portal, directory, and (no public page, for comparison) the Redaktion's editor; in total, and the
//      site's own share above React and Next themselves (the goals of issue 17);
//   2. requests per second (autocannon) of a cached CMS page (ISR), of the same page rendered per request
//      (query rewritten to pages/abfrage) and of the static 404 page of the same server (the denominator),
//      with the server's peak RSS during the load;
//   3. the Redaktion on long pages (tests/bench/editor-long-pages.mjs): a page of 150 and one of 400 text blocks of
//      realistic length created through the API; editor open, first switch after opening, block switch, typing
//      latency (Event Timing), autosave, and the longest main-thread task of each phase (Long Tasks API);
//   3b. the booking race: 50 simultaneous POSTs for the last e-bike of a day against /api/buchungen/ebike
//      (latency p50/p99/max, and that exactly one wins), on a fresh embedded database;
//   4. Lighthouse (mobile, the default config; median of 3 interleaved runs) of the start page, the tourism portal,
//      a content page, a template page, the directory, the e-bike page and the school home: the four category
//      scores, LCP and TBT against the goals; in the same interleaved runs the performance of the same pages over
//      HTTP/2 with TLS, as a proxy in production can serve them (tests/bench/http2-front.mjs); then, for information,
//      one run per page and transport with the browser itself throttled (devtools throttling), whose TTI shows
//      whether work was only moved out of the metric's sight, and over HTTP/1.1 one more without the service worker,
//      whose precache otherwise sets a first visit's TTI.
//   4b. what the scripts cost (tests/bench/script-cost.mjs): the same seven pages against the same HTML without any
//      script, in interleaved Lighthouse runs (median of 5, a fresh browser each): the added TBT and lost points;
//   5. the alert banner (tests/bench/alert-banner.mjs): the scripts /de loads and its Lighthouse scores without and
//      with a banner published in an emergency, in alternating runs;
//   6. the collections at volume (tests/bench/collections-data.ts, a process of its own): 10,000 events and 5,000
//      news items, the filtered and paged block calls, the detail call and the Redaktion's list, uncached.
// Prints a table and, as the last line, `BENCH_JSON {…}` for comparing runs. Exits 0 when goals are missed
// (a benchmark, not a test) and 1 on infrastructure failures (build, server start, unreachable routes).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, constants as zlibConstants } from 'node:zlib';
import { ensureInstalled, ROOT } from '../../scripts/ensure-installed.mjs';
import { buildIfNeeded, sourceHash } from '../../scripts/build-if-needed.mjs';
import { startHttp2Front } from './http2-front.mjs';
import { SCRIPT_COST_GOAL, SCRIPT_COST_RUNS, scriptCostRuns } from './script-cost.mjs';
import { CHROMIUM_FLAGS } from '../support/chromium-flags.js';

let autocannon; // imported after ensureInstalled(), so a fresh clone works

const DIST_DIR = '.next-bench';
const HOST = '127.0.0.1';
const GOAL_CONTENT_KB = 120;
const GOAL_BOOKING_KB = 200;
const GOAL_RATIO = 0.8;
const LOAD = { connections: 10, warmupSeconds: 2, durationSeconds: 10, rounds: 2 };
const FOREIGN_LOAD_WARNING = 0.15; // share of the machine's CPU used by other processes during the load
const STATIC_FILE = '/logos/tannbrunn-logo.svg';
const SCHOOL_PATH = '/de/gemeinschaftsschule';
const BOOKING_PATH = '/de/e-bike-leihen';
const PORTAL_PATH = '/de/tourismus/urlaub';
const DIRECTORY_PATH = '/de/verzeichnis';
const EDITOR_PATH = '/redaktion/seiten/00000000-0000-4000-8000-000000000000';
const PREFERRED_CONTENT_PATHS = ['/de/rathaus/kontakt'];
const NOT_FOUND_PATH = '/de/diese-seite-gibt-es-nicht-bench';
const RACE_REQUESTS = 50;
const LIGHTHOUSE_RUNS = 3;
// The page types the issue of page speed watches, the worst ones included; `slider`: the page opens with a slider,
// whose code (Swiper) runs while the page loads: its performance goal is 95, that of every other page 100.
const LIGHTHOUSE_PAGES = [
  { type: 'Startseite', path: '/de' },
  { type: 'Portalseite', path: PORTAL_PATH, slider: true },
  { type: 'Inhaltsseite', path: '/de/rathaus/kontakt' },
  { type: 'Vorlagenseite', path: '/de/veranstaltungen/kalender' },
  { type: 'Verzeichnis', path: DIRECTORY_PATH },
  { type: 'E-Bike-Seite', path: BOOKING_PATH },
  { type: 'Schul-Startseite', path: SCHOOL_PATH, slider: true },
];
const LIGHTHOUSE_GOALS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const SLIDER_PERFORMANCE_GOAL = 95;
/** The service worker's script (pages/sw.js.ts), blocked in one throttled run to see the page's own TTI. */
const SERVICE_WORKER_PATTERN = '*/sw.js';
const GOAL_LCP_MS = 2000;
const GOAL_TBT_MS = 200;
/** Lighthouse goals of one page: 100 in every category, 95 for the performance of a page with a slider. */
const goalsOf = (page) => ({
  ...LIGHTHOUSE_GOALS,
  ...(page.slider ? { performance: SLIDER_PERFORMANCE_GOAL } : {}),
});
/**
 * Scripts of React and Next themselves, which every page loads whatever the site does: the floor of First Load JS.
 * React is in Next's `main` chunk, not in a `framework` chunk of its own (next.config.js).
 */
const FRAMEWORK_CHUNK = /\/chunks\/(main|webpack)-[0-9a-f]+\.js$/;

class InfraError extends Error {}

const notes = [];
function note(text) {
  notes.push(text);
  console.log(`  ! ${text}`);
}

const kb = (bytes) => bytes / 1000;
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} kB`;
const pad = (value, width) => String(value).padEnd(width);
const padL = (value, width) => String(value).padStart(width);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// Choosing the representative content page from content/seiten

function* walkJson(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walkJson(full);
    else if (name.endsWith('.json')) yield full;
  }
}

function contentDir() {
  return path.resolve(ROOT, process.env.CONTENT_DIR || 'content');
}

/** Site paths of content/seiten with their page layout, e.g. { path: '/de/rathaus/kontakt', layout: 'default' }. */
function contentPages() {
  const base = path.join(contentDir(), 'seiten');
  const pages = [];
  for (const file of walkJson(base)) {
    const segments = path
      .relative(base, file)
      .replace(/\.json$/, '')
      .split(path.sep);
    if (segments.at(-1) === 'index') segments.pop();
    let layout = null;
    try {
      layout = JSON.parse(readFileSync(file, 'utf8')).pageLayout ?? null;
    } catch {
      /* unreadable file: the server will answer 404 anyway */
    }
    pages.push({ path: '/' + ['de', ...segments].join('/'), layout });
  }
  return pages;
}

function chooseContentPath(pages) {
  const existing = new Set(pages.map((p) => p.path));
  for (const preferred of PREFERRED_CONTENT_PATHS) if (existing.has(preferred)) return preferred;
  const candidate = pages.find(
    (p) => p.layout === 'default' && p.path !== '/de' && !p.path.startsWith(SCHOOL_PATH) && p.path !== BOOKING_PATH,
  );
  return candidate?.path ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Server

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startServer(port, dataDir) {
  const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  // A fresh embedded database (bookings of the race) and the site's own origin (canonical links for Lighthouse);
  // bookings always in the embedded store, whatever the shell configures.
  // The race's 51 booking POSTs stand for as many residents but come from one address: above the per-address limit (default 10), which stays in the measured path.
  const env = {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SITE_URL: `http://${HOST}:${port}`,
    BOOKING_RATE_LIMIT: '100',
  };
  for (const name of ['DATABASE_URL', 'AUTOMATION_URL', 'FORM_SERVICE_URL']) delete env[name];
  const child = spawn(process.execPath, [nextBin, 'start', '-H', HOST, '-p', String(port)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stopping it also ends next-server's children
  });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stopped = false;
  return {
    child,
    log,
    exited,
    async stop() {
      if (stopped || child.exitCode !== null || child.signalCode !== null) return;
      stopped = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!done) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
        await Promise.race([exited, sleep(2000)]);
      }
    },
  };
}

async function waitUntilAnswering(server, base, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exit = null;
  server.exited.then((e) => (exit = e));
  while (Date.now() < deadline) {
    if (exit)
      throw new InfraError(
        `next start ist beendet (code ${exit.code}, signal ${exit.signal}):\n${server.log.join('')}`,
      );
    try {
      const res = await fetch(`${base}/404`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new InfraError(`next start antwortet nicht innerhalb von ${timeoutMs / 1000} s:\n${server.log.join('')}`);
}

// ---------------------------------------------------------------------------------------------------------
// Process tree and RSS, from /proc

function processTable() {
  const table = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      table.push({ pid: Number(name), ppid });
    } catch {
      /* process ended meanwhile */
    }
  }
  return table;
}

function descendants(rootPid) {
  const table = processTable();
  const result = [rootPid];
  for (let i = 0; i < result.length; i++) for (const p of table) if (p.ppid === result[i]) result.push(p.pid);
  return result;
}

function rssKb(pid) {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function processName(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** The process that serves the requests: the one titled next-server, else the biggest one of the group. */
function serverPid(rootPid) {
  const pids = descendants(rootPid);
  const named = pids.find((pid) => processName(pid).startsWith('next-server'));
  if (named) return named;
  return pids.reduce((best, pid) => (rssKb(pid) > rssKb(best) ? pid : best), rootPid);
}

function startRssSampler(rootPid) {
  const state = { peakServerKb: 0, peakTreeKb: 0, roundPeakKb: 0, samples: 0 };
  let pid = serverPid(rootPid);
  const sample = () => {
    const pids = descendants(rootPid);
    if (!pids.includes(pid)) pid = serverPid(rootPid);
    const own = rssKb(pid);
    const tree = pids.reduce((sum, p) => sum + rssKb(p), 0);
    state.peakServerKb = Math.max(state.peakServerKb, own);
    state.peakTreeKb = Math.max(state.peakTreeKb, tree);
    state.roundPeakKb = Math.max(state.roundPeakKb, own);
    state.samples++;
  };
  sample();
  const timer = setInterval(sample, 250);
  return {
    state,
    pid: () => pid,
    stop() {
      clearInterval(timer);
      sample();
      return state;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// First Load JS

const chunkCache = new Map(); // url -> { raw, gzip, contains }

// Minified chunks carry no module names; these strings tell which library a chunk holds (a hint only).
const SIGNATURES = [
  ['react-dom', /__reactContainer/],
  ['react', /react\.transitional\.element/],
  ['next-Client', /__NEXT_DATA__|next-route-announcer|addBasePath/],
  ['jotai', /jotai/],
  // An option name of Swiper's core: the slides' own markup (renderer/ui/slider) also says swiper-wrapper.
  ['swiper', /slidesPerGroupSkip/],
  ['swr', /SWRConfig|\$inf\$/],
  ['sentry', /__SENTRY__/],
  ['ajv', /must have required property|ajv/],
  ['sanitize-html/postcss', /CssSyntaxError|allowedTags/],
  ['dayjs', /\$isDayjsObject/],
  ['rjsf', /rjsf|uiSchema/],
];

function attributes(tag) {
  const attrs = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

const decodeEntities = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/**
 * The page's lists for its script loader (renderer/document/PaintFirstHead.tsx): what it runs after the first paint,
 * and what (React and Next.js) it runs only when a React island comes near or is touched.
 */
function loaderLists(html) {
  const m = /<script id="scripts-after-paint" type="application\/json">([^<]*)<\/script>/.exec(html);
  const list = m ? JSON.parse(decodeEntities(m[1])) : {};
  return { afterPaint: list.nachDemMalen ?? [], onDemand: list.react ?? [] };
}

/**
 * Same-origin scripts the page loads initially: <script src> (not nomodule), script preloads and what its loader runs
 * after the first paint; not what it loads on demand (React islands: `onDemand`).
 */
function initialScripts(html, pageUrl) {
  const origin = new URL(pageUrl).origin;
  const urls = new Set();
  const skipped = [];
  const add = (href) => {
    if (!href) return;
    const url = new URL(decodeEntities(href), pageUrl);
    if (url.origin === origin) urls.add(url.href);
  };
  for (const src of loaderLists(html).afterPaint) add(src);
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]);
    if (!('src' in attrs)) continue;
    if ('nomodule' in attrs) {
      skipped.push(attrs.src); // polyfills for old browsers: modern browsers do not load them
      continue;
    }
    add(attrs.src);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]);
    const rel = (attrs.rel || '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') || (rel.includes('preload') && (attrs.as || '').toLowerCase() === 'script'))
      add(attrs.href);
  }
  return { urls: [...urls], skipped };
}

async function chunk(url) {
  if (!chunkCache.has(url)) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!res.ok) throw new InfraError(`Skript ${url} antwortet ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const text = body.toString('utf8');
    chunkCache.set(url, {
      raw: body.length,
      gzip: gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION }).length,
      contains: SIGNATURES.filter(([, re]) => re.test(text)).map(([name]) => name),
    });
  }
  return chunkCache.get(url);
}

function nextDataBytes(html) {
  const m = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) return null;
  const body = Buffer.from(m[1]);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

async function measureFirstLoad(base, route) {
  const url = base + route.path;
  const res = await fetch(url, { redirect: 'manual' });
  const html = await res.text();
  if (res.status !== route.expectStatus) {
    return {
      ...route,
      status: res.status,
      skipped: true,
      reason: `antwortet ${res.status} statt ${route.expectStatus}`,
    };
  }
  const { urls, skipped } = initialScripts(html, url);
  if (urls.length === 0) throw new InfraError(`${route.path}: keine Skripte im HTML gefunden`);
  const chunks = [];
  for (const u of urls) chunks.push({ url: u, path: new URL(u).pathname, ...(await chunk(u)) });
  // React and Next.js, which a page with React islands loads when one of them comes near (not counted above).
  let onDemandGzip = 0;
  for (const src of loaderLists(html).onDemand) {
    const u = new URL(decodeEntities(src), url).href;
    if (!urls.includes(u)) onDemandGzip += (await chunk(u)).gzip;
  }
  return {
    ...route,
    status: res.status,
    skipped: false,
    scripts: chunks.length,
    rawBytes: chunks.reduce((s, c) => s + c.raw, 0),
    gzipBytes: chunks.reduce((s, c) => s + c.gzip, 0),
    onDemandGzipBytes: onDemandGzip,
    htmlGzipBytes: gzipSync(Buffer.from(html), { level: 9 }).length,
    nextData: nextDataBytes(html),
    nomoduleSkipped: skipped,
    chunks,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Requests per second
//
// The targets are measured in interleaved rounds (a b c f a b c f …), so a load burst of other processes on this
// shared machine hits every target alike and the ratios stay meaningful. Besides rps, the server's CPU time per
// request is recorded: it depends far less on what else the machine does.

const CLK_TCK = (() => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(out.stdout) > 0 ? Number(out.stdout) : 100;
})();

/** CPU seconds (user + system) used so far by the given processes. */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      /* process ended */
    }
  }
  return ticks / CLK_TCK;
}

/** Busy and total CPU seconds of the whole machine (all cores) from /proc/stat. */
function machineCpu() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / CLK_TCK, total: (busy + idle + iowait) / CLK_TCK };
}

function percentile(sorted, q) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function cannon(url, seconds) {
  return new Promise((resolve, reject) => {
    const statusCodes = {};
    const latencies = [];
    const instance = autocannon(
      { url, connections: LOAD.connections, duration: seconds, timeout: 10, pipelining: 1 },
      (err, result) => {
        clearTimeout(guard);
        if (err) reject(err);
        else resolve({ result, statusCodes, latencies });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      latencies.push(responseTime);
    });
    // Bounded: never longer than the duration plus a margin, whatever the server does.
    const guard = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
  });
}

async function prepareTarget(base, target) {
  const url = base + target.path;
  // First request: generates the ISR page (or warms the route); the second one tells how it is served.
  const first = await fetch(url);
  await first.arrayBuffer();
  const second = await fetch(url);
  await second.arrayBuffer();
  if (second.status !== target.expectStatus)
    throw new InfraError(`${target.path} antwortet ${second.status} statt ${target.expectStatus}`);
  await cannon(url, LOAD.warmupSeconds);
  return {
    ...target,
    url,
    xNextjsCache: second.headers.get('x-nextjs-cache'),
    cacheControl: second.headers.get('cache-control'),
    seconds: 0,
    latencies: [],
    statusCodes: {},
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    serverCpuSeconds: 0,
    machineBusySeconds: 0,
    machineTotalSeconds: 0,
    ownCpuSeconds: 0,
    peakRssKb: 0,
  };
}

async function measureRound(stat, seconds, serverRootPid, rssSampler) {
  const pids = descendants(serverRootPid);
  const cpu0 = cpuSeconds(pids);
  const machine0 = machineCpu();
  const own0 = process.cpuUsage();
  rssSampler.state.roundPeakKb = 0;
  const { result, statusCodes, latencies } = await cannon(stat.url, seconds);
  const own = process.cpuUsage(own0);
  const machine1 = machineCpu();
  const cpu1 = cpuSeconds(pids);
  stat.seconds += result.duration;
  for (const l of latencies) stat.latencies.push(l);
  for (const [code, n] of Object.entries(statusCodes)) stat.statusCodes[code] = (stat.statusCodes[code] ?? 0) + n;
  stat.errors += result.errors;
  stat.timeouts += result.timeouts;
  stat.non2xx += result.non2xx;
  stat.serverCpuSeconds += cpu1 - cpu0;
  stat.ownCpuSeconds += (own.user + own.system) / 1e6;
  stat.machineBusySeconds += machine1.busy - machine0.busy;
  stat.machineTotalSeconds += machine1.total - machine0.total;
  stat.peakRssKb = Math.max(stat.peakRssKb, rssSampler.state.roundPeakKb);
}

function summarise(stat) {
  const total = Object.values(stat.statusCodes).reduce((a, b) => a + b, 0);
  const sorted = Float64Array.from(stat.latencies).sort();
  const foreign = Math.max(0, stat.machineBusySeconds - stat.serverCpuSeconds - stat.ownCpuSeconds);
  return {
    ...stat,
    requests: total,
    rps: total / stat.seconds,
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP99Ms: percentile(sorted, 0.99),
    latencyMaxMs: sorted.length ? sorted[sorted.length - 1] : null,
    unexpectedStatus: total - (stat.statusCodes[stat.expectStatus] ?? 0),
    cpuMsPerRequest: total ? (1000 * stat.serverCpuSeconds) / total : null,
    serverCpuShare: stat.serverCpuSeconds / stat.seconds, // cores used by the server (1 = one core saturated)
    foreignCpuShare: stat.machineTotalSeconds ? foreign / stat.machineTotalSeconds : 0, // share of all cores used by others
    peakRssMb: stat.peakRssKb / 1024,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Booking race: the shape of tests/unit/lib/services/automation/booking-store.race.test.ts, through HTTP against the running server

function berlinDay(offsetDays) {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
}

/** A weekday far enough ahead that the demo reservations never touch it. */
function weekdayAhead(days) {
  for (let offset = days; ; offset++) {
    const day = berlinDay(offset);
    if (![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) return day;
  }
}

const racePerson = {
  name: 'Erika Muster',
  strasse: 'Talweg',
  hausnummer: '3',
  plz: '79877',
  ort: 'Tannbrunn',
  email: 'erika@example.org',
  telefon: '07655 1',
};
const ebikeRequest = (day, anzahl) => ({
  datum_von: day,
  zeit_von: '09:00',
  datum_bis: day,
  zeit_bis: '16:00',
  anzahl,
  ...Object.fromEntries(Array.from({ length: anzahl }, (_, i) => [`groesse_${i}`, i < 2 ? 47 : 51])),
  schwarzwaldcard: false,
  ...racePerson,
  geburtsdatum: '1980-01-01',
  datenschutz: true,
  nutzungsbestimmungen: true,
});

async function bookingRace(base) {
  const day = weekdayAhead(120);
  const post = async (anzahl) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/buchungen/ebike`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base }, // the same-origin check of every state change
      body: JSON.stringify(ebikeRequest(day, anzahl)),
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };
  // Opens the database and seeds the demo reservations, so the race measures bookings only.
  await (await fetch(`${base}/api/buchungen/ebike/verfuegbarkeit`)).arrayBuffer();
  const first = await post(3); // three of the four e-bikes: one is left
  if (first.status !== 201)
    throw new InfraError(`Buchungsrennen: die erste Anfrage (3 E-Bikes am ${day}) antwortet ${first.status} statt 201`);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: RACE_REQUESTS }, () => post(1)));
  const wallMs = performance.now() - started;
  const sorted = Float64Array.from(answers.map((a) => a.ms)).sort();
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    day,
    requests: RACE_REQUESTS,
    statuses,
    correct: statuses[201] === 1 && statuses[409] === RACE_REQUESTS - 1,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1],
    wallMs,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** Audits that cost points in a category (weight > 0, score < 1), for the hints below the table. */
function failedAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => audit.id);
}

/**
 * Lighthouse over both transports: `base` is `next start` itself (HTTP/1.1), `http2Base` (when given) the HTTP/2 front
 * before it (tests/bench/http2-front.mjs). Resolves to the pages' medians, per transport.
 */
async function lighthouseRuns(base, http2Base) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    // The front's certificate is self-signed; plain HTTP is not affected by the flag.
    chromeFlags: [...CHROMIUM_FLAGS, ...(http2Base ? ['--ignore-certificate-errors'] : [])],
    logLevel: 'silent',
  });
  // What the runs collect for one page over one transport.
  const emptyResult = (page, transport, origin, categories) => ({
    ...page,
    transport,
    origin,
    categories,
    runs: [],
    failed: new Map(),
    consoleErrors: new Set(),
    lcpElement: null,
    devtools: null,
  });
  // Over HTTP/2 the performance only: the other categories do not depend on the transport.
  const results = LIGHTHOUSE_PAGES.flatMap((p) => [
    emptyResult(p, 'http1', base, Object.keys(LIGHTHOUSE_GOALS)),
    ...(http2Base ? [emptyResult(p, 'http2', http2Base, ['performance'])] : []),
  ]);
  // Lighthouse on this machine now and then fails to record a page load (NO_NAVSTART): such a run is repeated
  // once, so the median still rests on every run.
  const audit = async (url, flags) => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      const lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags }))?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      note(
        `Lighthouse ${url}${flags.throttlingMethod ? ' (' + flags.throttlingMethod + ')' : ''}, Versuch ${attempt}: ${lhr?.runtimeError?.message ?? 'kein Ergebnis'}`,
      );
    }
    return null;
  };
  try {
    for (const page of LIGHTHOUSE_PAGES) await (await fetch(base + page.path)).arrayBuffer(); // generates the ISR pages first
    // Interleaved (page 1 over both transports, page 2, …, then again), so a load burst of other processes hits
    // every page and both transports alike.
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      process.stdout.write(`  Lauf ${run}/${LIGHTHOUSE_RUNS}:`);
      for (const page of results) {
        process.stdout.write(` ${page.path}${page.transport === 'http2' ? ' (HTTP/2)' : ''}`);
        const started = Date.now();
        const lhr = await audit(page.origin + page.path, { onlyCategories: page.categories });
        if (!lhr) continue;
        const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
        page.runs.push({
          seconds: (Date.now() - started) / 1000,
          scores: Object.fromEntries(Object.keys(LIGHTHOUSE_GOALS).map((id) => [id, score(id)])),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
        });
        for (const id of page.categories) {
          for (const audit of failedAudits(lhr, id))
            page.failed.set(`${id}: ${audit}`, (page.failed.get(`${id}: ${audit}`) ?? 0) + 1);
        }
        for (const item of lhr.audits['errors-in-console']?.details?.items ?? [])
          page.consoleErrors.add(String(item.description ?? '').slice(0, 160));
        page.lcpElement ??=
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
      }
      process.stdout.write('\n');
    }
    // For information, not for the goal: one run per page in which the browser itself is throttled (the same
    // mobile network and 4x CPU) instead of Lighthouse's model estimating it from an unthrottled load. The model
    // (Lantern) ignores request priorities and the 6 connections per host, so the two can differ.
    // Then one more without the service worker (its script blocked): it installs right after hydration, and its
    // precache requests can keep the network busy for seconds. In some runs a first visit's TTI waited for them
    // (about 10 s instead of 3-5 s) and no longer showed what the page itself costs.
    // Over HTTP/2 too (without the run that blocks the service worker): the model ignores priorities, and over
    // HTTP/2 the browser sends every request at once and leaves their order to the server.
    process.stdout.write('  Gemessene Drosselung (mit und ohne Service Worker):');
    const throttled = { onlyCategories: ['performance'], throttlingMethod: 'devtools' };
    for (const page of results) {
      process.stdout.write(` ${page.path}${page.transport === 'http2' ? ' (HTTP/2)' : ''}`);
      const lhr = await audit(page.origin + page.path, throttled);
      if (!lhr) continue;
      const withoutWorker =
        page.transport === 'http1'
          ? await audit(page.origin + page.path, { ...throttled, blockedUrlPatterns: [SERVICE_WORKER_PATTERN] })
          : null;
      page.devtools = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
        ttiMs: lhr.audits.interactive?.numericValue ?? null,
        ttiWithoutWorkerMs: withoutWorker?.audits.interactive?.numericValue ?? null,
      };
    }
    process.stdout.write('\n');
  } finally {
    await chrome.kill();
  }
  const summary = (page) => ({
    type: page.type,
    path: page.path,
    slider: Boolean(page.slider),
    runs: page.runs.length,
    scores: Object.fromEntries(page.categories.map((id) => [id, median(page.runs.map((r) => r.scores[id]))])),
    lcpMs: median(page.runs.map((r) => r.lcpMs)),
    fcpMs: median(page.runs.map((r) => r.fcpMs)),
    tbtMs: median(page.runs.map((r) => r.tbtMs)),
    cls: median(page.runs.map((r) => r.cls)),
    secondsPerRun: median(page.runs.map((r) => r.seconds)),
    // In at least half of the runs: the points the page loses, by audit.
    failedAudits: [...page.failed].filter(([, n]) => n * 2 >= page.runs.length).map(([id]) => id),
    consoleErrors: [...page.consoleErrors],
    lcpElement: page.lcpElement,
    devtools:
      page.devtools &&
      Object.fromEntries(Object.entries(page.devtools).map(([k, v]) => [k, v == null ? null : Math.round(v)])),
  });
  return {
    http1: results.filter((p) => p.transport === 'http1').map(summary),
    http2: results.filter((p) => p.transport === 'http2').map(summary),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Main

/**
 * The collections' bench (tests/bench/collections-data.ts) in a process of its own on a fresh embedded database:
 * block calls filtered and paged, the detail call and the Redaktion's list, without any cache.
 */
function benchCollections() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-sammlungen-'));
  try {
    const run = spawnSync('npx', ['tsx', 'tests/bench/collections-data.ts', dir], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 20 * 60_000,
    });
    const line = (run.stdout ?? '').split('\n').find((l) => l.startsWith('COLLECTIONS_JSON '));
    if (!line) return { error: `kein Ergebnis (Status ${run.status}): ${(run.stderr ?? '').slice(-400)}` };
    return JSON.parse(line.slice('COLLECTIONS_JSON '.length));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function collectionsTable(result) {
  if (result.error) return `  ${result.error}`;
  return Object.entries(result)
    .map(([key, value]) => `  ${key.padEnd(14)} ${typeof value === 'object' ? JSON.stringify(value) : value}`)
    .join('\n');
}

async function main() {
  const started = Date.now();
  process.env.NEXT_DIST_DIR = DIST_DIR; // buildIfNeeded and `next build` read it
  console.log(`› Benchmark: Build in ${DIST_DIR}, ${os.cpus().length} Kerne, Node ${process.version}`);
  ensureInstalled();
  autocannon = (await import('autocannon')).default;
  const buildStart = Date.now();
  const status = buildIfNeeded(DIST_DIR);
  if (status !== 0) throw new InfraError(`next build ist fehlgeschlagen (Status ${status})`);
  const buildSeconds = (Date.now() - buildStart) / 1000;
  const builtHash = readFileSync(path.join(ROOT, DIST_DIR, 'source-hash.txt'), 'utf8');
  if (sourceHash() !== builtHash)
    note(
      'Quellen wurden während des Builds geändert: der gemessene Build kann Dateien beider Stände enthalten; für vergleichbare Zahlen erneut messen.',
    );
  const buildId = readFileSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'), 'utf8').trim();

  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tannbrunn-bench-'));
  const server = startServer(port, dataDir);
  const cleanup = () => server.stop().finally(() => rmSync(dataDir, { recursive: true, force: true }));
  const onSignal = (signal) => {
    server.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await waitUntilAnswering(server, base);
    console.log(
      `› next start läuft auf ${base} (pid ${server.child.pid}, Build ${buildId}, ${buildSeconds.toFixed(0)} s Build)`,
    );

    // --- routes -------------------------------------------------------------------------------------
    const pages = contentPages();
    const contentPath = chooseContentPath(pages);
    if (!contentPath)
      note(
        `Keine Inhaltsseite (Layout default) in content/seiten gefunden (${pages.map((p) => p.path).join(', ')}): Inhaltsseite übersprungen.`,
      );
    else if (!PREFERRED_CONTENT_PATHS.includes(contentPath))
      note(`${PREFERRED_CONTENT_PATHS[0]} fehlt; Inhaltsseite: ${contentPath}`);
    const routes = [
      { type: 'Startseite', key: 'start', path: '/de', expectStatus: 200, goalKb: GOAL_CONTENT_KB, appGoalKb: 20 },
      contentPath && {
        type: 'Inhaltsseite',
        key: 'content',
        path: contentPath,
        expectStatus: 200,
        goalKb: GOAL_CONTENT_KB,
        appGoalKb: 20,
      },
      {
        type: 'Schulseite',
        key: 'school',
        path: SCHOOL_PATH,
        expectStatus: 200,
        goalKb: GOAL_CONTENT_KB,
        appGoalKb: 30,
      },
      { type: '404-Seite', key: 'notFound', path: NOT_FOUND_PATH, expectStatus: 404, goalKb: GOAL_CONTENT_KB },
      { type: 'Buchungsseite', key: 'booking', path: BOOKING_PATH, expectStatus: 200, goalKb: GOAL_BOOKING_KB },
      // The worst public pages, so they are the ones watched.
      {
        type: 'Tourismusportal',
        key: 'portal',
        path: PORTAL_PATH,
        expectStatus: 200,
        goalKb: GOAL_CONTENT_KB,
        appGoalKb: 30,
      },
      { type: 'Verzeichnis', key: 'directory', path: DIRECTORY_PATH, expectStatus: 200, goalKb: GOAL_CONTENT_KB },
      // The Redaktion's editor, beside them (its login answers with the editor route's own chunks): not a public page,
      // so it has no goal and stays out of what the public pages share.
      { type: 'Redaktion (Editor)', key: 'editor', path: EDITOR_PATH, expectStatus: 200, internal: true },
    ].filter(Boolean);

    console.log(
      '\n== First Load JS (gzip -9, nur Skripte desselben Ursprungs, die die Seite initial lädt; 1 kB = 1000 Byte)\n',
    );
    const firstLoad = [];
    for (const route of routes) {
      const m = await measureFirstLoad(base, route);
      firstLoad.push(m);
      if (m.skipped) note(`${m.type} ${m.path} ${m.reason}: übersprungen.`);
    }
    const measured = firstLoad.filter((m) => !m.skipped);
    const publicMeasured = measured.filter((m) => !m.internal);
    const sharedUrls = publicMeasured.length
      ? publicMeasured
          .map((m) => new Set(m.chunks.map((c) => c.url)))
          .reduce((a, b) => new Set([...a].filter((u) => b.has(u))))
      : new Set();
    const sharedGzip = [...sharedUrls].reduce((sum, u) => sum + chunkCache.get(u).gzip, 0);
    for (const m of measured) {
      m.ownGzipBytes = m.chunks.filter((c) => !sharedUrls.has(c.url)).reduce((sum, c) => sum + c.gzip, 0);
      // The site's own share: everything but React and Next themselves (FRAMEWORK_CHUNK).
      m.appGzipBytes = m.chunks.filter((c) => !FRAMEWORK_CHUNK.test(c.path)).reduce((sum, c) => sum + c.gzip, 0);
      m.appGoalMet = m.appGoalKb === undefined ? undefined : kb(m.appGzipBytes) <= m.appGoalKb;
    }
    const head = `  ${pad('Seitentyp', 22)}${pad('URL', 36)}${padL('Skripte', 8)}${padL('roh', 11)}${padL('gzip', 11)}${padL('Ziel', 10)}  ${padL('der Site', 10)}${padL('Ziel', 9)}  ${padL('eigene gz', 10)}${padL('__NEXT_DATA__ gz', 17)}${padL('React bei Bedarf', 18)}`;
    console.log(head);
    console.log('  ' + '-'.repeat(head.length - 2));
    for (const m of firstLoad) {
      if (m.skipped) {
        console.log(
          `  ${pad(m.type, 22)}${pad(m.path, 36)}${padL('–', 8)}${padL('–', 11)}${padL('–', 11)}${padL('≤ ' + m.goalKb + ' kB', 10)}  übersprungen (${m.reason})`,
        );
        continue;
      }
      const ok = m.goalKb === undefined ? undefined : kb(m.gzipBytes) <= m.goalKb;
      m.goalMet = ok;
      const goal = m.goalKb === undefined ? '–' : '≤ ' + m.goalKb + ' kB';
      const mark = ok === undefined ? ' ' : ok ? '✓' : '✗';
      const appGoal = m.appGoalKb === undefined ? '–' : '≤ ' + m.appGoalKb + ' kB';
      const appMark = m.appGoalMet === undefined ? ' ' : m.appGoalMet ? '✓' : '✗';
      console.log(
        `  ${pad(m.type, 22)}${pad(m.path, 36)}${padL(m.scripts, 8)}${padL(fmtKb(m.rawBytes), 11)}${padL(fmtKb(m.gzipBytes), 11)}${padL(goal, 10)} ${mark}${padL(fmtKb(m.appGzipBytes), 10)}${padL(appGoal, 9)} ${appMark}${padL(fmtKb(m.ownGzipBytes), 11)}${padL(m.nextData ? fmtKb(m.nextData.gzip) : '–', 17)}${padL(m.onDemandGzipBytes ? fmtKb(m.onDemandGzipBytes) : '–', 18)}`,
      );
    }
    const floor = measured[0]?.chunks.filter((c) => FRAMEWORK_CHUNK.test(c.path)).reduce((sum, c) => sum + c.gzip, 0);
    console.log(
      `\n  "React bei Bedarf" = React, Next.js und die Seite, die eine Seite mit React-Inseln (Formulare) erst lädt, wenn eine davon in die Nähe kommt oder berührt wird; Seiten ohne laden sie nie.` +
        `\n  "der Site" = alles außer React und Next selbst (main mit React, webpack: ${floor === undefined ? '–' : fmtKb(floor)} gzip).` +
        `\n  Allen gemessenen Seiten gemeinsam: ${sharedUrls.size} Skripte, ${fmtKb(sharedGzip)} gzip ("eigene" = der Rest je Seite)`,
    );
    const start = firstLoad.find((m) => m.key === 'start' && !m.skipped);
    if (start) {
      console.log(`\n  Größte Chunks der Startseite (${start.scripts} Skripte):`);
      for (const c of [...start.chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
        const share = ((100 * c.gzip) / start.gzipBytes).toFixed(0);
        const where = sharedUrls.has(c.url) ? 'gemeinsam' : 'eigen';
        console.log(
          `    ${padL(fmtKb(c.gzip), 10)} gzip ${padL(fmtKb(c.raw), 10)} roh ${padL(share + ' %', 5)}  ${pad(c.path, 40)} ${pad(where, 10)} ${c.contains.join(', ') || '?'}`,
        );
      }
      if (start.nomoduleSkipped.length)
        console.log(`    (nicht gezählt, nomodule: ${start.nomoduleSkipped.join(', ')})`);
    }
    console.log('\n  Größte eigene Chunks je Seite (nicht allen gemeinsam):');
    for (const m of measured) {
      const own = m.chunks
        .filter((c) => !sharedUrls.has(c.url))
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 3);
      const list = own
        .map(
          (c) =>
            `${fmtKb(c.gzip)} ${path.basename(c.path)}${c.contains.length ? ' (' + c.contains.join(', ') + ')' : ''}`,
        )
        .join('; ');
      console.log(`    ${pad(m.type, 22)}${list || '–'}`);
    }

    // --- requests per second -----------------------------------------------------------------------
    const pipelinePath = contentPath && firstLoad.find((m) => m.key === 'content' && !m.skipped) ? contentPath : '/de';
    if (pipelinePath === '/de') note('Last-Test der Pipeline mit /de (keine Inhaltsseite erreichbar).');
    const targets = [
      { key: 'a', label: 'CMS-Seite, ISR-Cache', path: pipelinePath, expectStatus: 200 },
      { key: 'b', label: 'CMS-Seite, pro Anfrage (abfrage)', path: `${pipelinePath}?seite=1`, expectStatus: 200 },
      { key: 'c', label: 'statische Seite /404 (Nenner)', path: '/404', expectStatus: 404 },
      { key: 'f', label: 'statische Datei (Info)', path: STATIC_FILE, expectStatus: 200 },
    ];
    const roundSeconds = LOAD.durationSeconds / LOAD.rounds;
    console.log(
      `\n== Anfragen pro Sekunde (autocannon, ${LOAD.connections} Verbindungen, je Ziel ${LOAD.warmupSeconds} s Aufwärmen, ` +
        `dann ${LOAD.rounds} verschränkte Runden à ${roundSeconds} s = ${LOAD.durationSeconds} s Messung)\n`,
    );
    const sampler = startRssSampler(server.child.pid);
    const stats = [];
    try {
      for (const target of targets) {
        process.stdout.write(`  Aufwärmen ${target.key}: ${target.path}\n`);
        stats.push(await prepareTarget(base, target));
      }
      for (let round = 1; round <= LOAD.rounds; round++) {
        process.stdout.write(`  Runde ${round}/${LOAD.rounds}:`);
        for (const stat of stats) {
          process.stdout.write(` ${stat.key}`);
          await measureRound(stat, roundSeconds, server.child.pid, sampler);
        }
        process.stdout.write('\n');
      }
    } finally {
      sampler.stop();
    }
    const rps = stats.map(summarise);
    const rssPid = sampler.pid();
    const ms = (v) => (v == null ? '–' : `${v.toFixed(0)} ms`);
    const head2 = `  ${pad('', 3)}${pad('Ziel', 34)}${pad('URL', 30)}${padL('rps', 7)}${padL('p50', 8)}${padL('p99', 9)}${padL('Fehler', 7)}${padL('unerw.', 7)}${padL('CPU/Anfr.', 10)}${padL('RSS max', 9)}${padL('fremd', 7)}  Cache`;
    console.log('\n' + head2);
    console.log('  ' + '-'.repeat(head2.length - 2));
    for (const r of rps) {
      const codes = Object.entries(r.statusCodes)
        .map(([c, n]) => `${c}×${n}`)
        .join(' ');
      console.log(
        `  ${pad(r.key, 3)}${pad(r.label, 34)}${pad(r.path, 30)}${padL(r.rps.toFixed(0), 7)}${padL(ms(r.latencyP50Ms), 8)}${padL(ms(r.latencyP99Ms), 9)}` +
          `${padL(r.errors + r.timeouts, 7)}${padL(r.unexpectedStatus, 7)}${padL(r.cpuMsPerRequest == null ? '–' : r.cpuMsPerRequest.toFixed(2) + ' ms', 10)}` +
          `${padL(r.peakRssMb.toFixed(0) + ' MB', 9)}${padL((100 * r.foreignCpuShare).toFixed(0) + ' %', 7)}  ${r.xNextjsCache ?? '–'} | ${r.cacheControl ?? '–'} | ${codes}`,
      );
    }
    const by = Object.fromEntries(rps.map((r) => [r.key, r]));
    const ratioA = by.a.rps / by.c.rps;
    const ratioB = by.b.rps / by.c.rps;
    // The same ratios from the server's CPU time per request: what rps would be if the server had a core of its own.
    const cpuRatioA = by.c.cpuMsPerRequest / by.a.cpuMsPerRequest;
    const cpuRatioB = by.c.cpuMsPerRequest / by.b.cpuMsPerRequest;
    const foreignMax = Math.max(...rps.map((r) => r.foreignCpuShare));
    console.log(
      `\n  (a)/(c) gecachte Pipeline / statische Seite /404: ${ratioA.toFixed(2)}  Ziel ≥ ${GOAL_RATIO} ${ratioA >= GOAL_RATIO ? '✓' : '✗'}   (nach CPU-Zeit je Anfrage: ${cpuRatioA.toFixed(2)})`,
    );
    console.log(
      `  (b)/(c) Pipeline pro Anfrage / statische Seite /404: ${ratioB.toFixed(2)}  (kein Ziel)   (nach CPU-Zeit je Anfrage: ${cpuRatioB.toFixed(2)})`,
    );
    console.log(`  (Info) statische Datei / statische Seite /404: ${(by.f.rps / by.c.rps).toFixed(2)}`);
    console.log(
      `  Spitzen-RSS während der Last: next-server (pid ${rssPid}) ${(sampler.state.peakServerKb / 1024).toFixed(0)} MB, ganze Prozessgruppe ${(sampler.state.peakTreeKb / 1024).toFixed(0)} MB`,
    );
    console.log(
      `  Spalte "fremd": Anteil der CPU der ganzen Maschine, den andere Prozesse während der Messung nutzten (Lastmittel jetzt ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}).`,
    );
    if (foreignMax > FOREIGN_LOAD_WARNING) {
      note(
        `Andere Prozesse nutzten bis zu ${(100 * foreignMax).toFixed(0)} % der CPU: rps und Latenzen sind gestört; vergleichbarer sind CPU/Anfrage und die Verhältnisse.`,
      );
    }
    for (const r of rps) {
      if (r.errors + r.timeouts > 0 || r.unexpectedStatus > 0)
        note(`${r.path}: ${r.errors} Fehler, ${r.timeouts} Timeouts, ${r.unexpectedStatus} unerwartete Status`);
    }
    if (by.a.xNextjsCache && by.a.xNextjsCache !== 'HIT')
      note(`${by.a.path} kommt nicht aus dem ISR-Cache (x-nextjs-cache: ${by.a.xNextjsCache})`);

    // --- booking race ------------------------------------------------------------------------------
    console.log(
      `\n== Buchungsrennen: ${RACE_REQUESTS} gleichzeitige POST /api/buchungen/ebike um das letzte E-Bike (frische eingebettete Datenbank)\n`,
    );
    const race = await bookingRace(base);
    const raceCodes = Object.entries(race.statuses)
      .map(([c, n]) => `${c}×${n}`)
      .join(' ');
    console.log(
      `  Tag ${race.day}: ${raceCodes}  ${race.correct ? '✓ genau eine gewinnt' : '✗ erwartet 201×1 409×' + (RACE_REQUESTS - 1)}`,
    );
    console.log(
      `  Latenz p50 ${race.p50Ms.toFixed(0)} ms, p99 ${race.p99Ms.toFixed(0)} ms, max ${race.maxMs.toFixed(0)} ms; alle ${RACE_REQUESTS} beantwortet nach ${race.wallMs.toFixed(0)} ms`,
    );
    if (!race.correct) note(`Buchungsrennen: ${raceCodes} statt 201×1 409×${RACE_REQUESTS - 1}`);

    // --- Redaktion on long pages (tests/bench/editor-long-pages.mjs) -----------------------------------
    console.log(
      '\n== Redaktion: Seiten mit 150 und 400 Textblöcken realistischer Länge, über die API angelegt, im Editor (Chromium)\n',
    );
    // Imported here: it needs @playwright/test, which ensureInstalled() may only just have installed.
    const { benchEditor, editorTable, missedGoals, EDITOR_GOALS } = await import('./editor-long-pages.mjs');
    const editor = { goals: EDITOR_GOALS, pages: await benchEditor(base) };
    console.log(editorTable(editor.pages));
    for (const [count, r] of Object.entries(editor.pages)) {
      const missed = missedGoals(r);
      if (missed.length) note(`Redaktion, ${count} Blöcke: Ziel verfehlt: ${missed.join(', ')}`);
    }

    // --- Lighthouse ----------------------------------------------------------------------------------
    console.log(
      `\n== Lighthouse (mobil, Standardkonfiguration mit simulierter Drosselung; Median aus ${LIGHTHOUSE_RUNS} verschränkten Läufen)\n`,
    );
    const lighthouseStart = Date.now();
    const front = await startHttp2Front(port).catch((err) => {
      note(`HTTP/2-Front nicht gestartet (${err.message}): Lighthouse nur über HTTP/1.1.`);
      return null;
    });
    const lhByTransport = await lighthouseRuns(base, front?.base).finally(() => front?.stop());
    const lh = lhByTransport.http1;
    const lh2 = lhByTransport.http2;
    const head3 = `  ${pad('Seitentyp', 18)}${pad('URL', 32)}${padL('Perf.', 7)}${padL('Barr.', 7)}${padL('BP', 6)}${padL('SEO', 6)}${padL('LCP', 9)}${padL('FCP', 9)}${padL('TBT', 9)}${padL('CLS', 7)}`;
    console.log('\n' + head3);
    console.log('  ' + '-'.repeat(head3.length - 2));
    const mark = (value, goal, lowerIsBetter = false) =>
      value == null ? '–' : `${value}${(lowerIsBetter ? value <= goal : value >= goal) ? '✓' : '✗'}`;
    const msText = (v) => (v == null ? '–' : `${(v / 1000).toFixed(2)} s`);
    // LCP, FCP, TBT and CLS of a page, with the goal marks.
    const timings = (page) =>
      `${padL(msText(page.lcpMs) + (page.lcpMs == null ? '' : page.lcpMs <= GOAL_LCP_MS ? '✓' : '✗'), 9)}${padL(msText(page.fcpMs), 9)}` +
      `${padL(page.tbtMs == null ? '–' : page.tbtMs.toFixed(0) + ' ms' + (page.tbtMs <= GOAL_TBT_MS ? '✓' : '✗'), 10)}${padL(page.cls == null ? '–' : page.cls.toFixed(3), 7)}`;
    for (const page of lh) {
      const s = page.scores;
      console.log(
        `  ${pad(page.type, 18)}${pad(page.path, 32)}${padL(mark(s.performance, goalsOf(page).performance), 7)}${padL(mark(s.accessibility, 100), 7)}${padL(mark(s['best-practices'], 100), 6)}${padL(mark(s.seo, 100), 6)}` +
          timings(page),
      );
    }
    console.log(
      `\n  Ziele: Barrierefreiheit, Best Practices und SEO je 100, Performance 100 (${SLIDER_PERFORMANCE_GOAL} mit Slider: ${lh
        .filter((p) => p.slider)
        .map((p) => p.type)
        .join(
          ', ',
        )}), LCP ≤ ${(GOAL_LCP_MS / 1000).toFixed(1)} s, TBT ≤ ${GOAL_TBT_MS} ms. ${((Date.now() - lighthouseStart) / 1000).toFixed(0)} s für ${[...lh, ...lh2].reduce((n, p) => n + p.runs, 0)} Läufe (+ ${lh.filter((p) => p.devtools).length}×2 mit gemessener Drosselung, mit und ohne Service Worker, und ${lh2.filter((p) => p.devtools).length} über HTTP/2).`,
    );
    if (lh2.length) {
      // The same pages, the same model, in the same interleaved runs: only the transport differs.
      console.log(
        '\n  Dieselben Seiten über HTTP/2 mit TLS, wie ein Proxy der Produktion sie ausliefern kann (ohne Prioritäten, wie nginx), nur Performance:',
      );
      console.log(
        `  ${pad('Seitentyp', 18)}${pad('URL', 32)}${padL('Perf.', 7)}${padL('LCP', 9)}${padL('FCP', 9)}${padL('TBT', 10)}${padL('CLS', 7)}   gedrosselt: ${padL('LCP', 7)}${padL('FCP', 9)}${padL('TTI', 9)}`,
      );
      for (const page of lh2) {
        const d = page.devtools;
        console.log(
          `  ${pad(page.type, 18)}${pad(page.path, 32)}${padL(mark(page.scores.performance, goalsOf(page).performance), 7)}${timings(page)}` +
            `   ${pad('', 12)}${padL(msText(d?.lcpMs), 7)}${padL(msText(d?.fcpMs), 9)}${padL(msText(d?.ttiMs), 9)}`,
        );
      }
      console.log(
        '  ("gedrosselt": je ein Lauf mit dem Browser selbst gedrosselt, wie in der Tabelle unten für HTTP/1.1.)',
      );
    }
    console.log(
      '\n  Zur Information, je ein Lauf mit gemessener statt simulierter Drosselung (Browser selbst gedrosselt, gleiche Werte):',
    );
    console.log(
      `  ${pad('Seitentyp', 18)}${pad('URL', 32)}${padL('Perf.', 7)}${padL('LCP', 9)}${padL('FCP', 9)}${padL('TBT', 9)}${padL('TTI', 9)}${padL('TTI o. SW', 11)}`,
    );
    for (const page of lh) {
      const d = page.devtools;
      console.log(
        `  ${pad(page.type, 18)}${pad(page.path, 32)}${padL(d ? d.performance : '–', 7)}${padL(msText(d?.lcpMs), 9)}${padL(msText(d?.fcpMs), 9)}${padL(d?.tbtMs == null ? '–' : d.tbtMs + ' ms', 9)}${padL(msText(d?.ttiMs), 9)}${padL(msText(d?.ttiWithoutWorkerMs), 11)}`,
      );
    }
    console.log('  Punktabzüge (in mindestens der Hälfte der Läufe), Konsolenfehler und LCP-Element je Seite:');
    for (const page of lh) {
      console.log(`    ${pad(page.type, 18)}${page.failedAudits.join(', ') || '–'}`);
      for (const error of page.consoleErrors) console.log(`    ${pad('', 18)}Konsole: ${error}`);
      if (page.lcpElement) console.log(`    ${pad('', 18)}LCP-Element: ${page.lcpElement.slice(0, 120)}`);
    }
    if (foreignMax > FOREIGN_LOAD_WARNING || os.loadavg()[0] > os.cpus().length) {
      note(
        `Lighthouse lief auf einer belasteten Maschine (Lastmittel ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(
            ' ',
          )} bei ${os.cpus().length} Kernen): die simulierte Drosselung rechnet fremde CPU-Last mit ein, Performance und LCP fallen schlechter aus.`,
      );
    }

    // --- what the scripts cost ------------------------------------------------------------------------
    console.log(
      `\n== Skriptkosten: jede Seite gegen dieselbe Seite ohne Skripte (gleiches HTML, CSS, Schriften, Bilder; Lighthouse mobil, je ein frischer Browser, Median aus ${SCRIPT_COST_RUNS} verschränkten Läufen)\n`,
    );
    const scriptCost = await scriptCostRuns(base, LIGHTHOUSE_PAGES, note);
    const head5 = `  ${pad('Seitentyp', 18)}${pad('URL', 32)}${padL('Seite Perf./TBT', 17)}${padL('ohne Skripte', 15)}${padL('Kosten TBT', 12)}${padL('Punkte', 8)}`;
    console.log('\n' + head5);
    console.log('  ' + '-'.repeat(head5.length - 2));
    const perfTbt = (r) => `${r.performance ?? '–'} / ${r.tbtMs == null ? '–' : Math.round(r.tbtMs) + ' ms'}`;
    for (const page of scriptCost) {
      const { tbtMs, points } = page.cost;
      console.log(
        `  ${pad(page.type, 18)}${pad(page.path, 32)}${padL(perfTbt(page.served), 17)}${padL(perfTbt(page.floor), 15)}` +
          `${padL(tbtMs == null ? '–' : `+${tbtMs} ms`, 12)}${padL(points == null ? '–' : `-${points}`, 8)} ${page.goalMet ? '✓' : '✗'}`,
      );
    }
    console.log(
      `\n  Ziel: die Skripte kosten höchstens ${SCRIPT_COST_GOAL.tbtMs} ms TBT und ${SCRIPT_COST_GOAL.points} Performance-Punkte; ` +
        `größte Kosten: TBT +${Math.max(...scriptCost.map((p) => p.cost.tbtMs ?? 0))} ms, Performance -${Math.max(...scriptCost.map((p) => p.cost.points ?? 0))}.`,
    );

    // --- the alert banner --------------------------------------------------------------------------------
    console.log(
      `\n== Warnmeldung: /de ohne und mit einer sofort veröffentlichten Warnmeldung (Skripte bis Netzwerkruhe; Lighthouse mobil, Median aus ${LIGHTHOUSE_RUNS} abwechselnden Läufen)\n`,
    );
    const { benchAlertBanner, alertBannerTable } = await import('./alert-banner.mjs');
    const alertBanner = await benchAlertBanner(base, { runs: LIGHTHOUSE_RUNS });
    console.log(alertBannerTable(alertBanner));

    // --- the collections at volume ---------------------------------------------------------------------------
    console.log('\n== Sammlungen: 10 000 Veranstaltungen und 5 000 Meldungen (eigener Prozess, eigene Datenbank)\n');
    const collections = benchCollections();
    console.log(collectionsTable(collections));

    // A page's medians for BENCH_JSON; its goals are met when every category it was measured in is.
    const pageJson = (p) => ({
      ...p,
      lcpMs: p.lcpMs == null ? null : Math.round(p.lcpMs),
      fcpMs: p.fcpMs == null ? null : Math.round(p.fcpMs),
      tbtMs: p.tbtMs == null ? null : Math.round(p.tbtMs),
      cls: p.cls == null ? null : +p.cls.toFixed(3),
      goalsMet:
        Object.entries(goalsOf(p))
          .filter(([id]) => id in p.scores)
          .every(([id, goal]) => (p.scores[id] ?? 0) >= goal) &&
        p.lcpMs != null &&
        p.lcpMs <= GOAL_LCP_MS &&
        p.tbtMs != null &&
        p.tbtMs <= GOAL_TBT_MS,
    });
    const json = {
      version: 1,
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      buildId,
      sourceHash: builtHash,
      buildSeconds,
      load: LOAD,
      firstLoadJs: Object.fromEntries(
        firstLoad.map((m) => [
          m.key,
          m.skipped
            ? { path: m.path, skipped: true, reason: m.reason, goalKb: m.goalKb }
            : {
                path: m.path,
                scripts: m.scripts,
                rawKb: +kb(m.rawBytes).toFixed(1),
                gzipKb: +kb(m.gzipBytes).toFixed(1),
                ownGzipKb: +kb(m.ownGzipBytes).toFixed(1),
                siteGzipKb: +kb(m.appGzipBytes).toFixed(1),
                siteGoalKb: m.appGoalKb,
                siteGoalMet: m.appGoalMet,
                goalKb: m.goalKb,
                goalMet: m.goalMet,
                nextDataGzipKb: m.nextData ? +kb(m.nextData.gzip).toFixed(1) : null,
                reactOnDemandGzipKb: +kb(m.onDemandGzipBytes).toFixed(1),
                htmlGzipKb: +kb(m.htmlGzipBytes).toFixed(1),
                ownTopChunks: m.chunks
                  .filter((c) => !sharedUrls.has(c.url))
                  .sort((a, b) => b.gzip - a.gzip)
                  .slice(0, 3)
                  .map((c) => ({ path: c.path, gzipKb: +kb(c.gzip).toFixed(1), contains: c.contains })),
              },
        ]),
      ),
      sharedFirstLoadJs: { scripts: sharedUrls.size, gzipKb: +kb(sharedGzip).toFixed(1) },
      startPageTopChunks: start
        ? [...start.chunks]
            .sort((a, b) => b.gzip - a.gzip)
            .slice(0, 5)
            .map((c) => ({
              path: c.path,
              gzipKb: +kb(c.gzip).toFixed(1),
              rawKb: +kb(c.raw).toFixed(1),
              shared: sharedUrls.has(c.url),
              contains: c.contains,
            }))
        : [],
      rps: Object.fromEntries(
        rps.map((r) => [
          r.key,
          {
            label: r.label,
            path: r.path,
            rps: +r.rps.toFixed(1),
            requests: r.requests,
            p50Ms: r.latencyP50Ms == null ? null : +r.latencyP50Ms.toFixed(1),
            p99Ms: r.latencyP99Ms == null ? null : +r.latencyP99Ms.toFixed(1),
            maxMs: r.latencyMaxMs == null ? null : +r.latencyMaxMs.toFixed(1),
            cpuMsPerRequest: r.cpuMsPerRequest == null ? null : +r.cpuMsPerRequest.toFixed(3),
            serverCores: +r.serverCpuShare.toFixed(2),
            foreignCpuShare: +r.foreignCpuShare.toFixed(2),
            errors: r.errors,
            timeouts: r.timeouts,
            non2xx: r.non2xx,
            unexpectedStatus: r.unexpectedStatus,
            statusCodes: r.statusCodes,
            peakRssMb: +r.peakRssMb.toFixed(1),
            xNextjsCache: r.xNextjsCache,
            cacheControl: r.cacheControl,
          },
        ]),
      ),
      ratios: {
        cachedPipelineToStatic: +ratioA.toFixed(3),
        perRequestPipelineToStatic: +ratioB.toFixed(3),
        staticFileToStatic: +(by.f.rps / by.c.rps).toFixed(3),
        cpuBasedCachedPipelineToStatic: +cpuRatioA.toFixed(3),
        cpuBasedPerRequestPipelineToStatic: +cpuRatioB.toFixed(3),
        denominator: by.c.path,
        goal: GOAL_RATIO,
        goalMet: ratioA >= GOAL_RATIO,
      },
      machine: { maxForeignCpuShare: +foreignMax.toFixed(2), loadavg: os.loadavg().map((l) => +l.toFixed(2)) },
      peakRssMb: {
        nextServer: +(sampler.state.peakServerKb / 1024).toFixed(1),
        processGroup: +(sampler.state.peakTreeKb / 1024).toFixed(1),
      },
      editorLongPages: editor,
      alertBanner,
      collections,
      scriptCost: { runs: SCRIPT_COST_RUNS, goal: SCRIPT_COST_GOAL, pages: scriptCost },
      bookingRace: {
        path: '/api/buchungen/ebike',
        day: race.day,
        requests: race.requests,
        statusCodes: race.statuses,
        correct: race.correct,
        p50Ms: +race.p50Ms.toFixed(1),
        p99Ms: +race.p99Ms.toFixed(1),
        maxMs: +race.maxMs.toFixed(1),
        wallMs: +race.wallMs.toFixed(1),
      },
      lighthouse: {
        runs: LIGHTHOUSE_RUNS,
        formFactor: 'mobile',
        goals: {
          ...LIGHTHOUSE_GOALS,
          performanceWithSlider: SLIDER_PERFORMANCE_GOAL,
          lcpMs: GOAL_LCP_MS,
          tbtMs: GOAL_TBT_MS,
        },
        pages: lh.map(pageJson),
        // The same pages over HTTP/2 with TLS, as a proxy in production can serve them: performance only.
        http2Pages: lh2.map(pageJson),
      },
      notes,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    console.log(`\n› fertig in ${json.seconds} s\n`);
    console.log('BENCH_JSON ' + JSON.stringify(json));
  } finally {
    await cleanup();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`\nBenchmark abgebrochen: ${err instanceof InfraError ? err.message : (err?.stack ?? err)}`);
    process.exit(1);
  },
);
