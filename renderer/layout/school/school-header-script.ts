// What the site script adds to the school header's HTML (SchoolHeader.tsx), which works without it: Escape closes
// the open submenu first, then the menu, and focus returns to what opened each; from 1024 px a click outside or focus
// moving past an open dropdown closes it (the panel below 1024 px pushes the page down, so a touch that scrolls the
// page leaves it open); a route change closes everything.
import { buttonOf, setOpen } from '@/renderer/client/disclosures';
import { NAVIGATION_START, onNavigation } from '@/renderer/client/page-events';
import { SCHOOL_MENU_ID } from './school-menu-id';

/** Spec section 9: below this width the menu sits behind a toggle. */
const DESKTOP_QUERY = '(min-width: 1024px)';

export function startSchoolHeader(): void {
  const header = document.querySelector<HTMLElement>('header[data-schulkopf]');
  if (!header) return;
  const panel = header.querySelector<HTMLDetailsElement>(`details[data-oeffnet="${SCHOOL_MENU_ID}"]`);
  const openSubmenu = () =>
    [...header.querySelectorAll<HTMLDetailsElement>('nav details[data-oeffnet]')].find((details) => details.open);
  const desktop = () => window.matchMedia(DESKTOP_QUERY).matches;

  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const submenu = openSubmenu();
    const open = submenu ?? (panel?.open ? panel : null);
    if (!open) return;
    setOpen(open, false);
    buttonOf(open)?.focus();
  });

  document.addEventListener('pointerdown', (event) => {
    const submenu = openSubmenu();
    if (submenu && desktop() && !header.contains(event.target as Node)) setOpen(submenu, false);
  });

  header.addEventListener('focusout', (event) => {
    const submenu = openSubmenu();
    if (!submenu || !desktop()) return;
    const item = submenu.parentElement;
    if (!item?.contains(event.relatedTarget as Node | null)) setOpen(submenu, false);
  });

  onNavigation(NAVIGATION_START, () => {
    const submenu = openSubmenu();
    if (submenu) setOpen(submenu, false);
    if (panel) setOpen(panel, false);
  });
}
