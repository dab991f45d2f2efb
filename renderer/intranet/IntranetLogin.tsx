import { useState } from 'react';
import { useRouter } from 'next/router';
import { useSetAtom } from 'jotai';
import type { IntranetUser } from '@/lib/services/intranet/intranet-service';
import { PageHead } from '@/renderer/PageHead';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import { intranetUserAtom } from './intranet-atoms';
import { LoginForm } from './LoginForm';
import type { IntranetLoginProps } from './intranet-types';
import formStyles from './Forms.module.css';
import styles from './Intranet.module.css';

/** Every intranet route without a session: the login, and nothing of the intranet. */
export function IntranetLogin({ layoutData, path, notice, errors }: IntranetLoginProps) {
  const router = useRouter();
  const setUser = useSetAtom(intranetUserAtom);
  const [failed, setFailed] = useState(errors !== null);
  return (
    <>
      <PageHead title={failed ? 'Fehler: Anmeldung Intranet' : 'Anmeldung Intranet'} noindex />
      <DefaultLayout layoutData={layoutData} isHome={false} breadcrumbs={[{ title: 'Startseite', href: '/de' }, { title: 'Intranet', href: '/de/intranet' }]}>
        <div className={styles.loginBox}>
          <h1>Anmeldung Intranet</h1>
          <p>Das Intranet ist den Beschäftigten der Gemeinde Tannbrunn vorbehalten. Bitte melden Sie sich mit Ihrer dienstlichen E-Mail-Adresse an.</p>
          {notice && (
            <p className={formStyles.notice} role="status">
              {notice}
            </p>
          )}
          <LoginForm
            action="/api/intranet/anmelden"
            idPrefix="intranet"
            submitLabel="Anmelden"
            returnTo={path}
            initialErrors={errors}
            onErrorsChange={setFailed}
            onSuccess={async (answer) => {
              setUser((answer as { user?: IntranetUser }).user ?? null);
              // The same address again, now rendered with the session.
              await router.replace(path);
              document.getElementById('inhalt')?.focus();
            }}
          />
        </div>
      </DefaultLayout>
    </>
  );
}
