// From the editor's document to the field's HTML: ProseMirror's serialiser, then what html-load.ts took apart is put
// back: the caption and the row groups into the `<table>`, text without `<p>` where the source had none, and the
// kept elements as the HTML they hold.
import { DOMSerializer, type Node as PMNode, type Schema } from '@tiptap/pm/model';
import { BARE_PARAGRAPH, FILLER_PARAGRAPH } from './blocks';
import { isElement, TABLE_SECTION_TAGS } from './html-shape';
import { KEPT_HTML } from './kept-html';
import { CAPTIONED_TABLE, ROW_GROUP, TABLE_CAPTION } from './tables';

export function serializeFieldHtml(doc: PMNode, schema: Schema, document: Document = window.document): string {
  const root = document.createElement('div');
  root.append(DOMSerializer.fromSchema(schema).serializeFragment(doc.content, { document }));
  restoreCaptions(root);
  restoreRowGroups(root);
  unwrapBareParagraphs(root);
  restoreKeptHtml(root);
  return root.innerHTML;
}

function restoreCaptions(root: Element) {
  for (const wrapper of [...root.querySelectorAll(`div[${CAPTIONED_TABLE}]`)]) {
    const captionBlock = [...wrapper.children].find((child) => child.hasAttribute(TABLE_CAPTION));
    const table = [...wrapper.children].find((child) => child.localName === 'table');
    if (!captionBlock || !table) continue;
    const caption = root.ownerDocument.createElement('caption');
    caption.append(...captionBlock.childNodes);
    table.prepend(caption);
    wrapper.replaceWith(table);
  }
}

const kindOf = (group: string) => group.split(':')[0]!;
const onlyHeaderCells = (row: Element) => [...row.children].every((cell) => cell.localName === 'th');

/**
 * Each row's group: its own, or for a row the editor added (none), the group it joins: head rows of header cells
 * at the top stay in the head, any other row joins the row above, and one below the head joins the next body.
 */
function resolveGroups(rows: Element[]): string[] {
  const own = rows.map((row) => row.getAttribute(ROW_GROUP));
  const resolved: string[] = [];
  rows.forEach((row, index) => {
    const above = resolved[index - 1];
    if (own[index]) resolved.push(own[index]!);
    else if ((above === undefined || kindOf(above) === 'thead') && onlyHeaderCells(row))
      resolved.push(above ?? 'thead');
    else if (above !== undefined && kindOf(above) !== 'thead') resolved.push(above);
    else resolved.push(own.slice(index + 1).find((group) => group && kindOf(group) !== 'thead') ?? 'tbody');
  });
  return resolved;
}

function restoreRowGroups(root: Element) {
  for (const table of [...root.querySelectorAll('table')]) {
    const rows = [...table.children].filter((child) => child.localName === 'tr');
    const groups = resolveGroups(rows);
    let section: Element | null = null;
    let current = '';
    rows.forEach((row, index) => {
      const group = groups[index]!;
      if (!section || group !== current) {
        const kind = kindOf(group);
        section = root.ownerDocument.createElement(TABLE_SECTION_TAGS.has(kind) ? kind : 'tbody');
        table.insertBefore(section, row);
        current = group;
      }
      row.removeAttribute(ROW_GROUP);
      section.append(row);
    });
  }
}

/**
 * A paragraph the source did not write is written without `<p>`, unless a neighbour is one too (the two would run
 * together); the empty field's paragraph is written as `<p>` once it holds something, and not at all while empty.
 */
function unwrapBareParagraphs(root: Element) {
  for (const filler of [...root.querySelectorAll(`p[${BARE_PARAGRAPH}="${FILLER_PARAGRAPH}"]`)]) {
    if (filler.childNodes.length) filler.removeAttribute(BARE_PARAGRAPH);
    else filler.remove();
  }
  const bare = new Set([...root.querySelectorAll(`p[${BARE_PARAGRAPH}]`)]);
  const unwrapped = [...bare].filter(
    (paragraph) =>
      !(paragraph.previousElementSibling && bare.has(paragraph.previousElementSibling)) &&
      !(paragraph.nextElementSibling && bare.has(paragraph.nextElementSibling)),
  );
  for (const paragraph of bare) paragraph.removeAttribute(BARE_PARAGRAPH);
  for (const paragraph of unwrapped) paragraph.replaceWith(...paragraph.childNodes);
}

function restoreKeptHtml(root: Element) {
  for (const kept of [...root.querySelectorAll(`[${KEPT_HTML}]`)]) {
    if (!isElement(kept)) continue;
    const template = root.ownerDocument.createElement('template');
    template.innerHTML = kept.getAttribute(KEPT_HTML) ?? '';
    kept.replaceWith(template.content);
  }
}
