// Accessibility checks of a page before it is published (EN 301 549 clause 11.8: the authoring tool helps
// editors make accessible pages). They run on the HTML the real renderer makes of the draft, in which every block
// is wrapped in an element carrying its id (data-redaktion-block), so each finding names its block and, found by
// its text or image address in the block's content, the field to change. Errors stop publishing; warnings do not.
import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import type { Seite } from '@/codegen/out/types';
import { htmlToText } from './html-text';

export type FindingLevel = 'fehler' | 'warnung';

export interface Finding {
  level: FindingLevel;
  rule:
    | 'ueberschrift-h1'
    | 'ueberschrift-sprung'
    | 'ueberschrift-leer'
    | 'bild-alt'
    | 'link-text'
    | 'link-leer'
    | 'tabelle-kopf'
    /** A violation axe-core found in the drawn preview: a hint, never an error (renderer/redaktion/editor). */
    | 'axe';
  message: string;
  /** The block the finding is in (absent for the page's own parts). */
  blockId?: string;
  /** The field within the block's options, or within the envelope when `blockId` is absent. */
  pointer?: string;
}

export const BLOCK_ATTRIBUTE = 'data-redaktion-block';

/** Link texts that say nothing without their surroundings (WCAG 2.4.4). */
const VAGUE = new Set(['hier', 'mehr', 'weiter', 'klicken sie hier', 'hier klicken', 'link', 'mehr lesen']);

function elements(nodes: ChildNode[], out: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    out.push(node);
    elements(node.children, out);
  }
  return out;
}

