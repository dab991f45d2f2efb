// The Redaktion's editor on long pages (issue 35): a page of 150 and one of 400 text blocks, created through the API,
// then in Chromium
//   open    navigation start until the outline lists every block and the editor has hydrated (its buttons enabled);
//   switch  a click on a block's outline entry until that block's rich text is editable (median and worst of 7);
//   typing  Event Timing of 40 keystrokes typed into a rich text: p95 and worst interaction duration;
//   autosave (400 blocks) from 'Speichert …' to 'Gespeichert als Version …' in the editor's status.
// Goals: open <= 1000 ms, switch <= 300 ms, p95 <= 32 ms, worst <= 100 ms, autosave <= 500 ms.
// `npm run bench` runs it against its own server; alone: `node tests/bench/editor-long-pages.mjs <origin>`.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../support/chromium-flags.js';

export const EDITOR_GOALS = { openMs: 1000, switchMs: 300, typingP95Ms: 32, typingWorstMs: 100, autosaveMs: 500 };
const SIZES = [150, 400];
const SWITCHES = 7;
const KEYSTROKES = 40;
const ACCOUNT = { email: 'freigabe@tannbrunn.example', passwort: 'Tannbrunn-Freigabe-2026' };

function percentile(sorted, q) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function envelope(count) {
  return {
    pageLayout: 'default',
    title: `Lange Seite mit ${count} Textblöcken`,
    content: Array.from({ length: count }, (_, i) => ({
      id: `bench-${count}-${i}`,
      template: 'text',
      slotName: 'main',
      options: {
        titel: `Abschnitt ${i + 1}`,
        text: `<p>Absatz ${i + 1}: Der Kurpark von Tannbrunn liegt am Ufer des Tannsees und lädt zu Spaziergängen ein.</p><p>Öffnungszeiten und Führungen stehen im Veranstaltungskalender.</p>`,
      },
    })),
  };
}

export async function createLongPage(request, origin, count) {
  const pfad = `/de/bench/lange-seite-${count}-${Date.now().toString(36)}`;
  const created = await request.post(`${origin}/api/redaktion/seiten`, {
    headers: { origin },
    data: { pfad, titel: `Lange Seite ${count}`, layout: 'default' },
  });
  if (!created.ok()) throw new Error(`Seite anlegen: ${created.status()} ${await created.text()}`);
  const { id } = await created.json();
  const saved = await request.post(`${origin}/api/redaktion/seiten/${id}/versionen`, {
    headers: { origin },
    data: { umschlag: envelope(count) },
  });
  if (!saved.ok()) throw new Error(`Version speichern: ${saved.status()} ${await saved.text()}`);
  return id;
}

/** Navigation start until every block is listed and the toolbar's save button works (hydrated). */
async function measureOpen(page, origin, id, count) {
  await page.goto(`${origin}/redaktion/seiten/${id}`, { waitUntil: 'commit' });
  return page
    .waitForFunction(
      (n) => {
        const entries = document.querySelectorAll('[id^="block-eintrag-"]').length;
        const save = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Speichern');
        return entries === n && save && !save.disabled && !save.closest('fieldset[disabled]')
          ? performance.now()
          : false;
      },
      count,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue());
}

