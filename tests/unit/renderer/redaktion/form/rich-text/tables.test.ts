// @vitest-environment happy-dom
// The rich-text editor's rules beyond the round trip: tables made and reshaped through the toolbar's commands
// (caption, row groups, header cells with scope), what it cannot represent kept whole as a labelled read-only atom,
// and links written with their own attributes only (the starter kit gave every link target="_blank" and
// rel="noopener noreferrer nofollow", so one keystroke in a text block opened all its links in new windows).
import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_HTML_LABEL } from '@/renderer/redaktion/form/rich-text/kept-html';
import {
  changeTable,
  deleteWholeTable,
  hasHeader,
  insertTable,
  tableAt,
  toggleCaption,
  toggleTableHeader,
} from '@/renderer/redaktion/form/rich-text/tables';
import { loadIntoEditor, savedHtml, typeAtEnd } from '../../../../support/rich-text-editor';

let editor: Editor;
afterEach(() => editor?.destroy());

/** Puts the cursor into the text `text` (its first occurrence). */
function cursorInto(text: string) {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text!.includes(text)) at = pos + node.text!.indexOf(text) + 1;
  });
  if (at < 0) throw new Error(`${text} nicht gefunden`);
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
}

const HOURS =
  '<table><caption>Öffnungszeiten</caption><thead><tr><th scope="col">Tag</th><th scope="col">Zeit</th></tr></thead>' +
  '<tbody><tr><td>Montag</td><td>8–12 Uhr</td></tr><tr><td>Dienstag</td><td>8–12 Uhr</td></tr></tbody></table>';

describe('tables', () => {
  it('a new table has a caption to write, a head row of header cells with scope col and two body rows', () => {
    editor = loadIntoEditor('<p>Gebühren:</p>');
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.atEnd(editor.state.doc)));
    insertTable(editor);
    expect(editor.state.selection.$from.parent.type.name).toBe('tableCaption');
    editor.view.dispatch(editor.state.tr.insertText('Gebühren der Bücherei'));
    expect(savedHtml(editor)).toBe(
      '<p>Gebühren:</p><table><caption>Gebühren der Bücherei</caption>' +
        '<thead><tr><th scope="col"></th><th scope="col"></th><th scope="col"></th></tr></thead>' +
        '<tbody><tr><td></td><td></td><td></td></tr><tr><td></td><td></td><td></td></tr></tbody></table>',
    );
  });

  it('rows added join the group they are added in; a new column gets header cells with scope', () => {
    editor = loadIntoEditor(HOURS);
    cursorInto('Dienstag');
    expect(changeTable(editor, 'addRowAfter')).toBe(true);
    cursorInto('Tag');
    expect(changeTable(editor, 'addColumnAfter')).toBe(true);
    const html = savedHtml(editor);
    expect(html).toContain(
      '<thead><tr><th scope="col">Tag</th><th scope="col"></th><th scope="col">Zeit</th></tr></thead>',
    );
    expect(html).toContain(
      '<tr><td>Dienstag</td><td></td><td>8–12 Uhr</td></tr><tr><td></td><td></td><td></td></tr></tbody>',
    );
    expect(html.match(/<tr>/g)).toHaveLength(4);
  });

  it('rows and columns are removed', () => {
    editor = loadIntoEditor(HOURS);
    cursorInto('Montag');
    changeTable(editor, 'deleteRow');
    cursorInto('Zeit');
    changeTable(editor, 'deleteColumn');
    expect(savedHtml(editor)).toBe(
      '<table><caption>Öffnungszeiten</caption><thead><tr><th scope="col">Tag</th></tr></thead>' +
        '<tbody><tr><td>Dienstag</td></tr></tbody></table>',
    );
  });

  it('the header row goes off (no head, no th) and on again (thead, scope col); a header column gets scope row', () => {
    editor = loadIntoEditor(HOURS);
    cursorInto('Montag');
    toggleTableHeader(editor, 'row');
    expect(hasHeader(tableAt(editor)!.node, 'row')).toBe(false);
    expect(savedHtml(editor)).not.toContain('<th');
    expect(savedHtml(editor)).not.toContain('<thead>');
    toggleTableHeader(editor, 'row');
    expect(savedHtml(editor)).toContain('<thead><tr><th scope="col">Tag</th><th scope="col">Zeit</th></tr></thead>');
    toggleTableHeader(editor, 'column');
    expect(hasHeader(tableAt(editor)!.node, 'column')).toBe(true);
    expect(savedHtml(editor)).toContain('<tr><th scope="row">Montag</th><td>8–12 Uhr</td></tr>');
  });

  it('the caption goes off and on; the table goes with its caption', () => {
    editor = loadIntoEditor(`<p>Vorher</p>${HOURS}`);
    cursorInto('Montag');
    toggleCaption(editor);
    expect(savedHtml(editor)).not.toContain('<caption>');
    toggleCaption(editor);
    editor.view.dispatch(editor.state.tr.insertText('Neue Zeiten'));
    expect(savedHtml(editor)).toContain('<table><caption>Neue Zeiten</caption><thead>');
    cursorInto('Montag');
    deleteWholeTable(editor);
    expect(savedHtml(editor)).toBe('<p>Vorher</p>');
  });

  it('Tab goes from the caption into the first cell, from cell to cell, and out after the last', () => {
    editor = loadIntoEditor(HOURS);
    cursorInto('Öffnungszeiten');
    const press = (key: string, shiftKey = false) =>
      editor.view.someProp('handleKeyDown', (handle) =>
        handle(editor.view, new KeyboardEvent('keydown', { key, shiftKey })),
      );
    expect(press('Tab')).toBe(true);
    expect(editor.state.selection.$from.parent.textContent).toBe('Tag');
    expect(press('Tab')).toBe(true);
    expect(editor.state.selection.$from.parent.textContent).toBe('Zeit');
    cursorInto('Dienstag');
    press('Tab');
    // The last cell: Tab leaves the editor (no row is added, nothing changes).
    expect(press('Tab')).toBeFalsy();
    expect(savedHtml(editor).match(/<tr>/g)).toHaveLength(3);
  });
});

