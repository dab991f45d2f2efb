import { useSetAtom } from 'jotai';
import { PASSWORD_PATH, RATSINFO_PATH } from '@/lib/ratsinfo/paths';
import { siteFrame, StaffLoginPage } from '@/renderer/staff/StaffLoginPage';
import { ratsinfoUserAtom, type RatsinfoUserDisplay } from './ratsinfo-atoms';
import type { RatsinfoLoginProps } from './ratsinfo-types';

/** Every Ratsinfo route without a session: the login, and nothing of the council information system. */
export function RatsinfoLoginView({ layoutData, path, notice, errors }: RatsinfoLoginProps) {
  const setUser = useSetAtom(ratsinfoUserAtom);
  return (
    <StaffLoginPage
      system="Ratsinformationssystem"
      intro="Der Zugang ist den Mitgliedern des Gemeinderats und seiner Ausschüsse vorbehalten. Ihre Zugangsdaten erhalten Sie vom Hauptamt."
      action="/api/ratsinfo/anmelden"
      idPrefix="ratsinfo"
      path={path}
      notice={notice}
      errors={errors}
      frame={siteFrame(layoutData, 'Ratsinformationssystem', RATSINFO_PATH)}
      onSignedIn={(answer) => {
        const { user, pw_geaendert } = answer as { user?: RatsinfoUserDisplay; pw_geaendert?: boolean };
        setUser(user ?? null);
        // A password set by the office must be changed first.
        return pw_geaendert === false ? PASSWORD_PATH : path;
      }}
    />
  );
}
