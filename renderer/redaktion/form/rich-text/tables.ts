// Tables through TipTap's table extension, with what it lacks for the sanitiser's tables: a caption (a wrapper node
// `captionedTable` holding `tableCaption` and the table, since prosemirror-tables wants rows only inside a table),
// the row groups thead/tbody/tfoot (each row remembers its group), `scope` on header cells, and the table written
// as plain HTML (no colgroup, no inline width). html-save.ts puts caption and row groups back into the `<table>`.
import { findParentNodeClosestToPos, Node, type Editor } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { TableMap } from '@tiptap/pm/tables';
import { Selection, TextSelection, type Transaction } from '@tiptap/pm/state';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { htmlAttribute } from './html-attribute';

export const ROW_GROUP = 'data-zeilengruppe';
export const CAPTIONED_TABLE = 'data-tabelle-mit-beschriftung';
export const TABLE_CAPTION = 'data-tabellenbeschriftung';

export const CaptionedTable = Node.create({
  name: 'captionedTable',
  group: 'block',
  content: 'tableCaption table',
  isolating: true,
  parseHTML: () => [{ tag: `div[${CAPTIONED_TABLE}]` }],
  renderHTML: () => ['div', { [CAPTIONED_TABLE]: '' }, 0],
  addKeyboardShortcuts() {
    return {
      // From the caption, Tab goes on into the table's first cell.
      Tab: ({ editor }) => {
        const { $from } = editor.state.selection;
        if ($from.parent.type.name !== 'tableCaption') return false;
        const tablePos = $from.after();
        const cell = Selection.findFrom(editor.state.doc.resolve(tablePos + 1), 1, true);
        return Boolean(cell) && editor.commands.setTextSelection(cell!.from);
      },
    };
  },
});

export const TableCaption = Node.create({
  name: 'tableCaption',
  content: 'inline*',
  isolating: true,
  parseHTML: () => [{ tag: `div[${TABLE_CAPTION}]` }],
  renderHTML: () => ['div', { [TABLE_CAPTION]: '' }, 0],
});

export const TableNode = Table.extend({
  renderHTML: ({ HTMLAttributes }) => ['table', HTMLAttributes, 0],
  addKeyboardShortcuts() {
    return {
      ...this.parent?.(),
      // Tab and Shift+Tab go from cell to cell; past the last cell the focus leaves the editor as everywhere
      // else (the starter behaviour of adding a row there would hold a keyboard user in the table).
      Tab: () => this.editor.commands.goToNextCell(),
      'Shift-Tab': () => this.editor.commands.goToPreviousCell(),
    };
  },
  // In the editor a table is drawn by TipTap's TableView (in a scrolling wrapper, so a wide table stays inside the
  // field); saved, it is the plain `<table>` above.
}).configure({ resizable: false, allowTableNodeSelection: false });

/** A row's group as the source had it (`thead`, `tbody`, `tbody:2` for the second body, `tfoot`); new rows: null. */
export const TableRowNode = TableRow.extend({
  addAttributes: () => ({
    group: {
      default: null,
      parseHTML: (element) => element.getAttribute(ROW_GROUP),
      renderHTML: (attributes) => (attributes.group ? { [ROW_GROUP]: String(attributes.group) } : {}),
    },
  }),
});

/** Span attributes as numbers (prosemirror-tables counts with them); nothing else the sanitiser would drop. */
const cellAttributes = {
  colspan: { default: 1, parseHTML: (element: HTMLElement) => Number(element.getAttribute('colspan') ?? 1) },
  rowspan: { default: 1, parseHTML: (element: HTMLElement) => Number(element.getAttribute('rowspan') ?? 1) },
  colwidth: { default: null, parseHTML: () => null, rendered: false },
};

export const TableCellNode = TableCell.extend({ addAttributes: () => cellAttributes });
export const TableHeaderNode = TableHeader.extend({
  addAttributes: () => ({ ...cellAttributes, scope: htmlAttribute('scope') }),
});

export const tableExtensions = [CaptionedTable, TableCaption, TableNode, TableRowNode, TableHeaderNode, TableCellNode];

/** The table around the cursor, and the captioned wrapper around it if there is one. */
export function tableAt(editor: Editor) {
  const table = findParentNodeClosestToPos(editor.state.selection.$from, (node) => node.type.name === 'table');
  if (!table) return null;
  const $table = editor.state.doc.resolve(table.pos);
  const wrapper = $table.parent.type.name === 'captionedTable' ? { pos: $table.before(), node: $table.parent } : null;
  return { ...table, wrapper };
}

/** Header cells without a scope get one: `col` in a row of header cells only, `row` otherwise. */
function fillHeaderScopes(tr: Transaction, tablePos: number) {
  const table = tr.doc.nodeAt(tablePos);
  if (!table) return;
  table.forEach((row, rowOffset) => {
    let allHeaders = true;
    row.forEach((cell) => (allHeaders &&= cell.type.name === 'tableHeader'));
    row.forEach((cell, cellOffset) => {
      if (cell.type.name !== 'tableHeader' || cell.attrs.scope) return;
      const pos = tablePos + 1 + rowOffset + 1 + cellOffset;
      tr.setNodeMarkup(pos, undefined, { ...cell.attrs, scope: allHeaders ? 'col' : 'row' });
    });
  });
}

