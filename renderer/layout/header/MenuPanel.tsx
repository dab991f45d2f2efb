import { useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import type { MenuItem } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { ServerHtmlUntil } from '@/renderer/islands/static-island';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { normalizePath } from '@/renderer/ui/site-path';
import { hasChildren, submenusAlong, trailTo } from './menu-tree';
import styles from './MenuPanel.module.css';

interface MenuPanelProps {
  id: string;
  open: boolean;
  menu: MenuItem[];
  footerLinks: MenuItem[];
  /** Normalised path of the page on screen. */
  currentPath: string;
  ref?: Ref<HTMLDivElement>;
}

export function MenuPanel({ id, open, menu, footerLinks, currentPath, ref }: MenuPanelProps) {
  return (
    <div id={id} ref={ref} className={styles.panel} hidden={!open}>
      {/* Hidden until opened: the page hydrates without it, the first opening renders it. */}
      <ServerHtmlUntil active={open}>
        <div className={styles.inner}>
          {/* Remounted on every opening, so the menu starts again at the current page. */}
          <DrillDown key={open ? 'offen' : 'zu'} id={id} menu={menu} currentPath={currentPath} />
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
      </ServerHtmlUntil>
    </div>
  );
}

interface DrillDownProps {
  id: string;
  menu: MenuItem[];
  currentPath: string;
}

/**
 * Level one stays on the left from 1024 px on; the submenu chosen there (and any level below it)
 * shows on the right. Below 1024 px only the deepest open level shows, with a back button.
 */
function DrillDown({ id, menu, currentPath }: DrillDownProps) {
  const [path, setPath] = useState(() => trailTo(menu, currentPath));
  const navRef = useRef<HTMLElement>(null);
  const trail = trailTo(menu, currentPath);
  const chain = submenusAlong(menu, path);
  const open = chain.at(-1);
  const levelId = `${id}-ebene`;
  const headingId = `${id}-titel`;

  const focus = (selector: string) => navRef.current?.querySelector<HTMLElement>(selector)?.focus();

  const drillInto = (next: number[]) => {
    flushSync(() => setPath(next));
    focus(`#${levelId} a`);
  };
  const back = () => {
    const from = path.join('-');
    flushSync(() => setPath(path.slice(0, -1)));
    focus(`[data-drill="${from}"]`);
  };

  const entry = (item: MenuItem, itemPath: number[]) => {
    const key = itemPath.join('-');
    const inTrail = trail.length >= itemPath.length && itemPath.every((step, i) => trail[i] === step);
    if (hasChildren(item)) {
      const expanded = path.length >= itemPath.length && itemPath.every((step, i) => path[i] === step);
      return (
        <li key={key}>
          <button
            type="button"
            className={styles.entry}
            data-drill={key}
            data-trail={inTrail || undefined}
            aria-expanded={expanded}
            aria-controls={levelId}
            onClick={() => drillInto(expanded && itemPath.length === 1 ? [] : itemPath)}
          >
            <span>{item.title}</span>
            <Icon name="chevron-right" size={22} className={styles.chevron} />
          </button>
        </li>
      );
    }
    return (
      <li key={key}>
        <SmartLink
          href={item.href}
          className={styles.entry}
          aria-current={normalizePath(item.href) === currentPath ? 'page' : undefined}
        >
          {item.title}
        </SmartLink>
      </li>
    );
  };

  const parent = chain.at(-2);
  return (
    <nav ref={navRef} aria-label="Hauptmenü" className={styles.nav}>
      <ul className={styles.topLevel} data-covered={chain.length > 0 || undefined}>
        {menu.map((item, index) => entry(item, [index]))}
      </ul>
      <div id={levelId} className={styles.level} hidden={!open}>
        {open && (
          <>
            <button
              type="button"
              className={styles.back}
              data-first-level={chain.length === 1 || undefined}
              onClick={back}
            >
              <Icon name="chevron-left" size={22} />
              Zurück<span className="visually-hidden"> zu {parent ? parent.title : 'Hauptmenü'}</span>
            </button>
            <h2 id={headingId} className={styles.levelTitle}>
              {open.title}
            </h2>
            <ul aria-labelledby={headingId} className={styles.levelList}>
              <li>
                <SmartLink
                  href={open.href}
                  className={`${styles.entry} ${styles.overview}`}
                  aria-current={normalizePath(open.href) === currentPath ? 'page' : undefined}
                >
                  <span>Übersicht {open.title}</span>
                  <Icon name="arrow-right" size={22} className={styles.chevron} />
                </SmartLink>
              </li>
              {open.menuItems.map((item, index) => entry(item, [...path.slice(0, chain.length), index]))}
            </ul>
          </>
        )}
      </div>
      {!open && <p className={styles.hint}>Wählen Sie einen Bereich, um seine Seiten zu sehen.</p>}
    </nav>
  );
}
