// Text for XML (a sitemap, an SVG attribute): the five characters with a meaning of their own, escaped. Plain
// JavaScript, so that the Node scripts in scripts/ can use it as well as the site.
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** @param {string} text */
export const escapeXml = (text) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
