import Link from 'next/link';
import { useAtomValue, useSetAtom } from 'jotai';
import { LogoutButton } from '@/renderer/staff/LogoutButton';
import { ratsinfoUserAtom } from './ratsinfo-atoms';
import layout from '@/renderer/ui/SidebarColumns.module.css';
import styles from './Ratsinfo.module.css';

const LINKS = [
  { href: '/de/ratsinfo', label: 'Übersicht' },
  { href: '/de/ratsinfo/sitzungen', label: 'Sitzungen' },
  { href: '/de/ratsinfo/berichte', label: 'Berichte' },
  { href: '/de/ratsinfo/passwort', label: 'Passwort ändern' },
];

export function RatsinfoNav({ currentPath, mustChangePassword }: { currentPath: string; mustChangePassword: boolean }) {
  const user = useAtomValue(ratsinfoUserAtom);
  const setUser = useSetAtom(ratsinfoUserAtom);
  const active = (href: string) =>
    href === '/de/ratsinfo' ? currentPath === href : currentPath === href || currentPath.startsWith(`${href}/`);
  const links = mustChangePassword ? LINKS.filter((l) => l.href === '/de/ratsinfo/passwort') : LINKS;
  return (
    <aside className={layout.sidebar} aria-labelledby="ratsinfo-navigation">
      <h2 id="ratsinfo-navigation" className={layout.sidebarTitle}>
        Ratsinformationssystem
      </h2>
      {user && (
        <div className={styles.member}>
          <p className={styles.memberName}>
            {user.vorname} {user.nachname}
          </p>
          {user.taetigkeitsbereiche.length > 0 && (
            <p className={styles.memberAreas}>{user.taetigkeitsbereiche.join(', ')}</p>
          )}
        </div>
      )}
      <nav aria-labelledby="ratsinfo-navigation">
        <ul className={layout.navList}>
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href} aria-current={active(l.href) ? 'page' : undefined}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton action="/api/ratsinfo/abmelden" returnTo="/de/ratsinfo" onLoggedOut={() => setUser(null)} />
    </aside>
  );
}
