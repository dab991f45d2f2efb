import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { PageHead } from '@/renderer/PageHead';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import { LoginForm } from './LoginForm';
import type { IntranetLoginProps } from './intranet-types';
import formStyles from './Forms.module.css';

/** The page data of either system's login (the council's login props have the same fields). */
type Props = Omit<IntranetLoginProps, 'view'> & {
  /** 'Intranet' or 'Ratsinformationssystem': heading, title and last breadcrumb. */
  system: string;
  /** The system's start page, for the breadcrumb. */
  home: string;
  intro: ReactNode;
  /** The login route the form posts to. */
  action: string;
  idPrefix: string;
  /** Keeps the signed-in user and names the page to show next. */
  onSignedIn: (answer: unknown) => string;
};

/** The login page of a staff-only system (intranet, council): shown for every route without a session. */
export function StaffLoginPage({
  system,
  home,
  intro,
  action,
  idPrefix,
  layoutData,
  path,
  notice,
  errors,
  onSignedIn,
}: Props) {
  const router = useRouter();
  const [failed, setFailed] = useState(errors !== null);
  return (
    <>
      <PageHead title={`${failed ? 'Fehler: ' : ''}Anmeldung ${system}`} noindex />
      <DefaultLayout
        layoutData={layoutData}
        isHome={false}
        breadcrumbs={[
          { title: 'Startseite', href: '/de' },
          { title: system, href: home },
        ]}
      >
        <div className={formStyles.loginBox}>
          <h1>Anmeldung {system}</h1>
          <p>{intro}</p>
          {notice && (
            <p className={formStyles.notice} role="status">
              {notice}
            </p>
          )}
          <LoginForm
            action={action}
            idPrefix={idPrefix}
            submitLabel="Anmelden"
            returnTo={path}
            initialErrors={errors}
            onErrorsChange={setFailed}
            onSuccess={async (answer) => {
              // The next page (often the same address, now rendered with the session), focus on its content.
              await router.replace(onSignedIn(answer));
              document.getElementById('inhalt')?.focus();
            }}
          />
        </div>
      </DefaultLayout>
    </>
  );
}
