// @ts-check
// Where the editor's preview runs (issue 45). The preview is the real page with the site's scripts; in a frame of
// the editor's own site it shares the editor's main thread (one renderer process per site in Chromium, and a port
// or a subdomain of the same registrable domain is the same site), so its parsing, layout, hydration and axe-core
// blocked typing for up to a second on long pages. A frame of another site gets a process of its own. So the
// preview runs on VORSCHAU_URL, another registrable domain served by the same instances; in the demo on loopback,
// on the other loopback name (the editor on 127.0.0.1 shows it from localhost and the reverse), which Chromium also
// keeps apart. Without either it stays on the editor's own origin and works as before, on the editor's thread.
// CommonJS: next.config.js reads it for the CSP at build time; VORSCHAU_URL is read at build time everywhere.

const LOOPBACK = ['localhost', '127.0.0.1'];
/** The demo's frames: every port of both loopback names. */
const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * @param {string | undefined} value
 * @returns {string | null} the origin of an http(s) address, else null
 */
function originOf(value) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The same address under the other loopback name, or null for any other host.
 * @param {string} origin
 */
function otherLoopback(origin) {
  const url = new URL(origin);
  if (!LOOPBACK.includes(url.hostname)) return null;
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

/**
 * The origin the editor at `editorOrigin` loads its preview from.
 * @param {string} editorOrigin
 * @param {string | undefined} vorschauUrl
 */
function previewOrigin(editorOrigin, vorschauUrl) {
  return originOf(vorschauUrl) ?? otherLoopback(editorOrigin) ?? editorOrigin;
}

/**
 * The origin whose editor may use the preview served at `hostOrigin`: the site's, when the preview has a site of
 * its own; else the other loopback name, or the same origin.
 * @param {string} hostOrigin
 * @param {{ siteUrl: string, vorschauUrl: string | undefined }} config
 */
function editorOrigin(hostOrigin, { siteUrl, vorschauUrl }) {
  if (originOf(vorschauUrl)) return originOf(siteUrl) ?? hostOrigin;
  return otherLoopback(hostOrigin) ?? hostOrigin;
}

/**
 * CSP sources besides 'self' (build time): `preview`, what the editor's pages may frame; `editor`, who may frame
 * the preview's host page.
 * @param {{ siteUrl: string, vorschauUrl: string | undefined }} config
 * @returns {{ preview: string[], editor: string[] }}
 */
function previewFrameSources({ siteUrl, vorschauUrl }) {
  const configured = originOf(vorschauUrl);
  const site = originOf(siteUrl);
  if (configured) return { preview: [configured], editor: site ? [site] : [] };
  if (site && LOOPBACK.includes(new URL(site).hostname)) return { preview: LOOPBACK_SOURCES, editor: LOOPBACK_SOURCES };
  return { preview: [], editor: [] };
}

module.exports = { editorOrigin, otherLoopback, previewFrameSources, previewOrigin };
