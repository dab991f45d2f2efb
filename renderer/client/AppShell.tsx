import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { NavigationProgress } from './NavigationProgress';
import { useAnchorScroll } from './use-anchor-scroll';
import { useIdlePrefetch } from './use-idle-prefetch';

/** Client-side behaviour shared by every page (progress bar, anchor scrolling, idle prefetch). */
export function AppShell({ children }: { children: ReactNode }) {
  useAnchorScroll();
  useIdlePrefetch();
  return (
    <Provider>
      <NavigationProgress />
      {children}
    </Provider>
  );
}
