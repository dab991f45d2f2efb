// sitemap.xml (sitemaps.org 0.9) from the CMS's list of pages.
import { escapeXml } from '@/lib/format/escape-xml.mjs';
import type { SitemapEntry } from '@/lib/services/sitemap/sitemap-service';

/** W3C date-time as sitemaps expect, or undefined for anything that is not a date. */
function lastmod(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ pfad, geaendert }) => {
    const modified = lastmod(geaendert);
    const loc = siteUrl + encodeURI(pfad);
    return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${modified ? `    <lastmod>${modified}</lastmod>\n` : ''}  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Public pages of this site that are not CMS pages (the booking forms). */
export const APP_PAGES: readonly SitemapEntry[] = [{ pfad: '/de/e-bike-leihen' }, { pfad: '/de/lastenrad-leihen' }];
