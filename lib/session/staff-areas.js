// @ts-check
// The address spaces of the staff systems (intranet, Ratsinfo, Redaktion), listed once for
// everything that treats them apart from the public site: `private, no-store` on every answer
// (proxy.ts), the query rewrite (next.config.js), the service worker that never stores them, robots.txt, the sitemap, idle
// prefetch. CommonJS: next.config.js reads it.

/** Each system's pages (also as `/_next/data/<build><page>…json`) and API routes. */
const STAFF_AREAS = /** @type {const} */ ([
  { page: '/de/intranet', api: '/api/intranet' },
  { page: '/de/ratsinfo', api: '/api/ratsinfo' },
  { page: '/redaktion', api: '/api/redaktion' },
]);

/** @param {string} pathname @param {string} prefix */
function within(pathname, prefix) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`);
}

/** True for a page path of a staff system, e.g. `/de/intranet/archiv`. */
function isStaffPage(/** @type {string} */ pathname) {
  return STAFF_AREAS.some((area) => within(pathname, area.page));
}

/**
 * Headers of every answer of a staff area (proxy.ts sets them): private and never stored, also the
 * answers Next.js makes itself (a method it refuses, a page or data file that does not exist).
 */
const STAFF_RESPONSE_HEADERS = /** @type {const} */ ([
  ['Cache-Control', 'private, no-store, max-age=0'],
  ['X-Robots-Tag', 'noindex, nofollow'],
]);

module.exports = { STAFF_AREAS, STAFF_RESPONSE_HEADERS, isStaffPage };
