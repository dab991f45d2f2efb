import type { ReactNode } from 'react';
import type { LayoutData } from '@/renderer/load-layout';
import type { Breadcrumb } from '@/renderer/page-types';

export interface LayoutProps {
  layoutData: LayoutData;
  /** True on the start page: the logo is then no link. */
  isHome: boolean;
  breadcrumbs: Breadcrumb[];
  /** Full-width area above the content (hero blocks, hero images). */
  hero?: ReactNode;
  children: ReactNode;
  /**
   * The page's own address where it is not the browser's: the offline page, which the service worker shows at any
   * address. Server and browser then mark the same menu entry, and the page hydrates instead of rendering anew.
   */
  currentPath?: string;
}
