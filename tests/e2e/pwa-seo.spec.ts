// Service worker, web manifest and icons, sharing and search-engine files, and no third party
// without configuration (issue 7). Runs against the production build: the worker exists only there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { STAFF_AREAS } from '@/lib/session/staff-areas.js';

const EMAIL = 'intranet@tannbrunn.example';
const PASSWORD = 'Tannbrunn-Intranet-2026';

// The first intranet login of a fresh store opens and fills the embedded database.
test.setTimeout(90_000);
// The other specs block service workers (playwright.config.ts); these test it.
test.use({ serviceWorkers: 'allow' });

/** Loads a page and waits until the service worker is active and controls it. */
async function controlledPage(page: Page, path = '/de/rathaus') {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every request URL stored in the service worker's caches. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

test.describe('service worker', () => {
  test('/sw.js is the built worker, served as JavaScript and always revalidated', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers()['cache-control']).toContain('must-revalidate');
    const script = await response.text();
    // The precache list names the offline page, the app shell and no personal area.
    expect(script).toMatch(/['"]\/offline['"]/);
    expect(script).toContain('/_next/static/');
    expect(script).toContain('/manifest.webmanifest');
    const precached = [...script.matchAll(/'url':'([^']+)'/g)].map((m) => m[1]!);
    expect(precached).toContain('/offline');
    expect(precached.filter((url) => STAFF_AREAS.some((area) => url.includes(area.page)))).toEqual([]);
    const again = await request.get('/sw.js', { headers: { 'If-None-Match': response.headers()['etag']! } });
    expect(again.status()).toBe(304);
  });

  test('is registered on every page with scope /', async ({ page }) => {
    for (const path of ['/de', '/de/veranstaltungen', '/de/intranet']) {
      await page.goto(path);
      const registration = await page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        return { script: ready.active?.scriptURL ?? '', scope: ready.scope };
      });
      expect(pathOf(registration.script)).toBe('/sw.js');
      expect(pathOf(registration.scope)).toBe('/');
    }
  });

  test('offline: a visited page is still there, any other shows the German offline page', async ({ page, context }) => {
    await controlledPage(page, '/de');
    await page.goto('/de/rathaus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const visitedTitle = await page.title();
    await expect.poll(async () => (await cachedUrls(page)).map(pathOf)).toContain('/de/rathaus');

    await context.setOffline(true);
    try {
      // A page nobody visited or prefetched (a real one may have been prefetched while the browser was idle).
      await page.goto('/de/nie-besucht-offline');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind offline');
      await expect(page.getByText('Bitte prüfen Sie Ihre WLAN- oder Mobilfunkverbindung')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // The page keeps the site's look: styles and header come from the precache.
      await expect(page.getByRole('banner')).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(247, 245, 240)');

      await page.goto('/de/rathaus');
      expect(await page.title()).toBe(visitedTitle);

      // Personal areas are never answered from a cache: offline, they give the offline page too.
      await page.goto('/de/intranet');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind offline');
    } finally {
      await context.setOffline(false);
    }
  });

  test('the offline page is accessible', async ({ page }) => {
    await page.goto('/offline');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind offline');
    await expectNoAxeViolations(page);
  });

  test('intranet, council, API and booking answers never reach the caches, public pages do', async ({ page }) => {
    await controlledPage(page);
    await page.goto('/de/intranet');
    await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Intranet', level: 2 })).toBeVisible({ timeout: 45_000 });
    // A client-side navigation (its data comes from /_next/data/…/de/intranet/…json) and a full load.
    await page.getByRole('complementary').getByRole('link', { name: 'Aktuelles aus dem Rathaus' }).click();
    await expect(page).toHaveURL(/\/de\/intranet\/aktuelles$/);
    await page.goto('/de/intranet/archiv');
    await page.goto('/de/ratsinfo');
    await page.goto('/de/ratsinfo/sitzungen');
    await page.goto('/de/e-bike-leihen');
    await page.goto('/de/e-bike-leihen/stornieren?uuid=3f2b8c1e-0000-4000-8000-000000000000');
    await page.evaluate(async () => {
      await fetch('/api/buchungen/ebike/verfuegbarkeit');
      await fetch('/api/bloecke/schemas.json');
    });
    await page.goto('/de/tourismus');

    let urls: string[] = [];
    await expect
      .poll(async () => {
        urls = (await cachedUrls(page)).map(pathOf);
        return urls;
      })
      .toContain('/de/tourismus');
    expect(urls).toContain('/offline');
    // Pages, their data and API answers; the hashed script files of these pages hold no personal data.
    const forbidden = urls.filter((p) =>
      /^(\/_next\/data\/[^/]+)?\/(api|de\/(intranet|ratsinfo|e-bike-leihen))(\/|\.json|$)/.test(p),
    );
    expect(forbidden).toEqual([]);
  });
});

test.describe('web manifest and icons', () => {
  test('the manifest is linked, valid and German, and every icon is served', async ({ page, request }) => {
    await page.goto('/de');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Gemeinde Tannbrunn im Schwarzwald',
      short_name: 'Tannbrunn',
      lang: 'de',
      start_url: '/de',
      display: 'standalone',
      theme_color: '#1f4d3a',
    });
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

    const linked = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    expect(linked).toEqual(expect.arrayContaining(['/favicon.ico', '/icon.svg', '/apple-touch-icon.png']));
    for (const src of [...manifest.icons.map((i) => i.src), ...linked]) {
      const icon = await request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toMatch(/^image\//);
      if (src.endsWith('.png')) {
        const body = await icon.body();
        expect(body.subarray(1, 4).toString('ascii'), src).toBe('PNG');
        const size = manifest.icons.find((i) => i.src === src)?.sizes;
        if (size) expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, src).toBe(size);
      }
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f4d3a');
  });
});

