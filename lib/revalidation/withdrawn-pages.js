// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: the cache handler, loaded by Next.js by its path, requires it */
// Which paths this process found withdrawn (their page's getStaticProps answered 410, renderer/withdrawn-page.ts),
// and since when. A generated page (ISR) cannot answer 410, and Next keeps serving the page it has while a
// regeneration fails: so the cache handler (./cache-handler.js) treats a page of such a path rendered before that
// moment as missing, and the request renders at once, answering 410 again (or, once the page is published again, the
// page, which ends the mark). Normal pages pay one Map lookup. CommonJS and on globalThis, as ./outdated-pages.js.
const { renderClock } = require('./outdated-pages.js');

const STATE = Symbol.for('tannbrunn.withdrawn-pages');
/** A process never holds more marks than this (oldest forgotten first): withdrawn pages are few. */
const MAX_PATHS = 5_000;

/** @returns {Map<string, number>} path -> when this process last found it withdrawn */
function marks() {
  const holder = /** @type {Record<symbol, Map<string, number> | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[STATE] ??= new Map();
  return holder[STATE];
}

/** @param {string} path */
function markWithdrawn(path, at = renderClock()) {
  const map = marks();
  map.delete(path);
  map.set(path, at);
  while (map.size > MAX_PATHS) map.delete(/** @type {string} */ (map.keys().next().value));
}

/** @param {string} path */
function clearWithdrawn(path) {
  marks().delete(path);
}

/**
 * Whether a page of this path rendered then must not be served: the path was found withdrawn after it was rendered.
 * @param {string} path
 * @param {number} renderedAt
 */
function renderedBeforeWithdrawal(path, renderedAt) {
  const at = marks().get(path);
  return at !== undefined && renderedAt <= at;
}

/** For tests: forget every mark. */
function resetWithdrawnPages() {
  marks().clear();
}

module.exports = { markWithdrawn, clearWithdrawn, renderedBeforeWithdrawal, resetWithdrawnPages };
