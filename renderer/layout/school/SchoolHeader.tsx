import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Einstellungen, MenuItem } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { normalizePath } from '@/renderer/ui/site-path';
import styles from './SchoolHeader.module.css';

export interface SchoolHeaderProps {
  isHome: boolean;
  /** Schule_Hauptmenü */
  menu: MenuItem[];
  settings: Einstellungen;
}

const SCHOOL_HOME = '/de/gemeinschaftsschule';

/** Spec section 9: below this width the menu sits behind a toggle. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** What is open, and on which path: a route change closes everything without an effect. */
interface OpenState {
  path: string | null;
  panel: boolean;
  submenu: number | null;
}

/**
 * Spec section 2, school header: the school's logo and two-level menu (a disclosure panel below
 * 1024 px, dropdowns above), the login to the learning platform and the way back to the municipality.
 */
export function SchoolHeader({ isHome, menu, settings }: SchoolHeaderProps) {
  const pathname = usePathname();
  const current = pathname ? normalizePath(pathname) : null;
  const navId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<OpenState>({ path: pathname, panel: false, submenu: null });
  const fresh = state.path === pathname;
  const panelOpen = fresh && state.panel;
  const openSubmenu = fresh ? state.submenu : null;
  const submenuOpen = openSubmenu !== null;

  const update = (next: Partial<Omit<OpenState, 'path'>>) =>
    setState((prev) => ({
      ...(prev.path === pathname ? prev : { panel: false, submenu: null }),
      ...next,
      path: pathname,
    }));

  // A click outside closes a desktop dropdown. The mobile panel pushes the page down, so a touch
  // that scrolls the page must not close it.
  useEffect(() => {
    if (!submenuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current?.contains(event.target as Node) || !window.matchMedia(DESKTOP_QUERY).matches) return;
      setState((prev) => ({ ...prev, submenu: null }));
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [submenuOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openSubmenu !== null) {
      update({ submenu: null });
      document.getElementById(`${navId}-${openSubmenu}-button`)?.focus();
    } else if (panelOpen) {
      update({ panel: false });
      toggleRef.current?.focus();
    }
  };

  // A desktop dropdown closes when focus moves past it; the mobile accordion stays as the user left it.
  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    if (openSubmenu === null || !window.matchMedia(DESKTOP_QUERY).matches) return;
    const openItem = document.getElementById(`${navId}-${openSubmenu}`)?.parentElement;
    if (!openItem?.contains(event.relatedTarget)) update({ submenu: null });
  };

  const isCurrent = (href: string) => current !== null && normalizePath(href) === current;
  // An SVG needs no resizing: a plain image, so next/image's code is not in every page's first load.
  const logo = (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src="/logos/gemeinschaftsschule-logo.svg"
      alt={isHome ? settings.schule.name : `${settings.schule.name} – Startseite`}
      width={320}
      height={64}
      fetchPriority="high"
      className={styles.logoImage}
    />
  );

  return (
    <header ref={headerRef} className={styles.header} onKeyDown={onKeyDown}>
      <div className={styles.topbar}>
        <div className={`page-container ${styles.topbarInner}`}>
          <SmartLink href="/de" className={styles.backLink}>
            <Icon name="chevron-left" size={18} />
            Zur Gemeinde Tannbrunn
          </SmartLink>
          <SmartLink href={settings.schule.lernplattformUrl} className={styles.login}>
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, like the logo above */}
            <img src="/logos/itslearning.svg" alt="" width={32} height={32} className={styles.loginIcon} />
            <span className={styles.loginText}>
              <span className={styles.loginTitle}>Login itslearning</span>
              <span className={styles.loginSubtitle}>Termine &amp; Vertretungspläne</span>
            </span>
          </SmartLink>
        </div>
      </div>
      <div className={`page-container ${styles.bar}`}>
        {isHome ? (
          <span className={styles.logo}>{logo}</span>
        ) : (
          <SmartLink href={SCHOOL_HOME} className={styles.logo}>
            {logo}
          </SmartLink>
        )}
        {menu.length > 0 && (
          <>
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-expanded={panelOpen}
              aria-controls={navId}
              onClick={() => update({ panel: !panelOpen })}
            >
              <Icon name={panelOpen ? 'close' : 'menu'} size={22} />
              Menü
            </button>
            <nav id={navId} aria-label="Schulmenü" className={styles.nav} data-open={panelOpen} onBlur={onNavBlur}>
              <ul className={styles.menu}>
                {menu.map((item, index) => {
                  const children = item.menuItems ?? [];
                  if (children.length === 0) {
                    return (
                      <li key={item.href + item.title} className={styles.item}>
                        <SmartLink
                          href={item.href}
                          className={styles.topLink}
                          aria-current={isCurrent(item.href) ? 'page' : undefined}
                        >
                          {item.title}
                        </SmartLink>
                      </li>
                    );
                  }
                  const expanded = openSubmenu === index;
                  const submenuId = `${navId}-${index}`;
                  const active = [item, ...children].some((entry) => isCurrent(entry.href));
                  return (
                    <li key={item.href + item.title} className={styles.item}>
                      <button
                        id={`${submenuId}-button`}
                        type="button"
                        className={styles.topButton}
                        aria-expanded={expanded}
                        aria-controls={submenuId}
                        data-active={active || undefined}
                        onClick={() => update({ submenu: expanded ? null : index })}
                      >
                        {item.title}
                        <Icon name="chevron-down" size={18} className={styles.chevron} />
                      </button>
                      <ul id={submenuId} className={styles.submenu} hidden={!expanded}>
                        <li>
                          <SmartLink
                            href={item.href}
                            className={styles.subLink}
                            aria-current={isCurrent(item.href) ? 'page' : undefined}
                          >
                            Übersicht {item.title}
                          </SmartLink>
                        </li>
                        {children.map((child) => (
                          <li key={child.href + child.title}>
                            <SmartLink
                              href={child.href}
                              className={styles.subLink}
                              aria-current={isCurrent(child.href) ? 'page' : undefined}
                            >
                              {child.title}
                            </SmartLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
