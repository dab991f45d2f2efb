/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
import { useRouter } from 'next/router';
import { siteSettings } from '@/renderer/site-settings';
import { staticIsland } from '@/renderer/islands/static-island';
import { normalizePath } from '@/renderer/ui/site-path';
import type { AlertBannersProps } from './AlertBanners';
import { bannersFor } from './banners-for';
import { Breadcrumbs } from './Breadcrumbs';
import { SkipLink } from './SkipLink';
import type { SchoolHeaderProps } from './school/SchoolHeader';
import type { SchoolFooterProps } from './school/SchoolFooter';
import type { LayoutProps } from './layout-props';
import styles from './Layout.module.css';

// Header, banners and footer are plain HTML (the site script enhances header and banners): kept as the server sent
// them, their code stays out of the page.
const SchoolHeader = staticIsland<SchoolHeaderProps>(
  typeof window === 'undefined'
    ? require('./school/SchoolHeader').SchoolHeader
    : () => import('./school/SchoolHeader').then((m) => m.SchoolHeader),
);
const AlertBanners = staticIsland<AlertBannersProps>(
  typeof window === 'undefined'
    ? require('./AlertBanners').AlertBanners
    : () => import('./AlertBanners').then((m) => m.AlertBanners),
);
const SchoolFooter = staticIsland<SchoolFooterProps>(
  typeof window === 'undefined'
    ? require('./school/SchoolFooter').SchoolFooter
    : () => import('./school/SchoolFooter').then((m) => m.SchoolFooter),
);

/** Spec section 2: the secondary school has its own header, footer and home page. */
export function SchoolLayout({ layoutData, isHome, breadcrumbs, hero, children, currentPath }: LayoutProps) {
  const { menus } = layoutData;
  const routerPath = useRouter().asPath;
  const path = currentPath ?? normalizePath(routerPath);
  const banners = bannersFor(layoutData.warnmeldungen, path);
  return (
    <div className={`${styles.shell} ${styles.school}`} data-layout="schule">
      <SkipLink />
      <SchoolHeader isHome={isHome} menu={menus.Schule_Hauptmenü ?? []} settings={siteSettings} currentPath={path} />
      {banners.length > 0 && <AlertBanners banners={banners} />}
      <main id="inhalt" tabIndex={-1} className={styles.main}>
        {hero}
        <div className="page-container">
          {!isHome && <Breadcrumbs items={breadcrumbs} />}
          {children}
        </div>
      </main>
      <SchoolFooter settings={siteSettings} links={menus.Schule_Footer ?? []} legal={menus.Rechtliches ?? []} />
    </div>
  );
}
