// The shell of every page (pages/_app.tsx): it joins the client behaviour (renderer/client) and the end of hydration
// (renderer/islands), so it sits above both rather than inside one of them.
import type { ReactNode } from 'react';
import { NavigationProgress } from './client/NavigationProgress';
import { useAnchorScroll } from './client/use-anchor-scroll';
import { useIdlePrefetch } from './client/use-idle-prefetch';
import { useEndOfHydration } from '@/renderer/islands/static-island';

/**
 * Client-side behaviour shared by every page (progress bar, anchor scrolling, idle prefetch). No jotai Provider: the
 * few atoms of the site (council session display) live in jotai's default store, which lasts as long as the page, and
 * pages without atoms do not load jotai at all.
 */
export function AppShell({ children }: { children: ReactNode }) {
  useAnchorScroll();
  useIdlePrefetch();
  useEndOfHydration();
  return (
    <>
      <NavigationProgress />
      {children}
    </>
  );
}
