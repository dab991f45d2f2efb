// The main menu (spec section 2): a nested drill-down with a back button, an overview entry per submenu, and the
// footer links. In the server's HTML every level is a disclosure (renderer/layout/disclosure.tsx) below its entry:
// without JavaScript the menu opens level by level like an accordion. With the site script
// (renderer/layout/header/header-script.ts) it drills down: below 1024 px only the deepest open level shows, with a
// back button; from 1024 px level one stays on the left and the open submenu (or a level below it) shows on the
// right (MenuPanel.module.css).
import type { MenuItem } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { normalizePath } from '@/renderer/ui/site-path';
import { Disclosure } from '../disclosure';
import { hasChildren, trailTo } from './menu-tree';
import styles from './MenuPanel.module.css';

interface MenuPanelProps {
  id: string;
  menu: MenuItem[];
  footerLinks: MenuItem[];
  /** Normalised path of the page on screen. */
  currentPath: string;
}

export function MenuPanel({ id, menu, footerLinks, currentPath }: MenuPanelProps) {
  const trail = trailTo(menu, currentPath);
  return (
    <div id={id} className={styles.panel} data-panel={id}>
      <div className={styles.inner}>
        <nav aria-label="Hauptmenü" className={styles.nav} data-drilldown="">
          <ul className={styles.topLevel}>
            {menu.map((item, index) => (
              <Entry key={index} menuId={id} item={item} path={[index]} trail={trail} currentPath={currentPath} />
            ))}
          </ul>
          <p className={styles.hint}>Wählen Sie einen Bereich, um seine Seiten zu sehen.</p>
        </nav>
        {footerLinks.length > 0 && (
          <nav aria-label="Weitere Links" className={styles.footer}>
            <ul className={styles.footerList}>
              {footerLinks.map((link) => (
                <li key={link.href + link.title}>
                  <SmartLink
                    href={link.href}
                    aria-current={normalizePath(link.href) === currentPath ? 'page' : undefined}
                  >
                    {link.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

interface EntryProps {
  menuId: string;
  item: MenuItem;
  /** Indices from level one down to this entry. */
  path: number[];
  /** Indices of the submenus that lead to the current page (menu-tree.ts). */
  trail: number[];
  currentPath: string;
  /** Title of the submenu this entry is in (for the back button of its own submenu). */
  parentTitle?: string;
}

function Entry({ menuId, item, path, trail, currentPath, parentTitle }: EntryProps) {
  const isCurrent = (href: string) => normalizePath(href) === currentPath;
  if (!hasChildren(item)) {
    return (
      <li>
        <SmartLink href={item.href} className={styles.entry} aria-current={isCurrent(item.href) ? 'page' : undefined}>
          {item.title}
        </SmartLink>
      </li>
    );
  }
  const key = path.join('-');
  const levelId = `${menuId}-ebene-${key}`;
  const headingId = `${levelId}-titel`;
  const inTrail = trail.length >= path.length && path.every((step, i) => trail[i] === step);
  const level = (
    <div id={levelId} className={styles.level} data-ebene="">
      <button
        type="button"
        className={`${styles.back} mit-skript`}
        data-zurueck=""
        data-first-level={path.length === 1 || undefined}
      >
        <Icon name="chevron-left" size={22} />
        Zurück<span className="visually-hidden"> zu {parentTitle ?? 'Hauptmenü'}</span>
      </button>
      <h2 id={headingId} className={styles.levelTitle}>
        {item.title}
      </h2>
      <ul aria-labelledby={headingId} className={styles.levelList}>
        <li>
          <SmartLink
            href={item.href}
            className={`${styles.entry} ${styles.overview}`}
            aria-current={isCurrent(item.href) ? 'page' : undefined}
          >
            <span>Übersicht {item.title}</span>
            <Icon name="arrow-right" size={22} className={styles.chevron} />
          </SmartLink>
        </li>
        {item.menuItems.map((child, index) => (
          <Entry
            key={index}
            menuId={menuId}
            item={child}
            path={[...path, index]}
            trail={trail}
            currentPath={currentPath}
            parentTitle={item.title}
          />
        ))}
      </ul>
    </div>
  );
  return (
    <li className={styles.branch}>
      <Disclosure
        controls={levelId}
        className={styles.entry}
        detailsClassName={styles.levelDetails}
        open={inTrail}
        // One open submenu per level, also without JavaScript.
        group={`${menuId}-ebene-${path.length}`}
        marks={{ 'data-trail': inTrail ? '' : undefined, 'data-drill': key }}
        content={level}
      >
        <span>{item.title}</span>
        <Icon name="chevron-right" size={22} className={styles.chevron} />
      </Disclosure>
    </li>
  );
}
