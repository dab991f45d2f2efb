// A field inside a folded list entry is in the page but hidden, and a hidden field takes no focus. Whoever leads
// the editor to a field (the error summary's links, the accessibility findings, a click in the preview) asks the
// entries around it to open first: the event bubbles up through every entry that holds the field.
export const REVEAL_EVENT = 'redaktion:feld-zeigen';

/** Opens the folded entries around `field`. */
export function revealField(field: Element): void {
  field.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true }));
}

/** Opens the folded entries around `field`, then focuses it; true when it took the focus. */
export function revealAndFocus(field: HTMLElement): boolean {
  revealField(field);
  field.focus();
  return field.ownerDocument.activeElement === field;
}