function text(node: ChildNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  // An image inside a link or heading speaks with its alt text.
  if (node.name === 'img') return node.attribs.alt ?? '';
  return node.children.map(text).join('');
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

function blockOf(node: Element): string | undefined {
  for (let current: Element['parent'] = node; current; current = current.parent) {
    if (isTag(current) && current.attribs[BLOCK_ATTRIBUTE]) return current.attribs[BLOCK_ATTRIBUTE];
  }
  return undefined;
}

/** The pointer of the first string in `value` that `matches` (HTML fields are compared as text). */
function findField(value: unknown, matches: (text: string, raw: string) => boolean, pointer = ''): string | undefined {
  if (typeof value === 'string') {
    const asText = /<[a-z][\s\S]*>/i.test(value) ? htmlToText(value) : value;
    return matches(asText, value) ? pointer : undefined;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findField(item, matches, `${pointer}/${i}`);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findField(item, matches, `${pointer}/${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The address an <img> shows: next/image hides the source in its `url` parameter. */
function imageSource(img: Element): string {
  const src = img.attribs.src ?? '';
  const match = /[?&]url=([^&]+)/.exec(src);
  return match ? decodeURIComponent(match[1]!) : src;
}

function parentPointer(pointer: string): string {
  return pointer.split('/').slice(0, -1).join('/');
}

function valueAt(root: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      root,
    );
}

function missingAlt(src: string): string {
  return `Das Bild ${src.split('/').pop() || src} hat keinen Alternativtext. Bitte beschreiben Sie es oder markieren Sie es als dekorativ.`;
}

/** Images in HTML fields that have no alt attribute at all. */
function htmlImagesWithoutAlt(value: unknown, pointer = ''): { pointer: string; src: string }[] {
  if (typeof value === 'string') {
    if (!/<img/i.test(value)) return [];
    return elements(parseDocument(value).children)
      .filter((e) => e.name === 'img' && e.attribs.alt === undefined)
      .map((img) => ({ pointer, src: img.attribs.src ?? '' }));
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => htmlImagesWithoutAlt(item, `${pointer}/${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => htmlImagesWithoutAlt(item, `${pointer}/${key}`));
  return [];
}

export function checkAccessibility(html: string, page: Seite): Finding[] {
  const doc = parseDocument(html, { decodeEntities: true });
  const all = elements(doc.children);
  const optionsOf = new Map(page.content.map((b) => [String(b.id ?? ''), (b.options ?? {}) as unknown]));
  const findings: Finding[] = [];
  const locate = (node: Element, matches: (text: string, raw: string) => boolean) => {
    const blockId = blockOf(node);
    const source = blockId !== undefined ? optionsOf.get(blockId) : page;
    const pointer = source === undefined ? undefined : findField(source, matches);
    return { blockId, pointer };
  };
  const add = (
    level: FindingLevel,
    rule: Finding['rule'],
    message: string,
    where: { blockId?: string; pointer?: string },
  ) =>
    findings.push({
      level,
      rule,
      message,
      ...(where.blockId ? { blockId: where.blockId } : {}),
      ...(where.pointer !== undefined ? { pointer: where.pointer } : {}),
    });

  // Headings: exactly one h1, no level skipped, none empty.
  const headings = all.filter((e) => /^h[1-6]$/.test(e.name));
  const h1 = headings.filter((h) => h.name === 'h1');
  if (h1.length !== 1) {
    const where = h1[1] ? locate(h1[1], (t) => t === clean(text(h1[1]!))) : {};
    add(
      'fehler',
      'ueberschrift-h1',
      h1.length === 0
        ? 'Die Seite hat keine Hauptüberschrift (h1). Jede Seite braucht genau eine.'
        : `Die Seite hat ${h1.length} Hauptüberschriften (h1). Erlaubt ist genau eine: bitte nur einen Block mit Seitenüberschrift verwenden.`,
      where,
    );
  }
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.name[1]);
    const content = clean(text(heading));
    if (!content)
      add(
        'fehler',
        'ueberschrift-leer',
        'Eine Überschrift ist leer.',
        locate(heading, () => false),
      );
    if (previous && level > previous + 1) {
      add(
        'fehler',
        'ueberschrift-sprung',
        `Nach einer Überschrift der Ebene ${previous} folgt „${content}“ auf Ebene ${level}: eine Ebene ist übersprungen.`,
        locate(heading, (t) => t === content || t.includes(content)),
      );
    }
    previous = level;
  }

  // Images the editor chose (a field of the block or the page): alternative text, or marked decorative (then
  // an empty alt is right). Images from loaded data or the layout are not the editor's to fix.
  for (const img of all.filter((e) => e.name === 'img')) {
    const alt = img.attribs.alt;
    if (alt !== undefined && alt.trim() !== '') continue;
    const src = imageSource(img);
    const where = locate(img, (_t, raw) => raw === src);
    if (where.pointer === undefined) continue;
    const source = where.blockId !== undefined ? optionsOf.get(where.blockId) : page;
    const image = valueAt(source, parentPointer(where.pointer));
    if ((image as { dekorativ?: unknown } | undefined)?.dekorativ === true) continue;
    add('fehler', 'bild-alt', missingAlt(src), where);
  }
  // Images inside rich text: the sanitiser gives an image without alt an empty one, so the source decides.
  for (const block of page.content) {
    for (const { pointer, src } of htmlImagesWithoutAlt(block.options ?? {})) {
      add('fehler', 'bild-alt', missingAlt(src), { blockId: String(block.id ?? ''), pointer });
    }
  }

  // Links: a text that says where they lead.
  for (const link of all.filter((e) => e.name === 'a' && e.attribs.href !== undefined)) {
    const content = clean(text(link)) || clean(link.attribs['aria-label'] ?? '');
    if (!content) {
      add(
        'fehler',
        'link-leer',
        'Ein Verweis hat keinen Text.',
        locate(link, (_t, raw) => raw === link.attribs.href),
      );
      continue;
    }
    const plain = content
      .toLocaleLowerCase('de')
      .replace(/[.:!…»«›‹>→]+/g, '')
      .trim();
    if (VAGUE.has(plain)) {
      add(
        'fehler',
        'link-text',
        `Der Verweistext „${content}“ sagt allein nicht, wohin er führt. Bitte nennen Sie das Ziel, z. B. „Öffnungszeiten des Rathauses“.`,
        locate(link, (t) => t === content || t.includes(content)),
      );
    } else if (/^(https?:\/\/|www\.)\S+$/i.test(content)) {
      add(
        'warnung',
        'link-text',
        `Der Verweistext ist eine bloße Adresse (${content}). Besser ist ein Text, der das Ziel nennt.`,
        locate(link, (t) => t.includes(content)),
      );
    }
  }

  // Tables: header cells, so screen readers can name rows and columns.
  for (const table of all.filter((e) => e.name === 'table')) {
    if (elements(table.children).some((e) => e.name === 'th')) continue;
    const first = clean(text(table)).slice(0, 40);
    add(
      'fehler',
      'tabelle-kopf',
      'Eine Tabelle hat keine Kopfzellen. Bitte kennzeichnen Sie die erste Zeile oder Spalte als Kopf.',
      locate(table, (t) => Boolean(first) && t.includes(first)),
    );
  }
  return findings;
}

export function blockingFindings(findings: Finding[]): Finding[] {
  return findings.filter((f) => f.level === 'fehler');
}
