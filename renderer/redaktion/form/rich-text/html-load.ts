// From a field's HTML to the editor's document, keeping what the sanitiser keeps. Before ProseMirror parses it:
// - elements the sanitiser drops are dropped the same way (script and style with their content, others unwrapped);
// - what the editor's schema cannot hold as it stands becomes a kept-html atom holding its HTML (kept-html.ts);
// - a table's caption and row groups become what tables.ts reads;
// - text that the source wrote without a paragraph (`<li>Text</li>`, `<td>Text</td>`) goes into a paragraph marked
//   as such, which html-save.ts writes without `<p>` again.
import { DOMParser as ProseMirrorDOMParser, type Node as PMNode, type Schema } from '@tiptap/pm/model';
import { ALLOWED_TAGS, DROPPED_WITH_CONTENT } from '@/lib/blocks/sanitize-allow-list';
import { BARE_PARAGRAPH, FILLER_PARAGRAPH } from './blocks';
import {
  BLOCK_CONTAINER_TAGS,
  INLINE_TAGS,
  isElement,
  isIgnorableText,
  isInlineNode,
  TABLE_SECTION_TAGS,
  TEXTBLOCK_TAGS,
} from './html-shape';
import { KEPT_HTML } from './kept-html';
import { MARK_OF_TAG } from './marks';
import { CAPTIONED_TABLE, ROW_GROUP, TABLE_CAPTION } from './tables';

const KNOWN = new Set<string>([...ALLOWED_TAGS, 'h1']);
const DROPPED = new Set<string>(DROPPED_WITH_CONTENT);
/** A span as the sanitiser keeps it (any digits) but small enough for the editor's table map. */
const SPAN = /^[1-9]\d{0,2}$/;

/** The field's HTML as a detached element, ready for ProseMirror's parser. */
export function prepareHtml(html: string, doc: Document = document): HTMLElement {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const root = doc.createElement('div');
  root.append(template.content);
  dropWhatTheSanitiserDrops(root);
  keepWhatCannotBeEdited(root);
  shapeTables(root);
  wrapBareText(root);
  return root;
}

