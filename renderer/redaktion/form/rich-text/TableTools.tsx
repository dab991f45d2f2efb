// The table's buttons in the rich-text toolbar, shown while the cursor is in a table: rows and columns added and
// removed, header row and column (with `scope`), caption on and off, the table removed. Every one is a button with
// a German name; Tab and Shift+Tab move from cell to cell, Alt+F10 leads from the text to the toolbar.
import type { Editor } from '@tiptap/core';
import { changeTable, deleteWholeTable, toggleCaption, toggleTableHeader } from './tables';

export interface TableState {
  headerRow: boolean;
  headerColumn: boolean;
  caption: boolean;
}

interface Props {
  editor: Editor;
  state: TableState;
  buttonClass: string;
  groupClass: string;
}

export function TableTools({ editor, state, buttonClass, groupClass }: Props) {
  const button = (label: string, run: () => unknown, pressed?: boolean) => (
    <button type="button" className={buttonClass} aria-pressed={pressed} onClick={() => void run()}>
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Tabelle" className={groupClass}>
      {button('Zeile darüber', () => changeTable(editor, 'addRowBefore'))}
      {button('Zeile darunter', () => changeTable(editor, 'addRowAfter'))}
      {button('Zeile entfernen', () => changeTable(editor, 'deleteRow'))}
      {button('Spalte links', () => changeTable(editor, 'addColumnBefore'))}
      {button('Spalte rechts', () => changeTable(editor, 'addColumnAfter'))}
      {button('Spalte entfernen', () => changeTable(editor, 'deleteColumn'))}
      {button('Kopfzeile', () => toggleTableHeader(editor, 'row'), state.headerRow)}
      {button('Kopfspalte', () => toggleTableHeader(editor, 'column'), state.headerColumn)}
      {button('Beschriftung', () => toggleCaption(editor), state.caption)}
      {button('Tabelle entfernen', () => deleteWholeTable(editor))}
    </div>
  );
}
