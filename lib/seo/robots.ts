// robots.txt: everything public may be crawled; personal areas, the API, the query-dependent
// render route, the cancellation pages (addresses from confirmation e-mails) and shared drafts may not.
import { STAFF_AREAS } from '@/lib/session/staff-areas.js';

export const ROBOTS_DISALLOW = [
  '/api/',
  ...STAFF_AREAS.map((area) => area.page),
  '/abfrage/',
  '/entwurf/',
  '/de/e-bike-leihen/stornieren',
  '/de/lastenrad-leihen/stornieren',
  '/de/raumreservierung/stornieren',
  '/offline',
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
