// The staff systems (intranet, Ratsinfo) are applications that run React: a plain <a> between their pages navigates
// client-side, keeping the session's display state. Everywhere else a link is a plain link, loaded by the browser
// (and prefetched in idle time: renderer/client/idle-prefetch.ts).
import { useEffect } from 'react';
import Router from 'next/router';
import { isStaffPage } from '@/lib/session/staff-areas.js';
import { plainLinkClick } from './plain-link-click';

/** The path to load client-side, or null for links the browser loads itself. */
export function clientRoute(link: HTMLAnchorElement, here: Location = window.location): string | null {
  if (link.origin !== here.origin || !isStaffPage(here.pathname) || !isStaffPage(link.pathname)) return null;
  // Files (PDF and the like) are no pages.
  if (/\.[a-z0-9]{2,5}$/i.test(link.pathname)) return null;
  return link.pathname + link.search + link.hash;
}

export function useStaffRouting(): void {
  useEffect(() => {
    // Next links prevent the default themselves; whatever is left is a plain <a>.
    const onClick = (event: MouseEvent) => {
      const link = plainLinkClick(event);
      if (!link) return;
      const route = clientRoute(link);
      if (!route) return;
      // Anchors on the same page are the anchor scroll's (renderer/client/anchor-scroll.ts).
      if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search) return;
      event.preventDefault();
      void Router.push(route);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