export function parseFieldHtml(html: string, schema: Schema): PMNode {
  return ProseMirrorDOMParser.fromSchema(schema).parse(prepareHtml(html));
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

function dropWhatTheSanitiserDrops(root: Element) {
  for (const element of [...root.querySelectorAll('*')]) {
    if (DROPPED.has(element.localName)) element.remove();
  }
  for (const element of [...root.querySelectorAll('*')]) {
    if (!KNOWN.has(element.localName)) unwrap(element);
  }
}

const elementChildren = (element: Element) => [...element.children];
const onlyElements = (element: Element, tags: string[]) =>
  [...element.childNodes].every(
    (node) => isIgnorableText(node) || (isElement(node) && tags.includes(node.localName)),
  ) && element.children.length > 0;
const hasBlockInside = (element: Element) =>
  [...element.querySelectorAll('*')].some((inner) => !INLINE_TAGS.has(inner.localName));

function hasSameMarkAbove(element: Element, root: Element): boolean {
  const mark = MARK_OF_TAG[element.localName];
  for (let up = element.parentElement; up && up !== root; up = up.parentElement) {
    if (MARK_OF_TAG[up.localName] === mark) return true;
  }
  return false;
}

/** A table the editor can hold: caption first if any, rows in sections or directly, cells in rows, a full grid. */
function isEditableTable(table: Element): boolean {
  const parts = [...table.childNodes].filter((node) => !isIgnorableText(node));
  if (!parts.every(isElement)) return false;
  const rows: { row: Element; section: number }[] = [];
  let section = 0;
  for (const [index, part] of (parts as Element[]).entries()) {
    if (part.localName === 'caption') {
      if (index !== 0 || hasBlockInside(part)) return false;
    } else if (TABLE_SECTION_TAGS.has(part.localName)) {
      if (!onlyElements(part, ['tr'])) return false;
      section += 1;
      for (const row of elementChildren(part)) rows.push({ row, section });
      section += 1;
    } else if (part.localName === 'tr') {
      rows.push({ row: part, section });
    } else return false;
  }
  if (!rows.length) return false;
  // The grid: every row as wide as the first, no cell over another, no rowspan beyond its row group.
  const taken: boolean[][] = rows.map(() => []);
  for (const [r, { row, section: rowSection }] of rows.entries()) {
    if (!onlyElements(row, ['td', 'th'])) return false;
    let column = 0;
    for (const cell of elementChildren(row)) {
      const colspan = cell.getAttribute('colspan') ?? '1';
      const rowspan = cell.getAttribute('rowspan') ?? '1';
      if (!SPAN.test(colspan) || !SPAN.test(rowspan)) return false;
      while (taken[r]![column]) column += 1;
      for (let dr = 0; dr < Number(rowspan); dr += 1) {
        const below = rows[r + dr];
        if (!below || below.section !== rowSection) return false;
        for (let dc = 0; dc < Number(colspan); dc += 1) {
          if (taken[r + dr]![column + dc]) return false;
          taken[r + dr]![column + dc] = true;
        }
      }
      column += Number(colspan);
    }
  }
  const width = taken[0]!.length;
  return taken.every((line) => line.length === width && line.every(Boolean));
}

function isEditableFigure(figure: Element): boolean {
  const children = elementChildren(figure);
  const captions = children.filter((child) => child.localName === 'figcaption');
  if (captions.length > 2 || captions.some(hasBlockInside)) return false;
  return captions.every((caption) => caption === children[0] || caption === children[children.length - 1]);
}

/** Whether the element, where it stands, has a place in the editor's schema that writes it back as it is. */
function isEditableHere(element: Element, root: Element): boolean {
  const tag = element.localName;
  const parent = element.parentElement === root ? '' : (element.parentElement?.localName ?? '');
  switch (tag) {
    case 'li':
      return parent === 'ul' || parent === 'ol';
    case 'ul':
    case 'ol':
      return onlyElements(element, ['li']);
    case 'dl':
      return (
        onlyElements(element, ['dt', 'dd']) &&
        !elementChildren(element).some((c) => c.localName === 'dt' && hasBlockInside(c))
      );
    case 'dt':
    case 'dd':
      return parent === 'dl';
    case 'table':
      return isEditableTable(element);
    case 'caption':
    case 'thead':
    case 'tbody':
    case 'tfoot':
      return parent === 'table';
    case 'tr':
      return parent === 'table' || TABLE_SECTION_TAGS.has(parent);
    case 'td':
    case 'th':
      return parent === 'tr';
    case 'figure':
      return isEditableFigure(element);
    case 'figcaption':
      return parent === 'figure';
    default:
      if (TEXTBLOCK_TAGS.has(tag)) return !hasBlockInside(element);
      if (MARK_OF_TAG[tag]) return !hasBlockInside(element) && !hasSameMarkAbove(element, root);
      return true;
  }
}

function keepWhatCannotBeEdited(root: Element) {
  const visit = (container: Element) => {
    for (const child of elementChildren(container)) {
      if (isEditableHere(child, root)) {
        visit(child);
        continue;
      }
      const parentTag = container === root ? '' : container.localName;
      const inline =
        INLINE_TAGS.has(parentTag) ||
        TEXTBLOCK_TAGS.has(parentTag) ||
        (INLINE_TAGS.has(child.localName) && !hasBlockInside(child));
      const kept = child.ownerDocument.createElement(inline ? 'span' : 'div');
      kept.setAttribute(KEPT_HTML, child.outerHTML);
      child.replaceWith(kept);
    }
  };
  visit(root);
}

function shapeTables(root: Element) {
  for (const table of [...root.querySelectorAll('table')]) {
    // Row groups: each section's rows carry its name (a second body is `tbody:2`); rows written directly in the
    // table are in the body the HTML parser gives them.
    const seen = new Map<string, number>();
    let direct = false;
    for (const part of elementChildren(table)) {
      const kind = part.localName === 'tr' ? 'tbody' : part.localName;
      if (kind === 'caption') continue;
      if (part.localName === 'tr' && direct) {
        part.setAttribute(ROW_GROUP, groupName(kind, seen.get(kind)!));
        continue;
      }
      direct = part.localName === 'tr';
      const count = (seen.get(kind) ?? 0) + 1;
      seen.set(kind, count);
      const rows = part.localName === 'tr' ? [part] : elementChildren(part);
      for (const row of rows) row.setAttribute(ROW_GROUP, groupName(kind, count));
    }
    const caption = elementChildren(table).find((part) => part.localName === 'caption');
    if (!caption) continue;
    const wrapper = table.ownerDocument.createElement('div');
    wrapper.setAttribute(CAPTIONED_TABLE, '');
    const captionBlock = table.ownerDocument.createElement('div');
    captionBlock.setAttribute(TABLE_CAPTION, '');
    captionBlock.append(...caption.childNodes);
    caption.remove();
    table.replaceWith(wrapper);
    wrapper.append(captionBlock, table);
  }
}

const groupName = (kind: string, count: number) => (count > 1 ? `${kind}:${count}` : kind);

function bareParagraph(doc: Document, content: Node[] = [], filler = false) {
  const paragraph = doc.createElement('p');
  paragraph.setAttribute(BARE_PARAGRAPH, filler ? FILLER_PARAGRAPH : '');
  paragraph.append(...content);
  return paragraph;
}

function wrapBareText(root: Element) {
  const containers = [root, ...root.querySelectorAll([...BLOCK_CONTAINER_TAGS].join(','))];
  for (const container of containers) {
    const doc = container.ownerDocument;
    let run: Node[] = [];
    const flush = (before: Node | null) => {
      if (run.some((node) => !isIgnorableText(node))) container.insertBefore(bareParagraph(doc, run), before);
      run = [];
    };
    for (const node of [...container.childNodes]) {
      if (isInlineNode(node)) run.push(node);
      else flush(node);
    }
    flush(null);
    // Where the schema wants a paragraph the source did not write, an empty one that html-save.ts leaves out.
    const children = elementChildren(container);
    const tag = container === root ? '' : container.localName;
    if (tag === 'li' && children[0]?.localName !== 'p') container.prepend(bareParagraph(doc));
    else if (tag === 'figure') {
      const content = children.filter((child) => child.localName !== 'figcaption');
      if (!content.length) {
        const first = children[0];
        container.insertBefore(
          bareParagraph(doc),
          first?.localName === 'figcaption' ? first.nextSibling : (first ?? null),
        );
      }
    } else if (!children.length) container.append(bareParagraph(doc, [], !tag));
  }
}
