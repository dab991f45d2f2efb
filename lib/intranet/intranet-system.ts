// The intranet as a staff system (lib/session/staff-system.ts): its cookie, lifetime and texts,
// and its service's login, user lookup and logout (spec sections 3 and 7).
import { getSessionConfig } from '@/lib/config';
import { getIntranetService } from '@/lib/wiring/intranet';
import type { IntranetSession, IntranetUser } from '@/lib/services/intranet/intranet-service';
import type { SessionValue } from '@/lib/session/session-value';
import type { StaffSystem } from '@/lib/session/staff-system';
import { INTRANET_PATH } from './paths';

export interface IntranetViewer {
  session: IntranetSession;
  user: IntranetUser;
}

const sessionOf = (value: SessionValue): IntranetSession => ({ uuid: value.subject, token: value.token });

export const intranetSystem: StaffSystem<IntranetViewer> = {
  key: 'intranet',
  cookie: 'intranet_sitzung',
  home: INTRANET_PATH,
  texts: {
    name: 'Intranet',
    pleaseLogin: 'Bitte melden Sie sich im Intranet an.',
    unavailable: 'Das Intranet ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  },
  maxAgeSeconds: () => getSessionConfig().intranetSessionMaxAge,
  enabled: () => true,
  async login({ email, passwort }) {
    const service = getIntranetService();
    const login = await service.login(email, passwort);
    if (!login) return null;
    const user = await service.getUser(login);
    return user ? { value: { subject: login.uuid, token: login.token }, viewer: { session: login, user } } : null;
  },
  async restore(value) {
    const session = sessionOf(value);
    const user = await getIntranetService().getUser(session);
    return user ? { session, user } : null;
  },
  logout: (value) => getIntranetService().logout(sessionOf(value)),
  loginAnswer: ({ user: { vorname, nachname, email } }) => ({ user: { vorname, nachname, email } }),
};
