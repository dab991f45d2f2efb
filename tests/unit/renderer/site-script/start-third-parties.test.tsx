// @vitest-environment happy-dom
// Analytics and error reporting never start inside the Redaktion (issue 41): its pages show unpublished content and
// who works on what. With both configured, a page of the Redaktion loads neither (a public page does), a route change
// into it is not counted (matomo.test.ts), and its Content-Security-Policy names no analytics origin.
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const started = { matomo: 0, sentry: 0 };
vi.mock('@/renderer/analytics/matomo-client', () => ({ startMatomoFromEnv: () => (started.matomo += 1) }));
vi.mock('@/renderer/monitoring/sentry-client', () => ({ initSentryClient: () => (started.sentry += 1) }));

const ROOT = PROJECT_ROOT;
const MATOMO = 'https://statistik.tannbrunn.example';

beforeEach(() => {
  vi.stubEnv('NEXT_PUBLIC_MATOMO_URL', `${MATOMO}/`);
  vi.stubEnv('NEXT_PUBLIC_MATOMO_SITE_ID', '7');
  vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://schluessel@fehler.example/1');
  started.matomo = 0;
  started.sentry = 0;
});
afterEach(() => vi.unstubAllEnvs());

describe('third parties and the Redaktion', () => {
  it('starts neither analytics nor error reporting on a page of the Redaktion, both on a public page', async () => {
    const { startThirdParties } = await import('@/renderer/site-script/start-third-parties');
    startThirdParties('/redaktion/seiten/42');
    startThirdParties('/redaktion');
    await vi.dynamicImportSettled();
    expect(started).toEqual({ matomo: 0, sentry: 0 });
    startThirdParties('/de/leben');
    await vi.dynamicImportSettled();
    expect(started).toEqual({ matomo: 1, sentry: 1 });
    // A public page whose address only begins like the Redaktion's is public.
    startThirdParties('/redaktionsschluss');
    await vi.dynamicImportSettled();
    expect(started).toEqual({ matomo: 2, sentry: 2 });
  });

  it("gives the Redaktion's pages a Content-Security-Policy without the analytics origin", async () => {
    const file = path.join(ROOT, 'next.config.js');
    const require = createRequire(import.meta.url);
    delete require.cache[require.resolve(file)];
    const config = (require(file) as (phase: string) => { headers: () => Promise<Rule[]> })('phase-production-server');
    type Rule = { source: string; headers: { key: string; value: string }[] };
    const rules = await config.headers();
    const csp = (source: string) =>
      rules.find((rule) => rule.source === source)!.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(csp('/:path((?!redaktion(?:/|$)).*)')).toContain(MATOMO);
    // The editor's pages and the preview's host page (framed from the preview's own site).
    const redaktion = rules.filter((rule) => rule.source.startsWith('/redaktion/'));
    expect(redaktion.length).toBeGreaterThanOrEqual(2);
    for (const rule of redaktion) expect(csp(rule.source)).not.toContain('statistik');
  });
});
