/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
import { useRouter } from 'next/router';
import { siteSettings } from '@/renderer/site-settings';
import { staticIsland } from '@/renderer/islands/static-island';
import { normalizePath } from '@/renderer/ui/site-path';
import type { AlertBannersProps } from './AlertBanners';
import { bannersFor } from './banners-for';
import { Breadcrumbs } from './Breadcrumbs';
import { SkipLink } from './SkipLink';
import type { SiteHeaderProps } from './header/SiteHeader';
import { SiteFooter } from './footer/SiteFooter';
import type { LayoutProps } from './layout-props';
import styles from './Layout.module.css';

// Header and banners are plain HTML that the site script enhances (renderer/site-script/site-script.ts): kept as the
// server sent them, their code stays out of the page, and React never touches what the script changed in them.
const SiteHeader = staticIsland<SiteHeaderProps>(
  typeof window === 'undefined'
    ? require('./header/SiteHeader').SiteHeader
    : () => import('./header/SiteHeader').then((m) => m.SiteHeader),
);
const AlertBanners = staticIsland<AlertBannersProps>(
  typeof window === 'undefined'
    ? require('./AlertBanners').AlertBanners
    : () => import('./AlertBanners').then((m) => m.AlertBanners),
);

export function DefaultLayout({ layoutData, isHome, breadcrumbs, hero, children, currentPath }: LayoutProps) {
  const { menus, weather } = layoutData;
  const routerPath = useRouter().asPath;
  const path = currentPath ?? normalizePath(routerPath);
  const banners = bannersFor(layoutData.warnmeldungen, path);
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
      {banners.length > 0 && <AlertBanners banners={banners} />}
      <main id="inhalt" tabIndex={-1} className={styles.main}>
        {hero}
        <div className="page-container">
          {!isHome && <Breadcrumbs items={breadcrumbs} />}
          {children}
        </div>
      </main>
      <SiteFooter
        settings={siteSettings}
        frequent={menus.Footer ?? []}
        legal={menus.Rechtliches ?? []}
        downloads={menus.Downloads ?? []}
      />
    </div>
  );
}
