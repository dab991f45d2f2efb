import Link from 'next/link';
import { useAtomValue, useSetAtom } from 'jotai';
import { clearIntranetAtom, intranetCategoriesAtom } from './intranet-atoms';
import { LogoutButton } from '@/renderer/staff/LogoutButton';
import layout from '@/renderer/ui/SidebarColumns.module.css';
import styles from './Intranet.module.css';
import staff from '@/renderer/staff/Staff.module.css';

/** Spec section 2: headline 'Intranet', the categories linking to their tagging path, and a logout. */
export function IntranetSidebar({ currentPath, categoriesFailed }: { currentPath: string; categoriesFailed: boolean }) {
  const categories = useAtomValue(intranetCategoriesAtom);
  const clear = useSetAtom(clearIntranetAtom);
  const current = (href: string) => currentPath === href || currentPath.startsWith(`${href}/`);
  return (
    <aside className={layout.sidebar} aria-labelledby="intranet-navigation">
      <h2 id="intranet-navigation" className={layout.sidebarTitle}>
        Intranet
      </h2>
      <nav aria-labelledby="intranet-navigation">
        {categoriesFailed && <p className={staff.problem}>Die Rubriken konnten nicht geladen werden.</p>}
        <ul className={layout.navList}>
          {categories.map((c) => {
            const href = c.taggingpfad.replace(/\/+$/, '');
            return (
              <li key={c.url}>
                <Link href={href} aria-current={current(href) ? 'page' : undefined}>
                  {c.rubrik}
                </Link>
              </li>
            );
          })}
          <li className={styles.archiveLink}>
            <Link href="/de/intranet/archiv" aria-current={current('/de/intranet/archiv') ? 'page' : undefined}>
              Archiv
            </Link>
          </li>
        </ul>
      </nav>
      <LogoutButton action="/api/intranet/abmelden" returnTo="/de/intranet" onLoggedOut={clear} />
    </aside>
  );
}
