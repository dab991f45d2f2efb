// @ts-check
// Which generated pages (ISR) this process must not serve as they are: those rendered before the newest revalidation
// of their path that this process applied (lib/revalidation/apply.ts), and those older than what the ledger still
// keeps. CommonJS and on globalThis: Next.js loads the cache handler (./cache-handler.js) by its path at run time,
// while the API routes and the instrumentation hook each bundle their own copy of this module; all must share one
// state.

const STATE = Symbol.for('tannbrunn.outdated-pages');
/** More paths than this are forgotten oldest first: a forgotten path falls back to Next's own revalidate time. */
const MAX_PATHS = 20_000;
/** The prop that carries when a page's data was gathered (lib/revalidation/render-time.ts sets it). */
const RENDERED_AT = 'gerendertUm';

/**
 * @typedef {object} OutdatedState
 * @property {Map<string, number>} revalidatedAt path -> when this process applied its newest revalidation
 * @property {number} horizon pages rendered before this are outdated (the ledger no longer speaks for them)
 * @property {((path: string) => void) | undefined} onOutdated regenerates a page found outdated (set at start-up)
 */

/** @returns {OutdatedState} */
function state() {
  const holder = /** @type {Record<symbol, OutdatedState | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[STATE] ??= { revalidatedAt: new Map(), horizon: 0, onOutdated: undefined };
  return holder[STATE];
}

/** A strictly increasing clock in milliseconds (sub-millisecond), comparable across restarts of one machine. */
function renderClock() {
  return performance.timeOrigin + performance.now();
}

/**
 * Pages of these paths rendered before `at` are outdated from now on.
 * @param {readonly string[]} paths
 * @param {number} [at]
 */
function markRevalidated(paths, at = renderClock()) {
  const { revalidatedAt } = state();
  for (const path of paths) {
    revalidatedAt.delete(path);
    revalidatedAt.set(path, at);
  }
  while (revalidatedAt.size > MAX_PATHS)
    revalidatedAt.delete(/** @type {string} */ (revalidatedAt.keys().next().value));
}

/**
 * Pages rendered before `at` are outdated whatever their path (the ledger keeps nothing older).
 * @param {number} at
 */
function setHorizon(at) {
  const s = state();
  s.horizon = Math.max(s.horizon, at);
}

/**
 * @param {string} path
 * @param {number} renderedAt
 */
function isOutdated(path, renderedAt) {
  const { revalidatedAt, horizon } = state();
  const revalidated = revalidatedAt.get(path);
  return renderedAt < horizon || (revalidated !== undefined && renderedAt <= revalidated);
}

/** @param {((path: string) => void) | undefined} regenerate */
function onOutdatedPage(regenerate) {
  state().onOutdated = regenerate;
}

/** @param {string} path */
function reportOutdated(path) {
  state().onOutdated?.(path);
}

/** For tests: forget every mark. */
function resetOutdatedPages() {
  const s = state();
  s.revalidatedAt.clear();
  s.horizon = 0;
  s.onOutdated = undefined;
}

module.exports = {
  RENDERED_AT,
  renderClock,
  markRevalidated,
  setHorizon,
  isOutdated,
  onOutdatedPage,
  reportOutdated,
  resetOutdatedPages,
};
