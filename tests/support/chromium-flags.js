// @ts-check
// The flags Debian's Chromium needs on these machines (README, PITFALLS), listed once for the end-to-end tests
// (playwright.config.ts), the benchmark's Lighthouse runs (tests/bench/run.mjs) and the editor bench
// (tests/bench/editor-long-pages.mjs). CommonJS: Playwright reads its TypeScript config as CommonJS.

const CHROMIUM_FLAGS = /** @type {const} */ ([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

module.exports = { CHROMIUM_FLAGS };
