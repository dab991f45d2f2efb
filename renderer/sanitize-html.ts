// CMS HTML is sanitised on the server, once per page load, before any component sees it.
import { sanitizeCmsHtml } from '@/lib/blocks/cms-html';

export { sanitizeCmsHtml };

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
