import { useSetAtom } from 'jotai';
import type { IntranetUser } from '@/lib/services/intranet/intranet-service';
import { intranetUserAtom } from './intranet-atoms';
import { StaffLoginPage } from './StaffLoginPage';
import type { IntranetLoginProps } from './intranet-types';

/** Every intranet route without a session: the login, and nothing of the intranet. */
export function IntranetLogin({ layoutData, path, notice, errors }: IntranetLoginProps) {
  const setUser = useSetAtom(intranetUserAtom);
  return (
    <StaffLoginPage
      system="Intranet"
      home="/de/intranet"
      intro="Das Intranet ist den Beschäftigten der Gemeinde Tannbrunn vorbehalten. Bitte melden Sie sich mit Ihrer dienstlichen E-Mail-Adresse an."
      action="/api/intranet/anmelden"
      idPrefix="intranet"
      layoutData={layoutData}
      path={path}
      notice={notice}
      errors={errors}
      onSignedIn={(answer) => {
        setUser((answer as { user?: IntranetUser }).user ?? null);
        return path;
      }}
    />
  );
}
