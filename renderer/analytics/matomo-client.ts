// Starts Matomo in the browser. Imported dynamically by the site script (renderer/site-script/site-script.ts) only when
// configured, so without configuration the site ships none of this and makes no request to any third party.
// The tracker is an external script file from the Matomo server (no inline script: CSP). A page changes without a
// load only where Next.js runs (renderer/client/page-events.ts); those changes count as page views too.
import { NAVIGATION_DONE, onNavigation } from '@/renderer/client/page-events';
import { thirdPartiesMayRun } from '@/renderer/client/third-parties';
import { matomoConfig, type MatomoConfig } from './matomo-config.js';

type Command = (string | number)[];
interface Queue {
  push(command: Command): unknown;
}
interface RouterEvents {
  on(event: 'routeChangeComplete', handler: (url: string) => void): void;
}
export interface BrowserParts {
  window: { _paq?: Queue; location: { href: string; pathname: string } };
  document: Pick<Document, 'title' | 'createElement' | 'head'>;
  routerEvents: RouterEvents;
  defer(task: () => void): void;
}

const browser = (): BrowserParts => ({
  window: window as unknown as BrowserParts['window'],
  document,
  routerEvents: { on: (_event, handler) => void onNavigation(NAVIGATION_DONE, handler) },
  defer: (task) => setTimeout(task, 0),
});

/** Queues the set-up and the first page view, loads matomo.js, and counts every route change. */
export function startMatomo(config: MatomoConfig, parts: BrowserParts = browser()): void {
  const { window: win, document: doc } = parts;
  if (win._paq) return;
  win._paq = [];
  // matomo.js replaces `_paq` with its own queue once loaded: always push through `win._paq`.
  const push = (command: Command) => win._paq!.push(command);
  for (const command of config.commands) push(command);
  push(['trackPageView']);
  let previous = win.location.href;
  parts.routerEvents.on('routeChangeComplete', () => {
    // next/head sets the new title after this event.
    parts.defer(() => {
      // A way into the Redaktion from a public page is not counted, nor anything in it.
      if (!thirdPartiesMayRun(win.location.pathname)) return;
      push(['setReferrerUrl', previous]);
      push(['setCustomUrl', win.location.href]);
      push(['setDocumentTitle', doc.title]);
      push(['trackPageView']);
      previous = win.location.href;
    });
  });
  const script = doc.createElement('script');
  script.src = config.scriptUrl;
  script.async = true;
  doc.head.appendChild(script);
}

/** Entry point for the site script: starts nothing unless both variables are usable. */
export function startMatomoFromEnv(url: string, siteId: string | undefined): void {
  const config = matomoConfig({ NEXT_PUBLIC_MATOMO_URL: url, NEXT_PUBLIC_MATOMO_SITE_ID: siteId });
  if (config) startMatomo(config);
}
