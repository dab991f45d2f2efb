// CMS HTML is sanitised on the server, once per page load, before any component sees it.
import sanitize from 'sanitize-html';
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

/** Sanitises, in place on a copy, the fields of `content` at the given paths ('*' = every array item). */
export function sanitizeAtPaths<T>(content: T, paths: string[][]): T {
  if (!paths.length) return content;
  const copy = structuredClone(content) as unknown;
  const visit = (node: unknown, pathRest: string[]): unknown => {
    if (!pathRest.length) return typeof node === 'string' ? sanitizeCmsHtml(node) : node;
    const [head, ...tail] = pathRest;
    if (head === '*') {
      if (Array.isArray(node)) node.forEach((item, i) => (node[i] = visit(item, tail)));
    } else if (node && typeof node === 'object' && head! in node) {
      const obj = node as Record<string, unknown>;
      obj[head!] = visit(obj[head!], tail);
    }
    return node;
  };
  for (const p of paths) visit(copy, p);
  return copy as T;
}
