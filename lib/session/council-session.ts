// The council (Ratsinfo) session: restored from its cookie, opened by the login API route, closed
// by the logout route. Independent of the intranet session.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { reportError } from '@/lib/error-reporting';
import { getCouncilService } from '@/lib/services/council';
import type {
  CouncilMember,
  CouncilService,
  CouncilSession,
  PasswordChangeResult,
} from '@/lib/services/council/council-service';
import { clientAddress } from './client-address';
import { appendSetCookie, COUNCIL_COOKIE, readCookie, serializeCookie, wantsSecureCookie } from './cookies';
import { runLogin, type LoginInput, type LoginOutcome } from './login-flow';
import { decodeSession, encodeSession } from './session-value';

type Req = Pick<IncomingMessage, 'headers' | 'socket'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

export interface CouncilViewer {
  session: CouncilSession;
  member: CouncilMember;
  /** pw_geaendert was false: the password must be changed before anything else. */
  mustChangePassword: boolean;
}

export type CouncilSessionState =
  ({ state: 'valid' } & CouncilViewer) | { state: 'none'; expired: boolean } | { state: 'unavailable' };

export async function readCouncilSession(
  req: Req,
  res: Res,
  service: CouncilService = getCouncilService(),
): Promise<CouncilSessionState> {
  const raw = readCookie(req, COUNCIL_COOKIE);
  const value = decodeSession(raw);
  if (!value) {
    if (raw !== undefined) clearCouncilCookie(req, res);
    return { state: 'none', expired: raw !== undefined };
  }
  const session = { id: value.subject, token: value.token };
  try {
    const member = await service.getMember(session);
    if (member)
      return {
        state: 'valid',
        session,
        member,
        mustChangePassword: Boolean(value.mustChangePassword) || !member.pw_geaendert,
      };
  } catch (error) {
    reportError(error, { message: 'Ratsinfo: Mitglied nicht ladbar' });
    return { state: 'unavailable' };
  }
  clearCouncilCookie(req, res);
  return { state: 'none', expired: true };
}

export function clearCouncilCookie(req: Req, res: Res): void {
  appendSetCookie(res, serializeCookie(COUNCIL_COOKIE, '', { maxAgeSeconds: 0, secure: wantsSecureCookie(req) }));
}

function setCouncilCookie(req: Req, res: Res, session: CouncilSession, mustChangePassword: boolean): void {
  const value = encodeSession({ subject: session.id, token: session.token, mustChangePassword });
  appendSetCookie(
    res,
    serializeCookie(COUNCIL_COOKIE, value, {
      maxAgeSeconds: getSessionConfig().ratSessionMaxAge,
      secure: wantsSecureCookie(req),
    }),
  );
}

export async function loginCouncil(
  req: Req,
  res: Res,
  input: LoginInput,
  service: CouncilService = getCouncilService(),
): Promise<LoginOutcome<CouncilViewer>> {
  const outcome = await runLogin({
    kind: 'rat',
    input,
    address: clientAddress(req, getSessionConfig().trustProxy),
    database: getDatabase,
    attempt: async () => {
      const login = await service.login(input.email, input.passwort);
      if (!login) return null;
      const session = { id: login.id, token: login.token };
      const member = await service.getMember(session);
      return member ? { session, member, mustChangePassword: !login.pw_geaendert || !member.pw_geaendert } : null;
    },
  });
  if (outcome.ok) setCouncilCookie(req, res, outcome.value.session, outcome.value.mustChangePassword);
  return outcome;
}

export async function logoutCouncil(req: Req, res: Res, service: CouncilService = getCouncilService()): Promise<void> {
  const value = decodeSession(readCookie(req, COUNCIL_COOKIE));
  if (value) {
    try {
      await service.logout({ id: value.subject, token: value.token });
    } catch (error) {
      reportError(error, { message: 'Ratsinfo: Abmelden im Dienst fehlgeschlagen' });
    }
  }
  clearCouncilCookie(req, res);
}

/** After a successful change the cookie no longer asks for one. */
export async function changeCouncilPassword(
  req: Req,
  res: Res,
  viewer: CouncilViewer,
  aktuell: string,
  neu: string,
  service: CouncilService = getCouncilService(),
): Promise<PasswordChangeResult> {
  const result = await service.changePassword(viewer.session, aktuell, neu);
  if (result === 'geaendert') setCouncilCookie(req, res, viewer.session, false);
  return result;
}