/** The first row's group follows its cells: a row of header cells only is the table's head, otherwise a body row. */
function groupFirstRow(tr: Transaction, tablePos: number) {
  const table = tr.doc.nodeAt(tablePos);
  const first = table?.firstChild;
  if (!table || !first) return;
  let allHeaders = true;
  first.forEach((cell) => (allHeaders &&= cell.type.name === 'tableHeader'));
  const group = allHeaders ? 'thead' : first.attrs.group === 'thead' ? 'tbody' : first.attrs.group;
  if (group !== first.attrs.group) tr.setNodeMarkup(tablePos + 1, undefined, { ...first.attrs, group });
}

type TableChange = 'addRowBefore' | 'addRowAfter' | 'deleteRow' | 'addColumnBefore' | 'addColumnAfter' | 'deleteColumn';

/**
 * A change of rows or columns. New header cells get their scope, and the new cells' paragraphs are written
 * without `<p>`, as the cells of tables made here and of nearly every table written by hand.
 */
export function changeTable(editor: Editor, change: TableChange) {
  const table = tableAt(editor);
  if (!table) return false;
  const existing = new Set<PMNode>();
  table.node.descendants((node) => void existing.add(node));
  return editor
    .chain()
    .focus()
    [change]()
    .command(({ tr }) => {
      const pos = tr.mapping.map(table.pos);
      markNewCellsBare(tr, pos, existing);
      fillHeaderScopes(tr, pos);
      return true;
    })
    .run();
}

function markNewCellsBare(tr: Transaction, tablePos: number, existing: Set<PMNode>) {
  tr.doc.nodeAt(tablePos)?.descendants((node, offset, parent) => {
    if (existing.has(node) || node.type.name !== 'paragraph' || node.attrs.bare || node.content.size) return;
    if (parent?.childCount === 1 && parent.type.spec.tableRole?.includes('cell'))
      tr.setNodeMarkup(tablePos + 1 + offset, undefined, { ...node.attrs, bare: true });
  });
}

/** Header row or header column on and off; the head row becomes the table's `<thead>`. */
export function toggleTableHeader(editor: Editor, which: 'row' | 'column') {
  const table = tableAt(editor);
  if (!table) return false;
  return editor
    .chain()
    .focus()
    [which === 'row' ? 'toggleHeaderRow' : 'toggleHeaderColumn']()
    .command(({ tr }) => {
      const pos = tr.mapping.map(table.pos);
      groupFirstRow(tr, pos);
      fillHeaderScopes(tr, pos);
      return true;
    })
    .run();
}

/** Whether the table's first row, or first column, holds header cells only. */
export function hasHeader(table: PMNode, which: 'row' | 'column'): boolean {
  const map = TableMap.get(table);
  const cells =
    which === 'row'
      ? map.cellsInRect({ left: 0, right: map.width, top: 0, bottom: 1 })
      : map.cellsInRect({ left: 0, right: 1, top: 0, bottom: map.height });
  return cells.every((pos) => table.nodeAt(pos)?.type.name === 'tableHeader');
}

/** A caption on or off: the table moves into a captioned wrapper, or out of it (the caption's text goes with it). */
export function toggleCaption(editor: Editor) {
  const table = tableAt(editor);
  if (!table) return false;
  return editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      if (table.wrapper) {
        tr.replaceWith(table.wrapper.pos, table.wrapper.pos + table.wrapper.node.nodeSize, table.node);
        return true;
      }
      const { captionedTable, tableCaption } = state.schema.nodes;
      const wrapped = captionedTable!.create(null, [tableCaption!.create(), table.node]);
      tr.replaceWith(table.pos, table.pos + table.node.nodeSize, wrapped);
      // The cursor into the new, empty caption.
      tr.setSelection(TextSelection.create(tr.doc, table.pos + 2));
      return true;
    })
    .run();
}

/** Removes the table with its caption. */
export function deleteWholeTable(editor: Editor) {
  const table = tableAt(editor);
  if (!table) return false;
  const target = table.wrapper ?? { pos: table.pos, node: table.node };
  return editor
    .chain()
    .focus()
    .deleteRange({ from: target.pos, to: target.pos + target.node.nodeSize })
    .run();
}

/** A new table: caption, a head row of three header cells (scope col) and two body rows. */
export function insertTable(editor: Editor) {
  const cell = (type: 'tableHeader' | 'tableCell') => ({
    type,
    attrs: type === 'tableHeader' ? { scope: 'col' } : {},
    content: [{ type: 'paragraph', attrs: { bare: true } }],
  });
  const row = (group: string, type: 'tableHeader' | 'tableCell') => ({
    type: 'tableRow',
    attrs: { group },
    content: [cell(type), cell(type), cell(type)],
  });
  const from = editor.state.selection.from;
  return editor
    .chain()
    .focus()
    .insertContent({
      type: 'captionedTable',
      content: [
        { type: 'tableCaption' },
        { type: 'table', content: [row('thead', 'tableHeader'), row('tbody', 'tableCell'), row('tbody', 'tableCell')] },
      ],
    })
    .command(({ tr }) => {
      // The cursor into the new table's caption, which names it for screen readers.
      let caption = -1;
      tr.doc.nodesBetween(tr.mapping.map(from, -1), tr.selection.to, (node, pos) => {
        if (caption < 0 && node.type.name === 'captionedTable') caption = pos + 2;
        return caption < 0;
      });
      if (caption >= 0) tr.setSelection(TextSelection.create(tr.doc, caption));
      return true;
    })
    .run();
}
