// Click to edit: the preview's blocks answer the pointer. Hovering outlines a block with its German name; a click
// selects it (outline and form follow) and focuses the field whose text or image the click fell on; the selected
// block stays outlined, and selecting it anywhere else scrolls the preview to it. Everything is drawn into the
// preview's document by the editor, after it has loaded: the page's own HTML carries nothing of it.
import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Seite } from '@/codegen/out/types';
import { blockId } from '@/lib/redaktion/shared/block-operations';
import { fieldOfImage, fieldOfTexts } from '@/lib/redaktion/shared/preview-field';
import { blockSchemas, editorTitle } from '@/lib/blocks/site-schemas';
import { domIdOf } from '../form/field-ids';
import { revealAndFocus } from '../form/reveal-field';
import { pageAtom, selectedAtom } from './editor-state';
import { blockAt, blockElement, drawMark, scrollToBlock } from './preview-overlay';

/** The form pane; it names the block its form belongs to (`data-block`). */
export const FORM_PANE_ID = 'blockformular';
/** How many frames a field is waited for: the rich-text editor mounts a moment after its form. */
const FOCUS_FRAMES = 120;
/** How many parents of the clicked element may name the field. */
const TEXT_LEVELS = 6;

function nameOf(page: Seite, id: string): string {
  const block = page.content.find((b) => blockId(b) === id);
  return block ? editorTitle(blockSchemas[block.template], block.template) : 'Block';
}

/** The texts of the clicked element and its parents up to the block, nearest first. */
function textsUpTo(target: Element, block: HTMLElement): string[] {
  const texts: string[] = [];
  for (
    let node: Element | null = target;
    node && node !== block && texts.length < TEXT_LEVELS;
    node = node.parentElement
  )
    texts.push(node.textContent ?? '');
  return texts;
}

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
function focusWhenShown(id: string, pointer: string | null): void {
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

export function usePreviewSelection(): { onPreviewLoad: (iframe: HTMLIFrameElement) => void } {
  // The listeners live as long as one drawn preview: they read the newest page and selection from the store.
  const store = useStore();
  const selected = useAtomValue(selectedAtom);
  const [shown, setShown] = useState<Document | null>(null);

  // Selected in the outline, by a click, or a new preview drawn (which starts at its top): the block is outlined and
  // scrolled into view when it is not.
  useEffect(() => {
    if (!shown?.body) return;
    const mark = () => {
      const element = blockElement(shown, selected);
      drawMark(shown, 'auswahl', element ? { element, name: nameOf(store.get(pageAtom), selected) } : null);
      return element;
    };
    const element = mark();
    if (element) scrollToBlock(element);
    // The mark follows the preview's layout (images loading, fonts).
    const observer = new ResizeObserver(() => mark());
    observer.observe(shown.body);
    return () => observer.disconnect();
  }, [shown, selected, store]);

  const onPreviewLoad = (iframe: HTMLIFrameElement) => {
    const document = iframe.contentDocument;
    if (!document?.body) return;
    document.addEventListener('mouseover', (event) => {
      const hit = blockAt(event.target);
      drawMark(document, 'zeiger', hit ? { element: hit.element, name: nameOf(store.get(pageAtom), hit.id) } : null);
    });
    document.documentElement.addEventListener('mouseleave', () => drawMark(document, 'zeiger', null));
    // A scroll (also the one to the selected block) moves the blocks under a resting pointer without a mouseover.
    document.addEventListener('scroll', () => drawMark(document, 'zeiger', null), { passive: true });
    // Capture: a link or button inside a block must not act in the editor, the click selects the block.
    document.addEventListener(
      'click',
      (event) => {
        const hit = blockAt(event.target);
        if (!hit) return;
        event.preventDefault();
        event.stopPropagation();
        const block = store.get(pageAtom).content.find((b) => blockId(b) === hit.id);
        const target = event.target as Element;
        const image = target.closest?.('img');
        const options = block?.options ?? {};
        const pointer = image
          ? fieldOfImage(options, image.currentSrc || image.src)
          : fieldOfTexts(options, textsUpTo(target, hit.element));
        store.set(selectedAtom, hit.id);
        focusWhenShown(hit.id, pointer);
      },
      true,
    );
    setShown(document);
  };

  return { onPreviewLoad };
}
