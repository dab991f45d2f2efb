// The council (Ratsinfo) session: restored from its cookie, opened by the login API route, closed
// by the logout route. Independent of the intranet session.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { reportError } from '@/lib/error-reporting';
import { getRatsinfoService } from '@/lib/services/ratsinfo';
import type {
  Ratsmitglied,
  RatsinfoService,
  RatsinfoSession,
  PasswordChangeResult,
} from '@/lib/services/ratsinfo/ratsinfo-service';
import { clientAddress } from './client-address';
import { appendSetCookie, RATSINFO_COOKIE, readCookie, serializeCookie, wantsSecureCookie } from './cookies';
import { runLogin, type LoginInput, type LoginOutcome } from './login-flow';
import { decodeSession, encodeSession } from './session-value';

type Req = Pick<IncomingMessage, 'headers' | 'socket'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

export interface RatsinfoViewer {
  session: RatsinfoSession;
  member: Ratsmitglied;
  /** pw_geaendert was false: the password must be changed before anything else. */
  mustChangePassword: boolean;
}

export type RatsinfoSessionState =
  ({ state: 'valid' } & RatsinfoViewer) | { state: 'none'; expired: boolean } | { state: 'unavailable' };

export async function readRatsinfoSession(
  req: Req,
  res: Res,
  service: RatsinfoService = getRatsinfoService(),
): Promise<RatsinfoSessionState> {
  const raw = readCookie(req, RATSINFO_COOKIE);
  const value = decodeSession(raw);
  if (!value) {
    if (raw !== undefined) clearRatsinfoCookie(req, res);
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
  clearRatsinfoCookie(req, res);
  return { state: 'none', expired: true };
}

export function clearRatsinfoCookie(req: Req, res: Res): void {
  appendSetCookie(res, serializeCookie(RATSINFO_COOKIE, '', { maxAgeSeconds: 0, secure: wantsSecureCookie(req) }));
}

function setRatsinfoCookie(req: Req, res: Res, session: RatsinfoSession, mustChangePassword: boolean): void {
  const value = encodeSession({ subject: session.id, token: session.token, mustChangePassword });
  appendSetCookie(
    res,
    serializeCookie(RATSINFO_COOKIE, value, {
      maxAgeSeconds: getSessionConfig().ratsinfoSessionMaxAge,
      secure: wantsSecureCookie(req),
    }),
  );
}

export async function loginRatsinfo(
  req: Req,
  res: Res,
  input: LoginInput,
  service: RatsinfoService = getRatsinfoService(),
): Promise<LoginOutcome<RatsinfoViewer>> {
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
  if (outcome.ok) setRatsinfoCookie(req, res, outcome.value.session, outcome.value.mustChangePassword);
  return outcome;
}

export async function logoutRatsinfo(
  req: Req,
  res: Res,
  service: RatsinfoService = getRatsinfoService(),
): Promise<void> {
  const value = decodeSession(readCookie(req, RATSINFO_COOKIE));
  if (value) {
    try {
      await service.logout({ id: value.subject, token: value.token });
    } catch (error) {
      reportError(error, { message: 'Ratsinfo: Abmelden im Dienst fehlgeschlagen' });
    }
  }
  clearRatsinfoCookie(req, res);
}

/** After a successful change the cookie no longer asks for one. */
export async function changeRatsinfoPassword(
  req: Req,
  res: Res,
  viewer: RatsinfoViewer,
  aktuell: string,
  neu: string,
  service: RatsinfoService = getRatsinfoService(),
): Promise<PasswordChangeResult> {
  const result = await service.changePassword(viewer.session, aktuell, neu);
  if (result === 'geaendert') setRatsinfoCookie(req, res, viewer.session, false);
  return result;
}
