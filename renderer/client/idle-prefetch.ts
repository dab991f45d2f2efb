// Internal links in view are prefetched while the browser is idle (spec section 9: idle prefetch timeout), so the
// next page comes from the browser's cache when the visitor follows one. Plain document prefetches: the browser
// fetches them at the lowest priority and runs nothing.
import { isStaffPage } from '@/lib/session/staff-areas.js';

/** Spec section 9: idle prefetch timeout. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

const INTERNAL_LINKS = 'a[href^="/de"]';

/**
 * Staff-only areas (intranet, council information system) are not prefetched: few visitors go there, and their
 * answers are private and never stored.
 */
export function worthPrefetching(pathname: string): boolean {
  return !isStaffPage(pathname);
}

/** The page a link leads to, if it is one worth fetching ahead: a page of this site, not a file. */
export function prefetchTarget(link: HTMLAnchorElement, here: Location = window.location): string | null {
  if (link.origin !== here.origin || !/^\/de(\/|$)/.test(link.pathname)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (/\.[a-z0-9]{2,5}$/i.test(link.pathname) || !worthPrefetching(link.pathname)) return null;
  const page = link.pathname + link.search;
  return page === here.pathname + here.search ? null : page;
}

function saveData(): boolean {
  return Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}

export function startIdlePrefetch(): void {
  if (saveData() || !('IntersectionObserver' in window)) return;
  const seen = new Set<string>();
  const queue = new Set<string>();
  let waiting = false;
  const flush = () => {
    waiting = false;
    for (const href of queue) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.appendChild(link);
    }
    queue.clear();
  };
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible.unobserve(entry.target);
        const page = prefetchTarget(entry.target as HTMLAnchorElement);
        if (!page || seen.has(page)) continue;
        seen.add(page);
        queue.add(page);
      }
      if (!queue.size || waiting) return;
      waiting = true;
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(flush, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
      else setTimeout(flush, 1);
    },
    { rootMargin: '200px' },
  );
  const observeWithin = (root: ParentNode) =>
    root.querySelectorAll(INTERNAL_LINKS).forEach((link) => visible.observe(link));
  observeWithin(document);
  // Links that come later (a part rendered in the browser, a client-side navigation in the staff systems).
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(INTERNAL_LINKS)) visible.observe(node);
        observeWithin(node);
      }
  }).observe(document.body, { childList: true, subtree: true });
}
