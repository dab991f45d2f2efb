// While the menu is open the page behind it is inert (no focus, no screen-reader browsing) and does not scroll, as
// in a modal dialog; the header itself stays usable.

const KEEP_ACTIVE = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NEXT-ROUTE-ANNOUNCER']);

/** Locks the page around `header`; the returned function unlocks it. */
export function lockPageAround(header: HTMLElement): () => void {
  const madeInert: HTMLElement[] = [];
  for (let node: HTMLElement = header; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || KEEP_ACTIVE.has(sibling.tagName) || sibling.inert)
        continue;
      sibling.toggleAttribute('inert', true);
      madeInert.push(sibling);
    }
  }

  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  const previous = { overflow: root.style.overflow, paddingRight: document.body.style.paddingRight };
  root.style.overflow = 'hidden';
  // Keeps the layout from jumping sideways when the scrollbar disappears.
  if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;

  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
    root.style.overflow = previous.overflow;
    document.body.style.paddingRight = previous.paddingRight;
  };
}
