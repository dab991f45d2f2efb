// The marks the editor draws into the preview's document (never into the page's HTML): a dashed outline with the
// block's German name where the pointer is, a solid one around the selected block. Blocks are wrapped in an element
// with `display: contents` (renderer/BlockList.tsx; server-rendered islands add another such wrapper), which has no
// box of its own: the mark covers what it draws. The renderer's notice for an invalid block has a box of its own.
import { BLOCK_ATTRIBUTE } from '@/lib/redaktion/shared/accessibility-check';

const LAYER_ID = 'redaktion-markierungen';
const COLOR = '#0b5394';

export type MarkKind = 'zeiger' | 'auswahl';

export function blockElement(document: Document, id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${BLOCK_ATTRIBUTE}="${CSS.escape(id)}"]`);
}

/** The block wrapper an event target is in, with its id. */
export function blockAt(target: EventTarget | null): { id: string; element: HTMLElement } | null {
  const node = target as Node | null;
  const start = node && node.nodeType === 1 ? (node as Element) : (node?.parentElement ?? null);
  const element = start?.closest<HTMLElement>(`[${BLOCK_ATTRIBUTE}]`);
  const id = element?.getAttribute(BLOCK_ATTRIBUTE);
  return element && id ? { id, element } : null;
}

/** The elements that draw an element: itself, or for a box-less wrapper (`display: contents`) its children's. */
function drawnParts(element: Element, view: Window, depth = 0): Element[] {
  if (view.getComputedStyle(element).display !== 'contents' || depth > 8) return [element];
  return Array.from(element.children).flatMap((child) => drawnParts(child, view, depth + 1));
}

/** The block's box in document coordinates: the union of the boxes it is drawn in. */
export function boxOf(element: HTMLElement): DOMRect | null {
  const view = element.ownerDocument.defaultView;
  if (!view) return null;
  let top = Infinity;
  let left = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const part of drawnParts(element, view)) {
    const rect = part.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    top = Math.min(top, rect.top);
    left = Math.min(left, rect.left);
    right = Math.max(right, rect.right);
    bottom = Math.max(bottom, rect.bottom);
  }
  if (top === Infinity) return null;
  return new DOMRect(left + view.scrollX, top + view.scrollY, right - left, bottom - top);
}

function layerOf(document: Document): HTMLElement {
  const existing = document.getElementById(LAYER_ID);
  if (existing) return existing;
  const layer = document.createElement('div');
  layer.id = LAYER_ID;
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    zIndex: '2147483647',
  });
  document.body.append(layer);
  return layer;
}

/** Draws (or, with `null`, removes) one kind of mark. */
export function drawMark(
  document: Document,
  kind: MarkKind,
  mark: { element: HTMLElement; name: string } | null,
): void {
  const layer = layerOf(document);
  layer.querySelector(`[data-markierung="${kind}"]`)?.remove();
  const box = mark ? boxOf(mark.element) : null;
  if (!mark || !box) return;
  const frame = document.createElement('div');
  frame.dataset.markierung = kind;
  Object.assign(frame.style, {
    position: 'absolute',
    top: `${box.top - 3}px`,
    left: `${box.left - 3}px`,
    width: `${box.width + 6}px`,
    height: `${box.height + 6}px`,
    boxSizing: 'border-box',
    border: `3px ${kind === 'auswahl' ? 'solid' : 'dashed'} ${COLOR}`,
    pointerEvents: 'none',
  });
  const label = document.createElement('span');
  label.textContent = kind === 'auswahl' ? `${mark.name} (ausgewählt)` : mark.name;
  Object.assign(label.style, {
    position: 'absolute',
    top: box.top >= 24 ? '-1.6em' : '0',
    [kind === 'auswahl' ? 'right' : 'left']: '-3px',
    padding: '0.1em 0.5em',
    background: COLOR,
    color: '#fff',
    font: '600 14px/1.4 system-ui, sans-serif',
    whiteSpace: 'nowrap',
  });
  frame.append(label);
  layer.append(frame);
}

/** Scrolls the preview (only its own document, not the editor around it) so the block is in view. */
export function scrollToBlock(element: HTMLElement): void {
  const view = element.ownerDocument.defaultView;
  const box = boxOf(element);
  if (!view || !box) return;
  const top = box.top - view.scrollY;
  if (top >= 0 && top + Math.min(box.height, view.innerHeight / 2) <= view.innerHeight) return;
  view.scrollTo({ top: Math.max(0, box.top - 24), behavior: 'instant' });
}
