// Click to edit, on the editor's side: the preview (its own process, ../preview/host) says which block was clicked
// and at which field; the editor selects it (outline and form follow) and focuses that field once its form shows it.
import { domIdOf } from '../form/field-ids';
import { revealAndFocus } from '../form/reveal-field';

/** The form pane; it names the block its form belongs to (`data-block`). */
export const FORM_PANE_ID = 'blockformular';
/** How many frames a field is waited for: the rich-text editor mounts a moment after its form. */
const FOCUS_FRAMES = 120;

/** Puts the caret at the end of a rich-text field (a plain focus would put it before the first letter). */
function caretToEnd(element: HTMLElement): void {
  if (element.getAttribute('contenteditable') !== 'true') return;
  const selection = element.ownerDocument.getSelection();
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** Focuses the field once the form of block `id` shows it; else the form itself. */
export function focusWhenShown(id: string, pointer: string | null): void {
  let frames = 0;
  const attempt = () => {
    const pane = document.getElementById(FORM_PANE_ID);
    const field =
      pane?.dataset.block === id && pointer !== null
        ? pane.querySelector<HTMLElement>(`[id="${domIdOf(pointer)}"]`)
        : null;
    if (field) revealAndFocus(field);
    // The previous block's form may still show a field of that id, or the rich text its placeholder: wait for the
    // one that takes the focus.
    if (field && document.activeElement === field) caretToEnd(field);
    else if (++frames < FOCUS_FRAMES) requestAnimationFrame(attempt);
    else if (pane?.dataset.block === id) pane.focus();
  };
  requestAnimationFrame(attempt);
}
