// The Redaktion's own frame: not the public site's layout (editors need room, and the public pages none of this),
// a bar with the site's name, the Redaktion's sections, the signed-in account and the logout.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { SkipLink } from '@/renderer/layout/SkipLink';
import { LogoutButton } from '@/renderer/staff/LogoutButton';
import type { RedaktionKonto } from './redaktion-page-props';
import styles from './RedaktionFrame.module.css';

const ROLE_NAMES: Record<RedaktionKonto['rolle'], string> = {
  redaktion: 'Redaktion',
  freigabe: 'Freigabe',
  admin: 'Administration',
};

interface Props {
  konto: RedaktionKonto | null;
  children: ReactNode;
}

export function RedaktionFrame({ konto, children }: Props) {
  const { pathname } = useRouter();
  const sections = [
    {
      href: '/redaktion',
      label: 'Seiten',
      current: pathname === '/redaktion' || pathname.startsWith('/redaktion/seiten'),
    },
    { href: '/redaktion/menues', label: 'Menüs', current: pathname.startsWith('/redaktion/menues') },
    { href: '/redaktion/medien', label: 'Medien', current: pathname === '/redaktion/medien' },
    ...(konto?.rolle === 'admin'
      ? [
          { href: '/redaktion/protokoll', label: 'Protokoll', current: pathname === '/redaktion/protokoll' },
          {
            href: '/redaktion/inhaltspruefung',
            label: 'Inhaltsprüfung',
            current: pathname === '/redaktion/inhaltspruefung',
          },
          {
            href: '/redaktion/einstellungen',
            label: 'Einstellungen',
            current: pathname === '/redaktion/einstellungen',
          },
        ]
      : []),
  ];
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.bar}>
        <p className={styles.brand}>
          <Link href="/de">Gemeinde Tannbrunn</Link> <span aria-hidden="true">·</span> Redaktion
        </p>
        {konto && (
          <>
            <nav aria-label="Redaktion" className={styles.nav}>
              <ul>
                {sections.map((section) => (
                  <li key={section.href}>
                    <Link href={section.href} aria-current={section.current ? 'page' : undefined}>
                      {section.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.account}>
              <span>
                {konto.name} <span className={styles.role}>({ROLE_NAMES[konto.rolle]})</span>
              </span>
              <LogoutButton action="/api/redaktion/abmelden" returnTo="/redaktion" onLoggedOut={() => {}} />
            </div>
          </>
        )}
      </header>
      <main id="inhalt" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
