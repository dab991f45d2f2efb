// Spec section 2, shared header: logo, weather, the intranet lock, the search and the menu. Plain HTML from the
// server: the toggles work before and without JavaScript (renderer/layout/disclosure.tsx: the two panels are a
// details group, so one is open at a time), and the site script adds what the specification asks of the browser
// (renderer/layout/header/header-script.ts: Escape, focus, the overlay, the header hiding on scroll).
import type { MenuItem, Wetter } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { PanelToggle } from '../disclosure';
import { MenuPanel } from './MenuPanel';
import { SearchPanel } from './SearchPanel';
import { WeatherDisplay } from './WeatherDisplay';
import styles from './SiteHeader.module.css';

export interface SiteHeaderProps {
  isHome: boolean;
  /** Hauptmenü */
  menu: MenuItem[];
  /** Hauptmenü_Footer: links at the foot of the open menu. */
  footerLinks: MenuItem[];
  weather: Wetter | null;
  /** Normalised path of the page on screen: its menu entry is marked, and the menu opens at its section. */
  currentPath: string;
}

export const MENU_ID = 'hauptmenue';
export const SEARCH_ID = 'suche';
/** The details group of the two panels: opening one closes the other, also without JavaScript. */
const PANEL_GROUP = 'kopfbereich';

function ToggleContent({ icon, label }: { icon: 'search' | 'menu'; label: string }) {
  return (
    <>
      <Icon name={icon} size={24} className={styles.iconClosed} />
      <Icon name="close" size={24} className={styles.iconOpen} />
      <span className={styles.actionLabel}>{label}</span>
    </>
  );
}

export function SiteHeader({ isHome, menu, footerLinks, weather, currentPath }: SiteHeaderProps) {
  // An SVG needs no resizing: a plain image, so next/image's code is not in every page's first load.
  const logo = (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src="/logos/tannbrunn-logo.svg"
      alt="Gemeinde Tannbrunn im Schwarzwald"
      width={226}
      height={64}
      fetchPriority="high"
      className={styles.logo}
    />
  );

  return (
    <header className={styles.header} data-kopfbereich="">
      <div className={styles.bar}>
        <div className={`page-container ${styles.inner}`}>
          {isHome ? (
            <span className={styles.brand}>{logo}</span>
          ) : (
            <SmartLink href="/de" className={styles.brand}>
              {logo}
              <span className="visually-hidden"> – Startseite</span>
            </SmartLink>
          )}
          {weather && <WeatherDisplay weather={weather} />}
          <div className={styles.actions}>
            <SmartLink href="/de/intranet" className={styles.action}>
              <Icon name="lock" size={24} />
              <span className={styles.actionLabel}>Intranet</span>
            </SmartLink>
            <PanelToggle controls={SEARCH_ID} group={PANEL_GROUP} className={styles.action}>
              <ToggleContent icon="search" label="Suche" />
            </PanelToggle>
            <PanelToggle controls={MENU_ID} group={PANEL_GROUP} className={`${styles.action} ${styles.menuToggle}`}>
              <ToggleContent icon="menu" label="Menü" />
            </PanelToggle>
          </div>
        </div>
      </div>
      <SearchPanel id={SEARCH_ID} />
      <MenuPanel id={MENU_ID} menu={menu} footerLinks={footerLinks} currentPath={currentPath} />
    </header>
  );
}
