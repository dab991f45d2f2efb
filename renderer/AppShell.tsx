// The shell of every page that runs React (pages/_app.tsx): it joins the client behaviour (renderer/client) and the
// end of hydration (renderer/islands), so it sits above both rather than inside one of them.
import type { ReactNode } from 'react';
import { NavigationProgress } from './client/NavigationProgress';
import { useStaffRouting } from './client/use-staff-routing';
import { useNavigationEvents } from './client/use-navigation-events';
import { useEndOfHydration } from '@/renderer/islands/static-island';

/**
 * Client-side behaviour of the pages that run React: client-side navigation between the staff systems' pages with
 * its progress bar, and the navigation events the site script listens to. No jotai Provider:
 * the few atoms of the site (council session display) live in jotai's default store, which lasts as long as the
 * page, and pages without atoms do not load jotai at all.
 */
export function AppShell({ children }: { children: ReactNode }) {
  useStaffRouting();
  useNavigationEvents();
  useEndOfHydration();
  return (
    <>
      <NavigationProgress />
      {children}
    </>
  );
}
