/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
import { siteSettings } from '@/renderer/site-settings';
import { AlertBanners } from './AlertBanners';
import { Breadcrumbs } from './Breadcrumbs';
import { SkipLink } from './SkipLink';
import { SchoolHeader } from './school/SchoolHeader';
import { staticIsland } from '@/renderer/islands/static-island';
import type { SchoolFooterProps } from './school/SchoolFooter';
import type { LayoutProps } from './layout-props';
import styles from './Layout.module.css';

// The school footer is plain HTML: kept as the server sent it, its code stays out of the page.
const SchoolFooter = staticIsland<SchoolFooterProps>(
  typeof window === 'undefined'
    ? require('./school/SchoolFooter').SchoolFooter
    : () => import('./school/SchoolFooter').then((m) => m.SchoolFooter),
);

/** Spec section 2: the secondary school has its own header, footer and home page. */
export function SchoolLayout({ layoutData, isHome, breadcrumbs, hero, children, currentPath }: LayoutProps) {
  const { menus } = layoutData;
  return (
    <div className={`${styles.shell} ${styles.school}`} data-layout="schule">
      <SkipLink />
      <SchoolHeader isHome={isHome} menu={menus.Schule_Hauptmenü ?? []} settings={siteSettings} />
      <AlertBanners banners={layoutData.warnmeldungen} path={currentPath} />
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
