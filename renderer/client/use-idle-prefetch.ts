// Internal links in view are prefetched while the browser is idle, and plain <a> links inside CMS
// HTML navigate client-side like Next links do.
import { useEffect } from 'react';
import Router from 'next/router';
import { isStaffPage } from '@/lib/session/staff-areas.js';

/** Spec section 9: idle prefetch timeout. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

const INTERNAL_LINKS = 'a[href^="/de"]';

/**
 * Staff-only areas (intranet, council information system) are not prefetched: few visitors go there, and
 * loading and running their code cost every other visitor about 60 ms of main-thread time on a phone.
 */
export function worthPrefetching(pathname: string): boolean {
  return !isStaffPage(pathname);
}

/** The path to load client-side, or null for links the browser must handle itself. */
export function clientRoute(link: HTMLAnchorElement): string | null {
  if (link.origin !== window.location.origin || !/^\/de(\/|$)/.test(link.pathname)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  // Files (PDF and the like) are no pages.
  if (/\.[a-z0-9]{2,5}$/i.test(link.pathname)) return null;
  return link.pathname + link.search + link.hash;
}

function saveData(): boolean {
  return Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

export function useIdlePrefetch(): void {
  useEffect(() => {
    const seen = new Set<string>();
    const queue = new Set<string>();
    let cancelIdle: (() => void) | null = null;

    const flush = () => {
      cancelIdle = null;
      for (const href of queue) Router.prefetch(href).catch(() => undefined);
      queue.clear();
    };
    const visible = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          visible.unobserve(entry.target);
          const route = clientRoute(entry.target as HTMLAnchorElement);
          const href = route?.split('#')[0];
          if (!href || seen.has(href) || href === window.location.pathname + window.location.search) continue;
          if (!worthPrefetching(new URL(href, window.location.origin).pathname)) continue;
          seen.add(href);
          queue.add(href);
        }
        if (queue.size && !cancelIdle) cancelIdle = whenIdle(flush);
      },
      { rootMargin: '200px' },
    );
    const observeWithin = (root: ParentNode) =>
      root.querySelectorAll(INTERNAL_LINKS).forEach((link) => visible.observe(link));
    // Pages rendered after a client-side navigation bring new links, or give old ones a new href.
    const changed = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element && record.target.matches(INTERNAL_LINKS))
          visible.observe(record.target);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(INTERNAL_LINKS)) visible.observe(node);
          observeWithin(node);
        }
      }
    });
    if (!saveData()) {
      observeWithin(document);
      changed.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
    }

    // Next links prevent the default themselves; whatever is left is a plain <a> (CMS HTML).
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const route = clientRoute(link);
      if (!route) return;
      // Anchors on the same page are use-anchor-scroll's.
      if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search) return;
      event.preventDefault();
      void Router.push(route);
    };
    document.addEventListener('click', onClick);

    return () => {
      cancelIdle?.();
      visible.disconnect();
      changed.disconnect();
      document.removeEventListener('click', onClick);
    };
  }, []);
}
