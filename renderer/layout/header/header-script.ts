// What the site script adds to the header's HTML (SiteHeader.tsx), which works without it: spec sections 2 and 4.
// One of menu or search is open at a time (a details group), Escape closes it and returns to its toggle, a click on
// the page behind closes it, a route change closes the menu; focus follows the panel that opens; the page behind the
// menu is inert; the menu drills down with back buttons and opens at the current page's section; the header hides
// when scrolling down and reappears when scrolling up (headroom.ts).
import { buttonOf, detailsOf, setOpen } from '@/renderer/client/disclosures';
import { onNavigation, NAVIGATION_START } from '@/renderer/client/page-events';
import { publishHeaderHeight, startHeadroom } from './headroom';
import { lockPageAround } from './page-lock';

const FOCUSABLE = 'a[href], button:not([disabled])';

const firstVisible = (root: ParentNode | null) =>
  [...(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find((element) => element.checkVisibility());

export function startSiteHeader(): void {
  const header = document.querySelector<HTMLElement>('header[data-kopfbereich]');
  if (!header) return;
  // The toggles of the header's panels (search, menu): the details that open a [data-panel].
  const toggles = [...header.querySelectorAll<HTMLElement>('[data-panel]')].flatMap((panel) => {
    const details = header.querySelector<HTMLDetailsElement>(`details[data-oeffnet="${CSS.escape(panel.id)}"]`);
    return details ? [details] : [];
  });
  const menu = toggles.find((details) => details.dataset.oeffnet === 'hauptmenue');
  const nav = header.querySelector<HTMLElement>('[data-drilldown]');
  const openToggle = () => toggles.find((details) => details.open);

  let unlock: (() => void) | null = null;
  let overlay: HTMLElement | null = null;

  const closePanel = (returnFocus: boolean) => {
    const open = openToggle();
    if (!open) return;
    setOpen(open, false);
    render();
    if (returnFocus) buttonOf(open)?.focus();
  };

  /** Everything that follows from which panel is open. */
  const render = () => {
    const open = openToggle();
    if (open && !overlay) {
      overlay = document.createElement('div');
      overlay.setAttribute('data-overlay', '');
      overlay.setAttribute('aria-hidden', 'true');
      overlay.addEventListener('click', () => closePanel(true));
      header.querySelector(':scope > div')?.after(overlay);
    } else if (!open && overlay) {
      overlay.remove();
      overlay = null;
    }
    if (open === menu && menu?.open) unlock ??= lockPageAround(header);
    else if (unlock) {
      unlock();
      unlock = null;
    }
    if (open) header.removeAttribute('data-hidden');
    levelHeight();
  };

  /** From 1024 px the open submenu stands beside level one, out of the flow: the menu takes its height. */
  const levelHeight = () => {
    if (!nav) return;
    const level = nav.querySelector<HTMLElement>(':scope > ul > li > details[open] > [data-ebene]');
    nav.style.setProperty('--ebene-hoehe', level ? `${level.offsetHeight}px` : '0px');
  };

  /** Every opening starts again at the current page's section (the entries marked data-trail). */
  const resetDrilldown = () => {
    for (const level of nav?.querySelectorAll<HTMLDetailsElement>('details[data-oeffnet]') ?? []) {
      const button = buttonOf(level);
      setOpen(level, Boolean(button?.hasAttribute('data-trail')));
    }
  };

  // On the document, after renderer/client/disclosures.ts: its listener has opened or closed the details already.
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>('button[data-schalter]');
    const details = button && detailsOf(button);
    if (details && toggles.includes(details)) {
      if (details.open && details === menu) {
        resetDrilldown();
        firstVisible(document.getElementById('hauptmenue'))?.focus();
      } else if (details.open) {
        document.querySelector<HTMLElement>('#suche input')?.focus();
      }
      return render();
    }
    if (details && nav?.contains(details)) {
      // Into a submenu: its overview entry takes the focus.
      if (details.open) details.querySelector<HTMLElement>('[data-ebene] a[href]')?.focus();
      return render();
    }
    const back = target?.closest('button[data-zurueck]');
    const level = back && header.contains(back) ? back.closest('details') : null;
    if (level) {
      setOpen(level, false);
      render();
      buttonOf(level)?.focus();
    }
  });

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && openToggle()) closePanel(true);
  });
  // A panel opened or closed otherwise (its summary before the script ran, the other panel of the group).
  document.addEventListener('toggle', (event) => header.contains(event.target as Node) && render(), true);
  // Leaving the page closes the panels; the focus is not sent back to a toggle then.
  onNavigation(NAVIGATION_START, () => closePanel(false));
  // The open level changes height with the width and with a level opened below it.
  const levels = new ResizeObserver(levelHeight);
  for (const level of nav?.querySelectorAll(':scope > ul > li > details > [data-ebene]') ?? []) levels.observe(level);

  publishHeaderHeight(header);
  startHeadroom(header, () => Boolean(openToggle()));
  render();
}
