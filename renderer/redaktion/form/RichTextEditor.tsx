// Rich text for CMS HTML fields (contentMediaType text/html), limited to what the site's sanitiser keeps:
// paragraphs, headings 2-4 (the page's h1 is its title), bold, italic, underline, strike, lists, quotes,
// rules, line breaks and links. What the editor makes, the public page shows; anything else never enters.
import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styles from './BlockForm.module.css';

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

const EMPTY = '<p></p>';

/** The toolbar's state until the editor has reported its first one. */
const INACTIVE = {
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  link: false,
  level: 0 as const,
};

export default function RichTextEditor({ id, value, onChange, onBlur, labelledBy, describedBy, invalid }: Props) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: false,
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isAllowedHref(url),
        },
      }),
    ],
    content: value || '',
    editorProps: {
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
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(html === EMPTY ? '' : html);
    },
    onBlur: () => onBlur(),
  });

  // Undo/redo of the page or a restored version replace the value from outside.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    const current = editor.getHTML();
    if ((value || '') !== (current === EMPTY ? '' : current))
      editor.commands.setContent(value || '', { emitUpdate: false });
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
              level: ([2, 3, 4] as const).find((level) => e.isActive('heading', { level })) ?? 0,
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
      <div className={styles.toolbar} role="toolbar" aria-label="Textformat" aria-controls={id}>
        <select
          className={styles.toolSelect}
          aria-label="Absatzformat"
          value={state.level}
          onChange={(event) => {
            const level = Number(event.target.value) as 0 | 2 | 3 | 4;
            if (level === 0) chain().setParagraph().run();
            else chain().setHeading({ level }).run();
          }}
        >
          <option value={0}>Absatz</option>
          <option value={2}>Überschrift 2</option>
          <option value={3}>Überschrift 3</option>
          <option value={4}>Überschrift 4</option>
        </select>
        {toggle('Fett', state.bold, () => chain().toggleBold().run())}
        {toggle('Kursiv', state.italic, () => chain().toggleItalic().run())}
        {toggle('Liste', state.bulletList, () => chain().toggleBulletList().run())}
        {toggle('Nummerierte Liste', state.orderedList, () => chain().toggleOrderedList().run())}
        {toggle('Zitat', state.blockquote, () => chain().toggleBlockquote().run())}
        {toggle('Verweis', state.link, setLink)}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
