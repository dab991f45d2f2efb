import { useCallback, useEffect, useRef, useState } from 'react';
import { SmartLink } from '@/renderer/ui/SmartLink';
import Router, { useRouter } from 'next/router';
import type { MenuItem, Wetter } from '@/codegen/out/types';
import { toggledPanel, type HeaderPanel } from '@/renderer/client/header-state';
import { Icon } from '@/renderer/icons/Icon';
import { MenuPanel } from './MenuPanel';
import { SearchPanel } from './SearchPanel';
import { WeatherDisplay } from './WeatherDisplay';
import { normalizePath } from '@/renderer/ui/site-path';
import { useHeaderHeight, useHeadroom } from './use-headroom';
import { usePageLock } from './use-page-lock';
import styles from './SiteHeader.module.css';

export interface SiteHeaderProps {
  isHome: boolean;
  /** Hauptmenü */
  menu: MenuItem[];
  /** Hauptmenü_Footer: links at the foot of the open menu. */
  footerLinks: MenuItem[];
  weather: Wetter | null;
  /** The page's address where it is not the browser's (LayoutProps.currentPath). */
  currentPath?: string;
}

const MENU_ID = 'hauptmenue';
const SEARCH_ID = 'suche';

const FOCUSABLE = 'a[href], button:not([disabled])';

export function SiteHeader({ isHome, menu, footerLinks, weather, currentPath: ownPath }: SiteHeaderProps) {
  const [openPanel, setOpenPanel] = useState<HeaderPanel | null>(null);
  const overlayShown = openPanel !== null;
  const toggle = (panel: HeaderPanel) => setOpenPanel((open) => toggledPanel(open, panel));
  const close = useCallback(() => setOpenPanel(null), []);
  const browserPath = normalizePath(useRouter().asPath);
  const currentPath = ownPath ?? browserPath;

  const headerRef = useRef<HTMLElement>(null);
  const menuPanelRef = useRef<HTMLDivElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);

  const hidden = useHeadroom(headerRef, openPanel !== null);
  useHeaderHeight(headerRef);
  usePageLock(headerRef, openPanel === 'menu');

  // Focus follows the panel that opens.
  useEffect(() => {
    if (openPanel === 'search') searchInputRef.current?.focus();
    if (openPanel === 'menu') {
      const candidates = menuPanelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [];
      Array.from(candidates)
        .find((element) => element.checkVisibility())
        ?.focus();
    }
  }, [openPanel]);

  // Escape closes the open panel and returns to its toggle.
  useEffect(() => {
    if (!openPanel) return;
    const toggleOfPanel = (openPanel === 'menu' ? menuToggleRef : searchToggleRef).current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenPanel(null);
      toggleOfPanel?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openPanel, setOpenPanel]);

  // Leaving the page closes the panels; the focus is not sent back to a toggle then.
  useEffect(() => {
    const onRouteChange = () => close();
    Router.events.on('routeChangeStart', onRouteChange);
    return () => Router.events.off('routeChangeStart', onRouteChange);
  }, [close]);

  const closeFromOverlay = () => {
    (openPanel === 'menu' ? menuToggleRef : searchToggleRef).current?.focus();
    close();
  };

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
    <header ref={headerRef} className={styles.header} data-hidden={hidden || undefined}>
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
            {/* Not prefetched: see worthPrefetching in renderer/client/use-idle-prefetch.ts. */}
            <SmartLink href="/de/intranet" className={styles.action}>
              <Icon name="lock" size={24} />
              <span className={styles.actionLabel}>Intranet</span>
            </SmartLink>
            <button
              ref={searchToggleRef}
              type="button"
              className={styles.action}
              aria-expanded={openPanel === 'search'}
              aria-controls={SEARCH_ID}
              onClick={() => toggle('search')}
            >
              <Icon name={openPanel === 'search' ? 'close' : 'search'} size={24} />
              <span className={styles.actionLabel}>Suche</span>
            </button>
            <button
              ref={menuToggleRef}
              type="button"
              className={`${styles.action} ${styles.menuToggle}`}
              aria-expanded={openPanel === 'menu'}
              aria-controls={MENU_ID}
              onClick={() => toggle('menu')}
            >
              <Icon name={openPanel === 'menu' ? 'close' : 'menu'} size={24} />
              <span className={styles.actionLabel}>Menü</span>
            </button>
          </div>
        </div>
      </div>
      {overlayShown && <div className={styles.overlay} onClick={closeFromOverlay} aria-hidden="true" data-overlay />}
      <SearchPanel id={SEARCH_ID} open={openPanel === 'search'} inputRef={searchInputRef} />
      <MenuPanel
        id={MENU_ID}
        ref={menuPanelRef}
        open={openPanel === 'menu'}
        menu={menu}
        footerLinks={footerLinks}
        currentPath={currentPath}
      />
    </header>
  );
}
