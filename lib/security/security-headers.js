// Security headers of every response (DESIGN.md section 6). CommonJS: next.config.js reads it.
// The Pages Router loads all executable scripts from files, so `script-src 'self'` needs neither
// nonces nor hashes (__NEXT_DATA__ and JSON-LD are data, not executed). Development adds eval for
// React Refresh.

/**
 * `sameOriginFrames`: the Redaktion's pages, whose editor shows the preview (a page of this site) in a frame; every
 * other page may neither be framed nor frame anything.
 * `mediaOrigin`: the media server of the CMS (lib/security/media-origin.js), allowed for images only.
 * @param {{ dev: boolean, analyticsOrigin?: string, mediaOrigin?: string, reportUri?: string, sameOriginFrames?: boolean }} options
 */
function contentSecurityPolicy({ dev, analyticsOrigin, mediaOrigin, reportUri, sameOriginFrames = false }) {
  const frames = sameOriginFrames ? "'self'" : "'none'";
  const extra = analyticsOrigin ? ` ${analyticsOrigin}` : '';
  const media = mediaOrigin && mediaOrigin !== analyticsOrigin ? ` ${mediaOrigin}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self'${extra}${dev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
    // next/image and React set style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}${media}`,
    "font-src 'self'",
    `connect-src 'self'${extra}${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frames}`,
    "form-action 'self'",
    `frame-src ${frames}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (reportUri) directives.push(`report-uri ${reportUri}`);
  return directives.join('; ');
}

/** @param {{ dev: boolean, https: boolean, analyticsOrigin?: string, mediaOrigin?: string, reportUri?: string, sameOriginFrames?: boolean }} options */
function securityHeaders({ dev, https, analyticsOrigin, mediaOrigin, reportUri, sameOriginFrames = false }) {
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ dev, analyticsOrigin, mediaOrigin, reportUri, sameOriginFrames }),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: sameOriginFrames ? 'SAMEORIGIN' : 'DENY' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    },
  ];
  // Two years, as the HSTS preload list asks; only where the site is served over https.
  if (https) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  return headers;
}

module.exports = { contentSecurityPolicy, securityHeaders };
