// Spec section 4: the header has a menu and a search panel, never both open; an overlay shows
// while either is open. The header alone holds this state (plain React state: no store in every page's first load).

export type HeaderPanel = 'menu' | 'search';

/** The panel open after pressing the toggle of `panel`: it opens (closing the other one) or, when open, closes. */
export function toggledPanel(open: HeaderPanel | null, panel: HeaderPanel): HeaderPanel | null {
  return open === panel ? null : panel;
}
