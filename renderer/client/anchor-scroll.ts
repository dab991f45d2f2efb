// In-page anchors land below the sticky header and take the focus with them, so keyboard and screen-reader users
// continue reading at the target. Part of the site script: no router needed (where Next.js runs, its router is told).
import { NAVIGATION_DONE, onNavigation } from './page-events';
import { plainLinkClick } from './plain-link-click';
import { focusedElsewhere } from './visitor-focus';

/** Spec section 9: anchor scroll waits 300 ms and keeps 32 px between header and target. */
export const ANCHOR_SCROLL_DELAY_MS = 300;
export const ANCHOR_SCROLL_GAP_PX = 32;

type NextRouter = { asPath: string; push(url: string, as?: string, options?: { scroll: boolean }): Promise<boolean> };

function headerHeight(): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
}

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw id up.
  }
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
  // The skip link points at the main landmark; the browser handles that one natively.
  return target && target.tagName !== 'MAIN' ? target : null;
}

function scrollToTarget(target: HTMLElement): void {
  const top = target.getBoundingClientRect().top + window.scrollY - headerHeight() - ANCHOR_SCROLL_GAP_PX;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function hashOf(url: string): string {
  const index = url.indexOf('#');
  return index < 0 ? '' : url.slice(index);
}

export function startAnchorScroll(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (hash: string, atLoad = false) => {
    if (!targetOf(hash)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const target = targetOf(hash);
      if (!target) return;
      // A page that opened with a fragment does not take the focus from a visitor who has moved it in the meantime (a
      // key pressed as the focus moves is lost), nor from a script that took the fragment from the address after
      // putting the focus where it belongs (the directory filter's box).
      if (atLoad && (window.location.hash !== hash || focusedElsewhere(target))) return;
      scrollToTarget(target);
    }, ANCHOR_SCROLL_DELAY_MS);
  };

  document.addEventListener('click', (event) => {
    const link = plainLinkClick(event);
    if (!link) return;
    const { origin, pathname, search } = window.location;
    if (!link.hash || link.origin !== origin || link.pathname !== pathname || link.search !== search) return;
    if (!targetOf(link.hash)) return;
    event.preventDefault();
    // The same hash again is no change of address: just scroll.
    if (link.hash !== window.location.hash) {
      const router = (window as unknown as { next?: { router?: NextRouter } }).next?.router;
      // Where Next.js runs, its router makes the change, so that it knows the address.
      if (router) void router.push(router.asPath.split('#')[0] + link.hash, undefined, { scroll: false });
      else window.history.pushState(window.history.state, '', link.hash);
    }
    schedule(link.hash);
  });
  // Back and forward between anchors, and client-side navigations to an address with one.
  window.addEventListener('popstate', () => schedule(window.location.hash));
  onNavigation(NAVIGATION_DONE, (url) => schedule(hashOf(url)));
  // Until the load event the browser itself may scroll to the fragment again.
  const onLoad = () => schedule(window.location.hash, true);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
}
