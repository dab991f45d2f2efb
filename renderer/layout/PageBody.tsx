/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
// What every public layout puts between its header and its footer: the alert banners of the page's section, then the
// main content (the skip link's target) with the hero, the breadcrumbs (not on a start page) and the page.
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { staticIsland } from '@/renderer/islands/static-island';
import { normalizePath } from '@/renderer/ui/site-path';
import type { AlertBannersProps } from './AlertBanners';
import { bannersFor } from './banners-for';
import { Breadcrumbs } from './Breadcrumbs';
import type { LayoutProps } from './layout-props';
import styles from './Layout.module.css';

// The banners are plain HTML that the site script enhances (renderer/site-script/site-script.ts): kept as the server
// sent them, their code stays out of the page, and React never touches what the script changed in them.
const AlertBanners = staticIsland<AlertBannersProps>(
  typeof window === 'undefined'
    ? require('./AlertBanners').AlertBanners
    : () => import('./AlertBanners').then((m) => m.AlertBanners),
);

/** The page's path as the menus mark it: its own where it is not the browser's (LayoutProps.currentPath). */
export function usePagePath(currentPath: string | undefined): string {
  const routerPath = useRouter().asPath;
  return currentPath ?? normalizePath(routerPath);
}

export function PageBody({
  layoutData,
  path,
  isHome,
  breadcrumbs,
  hero,
  children,
}: Omit<LayoutProps, 'currentPath'> & { path: string; children: ReactNode }) {
  const banners = bannersFor(layoutData.warnmeldungen, path);
  return (
    <>
      {banners.length > 0 && <AlertBanners banners={banners} />}
      <main id="inhalt" tabIndex={-1} className={styles.main}>
        {hero}
        <div className="page-container">
          {!isHome && <Breadcrumbs items={breadcrumbs} />}
          {children}
        </div>
      </main>
    </>
  );
}
