// The sanitiser of CMS HTML (sanitize-html): what the site shows of rich text, and so the only `href` and `src` that
// count as links of rich text (lib/blocks/content-links.ts). The renderer sanitises once per page load
// (renderer/sanitize-html.ts); the link check and the media library's public files read links from its output.
// Server-side: the editor's browser does not load it; what it keeps is one list (./sanitize-allow-list.ts), which
// the Redaktion's rich-text editor keeps exactly.
import sanitize from 'sanitize-html';
import type { LinkReading } from './content-links';
import { ALLOWED_ATTRIBUTES, ALLOWED_IMAGE_SCHEMES, ALLOWED_SCHEMES, ALLOWED_TAGS } from './sanitize-allow-list';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesByTag: { img: [...ALLOWED_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  transformTags: {
    // The page has one h1 (its title); editors' h1 become h2.
    h1: 'h2',
    // Any target that is not this frame (`_blank`, `_BLANK`, `_top`, a named window) could reach back through
    // `window.opener`: such a link always gets rel="noopener noreferrer", whatever rel the editor wrote.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target !== undefined && attribs.target.trim().toLowerCase() !== '_self'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', alt: '', ...attribs } }),
  },
};

export function sanitizeCmsHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** Links read as visitors get them: rich text after this sanitiser. */
export const AS_PUBLISHED: LinkReading = { sanitize: sanitizeCmsHtml };
