// Every link that stored content makes: in block fields (a page picker's target, a download's address, an image's
// source), in rich text (`<a href>`, `<img src>`) and in menus. Found by shape, not per block: a value that is a
// whole address (a site path or an http(s) address) is a link, and so is every href and src of HTML. A block folder
// that a developer drops in is covered without code here. Runs in the editor and on the server alike.
import { parseDocument } from 'htmlparser2';
import { isTag, type ChildNode } from 'domhandler';

export interface ContentLink {
  /** JSON pointer of the field that holds the link, e.g. `/content/2/options/text`. */
  pfad: string;
  /** The address as written (a site path, an http(s) address). */
  ziel: string;
  /** The stable id of the block it sits in, when it sits in one. */
  blockId?: string;
}

const WHOLE_ADDRESS = /^(?:\/(?!\/)\S*|https?:\/\/\S+)$/i;
const MAY_BE_HTML = /<(?:a|img)\b/i;
const MAX_DEPTH = 20;

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function htmlLinks(html: string): string[] {
  const found: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const address = node.name === 'a' ? node.attribs.href : node.name === 'img' ? node.attribs.src : undefined;
      if (address && WHOLE_ADDRESS.test(address.trim())) found.push(address.trim());
      visit(node.children);
    }
  };
  visit(parseDocument(html, { decodeEntities: true }).children);
  return found;
}

function collect(value: unknown, pointer: string, out: ContentLink[], blockId: string | undefined, depth: number) {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    const text = value.trim();
    if (WHOLE_ADDRESS.test(text)) out.push({ pfad: pointer, ziel: text, blockId });
    else if (MAY_BE_HTML.test(text)) for (const ziel of htmlLinks(text)) out.push({ pfad: pointer, ziel, blockId });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, `${pointer}/${i}`, out, blockId, depth + 1));
    return;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A block of a page envelope: its links belong to it (the editor shows them at its fields).
    const ownId = typeof record.template === 'string' && typeof record.id === 'string' ? record.id : blockId;
    for (const [key, child] of Object.entries(record)) {
      // The page's canonical and breadcrumbs are derived from its path, never links an editor chose.
      if (depth === 0 && (key === 'canonical' || key === 'breadcrumbs')) continue;
      collect(child, `${pointer}/${escapePointer(key)}`, out, ownId, depth + 1);
    }
  }
}

/** The links of a page envelope or a menu (`{ menuItems }`), in document order. */
export function contentLinks(content: unknown): ContentLink[] {
  const out: ContentLink[] = [];
  collect(content, '', out, undefined, 0);
  return out;
}

/** A site path without query, fragment and trailing slash (`/de/a/?x#y` -> `/de/a`), or null for an http(s) address. */
export function sitePathOf(ziel: string): string | null {
  if (!ziel.startsWith('/')) return null;
  const path = ziel.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export const isExternal = (ziel: string) => /^https?:\/\//i.test(ziel);
