// @ts-check
// Where the CMS's images live (issue 12.11). The schemas allow an absolute image address, but without this
// `/_next/image?url=https://…` answered 400 (no `images.remotePatterns`) and an absolute <img> in CMS HTML was
// blocked by the CSP. One origin, configured once, feeds both. CommonJS: next.config.js reads it at build time.

/**
 * The media server's origin: MEDIA_URL, else the CMS's own origin (CMS_URL); undefined in the embedded mode, whose
 * images are all on this site. An address that is not http(s) is ignored.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
function mediaOrigin(env) {
  for (const value of [env.MEDIA_URL, env.CMS_URL]) {
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // not an address: the next candidate
    }
  }
  return undefined;
}

/**
 * next/image's `remotePatterns` for that origin: every path on it, nothing else.
 * @param {string | undefined} origin
 */
function mediaRemotePatterns(origin) {
  if (!origin) return [];
  const url = new URL(origin);
  return [
    {
      protocol: /** @type {'http' | 'https'} */ (url.protocol.slice(0, -1)),
      hostname: url.hostname,
      port: url.port,
      pathname: '/**',
    },
  ];
}

module.exports = { mediaOrigin, mediaRemotePatterns };
