// @ts-check
// Matomo, configured by environment and off by default (issue 7). CommonJS: next.config.js reads
// the origin for the Content-Security-Policy. Both variables are read at build time (NEXT_PUBLIC_*).
// Privacy: no cookies (`disableCookies`), no user id is ever sent; IP masking is a setting of the
// Matomo server (Administration › Privacy › Anonymize data: at least 2 bytes) and must be on there.

/**
 * @typedef {{ origin: string, scriptUrl: string, commands: (string | number)[][] }} MatomoConfig
 */

/**
 * The tracker's set-up, or null (analytics off) unless both variables hold usable values.
 * @param {{ NEXT_PUBLIC_MATOMO_URL?: string, NEXT_PUBLIC_MATOMO_SITE_ID?: string }} env
 * @returns {MatomoConfig | null}
 */
function matomoConfig(env) {
  const raw = (env.NEXT_PUBLIC_MATOMO_URL ?? '').trim();
  const siteId = (env.NEXT_PUBLIC_MATOMO_SITE_ID ?? '').trim();
  if (!raw || !/^\d+$/.test(siteId)) return null;
  let base;
  try {
    base = new URL(raw.endsWith('/') ? raw : `${raw}/`);
  } catch {
    return null;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return null;
  return {
    origin: base.origin,
    scriptUrl: new URL('matomo.js', base).href,
    commands: [
      // Before any tracking call: no cookies, so no consent banner is needed.
      ['disableCookies'],
      ['setTrackerUrl', new URL('matomo.php', base).href],
      ['setSiteId', siteId],
      ['enableLinkTracking'],
    ],
  };
}

/**
 * The origin to allow in script-src, img-src and connect-src, or undefined when analytics is off.
 * @param {{ NEXT_PUBLIC_MATOMO_URL?: string, NEXT_PUBLIC_MATOMO_SITE_ID?: string }} env
 */
function matomoOrigin(env) {
  return matomoConfig(env)?.origin;
}

module.exports = { matomoConfig, matomoOrigin };
