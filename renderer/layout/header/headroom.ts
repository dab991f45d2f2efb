// Spec section 9 with headroom.js semantics: the header hides when scrolling down and comes back when scrolling up,
// but only after more than `tolerance` px in one direction, and always within the offset of that direction from the
// top. And the header's height, published for panels, anchors and scroll padding.

export const HEADROOM = { offset: { up: 100, down: 10 }, tolerance: 5 } as const;

type Direction = keyof typeof HEADROOM.offset;

/**
 * Hides the header (data-hidden) while scrolling down; never while `locked()` (a panel is open) or while focus is
 * inside it. Keyboard users tabbing back into a hidden header get it back.
 */
export function startHeadroom(header: HTMLElement, locked: () => boolean): () => void {
  let lastY = Math.max(0, window.scrollY);
  let direction: Direction = 'down';
  let travelled = 0;
  let frame = 0;
  const setHidden = (hidden: boolean) => header.toggleAttribute('data-hidden', hidden && !locked());

  const update = () => {
    frame = 0;
    const y = Math.max(0, window.scrollY);
    const delta = y - lastY;
    lastY = y;
    if (delta === 0) return;
    const now: Direction = delta > 0 ? 'down' : 'up';
    travelled = now === direction ? travelled + Math.abs(delta) : Math.abs(delta);
    direction = now;
    const beyondTolerance = travelled > HEADROOM.tolerance;
    if (y <= HEADROOM.offset[now] || (now === 'up' && beyondTolerance)) setHidden(false);
    else if (now === 'down' && beyondTolerance && !header.contains(document.activeElement)) setHidden(true);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const onFocusIn = () => setHidden(false);

  window.addEventListener('scroll', onScroll, { passive: true });
  header.addEventListener('focusin', onFocusIn);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    header.removeEventListener('focusin', onFocusIn);
  };
}

/**
 * Publishes the header's height as --header-height on :root for panels, anchors and scroll padding. Only a changed
 * height is written: a custom property set on :root makes the browser recompute the style of every element of the
 * page, which after the first paint was a long task of its own.
 */
export function publishHeaderHeight(header: HTMLElement): () => void {
  const root = document.documentElement;
  const publish = () => {
    const height = `${header.offsetHeight}px`;
    if (getComputedStyle(root).getPropertyValue('--header-height').trim() !== height)
      root.style.setProperty('--header-height', height);
  };
  const observer = new ResizeObserver(publish);
  observer.observe(header);
  publish();
  return () => observer.disconnect();
}
