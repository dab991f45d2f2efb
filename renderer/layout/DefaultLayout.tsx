/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
import { siteSettings } from '@/renderer/site-settings';
import { staticIsland } from '@/renderer/islands/static-island';
import { PageBody, usePagePath } from './PageBody';
import { SkipLink } from './SkipLink';
import type { SiteHeaderProps } from './header/SiteHeader';
import { SiteFooter } from './footer/SiteFooter';
import type { LayoutProps } from './layout-props';
import styles from './Layout.module.css';

// The header is plain HTML that the site script enhances (renderer/site-script/site-script.ts): kept as the
// server sent it, its code stays out of the page, and React never touches what the script changed in it.
const SiteHeader = staticIsland<SiteHeaderProps>(
  typeof window === 'undefined'
    ? require('./header/SiteHeader').SiteHeader
    : () => import('./header/SiteHeader').then((m) => m.SiteHeader),
);

export function DefaultLayout({ layoutData, isHome, breadcrumbs, hero, children, currentPath }: LayoutProps) {
  const { menus, weather } = layoutData;
  const path = usePagePath(currentPath);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader
        isHome={isHome}
        menu={menus.Hauptmenü ?? []}
        footerLinks={menus.Hauptmenü_Footer ?? []}
        weather={weather}
        currentPath={path}
      />
      <PageBody layoutData={layoutData} path={path} isHome={isHome} breadcrumbs={breadcrumbs} hero={hero}>
        {children}
      </PageBody>
      <SiteFooter
        settings={siteSettings}
        frequent={menus.Footer ?? []}
        legal={menus.Rechtliches ?? []}
        downloads={menus.Downloads ?? []}
      />
    </div>
  );
}