test.describe('search engines and sharing', () => {
  function contentPages(dir = path.join(process.cwd(), 'content', 'seiten'), prefix = '/de'): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return contentPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      const name = entry.name.replace(/\.json$/, '');
      return [name === 'index' && prefix === '/de' ? '/de' : `${prefix}/${name}`];
    });
  }

  test('sitemap.xml lists every CMS page and no personal area', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const expected = contentPages();
    expect(expected.length).toBeGreaterThan(20);
    expect(locs).toEqual(expect.arrayContaining([...expected, '/de/e-bike-leihen', '/de/lastenrad-leihen']));
    expect(locs.filter((p) => /^\/(api|abfrage)\/|^\/de\/(intranet|ratsinfo)/.test(p))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('robots.txt keeps crawlers out of personal areas, the API and cancellations', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['content-type']).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /de/intranet',
        'Disallow: /de/ratsinfo',
        'Disallow: /abfrage/',
        'Disallow: /de/e-bike-leihen/stornieren',
        'Disallow: /de/lastenrad-leihen/stornieren',
        'Disallow: /de/raumreservierung/stornieren',
      ]),
    );
    const sitemap = lines.find((l) => l.startsWith('Sitemap: '));
    expect(sitemap).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
  });

  test('Open Graph tags name the page, its canonical address and its hero image', async ({ page }) => {
    const og = (property: string) => page.locator(`meta[property="${property}"]`);
    await page.goto('/de/tourismus');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await expect(og('og:url')).toHaveAttribute('content', canonical!);
    await expect(og('og:title')).toHaveAttribute('content', /^Tourismus/);
    await expect(og('og:description')).toHaveAttribute('content', /.+/);
    await expect(og('og:type')).toHaveAttribute('content', 'website');
    await expect(og('og:image')).toHaveAttribute('content', `${new URL(canonical!).origin}/bilder/tannsee.jpg`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    // The envelope's hero images, when the page has no hero block; else the default.
    await page.goto('/de/tourismus/kurpark');
    await expect(og('og:image')).toHaveAttribute('content', /\/bilder\/kurpark\.jpg$/);
    await page.goto('/de/barrierefreiheit/erklaerung');
    await expect(og('og:image')).toHaveAttribute('content', /\/bilder\/tannbrunn-panorama\.jpg$/);
    const image = await og('og:image').getAttribute('content');
    expect((await page.request.get(new URL(image!).pathname)).status()).toBe(200);
  });

  test('the start page describes the municipality as a GovernmentOrganization, once', async ({ page }) => {
    const jsonLd = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
    await page.goto('/de');
    const organizations = (await jsonLd()).filter((d) => d['@type'] === 'GovernmentOrganization');
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Gemeinde Tannbrunn im Schwarzwald',
      address: { '@type': 'PostalAddress', streetAddress: 'Kirchplatz 1', postalCode: '79877' },
    });
    await page.goto('/de/tourismus');
    expect((await jsonLd()).filter((d) => d['@type'] === 'GovernmentOrganization')).toEqual([]);
    // Detail pages carry their own types (Event, LocalBusiness), once each.
    await page.goto('/de/veranstaltungen/kalender/tannseefest');
    expect((await jsonLd()).map((d) => d['@type'])).toEqual(['Event']);
    await page.goto('/de/verzeichnis/hofladen-vogtshof');
    expect((await jsonLd()).map((d) => d['@type'])).toEqual(['LocalBusiness']);
  });
});

test.describe('no third party without configuration', () => {
  async function recordHosts(context: BrowserContext) {
    const foreign: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (!['127.0.0.1', 'localhost'].includes(url.hostname)) foreign.push(request.url());
    });
    return foreign;
  }

  test('no page requests anything from another host', async ({ page, context }) => {
    const foreign = await recordHosts(context);
    const seen: string[] = [];
    context.on('request', (request) => seen.push(request.url()));
    for (const path of [
      '/de',
      '/de/tourismus',
      '/de/veranstaltungen',
      '/de/verzeichnis/hofladen-vogtshof',
      '/de/e-bike-leihen',
      '/de/intranet',
      '/de/ratsinfo',
      '/de/gemeinschaftsschule',
      '/de/gemeinde/suche?q=wandern',
      '/offline',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('load');
      // Client navigation, idle prefetching and the service worker's precache run after load.
      await page.evaluate(() => navigator.serviceWorker.ready);
      // Until no request has been open for half a second: the prefetches and the precache have been sent.
      await page.waitForLoadState('networkidle');
    }
    expect(seen.length).toBeGreaterThan(30);
    expect(foreign).toEqual([]);
  });

  test('the build output names no third-party font or script host', () => {
    const dist = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(js|css|html|json|webmanifest)$/.test(entry.name)) files.push(full);
      }
    };
    walk(path.join(dist, 'static'));
    walk(path.join(dist, 'serwist'));
    walk(path.join(process.cwd(), 'public'));
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(20);
    const hosts =
      /fonts\.googleapis|fonts\.gstatic|googletagmanager|google-analytics|typekit|fonts\.bunny|unpkg\.com|jsdelivr|cdnjs|[\w-]*cdn\.[a-z]{2,}/gi;
    const found: string[] = [];
    for (const file of files) {
      if (statSync(file).size > 5_000_000) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(hosts))
        found.push(`${path.relative(process.cwd(), file)}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
