import { useSetAtom } from 'jotai';
import type { IntranetUser } from '@/lib/services/intranet/intranet-service';
import { INTRANET_PATH } from '@/lib/intranet/paths';
import { siteFrame, StaffLoginPage } from '@/renderer/staff/StaffLoginPage';
import { intranetUserAtom } from './intranet-atoms';
import type { IntranetLoginProps } from './intranet-types';

/** Every intranet route without a session: the login, and nothing of the intranet. */
export function IntranetLoginView({ layoutData, path, notice, errors }: IntranetLoginProps) {
  const setUser = useSetAtom(intranetUserAtom);
  return (
    <StaffLoginPage
      system="Intranet"
      intro="Das Intranet ist den Beschäftigten der Gemeinde Tannbrunn vorbehalten. Bitte melden Sie sich mit Ihrer dienstlichen E-Mail-Adresse an."
      action="/api/intranet/anmelden"
      idPrefix="intranet"
      path={path}
      notice={notice}
      errors={errors}
      frame={siteFrame(layoutData, 'Intranet', INTRANET_PATH)}
      onSignedIn={(answer) => {
        setUser((answer as { user?: IntranetUser }).user ?? null);
        return path;
      }}
    />
  );
}
