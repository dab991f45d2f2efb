// The site script: what every page runs right after its first paint (scripts/next-build/site-script.js builds it as an
// entry of its own; renderer/document/PaintFirstHead.tsx lists it). Plain browser code, no React, no Next.js: it
// enhances the server's HTML, which works without it (menus, search, disclosures, filters), and starts what the
// specification asks of every page. Where a page has React islands, React comes later, and only then
// (renderer/islands/react-island.tsx).
import { startSchoolHeader } from '@/renderer/layout/school/school-header-script';
import { startSiteHeader } from '@/renderer/layout/header/header-script';
import { startBrowserIslands } from '@/renderer/islands/browser-islands';
import { registerServiceWorker } from '@/renderer/service-worker/register-service-worker';
import { startAnchorScroll } from '@/renderer/client/anchor-scroll';
import { installChunkReload } from '@/renderer/client/chunk-reload';
import { startDisclosures, takeOverFromSummaries } from '@/renderer/client/disclosures';
import { startIdlePrefetch } from '@/renderer/client/idle-prefetch';
import { startThirdParties } from './start-third-parties';

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
takeOverFromSummaries(() => document.documentElement.setAttribute('data-skript', ''));
safely(() => startBrowserIslands());
safely(() => registerServiceWorker());
safely(startIdlePrefetch);
whenUsable(() => startThirdParties(window.location.pathname));
