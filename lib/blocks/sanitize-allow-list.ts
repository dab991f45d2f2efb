// What the site's HTML sanitiser keeps: its elements, their attributes and the URL schemes. One list, read by the
// sanitiser (lib/blocks/cms-html.ts) and by the Redaktion's rich-text editor, which keeps exactly this much.
// No imports: the editor's browser bundle reads it without the sanitiser.

export const ALLOWED_TAGS = [
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
] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

export const ALLOWED_ATTRIBUTES: Partial<Record<AllowedTag, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel', 'hreflang'],
  abbr: ['title'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  span: ['lang'],
  p: ['lang'],
};

export const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const ALLOWED_IMAGE_SCHEMES = ['http', 'https'] as const;

/** Elements whose content the sanitiser drops with them (sanitize-html's `nonTextTags`). */
export const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript'] as const;

/**
 * Whether the sanitiser keeps this URL: no scheme (a path, an anchor, a query) or one of `schemes`, and never
 * protocol-relative. sanitize-html's own test: control characters and whitespace are ignored when finding the scheme.
 */
export function keepsUrl(url: string, schemes: readonly string[] = ALLOWED_SCHEMES): boolean {
  const cleaned = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (cleaned.startsWith('//') || cleaned.startsWith('/\\')) return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(cleaned);
  return !scheme || schemes.includes(scheme[1]!.toLowerCase());
}
