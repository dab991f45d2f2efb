/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
import { siteSettings } from '@/renderer/site-settings';
import { staticIsland } from '@/renderer/islands/static-island';
import { PageBody, usePagePath } from './PageBody';
import { SkipLink } from './SkipLink';
import type { SchoolHeaderProps } from './school/SchoolHeader';
import type { SchoolFooterProps } from './school/SchoolFooter';
import type { LayoutProps } from './layout-props';
import styles from './Layout.module.css';

// Header and footer are plain HTML (the site script enhances the header): kept as the server sent
// them, their code stays out of the page.
const SchoolHeader = staticIsland<SchoolHeaderProps>(
  typeof window === 'undefined'
    ? require('./school/SchoolHeader').SchoolHeader
    : () => import('./school/SchoolHeader').then((m) => m.SchoolHeader),
);
const SchoolFooter = staticIsland<SchoolFooterProps>(
  typeof window === 'undefined'
    ? require('./school/SchoolFooter').SchoolFooter
    : () => import('./school/SchoolFooter').then((m) => m.SchoolFooter),
);

/** Spec section 2: the secondary school has its own header, footer and home page. */
export function SchoolLayout({ layoutData, isHome, breadcrumbs, hero, children, currentPath }: LayoutProps) {
  const { menus } = layoutData;
  const path = usePagePath(currentPath);
  return (
    <div className={`${styles.shell} ${styles.school}`} data-layout="schule">
      <SkipLink />
      <SchoolHeader isHome={isHome} menu={menus.Schule_Hauptmenü ?? []} settings={siteSettings} currentPath={path} />
      <PageBody layoutData={layoutData} path={path} isHome={isHome} breadcrumbs={breadcrumbs} hero={hero}>
        {children}
      </PageBody>
      <SchoolFooter settings={siteSettings} links={menus.Schule_Footer ?? []} legal={menus.Rechtliches ?? []} />
    </div>
  );
}
