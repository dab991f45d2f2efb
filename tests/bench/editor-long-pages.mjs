// The Redaktion's editor on long pages (issues 35 and 45): a page of 150 and one of 400 text blocks of realistic
// length (a heading, three paragraphs and a list of four points each), created through the API, then in Chromium
//   open    navigation start until the outline lists every block and the editor has hydrated (its buttons enabled);
//   first   the first switch, at once after opening (the preview still loading): a click on a block's outline entry
//           until that block's rich text is editable;
//   switch  the same, once the page has settled (median and worst of 7);
//   typing  Event Timing of 40 keystrokes typed into a rich text: p95 and worst interaction duration;
//   autosave from 'Speichert …' to 'Gespeichert als Version …' in the editor's status;
//   long tasks (Long Tasks API, in the editor's document: what blocks the editor, a same-process preview included)
//           per phase: open, first switch, switches, typing with the preview's redraw and the autosave. The longest
//           and the number over 100 ms. Beside them the preview's own long tasks, observed in its frame: when the
//           preview runs in a process of its own they delay only the preview.
// Goals: open <= 1000 ms, switch (first too) <= 300 ms, p95 <= 32 ms, worst <= 100 ms, autosave <= 500 ms,
// no long task over 100 ms while switching, typing or saving.
// `npm run bench` runs it against its own server; alone: `node tests/bench/editor-long-pages.mjs <origin>`.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../support/chromium-flags.js';

export const EDITOR_GOALS = {
  openMs: 1000,
  switchMs: 300,
  typingP95Ms: 32,
  typingWorstMs: 100,
  autosaveMs: 500,
  longTaskMs: 100,
};
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

/** A block as editors write them: three paragraphs of two to four sentences and a list (about 1.3 kB of HTML). */
export function realisticText(i) {
  return (
    `<p>Absatz ${i + 1}: Der Kurpark von Tannbrunn liegt am Ufer des Tannsees und lädt zu Spaziergängen ein. ` +
    `Zwischen Mai und Oktober blühen in den Staudenbeeten über zweihundert Sorten, die der Bauhof jedes Frühjahr ` +
    `neu pflanzt. Bänke im Schatten der alten Linden laden zum Verweilen ein.</p>` +
    `<p>Führungen durch den Park beginnen an jedem ersten Sonntag im Monat um 14 Uhr am Musikpavillon. Sie dauern ` +
    `etwa neunzig Minuten und sind kostenlos; eine Anmeldung bei der <strong>Tourist-Information</strong> hilft uns ` +
    `bei der Planung, ist aber nicht nötig.</p>` +
    `<p>Der Weg rund um den See ist barrierefrei ausgebaut, mit Ruhebänken alle zweihundert Meter und einem ` +
    `taktilen Leitsystem vom Parkplatz bis zum Bootssteg. Hunde sind an der Leine willkommen.</p>` +
    `<ul><li>Parkplatz am Kurhaus, Tannseestraße 4</li><li>Öffentliche Toiletten am Musikpavillon</li>` +
    `<li>Bootsverleih von April bis Oktober, täglich ab 10 Uhr</li><li>Café im Kurhaus, montags Ruhetag</li></ul>`
  );
}

function envelope(count) {
  return {
    pageLayout: 'default',
    title: `Lange Seite mit ${count} Textblöcken`,
    content: Array.from({ length: count }, (_, i) => ({
      id: `bench-${count}-${i}`,
      template: 'text',
      slotName: 'main',
      // The current shape of the text block (version 2): the save API takes unversioned blocks as current.
      options: { titel: { text: `Abschnitt ${i + 1}` }, text: realisticText(i) },
    })),
  };
}

/**
 * Long tasks in every document of the tab from its start, at wall-clock times (timeOrigin + startTime) so that the
 * phases, marked from the editor, sort them. A frame hands its tasks to its parent (`__previewTasks`): the preview's
 * host page outlives each redraw of the page it frames, and so does the editor for a preview framed directly.
 */
