// What a page's scripts cost a visitor on a cold first visit: each page against the same page with every script
// removed (the floor: the same HTML, styles, fonts and images, nothing that runs), in Lighthouse's mobile model,
// interleaved (page, floor, page, floor, …) and compared as medians. A proxy in front of the site serves both, so
// both take the same way: /PATH as served, /ohne-skripte/PATH without <script> elements and script preloads.
// The goal of issue 46: the scripts add at most 50 ms of blocking time and cost at most 2 performance points.
import http from 'node:http';
import { CHROMIUM_FLAGS } from '../support/chromium-flags.js';

export const SCRIPT_COST_RUNS = 5;
export const SCRIPT_COST_GOAL = { tbtMs: 50, points: 2 };
const FLOOR = '/ohne-skripte';
// The answer is rewritten; these headers would no longer fit it (the CSP would also block nothing that is left).
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

/** The page's HTML without anything that runs. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** Starts the proxy in front of `target` (the site's origin). */
export function startFloorProxy(target) {
  const server = http.createServer(async (req, res) => {
    try {
      const floor = req.url.startsWith(`${FLOOR}/`);
      const upstream = await fetch(target + (floor ? req.url.slice(FLOOR.length) : req.url), {
        headers: { accept: req.headers.accept || '*/*', 'accept-encoding': 'identity' },
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const headers = {};
      upstream.headers.forEach((value, key) => {
        if (!DROPPED.has(key)) headers[key] = value;
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (floor && (upstream.headers.get('content-type') || '').includes('text/html'))
        body = Buffer.from(withoutScripts(body.toString('utf8')));
      res.writeHead(upstream.status, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(502);
      res.end(String(error));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${server.address().port}`,
        floor: (path) => FLOOR + path,
        stop: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs Lighthouse (performance, mobile) on each page and its floor, interleaved, and returns per page the medians of
 * both and what the scripts cost (TBT in ms, performance points).
 * @param {string} target the site's origin
 * @param {{ type: string, path: string }[]} pages
 * @param {(text: string) => void} note
 */
export async function scriptCostRuns(target, pages, note, runs = SCRIPT_COST_RUNS) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const proxy = await startFloorProxy(target);
  const results = pages.map((page) => ({ ...page, served: [], floor: [] }));
  const audit = async (url) => {
    // A fresh browser per run, as the Lighthouse command line runs it: no cache, no worker, nothing left over.
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: CHROMIUM_FLAGS,
      logLevel: 'silent',
    });
    try {
      const lhr = (
        await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      )?.lhr;
      if (!lhr || lhr.runtimeError) {
        note(`Skriptkosten: ${url}: ${lhr?.runtimeError?.message ?? 'kein Ergebnis'}`);
        return null;
      }
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      };
    } finally {
      await chrome.kill();
    }
  };
  try {
    for (const page of pages) await (await fetch(proxy.base + page.path)).arrayBuffer(); // a warm server for both
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`  Lauf ${run}/${runs}:`);
      for (const page of results) {
        process.stdout.write(` ${page.path}`);
        const served = await audit(proxy.base + page.path);
        const floor = await audit(proxy.base + proxy.floor(page.path));
        if (served) page.served.push(served);
        if (floor) page.floor.push(floor);
      }
      process.stdout.write('\n');
    }
  } finally {
    await proxy.stop();
  }
  return results.map((page) => {
    const served = {
      performance: median(page.served.map((r) => r.performance)),
      tbtMs: median(page.served.map((r) => r.tbtMs)),
    };
    const floor = {
      performance: median(page.floor.map((r) => r.performance)),
      tbtMs: median(page.floor.map((r) => r.tbtMs)),
    };
    const tbtMs = served.tbtMs == null || floor.tbtMs == null ? null : Math.round(served.tbtMs - floor.tbtMs);
    const points =
      served.performance == null || floor.performance == null ? null : floor.performance - served.performance;
    return {
      type: page.type,
      path: page.path,
      runs: Math.min(page.served.length, page.floor.length),
      served,
      floor,
      cost: { tbtMs, points },
      goalMet: tbtMs != null && points != null && tbtMs <= SCRIPT_COST_GOAL.tbtMs && points <= SCRIPT_COST_GOAL.points,
    };
  });
}
