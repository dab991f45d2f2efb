import { defineConfig } from '@playwright/test';
// Debian's Chromium, never a browser of Playwright's own (these machines cannot download one).
import { CHROMIUM_FLAGS } from './tests/support/chromium-flags.js';
import { nextStartArgs } from './scripts/next-start.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] },
    trace: 'off',
    // page.route cannot see requests a service worker answers; tests/e2e/pwa-seo.spec.ts allows the worker.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // Without E2E_BASE_URL the tests start the production build (built beforehand by `npm test`).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx next ${nextStartArgs('127.0.0.1', port).join(' ')}`,
        url: `${baseURL}/de`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        // Its own embedded database, so a running `npm start` and the tests never share PGlite files.
        // Every test books from 127.0.0.1, also across runs on the kept database: above the per-address booking
        // limit (default 10 in 10 minutes); tests/e2e/booking-bikes.spec.ts checks that limit on its own server.
        env: {
          NEXT_TELEMETRY_DISABLED: '1',
          SITE_URL: baseURL,
          DATA_DIR: 'tests/.tmp/e2e-data',
          BOOKING_RATE_LIMIT: '200',
          // The example pages of every block (/beispiele/<template>), for tests/e2e/block-examples.spec.ts.
          BLOCK_EXAMPLES: '1',
          // Scheduled publications are looked for every second (default 15 s), so their test waits seconds, not a minute.
          SCHEDULE_INTERVAL_MS: '1000',
        },
      },
});
