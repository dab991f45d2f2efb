// A script that moves the focus after the page showed (the anchor scroll, the directory filter's return to the box
// just ticked) asks first whether the visitor has moved it in the meantime: a key pressed while the focus moves away
// is lost (its down on one element, its up on another). The browser itself focuses a focusable fragment target as it
// first shows a page, and clears the focus otherwise.

/** True when the visitor's focus is on an element other than `target` (not on the page as a whole). */
export function focusedElsewhere(target?: Element | null): boolean {
  const focused = document.activeElement;
  return !!focused && focused !== document.body && focused !== target;
}
