// Every link that stored content renders, and nothing else: the fields a schema marks with `x-verweis` ("link": a
// link's target, "bild": an image's source; codegen/link-marks.ts), and the `href` of links and `src` of images in the
// CMS HTML fields (`contentMediaType: text/html`) as the site's sanitiser leaves them. Read by walking the schema
// beside the value (the page envelope, each block's own schema, the menu schema), so a block id, a field no component
// shows, an attribute the sanitiser drops or a link inside a text is never taken for a link. One reader for all who
// need links: the internal-link check (editor and server), the external link check and the media library's public
// files. Browser-safe.
import { parseDocument } from 'htmlparser2';
import { isTag, type ChildNode } from 'domhandler';
import bundle from '@/codegen/out/block-schemas.json';
import { migrateEnvelope } from './migrate';

export type LinkArt = 'link' | 'bild' | 'html';

export interface ContentLink {
  /** JSON pointer of the field that holds the link, e.g. `/content/2/options/text`. */
  pfad: string;
  /** The address as written (a site path, an http(s) address, mailto: …). */
  ziel: string;
  /** A marked link field, a marked image source, or an `href`/`src` in rich text. */
  art: LinkArt;
  /** The stable id of the block it sits in, when it sits in one. */
  blockId?: string;
}

export interface LinkReading {
  /**
   * The site's HTML sanitiser (lib/html/cms-html.ts): rich text is read as visitors get it. Null only in the editor's
   * browser, which reads rich text as written (its editor makes nothing the sanitiser drops) and leaves the last word
   * to the server, which reads it sanitised before it publishes.
   */
  sanitize: ((html: string) => string) | null;
}

type Node = Record<string, unknown>;
const schemas = bundle as unknown as { blocks: Record<string, Node>; shared: Record<string, Node> };
const MAX_DEPTH = 24;

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isRecord = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function htmlLinks(html: string): string[] {
  const found: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const address = node.name === 'a' ? node.attribs.href : node.name === 'img' ? node.attribs.src : undefined;
      if (address?.trim()) found.push(address.trim());
      visit(node.children);
    }
  };
  visit(parseDocument(html, { decodeEntities: true }).children);
  return found;
}

/** A `$ref` inside the schema (`#/definitions/…`) or to a shared schema by its id (`bild`). */
function resolve(node: Node, root: Node): { node: Node; root: Node } {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { node, root };
  if (ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), root);
    return { node: isRecord(target) ? target : {}, root };
  }
  const shared = Object.hasOwn(schemas.shared, ref) ? schemas.shared[ref] : undefined;
  return shared ? { node: shared, root: shared } : { node: {}, root };
}

interface Walk {
  out: ContentLink[];
  reading: LinkReading;
  blockId?: string;
}

function walk(raw: Node, root: Node, value: unknown, pointer: string, walkState: Walk, depth: number): void {
  if (depth > MAX_DEPTH || value === undefined || value === null) return;
  const { node, root: nodeRoot } = resolve(raw, root);
  if (typeof value === 'string') {
    const art = node['x-verweis'];
    if ((art === 'link' || art === 'bild') && value) walkState.out.push(link(pointer, value, art, walkState));
    else if (node.contentMediaType === 'text/html' && /<(?:a|img)\b/i.test(value)) {
      const html = walkState.reading.sanitize ? walkState.reading.sanitize(value) : value;
      for (const ziel of htmlLinks(html)) walkState.out.push(link(pointer, ziel, 'html', walkState));
    }
    return;
  }
  if (Array.isArray(value)) {
    if (isRecord(node.items))
      value.forEach((item, i) => walk(node.items as Node, nodeRoot, item, `${pointer}/${i}`, walkState, depth + 1));
    return;
  }
  if (isRecord(value) && isRecord(node.properties)) {
    for (const [key, child] of Object.entries(node.properties)) {
      if (isRecord(child) && Object.hasOwn(value, key))
        walk(child, nodeRoot, value[key], `${pointer}/${escapePointer(key)}`, walkState, depth + 1);
    }
  }
}

function link(pfad: string, ziel: string, art: LinkArt, { blockId }: Walk): ContentLink {
  return { pfad, ziel, art, ...(blockId === undefined ? {} : { blockId }) };
}

/** The links a block's options render, with pointers from `prefix` (the options' own place in the page). */
export function blockLinks(template: string, options: unknown, reading: LinkReading, prefix = '', blockId?: string) {
  const schema = Object.hasOwn(schemas.blocks, template) ? schemas.blocks[template] : undefined;
  const out: ContentLink[] = [];
  if (schema) walk(schema, schema, options, prefix, { out, reading, blockId }, 0);
  return out;
}

/**
 * The links a page envelope renders: its own fields (the title images) and each block's, in the current block shape
 * (stored blocks of an older version are migrated first, as the renderer reads them). The breadcrumbs and the
 * canonical address are the page's place in the site, never a link an editor chose.
 */
export function pageLinks(envelope: unknown, reading: LinkReading): ContentLink[] {
  const page = migrateEnvelope(envelope);
  if (!isRecord(page)) return [];
  const pageSchema = schemas.shared.seite!;
  const out: ContentLink[] = [];
  // The envelope's schema marks its own links; its blocks carry no schema there and are read with their own below.
  walk(pageSchema, pageSchema, page, '', { out, reading }, 0);
  if (Array.isArray(page.content)) {
    page.content.forEach((block: unknown, index) => {
      if (!isRecord(block) || typeof block.template !== 'string') return;
      const id = typeof block.id === 'string' || typeof block.id === 'number' ? String(block.id) : undefined;
      out.push(...blockLinks(block.template, block.options, reading, `/content/${index}/options`, id));
    });
  }
  return out;
}

/** The links of a menu (`{ menuItems }`): each entry's target, at every level. */
export function menuLinks(menu: unknown, reading: LinkReading): ContentLink[] {
  const menuSchema = schemas.shared.menue!;
  const out: ContentLink[] = [];
  walk(menuSchema, menuSchema, menu, '', { out, reading }, 0);
  return out;
}

/** A site path without query, fragment and trailing slash (`/de/a/?x#y` -> `/de/a`), or null for any other target. */
export function sitePathOf(ziel: string): string | null {
  if (!ziel.startsWith('/') || ziel.startsWith('//')) return null;
  const path = ziel.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export const isExternal = (ziel: string) => /^https?:\/\//i.test(ziel);

/**
 * A file's address as the media library gives it (`/api/medien/<id>/<name>`, with a query or fragment at most):
 * the file's id, else null. Only this exact form names a file (the form the file route serves: lower case); an address
 * that merely contains it does not.
 */
export const MEDIUM_PATH_PATTERN =
  '^/api/medien/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/[^/?#]+([?#].*)?$';
const MEDIUM_PATH = new RegExp(MEDIUM_PATH_PATTERN);

export function mediumIdOf(ziel: string): string | null {
  return MEDIUM_PATH.exec(ziel)?.[1] ?? null;
}

/** The ids of the library's files that these links name, each once. */
export const mediaIdsOf = (links: readonly ContentLink[]): string[] => [
  ...new Set(links.flatMap((link) => mediumIdOf(link.ziel) ?? [])),
];