/** A click on the entry of block `index` until its rich text is editable. */
async function measureSwitch(page, count, index) {
  return page.evaluate(
    ({ blockId, marker }) =>
      new Promise((resolve, reject) => {
        const entry = document.getElementById(`block-eintrag-${blockId}`);
        if (!entry) return reject(new Error(`kein Eintrag ${blockId}`));
        entry.scrollIntoView({ block: 'center' });
        const start = performance.now();
        entry.click();
        const check = () => {
          // The selected block's own text in an editable rich text (the same test for the builds before and after).
          const field = document.querySelector('#blockformular [contenteditable="true"]');
          if (entry.getAttribute('aria-current') === 'true' && field?.textContent?.includes(marker))
            resolve(performance.now() - start);
          else if (performance.now() - start > 20_000) reject(new Error('Blockwechsel dauerte über 20 s'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { blockId: `bench-${count}-${index}`, marker: `Absatz ${index + 1}:` },
  );
}

async function measureTyping(page) {
  await page.evaluate(() => {
    window.__interactions = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        const longest = window.__interactions.get(entry.interactionId) ?? 0;
        window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  const field = page.locator('#blockformular [contenteditable="true"]');
  await field.click();
  await page.keyboard.press('End');
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(i % 8 === 7 ? 'Space' : 'KeyA');
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(300);
  // Interactions under 16 ms are not reported (durationThreshold): they count as 16, the smallest reported.
  const long = await page.evaluate(() => [...window.__interactions.values()]);
  const durations = [...long, ...Array(Math.max(0, KEYSTROKES - long.length)).fill(16)].sort((a, b) => a - b);
  return { p95Ms: percentile(durations, 0.95), worstMs: durations.at(-1), reported: long.length };
}

/** The autosave that follows the typing: from 'Speichert …' to 'Gespeichert als Version …'. */
async function measureAutosave(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const status = [...document.querySelectorAll('p[role="status"]')].find((p) =>
          /Ungespeicherte|Speichert|Gespeichert/.test(p.textContent ?? ''),
        );
        if (!status) return reject(new Error('keine Statuszeile'));
        let started = null;
        const timeout = setTimeout(() => reject(new Error('kein automatisches Speichern in 20 s')), 20_000);
        new MutationObserver(() => {
          const text = status.textContent ?? '';
          if (started === null && text.startsWith('Speichert')) started = performance.now();
          else if (started !== null && text.startsWith('Gespeichert als Version')) {
            clearTimeout(timeout);
            resolve(performance.now() - started);
          }
        }).observe(status, { childList: true, characterData: true, subtree: true });
      }),
  );
}

export async function benchEditor(origin, { executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const login = await context.request.post(`${origin}/api/redaktion/anmelden`, {
      headers: { origin, accept: 'application/json' },
      data: ACCOUNT,
      timeout: 90_000,
    });
    if (!login.ok()) throw new Error(`Anmeldung: ${login.status()}`);
    const results = {};
    for (const count of SIZES) {
      const id = await createLongPage(context.request, origin, count);
      const page = await context.newPage();
      // A first visit warms the server's route (compiled once per process) and the browser's cache of the chunks.
      await measureOpen(page, origin, id, count);
      const opens = [];
      for (let i = 0; i < 3; i += 1) opens.push(await measureOpen(page, origin, id, count));
      const switches = [];
      for (let i = 0; i < SWITCHES; i += 1)
        switches.push(await measureSwitch(page, count, Math.floor(((i + 1) * count) / (SWITCHES + 1))));
      const typing = await measureTyping(page);
      const autosaveMs = count === 400 ? await measureAutosave(page) : null;
      results[count] = {
        openMs: Math.round(median(opens)),
        switchMedianMs: Math.round(median(switches)),
        switchWorstMs: Math.round(Math.max(...switches)),
        typingP95Ms: typing.p95Ms,
        typingWorstMs: typing.worstMs,
        typingReported: typing.reported,
        autosaveMs: autosaveMs === null ? null : Math.round(autosaveMs),
      };
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function editorTable(results) {
  const lines = [
    'Redaktion, lange Seiten (Ziel: Öffnen ≤ 1000 ms, Wechsel ≤ 300 ms, Tippen p95 ≤ 32 / max ≤ 100 ms, Autosave ≤ 500 ms)',
  ];
  for (const [count, r] of Object.entries(results)) {
    lines.push(
      `  ${count} Blöcke: Öffnen ${r.openMs} ms, Wechsel ${r.switchMedianMs} ms (max ${r.switchWorstMs}), Tippen p95 ${r.typingP95Ms} ms / max ${r.typingWorstMs} ms` +
        (r.autosaveMs === null ? '' : `, Autosave ${r.autosaveMs} ms`),
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2];
  if (!origin) {
    console.error('Aufruf: node tests/bench/editor-long-pages.mjs http://127.0.0.1:<port>');
    process.exit(2);
  }
  const results = await benchEditor(origin);
  console.log(editorTable(results));
  console.log('EDITOR_JSON ' + JSON.stringify(results));
}