describe('what the editor cannot represent', () => {
  const CASES = {
    'a table whose rows do not add up': '<table><tr><td>1</td><td>2</td></tr><tr><td>3</td></tr></table>',
    'a list holding a paragraph': '<ul><p>Kein Listenpunkt</p></ul>',
    'a list item outside a list': '<li>Allein</li>',
    'a link around a paragraph': '<a href="/de/rathaus"><p>Rathaus</p></a>',
    'a quote inside a quote': '<p><q>Er sagte <q>Hallo</q>.</q></p>',
    'a figure with its caption in the middle':
      '<figure><img src="/bilder/a.jpg" alt=""><figcaption>Mitte</figcaption><p>Text</p></figure>',
  };

  for (const [name, html] of Object.entries(CASES)) {
    it(`keeps ${name} as it was, shown read-only with its label`, () => {
      editor = loadIntoEditor(`<p>Davor</p>${html}<p>Danach</p>`);
      const kept: string[] = [];
      editor.state.doc.descendants(
        (node) => void (node.type.name.startsWith('keptHtml') && kept.push(node.attrs.html)),
      );
      expect(kept).toHaveLength(1);
      const shown = editor.view.dom.querySelector('[data-kept-html]')!;
      expect(shown.getAttribute('contenteditable')).toBe('false');
      expect(shown.textContent).toContain(KEPT_HTML_LABEL);
      typeAtEnd(editor, '!');
      expect(savedHtml(editor)).toContain(html.replace('<table><tr>', '<table><tr>'));
      expect(savedHtml(editor)).toMatch(/<p>Danach!<\/p>$/);
    });
  }
});

describe('links', () => {
  it('keep their own attributes and get none (old: every link got target="_blank" rel="noopener noreferrer nofollow")', () => {
    editor = loadIntoEditor(
      '<p><a href="/de/rathaus">Rathaus</a> und <a href="https://example.org" hreflang="en" title="Beispiel">Beispiel</a></p>',
    );
    typeAtEnd(editor, '.');
    expect(savedHtml(editor)).toBe(
      '<p><a href="/de/rathaus">Rathaus</a> und <a href="https://example.org" title="Beispiel" hreflang="en">Beispiel</a>.</p>',
    );
  });

  it('lose an address the sanitiser would drop, and keep their text', () => {
    editor = loadIntoEditor('<p><a href="javascript:alert(1)">Klick</a></p>');
    expect(savedHtml(editor)).toBe('<p><a>Klick</a></p>');
  });
});
