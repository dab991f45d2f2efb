// The Redaktion's own frame: not the public site's layout (editors need room, and the public pages none of this),
// a bar with the site's name, the Redaktion's sections, the signed-in account and the logout.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { SkipLink } from '@/renderer/layout/SkipLink';
import { LogoutButton } from '@/renderer/staff/LogoutButton';
import { REDAKTION_PASSWORD_PATH } from '@/lib/redaktion/shared/paths';
import { darf, ROLLEN_NAMEN } from '@/lib/redaktion/shared/permissions';
import type { RedaktionKonto } from './redaktion-page-props';
import styles from './RedaktionFrame.module.css';
import { REDAKTION_ADDRESSES } from '@/renderer/redaktion/api-client';

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
    { href: '/redaktion/sammlungen', label: 'Sammlungen', current: pathname.startsWith('/redaktion/sammlungen') },
    { href: '/redaktion/menues', label: 'Menüs', current: pathname.startsWith('/redaktion/menues') },
    { href: '/redaktion/pakete', label: 'Änderungspakete', current: pathname.startsWith('/redaktion/pakete') },
    { href: '/redaktion/medien', label: 'Medien', current: pathname === '/redaktion/medien' },
    { href: '/redaktion/warnmeldungen', label: 'Warnmeldungen', current: pathname === '/redaktion/warnmeldungen' },
    // The desk: what residents send (lib/redaktion/store/eingaenge.ts, buchungsdesk.ts).
    { href: '/redaktion/eingaenge', label: 'Eingänge', current: pathname.startsWith('/redaktion/eingaenge') },
    { href: '/redaktion/buchungen', label: 'Buchungen', current: pathname.startsWith('/redaktion/buchungen') },
    {
      href: '/redaktion/zustaendigkeiten',
      label: 'Zuständigkeiten',
      current: pathname.startsWith('/redaktion/zustaendigkeiten'),
    },
    // The admins' views, each shown to whom the permission table lets read it.
    ...(
      [
        { href: '/redaktion/protokoll', label: 'Protokoll', aktion: 'protokoll_lesen' },
        { href: '/redaktion/inhaltspruefung', label: 'Inhaltsprüfung', aktion: 'inhaltspruefung_lesen' },
        { href: '/redaktion/einstellungen', label: 'Einstellungen', aktion: 'einstellungen_aendern' },
        { href: '/redaktion/konten', label: 'Konten', aktion: 'konten_verwalten' },
      ] as const
    )
      .filter((section) => konto && darf(konto.rolle, section.aktion))
      .map(({ href, label }) => ({ href, label, current: pathname === href })),
  ];
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.bar}>
        <p className={styles.brand}>
          <Link href="/de" prefetch={false}>
            Gemeinde Tannbrunn
          </Link>{' '}
          <span aria-hidden="true">·</span> Redaktion
        </p>
        {konto && (
          <>
            <nav aria-label="Redaktion" className={styles.nav}>
              <ul>
                {sections.map((section) => (
                  <li key={section.href}>
                    <Link href={section.href} prefetch={false} aria-current={section.current ? 'page' : undefined}>
                      {section.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.account}>
              <span>
                {konto.name} <span className={styles.role}>({ROLLEN_NAMEN[konto.rolle]})</span>
              </span>
              <Link
                href={REDAKTION_PASSWORD_PATH}
                prefetch={false}
                aria-current={pathname === REDAKTION_PASSWORD_PATH ? 'page' : undefined}
              >
                Passwort ändern
              </Link>
              <LogoutButton action={REDAKTION_ADDRESSES.abmelden} returnTo="/redaktion" onLoggedOut={() => {}} />
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
