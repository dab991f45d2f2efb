// The Redaktion's rich-text editor without a browser (happy-dom): the same schema, loading and saving as
// renderer/redaktion/form/RichTextEditor.tsx, and a keystroke as the editor's input makes it.
import { Editor, getSchema } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { richTextExtensions } from '@/renderer/redaktion/form/rich-text/extensions';
import { parseFieldHtml } from '@/renderer/redaktion/form/rich-text/html-load';
import { serializeFieldHtml } from '@/renderer/redaktion/form/rich-text/html-save';

export function loadIntoEditor(html: string): Editor {
  const extensions = richTextExtensions();
  return new Editor({ extensions, content: parseFieldHtml(html, getSchema(extensions)).toJSON() });
}

export const savedHtml = (editor: Editor) => serializeFieldHtml(editor.state.doc, editor.schema);

/**
 * Types `text` at the last place text can go (Ctrl+End), through the view as a keystroke does. A field without any
 * (a rule only) gets a paragraph at its end, as typing at the gap cursor there makes one.
 */
export function typeAtEnd(editor: Editor, text: string): 'in-text' | 'new-paragraph' {
  const { state, view } = editor;
  const end = TextSelection.findFrom(state.doc.resolve(state.doc.content.size), -1, true);
  if (!end) {
    view.dispatch(
      state.tr.insert(state.doc.content.size, state.schema.nodes.paragraph!.create(null, state.schema.text(text))),
    );
    return 'new-paragraph';
  }
  view.dispatch(state.tr.setSelection(end));
  const { from, to } = view.state.selection;
  const handled = view.someProp('handleTextInput', (handle) => handle(view, from, to, text, () => view.state.tr));
  if (!handled) view.dispatch(view.state.tr.insertText(text));
  return 'in-text';
}
