// sitemap.xml, robots.txt, the Open Graph image and the municipality's structured data.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '@/lib/seo/robots';
import { APP_PAGES, sitemapXml } from '@/lib/seo/sitemap-xml';
import type { Database } from '@/lib/db/database';
import { publishPageVersion, unpublishPage } from '@/lib/redaktion/store/page-versions';
import { submitForApproval } from '@/lib/redaktion/store/workflow';
import { archivePage, createPage } from '@/lib/redaktion/store/pages';
import type { Actor } from '@/lib/redaktion/shared/types';
import { createEmbeddedSitemap } from '@/lib/redaktion/embedded/embedded-sitemap';
import { createHttpSitemap } from '@/lib/services/sitemap/http-sitemap';
import { publicEntries } from '@/lib/services/sitemap/sitemap-service';
import { DEFAULT_OG_IMAGE, ogImageOf } from '@/renderer/seo/og-image';
import { governmentOrganization } from '@/renderer/seo/government-organization';
import { siteSettings } from '@/renderer/site-settings';
import type { RenderedBlock } from '@/renderer/page-types';
import { startUpstream, type RecordedRequest, type Reply, type Upstream } from '../../support/upstream-server';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

describe('sitemap', () => {
  let db: Database;
  const sitemap = () =>
    createEmbeddedSitemap({ contentDir: path.join(process.cwd(), 'content'), database: async () => db });
  beforeAll(async () => {
    db = await openMigratedPglite();
  }, 120_000);
  afterAll(() => db.close());

  it('lists the published pages of the embedded store (seeded from content/seiten): index as /de, no personal areas', async () => {
    const pages = await sitemap().pages();
    const paths = pages.map((p) => p.pfad);
    expect(paths).toContain('/de');
    expect(paths).toContain('/de/tourismus');
    expect(paths).toContain('/de/tourismus/wandern/wasserfallsteig');
    expect(paths).toContain('/de/veranstaltungen/kalender/tannseefest');
    expect(paths.some((p) => /^\/de\/(intranet|ratsinfo)/.test(p))).toBe(false);
    expect(paths.some((p) => p.endsWith('/index') || p.endsWith('.json'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) expect(Number.isNaN(Date.parse(page.geaendert!))).toBe(false);
  });

  it('follows publications at once: a published page is in, an unpublished or deleted one is out', async () => {
    const freigabe: Actor = { id: 'f-1', name: 'Franz Freigabe', role: 'freigabe' };
    const redaktion: Actor = { id: 'r-1', name: 'Rita Redaktion', role: 'redaktion' };
    // Four eyes: one person writes, another publishes.
    const { seite } = await createPage(db, redaktion, { pfad: '/de/neu-im-netz', titel: 'Neu', layout: 'default' });
    expect((await sitemap().pages()).map((p) => p.pfad)).not.toContain('/de/neu-im-netz');
    await submitForApproval(db, redaktion, seite.id, seite.neuesteVersion!.id);
    await publishPageVersion(db, freigabe, seite.id, seite.neuesteVersion!.id);
    expect((await sitemap().pages()).map((p) => p.pfad)).toContain('/de/neu-im-netz');
    await unpublishPage(db, freigabe, seite.id);
    expect((await sitemap().pages()).map((p) => p.pfad)).not.toContain('/de/neu-im-netz');
    const { rows } = await db.query<{ id: string }>("SELECT id FROM dokumente WHERE pfad = '/de/tourismus'");
    await archivePage(db, freigabe, rows[0]!.id);
    expect((await sitemap().pages()).map((p) => p.pfad)).not.toContain('/de/tourismus');
  });

  it('checks a CMS answer entry by entry', () => {
    expect(
      publicEntries({
        seiten: [
          { pfad: '/de/tourismus/', geaendert: '2026-05-04T10:00:00Z' },
          { pfad: '/de/intranet/aktuelles' },
          { pfad: '/de/ratsinfo' },
          { pfad: 'https://example.org/de' },
          { pfad: '/en/tourism' },
          { pfad: 42 },
          null,
          { pfad: '/de' },
          { pfad: '/de/tourismus' },
        ],
      }),
    ).toEqual([{ pfad: '/de' }, { pfad: '/de/tourismus' }]);
    expect(() => publicEntries({ pages: [] })).toThrow();
  });

  it('writes sitemaps.org XML with absolute, escaped addresses', () => {
    const xml = sitemapXml('https://www.tannbrunn.example', [
      { pfad: '/de', geaendert: '2026-05-04T10:00:00Z' },
      { pfad: '/de/grüße&co' },
      { pfad: '/de/x', geaendert: 'gestern' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<loc>https://www.tannbrunn.example/de</loc>\n    <lastmod>2026-05-04T10:00:00.000Z</lastmod>',
    );
    expect(xml).toContain('<loc>https://www.tannbrunn.example/de/gr%C3%BC%C3%9Fe&amp;co</loc>');
    expect(xml).toContain('<loc>https://www.tannbrunn.example/de/x</loc>\n  </url>');
    expect(APP_PAGES.map((p) => p.pfad)).toEqual(['/de/e-bike-leihen', '/de/lastenrad-leihen']);
  });
});

describe('sitemap in the http mode (contract GET /api/cms/sitemap)', () => {
  let upstream: Upstream;
  let reply: Reply = {
    json: { seiten: [{ pfad: '/de/rathaus', geaendert: '2026-04-01T08:00:00Z' }, { pfad: '/de/intranet' }] },
  };
  beforeAll(async () => {
    upstream = await startUpstream(() => reply);
  });
  afterAll(async () => upstream.close());

  it('asks the CMS once, with a timeout, and keeps the last good list when it fails', async () => {
    const sitemap = createHttpSitemap({ baseUrl: upstream.url, timeoutMs: 500, cacheSeconds: 0.05 });
    expect(await sitemap.pages()).toEqual([{ pfad: '/de/rathaus', geaendert: '2026-04-01T08:00:00Z' }]);
    const calls = upstream.requests.map((r: RecordedRequest) => `${r.method} ${r.rawUrl}`);
    expect(calls).toEqual(['GET /api/cms/sitemap']);
    reply = { status: 500, json: { message: 'kaputt' } };
    await new Promise((r) => setTimeout(r, 80));
    expect(await sitemap.pages()).toEqual([{ pfad: '/de/rathaus', geaendert: '2026-04-01T08:00:00Z' }]);
  });

  it('fails within the timeout when the CMS hangs and nothing is cached', async () => {
    reply = { hang: true };
    const started = Date.now();
    await expect(
      createHttpSitemap({ baseUrl: upstream.url, timeoutMs: 300, cacheSeconds: 30 }).pages(),
    ).rejects.toThrow(/Zeitüberschreitung/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('robots.txt', () => {
  it('allows everything public and names the sitemap', () => {
    const text = robotsTxt('https://www.tannbrunn.example');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /de/intranet',
        'Disallow: /de/ratsinfo',
        'Disallow: /abfrage/',
        'Disallow: /entwurf/',
        'Disallow: /de/e-bike-leihen/stornieren',
        'Disallow: /de/lastenrad-leihen/stornieren',
        'Disallow: /de/raumreservierung/stornieren',
        'Sitemap: https://www.tannbrunn.example/sitemap.xml',
      ]),
    );
    expect(text).not.toMatch(/Disallow: \/de\/?$/m);
  });
});

describe('sharing and structured data', () => {
  const block = (slotName: RenderedBlock['slotName'], options: unknown): RenderedBlock => ({
    key: 'k',
    template: 'hero',
    slotName,
    options,
    data: null,
  });

  it('takes the first hero image, else the envelope hero image, else the default', () => {
    const heroImages = [{ src: '/bilder/kurpark.jpg', alt: '' }];
    expect(
      ogImageOf({
        blocks: [
          block('main', { bildupload: { bild: '/bilder/rathaus.jpg' } }),
          block('hero', { titel: 'x', bildupload: { bild: '/bilder/tannsee.jpg' } }),
        ],
        heroImages,
      }),
    ).toBe('/bilder/tannsee.jpg');
    expect(
      ogImageOf({
        blocks: [block('hero', { slides: [{ bildupload: { bild: 'https://medien.example/a.jpg' } }] })],
        heroImages: [],
      }),
    ).toBe('https://medien.example/a.jpg');
    expect(ogImageOf({ blocks: [block('main', { bild: '/bilder/rathaus.jpg' })], heroImages })).toBe(
      '/bilder/kurpark.jpg',
    );
    expect(ogImageOf({ blocks: [], heroImages: [] })).toBe(DEFAULT_OG_IMAGE);
  });

  it('describes the municipality as a GovernmentOrganization from its settings', () => {
    const data = governmentOrganization(siteSettings, 'https://www.tannbrunn.example');
    expect(data).toMatchObject({
      '@type': 'GovernmentOrganization',
      name: 'Gemeinde Tannbrunn im Schwarzwald',
      url: 'https://www.tannbrunn.example/de',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kirchplatz 1',
        postalCode: '79877',
        addressLocality: 'Tannbrunn im Schwarzwald',
        addressCountry: 'DE',
      },
      telephone: '+49 7655 9310-0',
      email: 'rathaus@tannbrunn.example',
    });
    expect(data.contactPoint).toEqual([
      expect.objectContaining({
        '@type': 'ContactPoint',
        name: 'Tourist-Information',
        url: 'https://www.tannbrunn.example/de/tourismus/tourist-information',
      }),
    ]);
  });
});
