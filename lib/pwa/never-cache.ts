// What the service worker must never store (issue 7, DESIGN.md section 6): personal pages
// (intranet, council information system), the API, forms with their answers (bookings,
// cancellations, search), shared drafts (a revoked link must not open from a cache) — and,
// whatever the address, any answer its server marks private.
// Client-side navigations fetch `/_next/data/<build>/de/…json`: those are judged by the page path.
import { isStaffPage } from '@/lib/session/staff-areas.js';

const NEXT_DATA = /^\/_next\/data\/[^/]+(\/.*?)(?:\.json)?$/;
const NEVER =
  /^\/(?:api|abfrage|entwurf)(?:\/|$)|^\/de\/(?:e-bike-leihen|lastenrad-leihen|raumreservierung|gemeinde\/suche)(?:[/.]|$)/;

/** The page path a request is about: `/_next/data/abc/de/intranet.json` -> `/de/intranet`. */
export function pagePathOf(pathname: string): string {
  const data = NEXT_DATA.exec(pathname);
  if (!data) return pathname;
  const page = data[1]!;
  return page === '/index' ? '/' : page;
}

/** True for same-origin paths whose requests always go to the network and are never stored. */
export function isNeverCached(pathname: string): boolean {
  const page = pagePathOf(pathname);
  return isStaffPage(page) || NEVER.test(page);
}

export interface StorableResponse {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}

/** Only complete, public, same-origin answers are stored (intranet and council pages send `private, no-store`). */
export function isStorable(response: StorableResponse): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  if (/\b(?:no-store|private)\b/.test(cacheControl)) return false;
  // A response that varies by cookie belongs to one visitor.
  return !/\bcookie\b/i.test(response.headers.get('Vary') ?? '');
}
