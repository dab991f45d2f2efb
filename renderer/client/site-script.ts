// The site script: what every page runs right after its first paint (lib/hydration/site-script.js builds it as an
// entry of its own; renderer/document/PaintFirstHead.tsx lists it). Plain browser code, no React, no Next.js: it
// enhances the server's HTML, which works without it (menus, search, disclosures, filters), and starts what the
// specification asks of every page. Where a page has React islands, React comes later, and only then
// (renderer/islands/react-island.tsx).
import { startSchoolHeader } from '@/renderer/layout/school/school-header-script';
import { startSiteHeader } from '@/renderer/layout/header/header-script';
import { startBrowserIslands } from '@/renderer/islands/browser-islands';
import { registerServiceWorker } from '@/renderer/service-worker/register-service-worker';
import { startAnchorScroll } from './anchor-scroll';
import { installChunkReload } from './chunk-reload';
import { startDisclosures } from './disclosures';
import { startIdlePrefetch } from './idle-prefetch';

/** One part failing leaves the others working; the error still reaches the console and error reporting. */
function safely(start: () => void): void {
  try {
    start();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/** Error reporting and analytics wait until the page is usable: after the load event, when the browser is idle. */
function whenUsable(task: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

safely(installChunkReload);
safely(startDisclosures);
safely(startSiteHeader);
safely(startSchoolHeader);
safely(startAnchorScroll);
// From here on the buttons stand in for the <summary> elements (renderer/styles/globals.css).
document.documentElement.setAttribute('data-skript', '');
safely(() => startBrowserIslands());
safely(() => registerServiceWorker());
safely(startIdlePrefetch);
whenUsable(() => {
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
});
