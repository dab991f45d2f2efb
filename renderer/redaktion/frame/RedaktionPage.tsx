// A page of the Redaktion: the login without a session, else the frame around the page's own view.
import type { ComponentType } from 'react';
import { PageHead } from '@/renderer/PageHead';
import { StaffLoginPage } from '@/renderer/staff/StaffLoginPage';
import type { RedaktionKonto, RedaktionPageProps } from './redaktion-page-props';
import { DisabledUntilHydrated } from './DisabledUntilHydrated';
import { RedaktionFrame } from './RedaktionFrame';
import { REDAKTION_ADDRESSES } from '@/renderer/redaktion/api-client';

export function redaktionPage<P extends object>(
  title: string | ((props: P) => string),
  View: ComponentType<P & { konto: RedaktionKonto }>,
) {
  return function RedaktionPage(props: RedaktionPageProps<P>) {
    if (props.view === 'login') {
      return (
        <StaffLoginPage
          system="Redaktion"
          intro="Die Redaktion ist den Redakteurinnen und Redakteuren der Gemeinde Tannbrunn vorbehalten. Bitte melden Sie sich mit Ihrer dienstlichen E-Mail-Adresse an."
          action={REDAKTION_ADDRESSES.anmelden}
          idPrefix="redaktion"
          path={props.path}
          notice={props.notice}
          errors={props.errors}
          frame={(content) => <RedaktionFrame konto={null}>{content}</RedaktionFrame>}
          onSignedIn={() => props.path}
        />
      );
    }
    if (props.view === 'verweigert') {
      return (
        <>
          <PageHead title="Nicht erlaubt – Redaktion" noindex />
          <RedaktionFrame konto={props.konto}>
            <h1>Nicht erlaubt</h1>
            <p role="alert">{props.text}</p>
          </RedaktionFrame>
        </>
      );
    }
    const viewProps = props as unknown as P & { konto: RedaktionKonto };
    return (
      <>
        <PageHead title={`${typeof title === 'string' ? title : title(viewProps)} – Redaktion`} noindex />
        <RedaktionFrame konto={props.konto}>
          <DisabledUntilHydrated>
            <View {...viewProps} />
          </DisabledUntilHydrated>
        </RedaktionFrame>
      </>
    );
  };
}
