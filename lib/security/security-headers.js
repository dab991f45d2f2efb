// Security headers of every response (DESIGN.md section 6). CommonJS: next.config.js reads it.
// The Pages Router loads all executable scripts from files, so `script-src 'self'` needs neither
// nonces nor hashes (__NEXT_DATA__ and JSON-LD are data, not executed). Development adds eval for
// React Refresh.

/**
 * @typedef {{ dev: boolean, analyticsOrigin?: string, mediaOrigin?: string, reportUri?: string,
 *   sameOriginFrames?: boolean, previewSources?: string[], editorSources?: string[] }} CspOptions
 * `sameOriginFrames`: the Redaktion's pages, whose editor shows the preview (a page of this site) in a frame; every
 * other page may neither be framed nor frame anything.
 * `previewSources`: what the editor may frame besides this site: the preview's own site (lib/security/preview-site.js).
 * `editorSources`: who may frame the page besides this site: the editor, for the preview's host page.
 * `mediaOrigin`: the media server of the CMS (lib/security/media-origin.js), allowed for images only.
 */

/** @param {CspOptions} options */
function contentSecurityPolicy({
  dev,
  analyticsOrigin,
  mediaOrigin,
  reportUri,
  sameOriginFrames = false,
  previewSources = [],
  editorSources = [],
}) {
  const frames = sameOriginFrames ? "'self'" : "'none'";
  const frameSrc = [frames, ...(sameOriginFrames ? previewSources : [])].join(' ');
  const ancestors = [frames, ...(sameOriginFrames ? editorSources : [])].join(' ');
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
    `frame-ancestors ${ancestors}`,
    "form-action 'self'",
    `frame-src ${frameSrc}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (reportUri) directives.push(`report-uri ${reportUri}`);
  return directives.join('; ');
}

/** @param {CspOptions & { https: boolean }} options */
function securityHeaders({ https, ...csp }) {
  const { sameOriginFrames = false, editorSources = [] } = csp;
  const framedByOtherSite = sameOriginFrames && editorSources.length > 0;
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(csp) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // X-Frame-Options cannot name another site; where the CSP's frame-ancestors does, it is left out.
    ...(framedByOtherSite ? [] : [{ key: 'X-Frame-Options', value: sameOriginFrames ? 'SAMEORIGIN' : 'DENY' }]),
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
