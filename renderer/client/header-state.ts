// Spec section 4: the header has a menu and a search panel, never both open; an overlay shows
// while either is open.
import { atom } from 'jotai';

export type HeaderPanel = 'menu' | 'search';

export const openPanelAtom = atom<HeaderPanel | null>(null);

export const overlayShownAtom = atom((get) => get(openPanelAtom) !== null);

/** Opens the given panel (closing the other one) or closes it when it is already open. */
export const togglePanelAtom = atom(null, (get, set, panel: HeaderPanel) => {
  set(openPanelAtom, get(openPanelAtom) === panel ? null : panel);
});

export const closePanelAtom = atom(null, (_get, set) => {
  set(openPanelAtom, null);
});
