// The session of a staff system: restored from its cookie on every request that needs it, opened
// by the login route, closed by the logout route. One cookie per system, so a session of one system
// never opens another; the token is checked by the system's own store on every request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { reportError } from '@/lib/error-reporting';
import { clientAddress } from '@/lib/http/client-address';
import { appendSetCookie, readCookie, serializeCookie, wantsSecureCookie } from './cookies';
import { runLogin, type LoginInput, type LoginOutcome } from './login-flow';
import { decodeSession, encodeSession, type SessionValue } from './session-value';
import type { StaffSystem } from './staff-system';

type Req = Pick<IncomingMessage, 'headers' | 'socket'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

export type StaffSessionState<Viewer> =
  | { state: 'valid'; viewer: Viewer; value: SessionValue }
  /** `expired`: a cookie came but no longer opens a session (it is removed). */
  | { state: 'none'; expired: boolean }
  | { state: 'unavailable' };

export function setStaffCookie<V>(system: StaffSystem<V>, req: Req, res: Res, value: SessionValue): void {
  appendSetCookie(
    res,
    serializeCookie(system.cookie, encodeSession(value), {
      maxAgeSeconds: system.maxAgeSeconds(),
      secure: wantsSecureCookie(req),
    }),
  );
}

export function clearStaffCookie<V>(system: StaffSystem<V>, req: Req, res: Res): void {
  appendSetCookie(res, serializeCookie(system.cookie, '', { maxAgeSeconds: 0, secure: wantsSecureCookie(req) }));
}

export async function readStaffSession<V>(system: StaffSystem<V>, req: Req, res: Res): Promise<StaffSessionState<V>> {
  const raw = readCookie(req, system.cookie);
  const value = decodeSession(raw);
  if (!value) {
    if (raw !== undefined) clearStaffCookie(system, req, res);
    return { state: 'none', expired: raw !== undefined };
  }
  try {
    const viewer = await system.restore(value);
    if (viewer) return { state: 'valid', viewer, value };
  } catch (error) {
    reportError(error, { message: `${system.texts.name}: Sitzung nicht prüfbar` });
    return { state: 'unavailable' };
  }
  clearStaffCookie(system, req, res);
  return { state: 'none', expired: true };
}

/** Checks the input and the rate limit, asks the store, and on success sets the cookie. */
export async function loginStaff<V>(
  system: StaffSystem<V>,
  req: Req,
  res: Res,
  input: LoginInput,
): Promise<LoginOutcome<V>> {
  const outcome = await runLogin({
    kind: system.key,
    input,
    address: clientAddress(req, getSessionConfig().trustProxy),
    database: getDatabase,
    attempt: () => system.login(input),
    onBlocked: system.loginBlocked && (() => system.loginBlocked!(input)),
  });
  if (!outcome.ok) return outcome;
  setStaffCookie(system, req, res, outcome.value.value);
  return { ok: true, value: outcome.value.viewer };
}

/** Ends the session in the store (where it keeps one) and removes the cookie, whatever the store says. */
export async function logoutStaff<V>(system: StaffSystem<V>, req: Req, res: Res): Promise<void> {
  const value = decodeSession(readCookie(req, system.cookie));
  if (value) {
    try {
      await system.logout(value);
    } catch (error) {
      reportError(error, { message: `${system.texts.name}: Abmelden im Dienst fehlgeschlagen` });
    }
  }
  clearStaffCookie(system, req, res);
}
