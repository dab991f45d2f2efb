// The sanitiser of CMS HTML (sanitize-html): what the site shows of rich text, and so the only `href` and `src` that
// count as links of rich text (lib/blocks/content-links.ts). The renderer sanitises once per page load
// (renderer/sanitize-html.ts); the link check and the media library's public files read links from its output.
// Server-side: the editor's browser does not load it.
import sanitize from 'sanitize-html';
import type { LinkReading } from './content-links';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'abbr',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    span: ['lang'],
    p: ['lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
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
