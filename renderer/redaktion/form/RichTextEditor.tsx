// Rich text for CMS HTML fields (contentMediaType text/html): what the site's sanitiser keeps, the editor keeps
// (rich-text/extensions.ts), as it was written where the editor did not touch it; tables are edited with
// TipTap's table extension, and what the editor cannot represent stays as a read-only part of the text.
// The toolbar makes paragraphs, headings 2-6 (the page's h1 is its title), bold, italic, lists, quotes, links
// and tables. What the editor makes, the public page shows; anything else never enters.
import { useEffect, useRef } from 'react';
import { getSchema } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import styles from './BlockForm.module.css';
import { HEADING_LEVELS } from './rich-text/blocks';
import { richTextExtensions } from './rich-text/extensions';
import { parseFieldHtml, prepareHtml } from './rich-text/html-load';
import { serializeFieldHtml } from './rich-text/html-save';
import { TableTools } from './rich-text/TableTools';
import { hasHeader, insertTable, tableAt } from './rich-text/tables';

interface Props {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
}

/** Only what renderer/sanitize-html.ts lets through: http(s), mailto, tel and site paths. */
export function isAllowedHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(href.trim());
}

const EXTENSIONS = richTextExtensions();
const SCHEMA = getSchema(EXTENSIONS);
const load = (html: string) => parseFieldHtml(html, SCHEMA).toJSON();

/** Whether the cursor is in a table, and that table's header row, header column and caption. */
function tableState(editor: Parameters<typeof tableAt>[0]) {
  const table = tableAt(editor);
  if (!table) return null;
  return {
    headerRow: hasHeader(table.node, 'row'),
    headerColumn: hasHeader(table.node, 'column'),
    caption: Boolean(table.wrapper),
  };
}

/** The toolbar's state until the editor has reported its first one. */
const INACTIVE = {
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  link: false,
  level: 0 as number,
  table: null,
};

export default function RichTextEditor({ id, value, onChange, onBlur, labelledBy, describedBy, invalid }: Props) {
  const toolbar = useRef<HTMLDivElement>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: load(value || ''),
    editorProps: {
      // Pasted HTML is read as a field's HTML is: tables keep their caption and row groups.
      transformPastedHTML: (html) => prepareHtml(html).innerHTML,
      handleKeyDown: (_view, event) => {
        // Alt+F10: from the text to the toolbar (as in other editors), where Tab would go from cell to cell.
        if (!(event.altKey && event.key === 'F10')) return false;
        toolbar.current?.querySelector<HTMLElement>('select, button')?.focus();
        return true;
      },
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: styles.richTextArea!,
      },
    },
    onUpdate: ({ editor: e }) => onChange(serializeFieldHtml(e.state.doc, e.schema)),
    onBlur: () => onBlur(),
  });

  // Undo/redo of the page or a restored version replace the value from outside.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    if ((value || '') !== serializeFieldHtml(editor.state.doc, editor.schema))
      editor.commands.setContent(load(value || ''), { emitUpdate: false });
  }, [editor, value]);

  const state =
    useEditorState({
      editor,
      selector: ({ editor: e }) =>
        e
          ? {
              bold: e.isActive('bold'),
              italic: e.isActive('italic'),
              bulletList: e.isActive('bulletList'),
              orderedList: e.isActive('orderedList'),
              blockquote: e.isActive('blockquote'),
              link: e.isActive('link'),
              level: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
              table: tableState(e),
            }
          : null,
    }) ?? INACTIVE;

  if (!editor) return <div className={styles.richText} aria-busy="true" />;

  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = String(editor.getAttributes('link').href ?? '');
    const href = window.prompt(
      'Adresse des Verweises (https://…, /de/… oder mailto:…). Leer lassen entfernt den Verweis.',
      previous,
    );
    if (href === null) return;
    if (!href.trim()) return void chain().extendMarkRange('link').unsetLink().run();
    if (!isAllowedHref(href))
      return void window.alert('Diese Adresse ist nicht erlaubt. Erlaubt sind https://…, /de/…, mailto: und tel:.');
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const toggle = (label: string, active: boolean, run: () => void) => (
    <button type="button" className={styles.toolButton} aria-pressed={active} onClick={run}>
      {label}
    </button>
  );

  return (
    <div className={`${styles.richText} ${invalid ? styles.richTextInvalid : ''}`}>
      <div
        ref={toolbar}
        className={styles.toolbar}
        role="toolbar"
        aria-label="Textformat"
        aria-controls={id}
        aria-keyshortcuts="Alt+F10"
      >
        <select
          className={styles.toolSelect}
          aria-label="Absatzformat"
          value={state.level}
          onChange={(event) => {
            const level = Number(event.target.value) as 0 | (typeof HEADING_LEVELS)[number];
            if (level === 0) chain().setParagraph().run();
            else chain().setHeading({ level }).run();
          }}
        >
          <option value={0}>Absatz</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={level}>
              Überschrift {level}
            </option>
          ))}
        </select>
        {toggle('Fett', state.bold, () => chain().toggleBold().run())}
        {toggle('Kursiv', state.italic, () => chain().toggleItalic().run())}
        {toggle('Liste', state.bulletList, () => chain().toggleBulletList().run())}
        {toggle('Nummerierte Liste', state.orderedList, () => chain().toggleOrderedList().run())}
        {toggle('Zitat', state.blockquote, () => chain().toggleBlockquote().run())}
        {toggle('Verweis', state.link, setLink)}
        {!state.table && (
          <button type="button" className={styles.toolButton} onClick={() => insertTable(editor)}>
            Tabelle einfügen
          </button>
        )}
        {state.table && (
          <TableTools
            editor={editor}
            state={state.table}
            buttonClass={styles.toolButton!}
            groupClass={styles.toolGroup!}
          />
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
