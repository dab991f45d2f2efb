// The intranet session: restored from its cookie on every request that needs it, opened by the
// login API route, closed by the logout route. Independent of the council session.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { reportError } from '@/lib/error-reporting';
import { getIntranetService } from '@/lib/services/intranet';
import type { IntranetService, IntranetSession, IntranetUser } from '@/lib/services/intranet/intranet-service';
import { clientAddress } from './client-address';
import { appendSetCookie, INTRANET_COOKIE, readCookie, serializeCookie, wantsSecureCookie } from './cookies';
import { runLogin, type LoginInput, type LoginOutcome } from './login-flow';
import { decodeSession, encodeSession } from './session-value';

type Req = Pick<IncomingMessage, 'headers' | 'socket'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

export type IntranetSessionState =
  | { state: 'valid'; session: IntranetSession; user: IntranetUser }
  /** `expired`: a cookie came but no longer opens a session (it is removed). */
  | { state: 'none'; expired: boolean }
  | { state: 'unavailable' };

export async function readIntranetSession(
  req: Req,
  res: Res,
  service: IntranetService = getIntranetService(),
): Promise<IntranetSessionState> {
  const raw = readCookie(req, INTRANET_COOKIE);
  const value = decodeSession(raw);
  if (!value) {
    if (raw !== undefined) clearIntranetCookie(req, res);
    return { state: 'none', expired: raw !== undefined };
  }
  const session = { uuid: value.subject, token: value.token };
  try {
    const user = await service.getUser(session);
    if (user) return { state: 'valid', session, user };
  } catch (error) {
    reportError(error, { message: 'Intranet: Benutzer nicht ladbar' });
    return { state: 'unavailable' };
  }
  clearIntranetCookie(req, res);
  return { state: 'none', expired: true };
}

export function clearIntranetCookie(req: Req, res: Res): void {
  appendSetCookie(res, serializeCookie(INTRANET_COOKIE, '', { maxAgeSeconds: 0, secure: wantsSecureCookie(req) }));
}

export async function loginIntranet(
  req: Req,
  res: Res,
  input: LoginInput,
  service: IntranetService = getIntranetService(),
): Promise<LoginOutcome<IntranetUser>> {
  const { intranetSessionMaxAge, trustProxy } = getSessionConfig();
  const outcome = await runLogin({
    kind: 'intranet',
    input,
    address: clientAddress(req, trustProxy),
    database: getDatabase,
    attempt: async () => {
      const login = await service.login(input.email, input.passwort);
      if (!login) return null;
      const user = await service.getUser(login);
      return user ? { login, user } : null;
    },
  });
  if (!outcome.ok) return outcome;
  const { login, user } = outcome.value;
  appendSetCookie(
    res,
    serializeCookie(INTRANET_COOKIE, encodeSession({ subject: login.uuid, token: login.token }), {
      maxAgeSeconds: intranetSessionMaxAge,
      secure: wantsSecureCookie(req),
    }),
  );
  return { ok: true, value: user };
}

export async function logoutIntranet(
  req: Req,
  res: Res,
  service: IntranetService = getIntranetService(),
): Promise<void> {
  const value = decodeSession(readCookie(req, INTRANET_COOKIE));
  if (value) {
    try {
      await service.logout({ uuid: value.subject, token: value.token });
    } catch (error) {
      reportError(error, { message: 'Intranet: Abmelden im Dienst fehlgeschlagen' });
    }
  }
  clearIntranetCookie(req, res);
}
