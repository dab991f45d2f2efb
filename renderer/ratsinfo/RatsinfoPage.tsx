import { useState } from 'react';
import { useHydrateAtoms } from 'jotai/utils';
import { PageHead } from '@/renderer/PageHead';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import { ratsinfoUserAtom } from './ratsinfo-atoms';
import { RatsinfoLoginView } from './RatsinfoLoginView';
import { RatsinfoNav } from './RatsinfoNav';
import { MeetingView, MeetingsView, PasswordView, ReportsView, StartView } from './RatsinfoViews';
import type { RatsinfoContentProps, RatsinfoPageProps } from './ratsinfo-types';
import layout from '@/renderer/ui/SidebarColumns.module.css';

function RatsinfoContent(props: RatsinfoContentProps) {
  const [formErrors, setFormErrors] = useState(props.passwordErrors !== null);
  const title = props.view === 'start' ? 'Ratsinformationssystem' : `${props.title} | Ratsinformationssystem`;
  return (
    <>
      <PageHead title={formErrors && props.view === 'password' ? `Fehler: ${title}` : title} noindex />
      <DefaultLayout layoutData={props.layoutData} isHome={false} breadcrumbs={props.breadcrumbs}>
        <div className={layout.columns}>
          <RatsinfoNav currentPath={props.path} mustChangePassword={props.mustChangePassword} />
          <div className={layout.content}>
            {props.view === 'start' && <StartView {...props} />}
            {props.view === 'meetings' && <MeetingsView {...props} />}
            {props.view === 'meeting' && <MeetingView {...props} />}
            {props.view === 'reports' && <ReportsView {...props} />}
            {props.view === 'password' && <PasswordView {...props} onErrorsChange={setFormErrors} />}
          </div>
        </div>
      </DefaultLayout>
    </>
  );
}

/** Every council route: the login without a session, else the navigation and the route's view. */
export function RatsinfoPage(props: RatsinfoPageProps) {
  useHydrateAtoms(new Map([[ratsinfoUserAtom, props.view === 'login' ? null : props.user]]), {
    dangerouslyForceHydrate: true,
  });
  return props.view === 'login' ? <RatsinfoLoginView {...props} /> : <RatsinfoContent {...props} />;
}
