import { useSetAtom } from 'jotai';
import { StaffLoginPage } from '@/renderer/intranet/StaffLoginPage';
import { ratsinfoUserAtom, type RatsinfoUserDisplay } from './ratsinfo-atoms';
import type { RatsinfoLoginProps } from './ratsinfo-types';

/** Every council route without a session: the login, and nothing of the council system. */
export function RatsinfoLogin({ layoutData, path, notice, errors }: RatsinfoLoginProps) {
  const setUser = useSetAtom(ratsinfoUserAtom);
  return (
    <StaffLoginPage
      system="Ratsinformationssystem"
      home="/de/ratsinfo"
      intro="Der Zugang ist den Mitgliedern des Gemeinderats und seiner Ausschüsse vorbehalten. Ihre Zugangsdaten erhalten Sie vom Hauptamt."
      action="/api/ratsinfo/anmelden"
      idPrefix="ratsinfo"
      layoutData={layoutData}
      path={path}
      notice={notice}
      errors={errors}
      onSignedIn={(answer) => {
        const { user, pw_geaendert } = answer as { user?: RatsinfoUserDisplay; pw_geaendert?: boolean };
        setUser(user ?? null);
        // A password set by the office must be changed first.
        return pw_geaendert === false ? '/de/ratsinfo/passwort' : path;
      }}
    />
  );
}
