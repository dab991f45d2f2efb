// Matomo is off without configuration, cookie-less and without a user id with it, counts route
// changes, and only then opens the CSP to its origin.
import { describe, expect, it } from 'vitest';
import { matomoConfig, matomoOrigin } from '@/renderer/analytics/matomo-config.js';
import { startMatomo, type BrowserParts } from '@/renderer/analytics/matomo-client';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/security-headers.js';

const ENV = { NEXT_PUBLIC_MATOMO_URL: 'https://statistik.tannbrunn.example/matomo', NEXT_PUBLIC_MATOMO_SITE_ID: '7' };

describe('Matomo configuration', () => {
  it('is off by default and with unusable values', () => {
    expect(matomoConfig({})).toBeNull();
    expect(matomoConfig({ NEXT_PUBLIC_MATOMO_URL: ENV.NEXT_PUBLIC_MATOMO_URL })).toBeNull();
    expect(matomoConfig({ NEXT_PUBLIC_MATOMO_SITE_ID: '7' })).toBeNull();
    expect(matomoConfig({ ...ENV, NEXT_PUBLIC_MATOMO_SITE_ID: 'sieben' })).toBeNull();
    expect(matomoConfig({ ...ENV, NEXT_PUBLIC_MATOMO_URL: 'kein url' })).toBeNull();
    expect(matomoConfig({ ...ENV, NEXT_PUBLIC_MATOMO_URL: 'javascript:alert(1)' })).toBeNull();
    expect(matomoOrigin({})).toBeUndefined();
  });

  it('configures a cookie-less tracker on the configured server, without a user id', () => {
    const config = matomoConfig(ENV)!;
    expect(config.origin).toBe('https://statistik.tannbrunn.example');
    expect(config.scriptUrl).toBe('https://statistik.tannbrunn.example/matomo/matomo.js');
    expect(config.commands[0]).toEqual(['disableCookies']);
    expect(config.commands).toContainEqual(['setTrackerUrl', 'https://statistik.tannbrunn.example/matomo/matomo.php']);
    expect(config.commands).toContainEqual(['setSiteId', '7']);
    const names = config.commands.map((c) => c[0]);
    expect(names).not.toContain('setUserId');
    expect(names).not.toContain('trackPageView');
    // A trailing slash changes nothing.
    expect(matomoConfig({ ...ENV, NEXT_PUBLIC_MATOMO_URL: `${ENV.NEXT_PUBLIC_MATOMO_URL}/` })).toEqual(config);
  });

  it('adds the Matomo origin to script-src, img-src and connect-src only when configured', () => {
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    const on = securityHeaders({ dev: false, https: true, analyticsOrigin: matomoOrigin(ENV) }).find(
      (h) => h.key === 'Content-Security-Policy',
    )!.value;
    for (const name of ['script-src', 'img-src', 'connect-src'])
      expect(directive(on, name)).toContain('https://statistik.tannbrunn.example');
    expect(directive(on, 'script-src')).toBe("script-src 'self' https://statistik.tannbrunn.example");
    expect(directive(on, 'default-src')).toBe("default-src 'self'");
    const off = contentSecurityPolicy({ dev: false, analyticsOrigin: matomoOrigin({}) });
    expect(off).not.toContain('statistik');
    expect(directive(off, 'script-src')).toBe("script-src 'self'");
  });
});

describe('Matomo in the browser', () => {
  function fakeBrowser() {
    const handlers: ((url: string) => void)[] = [];
    const appended: { src: string; async: boolean }[] = [];
    const win: BrowserParts['window'] = { location: { href: 'http://127.0.0.1/de', pathname: '/de' } };
    const doc = {
      title: 'Gemeinde Tannbrunn im Schwarzwald',
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
    };
    const parts = {
      window: win,
      document: doc as unknown as BrowserParts['document'],
      routerEvents: { on: (_event: string, handler: (url: string) => void) => handlers.push(handler) },
      defer: (task: () => void) => task(),
    } satisfies BrowserParts;
    return { parts, win, doc, handlers, appended };
  }

  it('queues the set-up and one page view, loads matomo.js as a file, and counts each route change', () => {
    const { parts, win, doc, handlers, appended } = fakeBrowser();
    startMatomo(matomoConfig(ENV)!, parts);
    const queue = win._paq as unknown as (string | number)[][];
    expect(queue[0]).toEqual(['disableCookies']);
    expect(queue.at(-1)).toEqual(['trackPageView']);
    expect(appended).toEqual([{ src: 'https://statistik.tannbrunn.example/matomo/matomo.js', async: true }]);

    // matomo.js replaces the queue with its own object once loaded.
    const received: (string | number)[][] = [];
    win._paq = { push: (command) => received.push(command) };
    win.location.href = 'http://127.0.0.1/de/tourismus';
    doc.title = 'Tourismus | Gemeinde Tannbrunn im Schwarzwald';
    handlers.forEach((h) => h('/de/tourismus'));
    expect(received).toEqual([
      ['setReferrerUrl', 'http://127.0.0.1/de'],
      ['setCustomUrl', 'http://127.0.0.1/de/tourismus'],
      ['setDocumentTitle', 'Tourismus | Gemeinde Tannbrunn im Schwarzwald'],
      ['trackPageView'],
    ]);

    // A way into the Redaktion from a public page is not counted.
    received.length = 0;
    win.location.href = 'http://127.0.0.1/redaktion/seiten/1';
    win.location.pathname = '/redaktion/seiten/1';
    handlers.forEach((h) => h('/redaktion/seiten/1'));
    expect(received).toEqual([]);

    // Started twice (e.g. a remount), it sets up nothing twice.
    startMatomo(matomoConfig(ENV)!, parts);
    expect(appended).toHaveLength(1);
  });
});
