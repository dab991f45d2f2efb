import { useState } from 'react';
import { useRouter } from 'next/router';
import { useSetAtom } from 'jotai';
import { PageHead } from '@/renderer/PageHead';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import { LoginForm } from '@/renderer/intranet/LoginForm';
import formStyles from '@/renderer/intranet/Forms.module.css';
import { councilUserAtom, type CouncilUserDisplay } from './council-atoms';
import type { RatsinfoLoginProps } from './ratsinfo-types';
import styles from './Ratsinfo.module.css';

/** Every council route without a session: the login, and nothing of the council system. */
export function RatsinfoLogin({ layoutData, path, notice, errors }: RatsinfoLoginProps) {
  const router = useRouter();
  const setUser = useSetAtom(councilUserAtom);
  const [failed, setFailed] = useState(errors !== null);
  return (
    <>
      <PageHead title={failed ? 'Fehler: Anmeldung Ratsinformationssystem' : 'Anmeldung Ratsinformationssystem'} noindex />
      <DefaultLayout layoutData={layoutData} isHome={false} breadcrumbs={[{ title: 'Startseite', href: '/de' }, { title: 'Ratsinformationssystem', href: '/de/ratsinfo' }]}>
        <div className={styles.loginBox}>
          <h1>Anmeldung Ratsinformationssystem</h1>
          <p>Der Zugang ist den Mitgliedern des Gemeinderats und seiner Ausschüsse vorbehalten. Ihre Zugangsdaten erhalten Sie vom Hauptamt.</p>
          {notice && (
            <p className={formStyles.notice} role="status">
              {notice}
            </p>
          )}
          <LoginForm
            action="/api/ratsinfo/anmelden"
            idPrefix="ratsinfo"
            submitLabel="Anmelden"
            returnTo={path}
            initialErrors={errors}
            onErrorsChange={setFailed}
            onSuccess={async (answer) => {
              const { user, pw_geaendert } = answer as { user?: CouncilUserDisplay; pw_geaendert?: boolean };
              setUser(user ?? null);
              await router.replace(pw_geaendert === false ? '/de/ratsinfo/passwort' : path);
              document.getElementById('inhalt')?.focus();
            }}
          />
        </div>
      </DefaultLayout>
    </>
  );
}
