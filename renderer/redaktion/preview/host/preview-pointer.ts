// Click to edit, on the preview's side: hovering a block outlines it with its German name, a click selects it and
// names the field whose text or image it fell on (matched from the block's options); a link or button inside the
// page does not act. Everything is drawn into the drawn page's document by the host page: the page's own HTML
// carries nothing of it.
import type { Seite } from '@/codegen/out/types';
import { blockId } from '@/lib/redaktion/shared/block-operations';
import { fieldOfImage, fieldOfTexts } from '@/lib/redaktion/shared/preview-field';
import { withoutMediaAccess } from '@/lib/medien/media-access';
import { blockAt, drawMark } from './preview-overlay';

/** How many parents of the clicked element may name the field. */
const TEXT_LEVELS = 6;

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

export interface PointerContext {
  /** The page as drawn, and the German name of a block by its id. */
  page: () => Seite;
  nameOf: (id: string) => string;
  onSelect: (blockId: string, pointer: string | null) => void;
}

/** Listens to the pointer in a drawn page; the listeners live as long as its document. */
export function followPointer(document: Document, context: PointerContext): void {
  document.addEventListener('mouseover', (event) => {
    const hit = blockAt(event.target);
    drawMark(document, 'zeiger', hit ? { element: hit.element, name: context.nameOf(hit.id) } : null);
  });
  document.documentElement.addEventListener('mouseleave', () => drawMark(document, 'zeiger', null));
  // A scroll (also the one to the selected block) moves the blocks under a resting pointer without a mouseover.
  document.addEventListener('scroll', () => drawMark(document, 'zeiger', null), { passive: true });
  // Capture: a link or button inside a block must not act in the editor, the click selects the block; a link outside
  // the blocks (the site's header and footer) does not lead the preview away from the page either.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const hit = blockAt(event.target);
      if (!hit) {
        if (target.closest?.('a[href]')) event.preventDefault();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      const block = context.page().content.find((b) => blockId(b) === hit.id);
      const image = target.closest?.('img');
      const options = block?.options ?? {};
      const pointer = image
        ? fieldOfImage(options, withoutMediaAccess(image.currentSrc || image.src))
        : fieldOfTexts(options, textsUpTo(target, hit.element));
      context.onSelect(hit.id, pointer);
    },
    true,
  );
}
