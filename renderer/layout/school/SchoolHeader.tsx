// Spec section 2, school header: the school's logo and two-level menu (a disclosure panel below 1024 px, dropdowns
// above), the login to the learning platform and the way back to the municipality. Plain HTML from the server: the
// menu and its submenus work before and without JavaScript (renderer/layout/disclosure.tsx), and the site script
// adds Escape, the click outside and focus (school-header-script.ts).
import type { Einstellungen, MenuItem } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { normalizePath } from '@/renderer/ui/site-path';
import { Disclosure, PanelToggle } from '../disclosure';
import { SCHOOL_MENU_ID } from './school-menu-id';
import styles from './SchoolHeader.module.css';

export interface SchoolHeaderProps {
  isHome: boolean;
  /** Schule_Hauptmenü */
  menu: MenuItem[];
  settings: Einstellungen;
  /** Normalised path of the page on screen. */
  currentPath: string;
}

const SCHOOL_HOME = '/de/gemeinschaftsschule';

export function SchoolHeader({ isHome, menu, settings, currentPath }: SchoolHeaderProps) {
  const isCurrent = (href: string) => normalizePath(href) === currentPath;
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
    <header className={styles.header} data-schulkopf="">
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
            <PanelToggle controls={SCHOOL_MENU_ID} className={styles.toggle}>
              <Icon name="menu" size={22} className={styles.iconClosed} />
              <Icon name="close" size={22} className={styles.iconOpen} />
              Menü
            </PanelToggle>
            <nav id={SCHOOL_MENU_ID} aria-label="Schulmenü" className={styles.nav} data-panel={SCHOOL_MENU_ID}>
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
                  const submenuId = `${SCHOOL_MENU_ID}-${index}`;
                  const active = [item, ...children].some((entry) => isCurrent(entry.href));
                  return (
                    <li key={item.href + item.title} className={styles.item}>
                      <Disclosure
                        id={`${submenuId}-button`}
                        controls={submenuId}
                        className={styles.topButton}
                        detailsClassName={styles.submenuDetails}
                        // One submenu open at a time, also without JavaScript.
                        group={`${SCHOOL_MENU_ID}-untermenue`}
                        marks={{ 'data-active': active ? '' : undefined }}
                        content={
                          <ul id={submenuId} className={styles.submenu}>
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
                        }
                      >
                        {item.title}
                        <Icon name="chevron-down" size={18} className={styles.chevron} />
                      </Disclosure>
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