function observeLongTasks() {
  window.__longTasks = [];
  window.__previewTasks = [];
  const parent = window !== window.parent ? window.parent : null;
  try {
    new PerformanceObserver((list) => {
      const tasks = list
        .getEntries()
        .map((entry) => ({ at: performance.timeOrigin + entry.startTime, ms: entry.duration }));
      window.__longTasks.push(...tasks);
      parent?.__previewTasks?.push(...tasks);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // Without the Long Tasks API the figures stay empty, and say so.
  }
}

const now = (page) => page.evaluate(() => performance.timeOrigin + performance.now());

/** Long tasks per phase (marks: [name, wall-clock start] in order), in the editor's document and the preview's frame. */
async function longTasks(page, marks) {
  const editor = await page.evaluate(() => window.__longTasks ?? []);
  // The preview's host page (its own site) with the page it frames, or the page framed by the editor directly.
  const host = page.frame({ name: 'vorschaurahmen' });
  const seen = host
    ? await host.evaluate(() => [...window.__longTasks, ...window.__previewTasks]).catch(() => [])
    : await page.evaluate(() => window.__previewTasks ?? []);
  // Frames of one process may each report the same task.
  const preview = [...new Map(seen.map((task) => [`${Math.round(task.at)}:${Math.round(task.ms)}`, task])).values()];
  const summary = (tasks) => {
    const byPhase = {};
    for (const task of tasks) {
      const mark = marks.findLast(([, at]) => task.at >= at);
      if (!mark) continue;
      const phase = (byPhase[mark[0]] ??= { longestMs: 0, over100: 0, count: 0 });
      phase.count += 1;
      phase.longestMs = Math.max(phase.longestMs, Math.round(task.ms));
      if (task.ms > EDITOR_GOALS.longTaskMs) phase.over100 += 1;
    }
    return byPhase;
  };
  return { editor: summary(editor), preview: summary(preview) };
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
        // None within a minute (a preview that held the editor's thread that long): reported, not thrown.
        const timeout = setTimeout(() => resolve(null), 60_000);
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
    await context.addInitScript(observeLongTasks);
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
      const firstSwitches = [];
      let marks = [];
      for (let i = 0; i < 3; i += 1) {
        opens.push(await measureOpen(page, origin, id, count));
        // The phases of the last opening are the ones reported.
        marks = [['oeffnen', await page.evaluate(() => performance.timeOrigin)]];
        marks.push(['erster-wechsel', await now(page)]);
        // At once after opening, as an editor who knows what to change: the last blocks, far from the first.
        firstSwitches.push(await measureSwitch(page, count, count - 1 - i));
        marks.push(['danach', await now(page)]);
      }
      // The preview of the last opening drawn, axe's hints included, before the switches are timed.
      await page.waitForTimeout(3000);
      marks.push(['wechsel', await now(page)]);
      const switches = [];
      for (let i = 0; i < SWITCHES; i += 1)
        switches.push(await measureSwitch(page, count, Math.floor(((i + 1) * count) / (SWITCHES + 1))));
      await page.waitForTimeout(1000);
      marks.push(['tippen', await now(page)]);
      const saved = measureAutosave(page);
      const typing = await measureTyping(page);
      const autosaveMs = await saved;
      // The preview follows the saved page too: its redraw belongs to the typing's phase.
      await page.waitForTimeout(3000);
      const tasks = await longTasks(page, marks);
      results[count] = {
        openMs: Math.round(median(opens)),
        firstSwitchMs: Math.round(median(firstSwitches)),
        firstSwitchWorstMs: Math.round(Math.max(...firstSwitches)),
        switchMedianMs: Math.round(median(switches)),
        switchWorstMs: Math.round(Math.max(...switches)),
        typingP95Ms: typing.p95Ms,
        typingWorstMs: typing.worstMs,
        typingReported: typing.reported,
        autosaveMs: autosaveMs === null ? null : Math.round(autosaveMs),
        longTasks: tasks,
      };
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

const PHASES = [
  ['oeffnen', 'Öffnen'],
  ['erster-wechsel', 'erster Wechsel'],
  ['danach', 'bis die Seite ruht'],
  ['wechsel', 'Wechsel'],
  ['tippen', 'Tippen, Vorschau, Autosave'],
];

function longTaskLine(label, byPhase) {
  const parts = PHASES.map(([key, name]) => {
    const phase = byPhase[key];
    return phase ? `${name} ${phase.longestMs} ms (${phase.over100} über 100)` : `${name} –`;
  });
  return `    ${label}: ${parts.join(', ')}`;
}

export function editorTable(results) {
  const lines = [
    'Redaktion, lange Seiten mit realistischen Blöcken (Ziel: Öffnen ≤ 1000 ms, Wechsel auch der erste ≤ 300 ms, Tippen p95 ≤ 32 / max ≤ 100 ms, Autosave ≤ 500 ms, keine lange Aufgabe über 100 ms beim Wechseln, Tippen, Speichern)',
  ];
  for (const [count, r] of Object.entries(results)) {
    lines.push(
      `  ${count} Blöcke: Öffnen ${r.openMs} ms, erster Wechsel ${r.firstSwitchMs} ms (max ${r.firstSwitchWorstMs}), Wechsel ${r.switchMedianMs} ms (max ${r.switchWorstMs}), Tippen p95 ${r.typingP95Ms} ms / max ${r.typingWorstMs} ms, Autosave ${r.autosaveMs === null ? 'keines in 60 s' : `${r.autosaveMs} ms`}`,
      '    längste Aufgabe je Phase',
      longTaskLine('Editor', r.longTasks.editor),
      longTaskLine('Vorschau (im eigenen Rahmen beobachtet)', r.longTasks.preview),
    );
  }
  return lines.join('\n');
}

/** The goals a result misses, in words (tests/bench/run.mjs notes them). */
export function missedGoals(r) {
  const blocking = ['erster-wechsel', 'wechsel', 'tippen']
    .map((key) => r.longTasks.editor[key])
    .filter(Boolean)
    .reduce((longest, phase) => Math.max(longest, phase.longestMs), 0);
  return [
    r.openMs > EDITOR_GOALS.openMs && `Öffnen ${r.openMs} ms`,
    r.firstSwitchWorstMs > EDITOR_GOALS.switchMs && `erster Wechsel bis ${r.firstSwitchWorstMs} ms`,
    r.switchWorstMs > EDITOR_GOALS.switchMs && `Wechsel bis ${r.switchWorstMs} ms`,
    r.typingP95Ms > EDITOR_GOALS.typingP95Ms && `Tippen p95 ${r.typingP95Ms} ms`,
    r.typingWorstMs > EDITOR_GOALS.typingWorstMs && `Tippen max ${r.typingWorstMs} ms`,
    (r.autosaveMs === null || r.autosaveMs > EDITOR_GOALS.autosaveMs) && `Autosave ${r.autosaveMs ?? 'keines'} ms`,
    blocking > EDITOR_GOALS.longTaskMs && `lange Aufgabe ${blocking} ms im Editor`,
  ].filter(Boolean);
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
