// Error reporting and analytics, started by the site script (./site-script.ts) once the page is usable, and never
// inside the Redaktion (renderer/client/third-parties.ts).
import { thirdPartiesMayRun } from '@/renderer/client/third-parties';

export function startThirdParties(pathname: string): void {
  if (!thirdPartiesMayRun(pathname)) return;
  // Inlined at build time: without a DSN this branch and its import disappear from the bundle.
  // The condition must read the variable itself: webpack drops the import only for a literal '' here.
  if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
    const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
    void import('@/renderer/monitoring/sentry-client').then((m) => m.initSentryClient(dsn));
  }
  // Matomo only when configured (inlined at build time, like the DSN): else no request to any third party.
  if (process.env.NEXT_PUBLIC_MATOMO_URL) {
    const url = process.env.NEXT_PUBLIC_MATOMO_URL;
    const siteId = process.env.NEXT_PUBLIC_MATOMO_SITE_ID;
    void import('@/renderer/analytics/matomo-client').then((m) => m.startMatomoFromEnv(url, siteId));
  }
}
