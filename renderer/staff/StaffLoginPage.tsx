import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import type { StaffLoginView } from '@/lib/session/staff-page';
import { PageHead } from '@/renderer/PageHead';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import type { LayoutData } from '@/renderer/load-layout';
import { LoginForm } from './LoginForm';
import formStyles from './Forms.module.css';

type Props = Omit<StaffLoginView, 'view'> & {
  /** 'Intranet', 'Ratsinformationssystem', 'Redaktion': heading, title and last breadcrumb. */
  system: string;
  intro: ReactNode;
  /** The login route the form posts to. */
  action: string;
  idPrefix: string;
  /** Keeps the signed-in user and names the page to show next. */
  onSignedIn: (answer: unknown) => string;
  /** The page around the login: the public site's layout (siteFrame) or the system's own. */
  frame: (content: ReactNode) => ReactNode;
};

/** The public site's layout with the breadcrumb to the system's start page (intranet, Ratsinfo). */
export function siteFrame(layoutData: LayoutData, system: string, home: string) {
  return function SiteFrame(content: ReactNode) {
    return (
      <DefaultLayout
        layoutData={layoutData}
        isHome={false}
        breadcrumbs={[
          { title: 'Startseite', href: '/de' },
          { title: system, href: home },
        ]}
      >
        {content}
      </DefaultLayout>
    );
  };
}

/** The login page of a staff-only system: shown for every route of the system without a session. */
export function StaffLoginPage({ system, intro, action, idPrefix, path, notice, errors, onSignedIn, frame }: Props) {
  const router = useRouter();
  const [failed, setFailed] = useState(errors !== null);
  return (
    <>
      <PageHead title={`${failed ? 'Fehler: ' : ''}Anmeldung ${system}`} noindex />
      {frame(
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
        </div>,
      )}
    </>
  );
}
