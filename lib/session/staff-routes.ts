// The API routes every staff system shares, made from its StaffSystem: login, logout, password
// change, and the guard of its other routes. Login, logout and the password change answer a script
// with JSON and a plain form (no JavaScript) with a 303 to a page of the system. Every answer is
// `private, no-store`; a system switched off by the configuration answers 404 on every route.
import type { ServerResponse } from 'node:http';
import { getConfig, getSessionConfig } from '@/lib/config';
import { reportError } from '@/lib/error-reporting';
import { acceptStateChange, FOREIGN_ORIGIN, sendJson, type ApiRequest } from '@/lib/http/api-response';
import { loginFailureLocation, withErrorCodes } from './error-query';
import { bodyField, isFormPost, seeOther } from '@/lib/http/form-post';
import { CHECK_INPUT, readLoginInput, runGuardedCheck } from './login-flow';
import { clientAddress } from '@/lib/http/client-address';
import { getDatabase } from '@/lib/db';
import { isSameOrigin } from '@/lib/http/origin-check';
import { PASSWORD_ERRORS, passwordChangeProblems, passwordFieldErrors } from './password-rules';
import { returnPath } from './paths';
import { retryAfterSeconds } from './rate-limit';
import type { SessionValue } from './session-value';
import { loginStaff, logoutStaff, readStaffSession, setStaffCookie, type StaffSessionState } from './staff-session';
import type { StaffSystem } from './staff-system';

export type ApiHandler = (req: ApiRequest, res: ServerResponse) => Promise<void>;

export const NOT_FOUND = 'Diese Adresse gibt es hier nicht.';
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** True (and the 404 sent) when the configuration switches the system off. */
function switchedOff<V>(system: StaffSystem<V>, res: ServerResponse): boolean {
  if (system.enabled()) return false;
  sendJson(res, 404, { message: NOT_FOUND });
  return true;
}

function unavailableOrLogin<V>(system: StaffSystem<V>, res: ServerResponse, state: StaffSessionState<V>): void {
  const unavailable = state.state === 'unavailable';
  sendJson(res, unavailable ? 503 : 401, {
    message: unavailable ? system.texts.unavailable : system.texts.pleaseLogin,
  });
}

/**
 * What a state-changing staff route (login, logout, password change) decides from the headers alone: the system
 * switched on, POST, this site's Origin. Its pages pass it to `withRequestBody` as `headersFirst`, so a refused request's
 * body is never read; the routes ask again (their tests call them with a body already read).
 */
export function staffHeadersAccepted<V>(system: StaffSystem<V>) {
  return (req: ApiRequest, res: ServerResponse): boolean =>
    !switchedOff(system, res) && acceptStateChange(req, res, getConfig().siteUrl);
}

export function staffLoginRoute<V>(system: StaffSystem<V>): ApiHandler {
  return async (req, res) => {
    if (switchedOff(system, res) || !acceptStateChange(req, res, getConfig().siteUrl)) return;
    const outcome = await loginStaff(system, req, res, readLoginInput(req.body));
    if (isFormPost(req)) {
      // Back to the page the login was shown on: now with the session, or with the error codes.
      const back = returnPath(bodyField(req.body, 'ziel'), system.home, system.returnDepth);
      if (!outcome.ok) return seeOther(res, loginFailureLocation(back, outcome));
      return seeOther(res, system.nextPath?.(outcome.value, back) ?? back);
    }
    if (!outcome.ok) {
      // A block says when it ends (seconds), as every other 429 of the site does.
      if (outcome.blockedUntil) res.setHeader('Retry-After', String(retryAfterSeconds(outcome.blockedUntil)));
      return sendJson(res, outcome.status, { message: outcome.message, fields: outcome.fields ?? {} });
    }
    sendJson(res, 200, system.loginAnswer(outcome.value));
  };
}

export function staffLogoutRoute<V>(system: StaffSystem<V>): ApiHandler {
  return async (req, res) => {
    if (switchedOff(system, res) || !acceptStateChange(req, res, getConfig().siteUrl)) return;
    await logoutStaff(system, req, res);
    if (isFormPost(req)) return seeOther(res, system.home);
    sendJson(res, 200, { abgemeldet: true });
  };
}

