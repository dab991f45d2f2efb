// The council information system (Ratsinfo) as a staff system (lib/session/staff-system.ts): its
// cookie, lifetime and texts, its service's login, member lookup and logout, and the password
// change that a member whose password was set by the office (pw_geaendert false) must make first.
import { getSessionConfig } from '@/lib/config';
import { getRatsinfoService } from '@/lib/wiring/ratsinfo';
import type { Ratsmitglied, RatsinfoSession } from '@/lib/services/ratsinfo/ratsinfo-service';
import type { SessionValue } from '@/lib/session/session-value';
import type { StaffSystem } from '@/lib/session/staff-system';
import { PASSWORD_PATH, RATSINFO_PATH } from './paths';

export interface RatsinfoViewer {
  session: RatsinfoSession;
  member: Ratsmitglied;
  /** pw_geaendert was false: the password must be changed before anything else. */
  mustChangePassword: boolean;
}

const sessionOf = (value: SessionValue): RatsinfoSession => ({ id: value.subject, token: value.token });

export const MUST_CHANGE_FIRST = 'Bitte ändern Sie zuerst Ihr Passwort.';

export const ratsinfoSystem: StaffSystem<RatsinfoViewer> = {
  key: 'ratsinfo',
  cookie: 'ratsinfo_sitzung',
  home: RATSINFO_PATH,
  texts: {
    name: 'Ratsinformationssystem',
    pleaseLogin: 'Bitte melden Sie sich im Ratsinformationssystem an.',
    unavailable: 'Das Ratsinformationssystem ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  },
  maxAgeSeconds: () => getSessionConfig().ratsinfoSessionMaxAge,
  enabled: () => true,
  async login({ email, passwort }) {
    const service = getRatsinfoService();
    const login = await service.login(email, passwort);
    if (!login) return null;
    const session = { id: login.id, token: login.token };
    const member = await service.getMember(session);
    if (!member) return null;
    const mustChangePassword = !login.pw_geaendert || !member.pw_geaendert;
    return {
      value: { subject: login.id, token: login.token, mustChangePassword },
      viewer: { session, member, mustChangePassword },
    };
  },
  async restore(value) {
    const session = sessionOf(value);
    const member = await getRatsinfoService().getMember(session);
    return member
      ? { session, member, mustChangePassword: Boolean(value.mustChangePassword) || !member.pw_geaendert }
      : null;
  },
  logout: (value) => getRatsinfoService().logout(sessionOf(value)),
  loginAnswer: ({ member, mustChangePassword }) => ({
    user: {
      vorname: member.vorname,
      nachname: member.nachname,
      email: member.email,
      taetigkeitsbereiche: member.taetigkeitsbereiche,
    },
    pw_geaendert: !mustChangePassword,
  }),
  // As the script flow: a forced password change first, else the page the login was shown on.
  nextPath: (viewer, back) => (viewer.mustChangePassword ? PASSWORD_PATH : back),
  passwordChange: {
    path: PASSWORD_PATH,
    change: (viewer, aktuell, neu) => getRatsinfoService().changePassword(viewer.session, aktuell, neu),
  },
};
