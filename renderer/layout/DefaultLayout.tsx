import { siteSettings } from '@/renderer/site-settings';
import { AlertBanners } from './AlertBanners';
import { Breadcrumbs } from './Breadcrumbs';
import { SkipLink } from './SkipLink';
import { SiteHeader } from './header/SiteHeader';
import { SiteFooter } from './footer/SiteFooter';
import type { LayoutProps } from './layout-props';
import styles from './Layout.module.css';

export function DefaultLayout({ layoutData, isHome, breadcrumbs, hero, children, currentPath }: LayoutProps) {
  const { menus, weather } = layoutData;
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader
        isHome={isHome}
        menu={menus.Hauptmenü ?? []}
        footerLinks={menus.Hauptmenü_Footer ?? []}
        weather={weather}
        currentPath={currentPath}
      />
      <AlertBanners banners={layoutData.warnmeldungen} path={currentPath} />
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