/** The password change of a system that offers one (`system.passwordChange`). */
export function staffPasswordRoute<V>(system: StaffSystem<V>): ApiHandler {
  const change = system.passwordChange;
  if (!change) throw new Error(`${system.texts.name}: keine Passwortänderung eingerichtet`);
  return async (req, res) => {
    if (switchedOff(system, res) || !acceptStateChange(req, res, getConfig().siteUrl)) return;
    const form = isFormPost(req);
    const state = await readStaffSession(system, req, res);
    // Without a session the password page shows the login (or the outage notice) by itself.
    if (state.state !== 'valid') return form ? seeOther(res, change.path) : unavailableOrLogin(system, res, state);
    const input = {
      aktuell: bodyField(req.body, 'aktuell'),
      neu: bodyField(req.body, 'neu'),
      wiederholung: bodyField(req.body, 'wiederholung'),
    };
    const problems = passwordChangeProblems(input);
    if (problems.length) {
      if (form) return seeOther(res, withErrorCodes(change.path, problems));
      return sendJson(res, 422, { message: CHECK_INPUT, fields: passwordFieldErrors(problems) });
    }
    try {
      // The current password is checked under the login's limit: a stolen session cannot test it without end.
      const checked = await runGuardedCheck({
        kind: `${system.key}:passwort`,
        account: state.value.subject,
        address: clientAddress(req, getSessionConfig().trustProxy),
        db: await getDatabase(),
        check: () => change.change(state.viewer, input.aktuell, input.neu, state.value),
        failed: (result) => result === 'falsches-passwort',
      });
      if (!checked.ok) {
        if (checked.code === 'gesperrt') await change.blocked?.(state.viewer);
        if (form) return seeOther(res, withErrorCodes(change.path, [checked.code]));
        res.setHeader('Retry-After', String(checked.retryAfterSeconds));
        return sendJson(res, 429, { message: checked.message });
      }
      if (checked.value === 'falsches-passwort') {
        if (form) return seeOther(res, withErrorCodes(change.path, ['aktuell-falsch']));
        return sendJson(res, 422, { message: CHECK_INPUT, fields: passwordFieldErrors(['aktuell-falsch']) });
      }
    } catch (error) {
      reportError(error, { message: `${system.texts.name}: Passwortänderung fehlgeschlagen` });
      if (form) return seeOther(res, withErrorCodes(change.path, ['nicht-geaendert']));
      return sendJson(res, 502, { message: PASSWORD_ERRORS['nicht-geaendert'].message });
    }
    // The cookie no longer asks for a change.
    setStaffCookie(system, req, res, { ...state.value, mustChangePassword: false });
    if (form) return seeOther(res, `${change.path}?geaendert=1`);
    sendJson(res, 200, { geaendert: true });
  };
}

export interface GuardOptions<V> {
  /** The methods the route answers; any other gets 405 (default: GET and HEAD). */
  methods?: readonly string[];
  /** Why this viewer may not use the route (403, German), or null. */
  refuse?: (viewer: V) => string | null;
}

/**
 * The guard of every other API route of a system: the session of the request, or null when the
 * answer is already sent (404 switched off, 405 method, 403 foreign origin of a state-changing
 * method or refused viewer, 401 no session, 503 store unreachable). Every answer is no-store.
 */
export async function requireStaffSession<V>(
  system: StaffSystem<V>,
  req: ApiRequest,
  res: ServerResponse,
  { methods = ['GET', 'HEAD'], refuse }: GuardOptions<V> = {},
): Promise<{ viewer: V; value: SessionValue } | null> {
  if (switchedOff(system, res)) return null;
  const method = req.method ?? 'GET';
  if (!methods.includes(method)) {
    res.setHeader('Allow', methods.join(', '));
    sendJson(res, 405, { message: `Diese Adresse nimmt nur ${methods.join(', ')} an.` });
    return null;
  }
  if (!SAFE_METHODS.has(method) && !isSameOrigin(req, getConfig().siteUrl)) {
    sendJson(res, 403, { message: FOREIGN_ORIGIN });
    return null;
  }
  const state = await readStaffSession(system, req, res);
  if (state.state !== 'valid') {
    unavailableOrLogin(system, res, state);
    return null;
  }
  const reason = refuse?.(state.viewer);
  if (reason) {
    sendJson(res, 403, { message: reason });
    return null;
  }
  return { viewer: state.viewer, value: state.value };
}
