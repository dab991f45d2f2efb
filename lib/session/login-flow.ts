// One login attempt, for any staff system: check the input, reserve the attempt under the rate limit (per account
// and per address; counted before the password is checked, so a burst cannot pass the limit together), ask the
// service, keep the reservation as the failure or drop it. Messages are German and never say which of e-mail or
// password was wrong.
import type { Sql } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { bodyField } from '@/lib/http/form-post';
import { PasswordChecksBusy } from './password-gate';
import {
  blockedMessage,
  blockedUntil,
  clearAccountFailures,
  forgetOldAttempts,
  loginKeys,
  release,
  reserveAttempt,
  type Reservation,
} from './rate-limit';

export interface LoginInput {
  email: string;
  passwort: string;
}

export type LoginField = keyof LoginInput;

export const LOGIN_FAILED = 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.';
export const LOGIN_UNAVAILABLE = 'Die Anmeldung ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.';
export const CHECK_INPUT = 'Bitte prüfen Sie Ihre Eingaben.';
export const CHECKS_BUSY =
  'Gerade werden sehr viele Anmeldungen gleichzeitig geprüft. Bitte versuchen Sie es in einigen Sekunden erneut.';

/** Every way a login fails, by the code a login without JavaScript carries back in `?fehler=`. */
export const LOGIN_ERRORS = {
  'email-fehlt': { field: 'email', message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' },
  'email-ungueltig': {
    field: 'email',
    message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@tannbrunn.de.',
  },
  'passwort-fehlt': { field: 'passwort', message: 'Bitte geben Sie Ihr Passwort ein.' },
  'anmeldung-fehlgeschlagen': { field: null, message: LOGIN_FAILED },
  'nicht-verfuegbar': { field: null, message: LOGIN_UNAVAILABLE },
  ausgelastet: { field: null, message: CHECKS_BUSY },
  /** The message names the time the block ends: see blockedMessage. */
  gesperrt: { field: null, message: null },
} as const satisfies Record<string, { field: LoginField | null; message: string | null }>;

export type LoginErrorCode = keyof typeof LOGIN_ERRORS;

export type LoginFailure = {
  ok: false;
  status: number;
  message: string;
  fields?: Partial<Record<LoginField, string>>;
  codes: LoginErrorCode[];
  /** With `gesperrt` and `ausgelastet`: when the login may be tried again (Retry-After). */
  blockedUntil?: Date;
};
export type LoginOutcome<T> = { ok: true; value: T } | LoginFailure;

/** The form fields from a JSON or form body; anything else counts as empty. */
export function readLoginInput(body: unknown): LoginInput {
  return { email: bodyField(body, 'email').trim().slice(0, 254), passwort: bodyField(body, 'passwort').slice(0, 200) };
}

export function checkLoginInput({ email, passwort }: LoginInput): LoginFailure | null {
  const codes: LoginErrorCode[] = [];
  if (!email) codes.push('email-fehlt');
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) codes.push('email-ungueltig');
  if (!passwort) codes.push('passwort-fehlt');
  if (!codes.length) return null;
  const fields: Partial<Record<LoginField, string>> = {};
  for (const code of codes) {
    const { field, message } = LOGIN_ERRORS[code];
    if (field && message) fields[field] = message;
  }
  return { ok: false, status: 422, message: CHECK_INPUT, fields, codes };
}

function failure(status: number, code: LoginErrorCode, now: Date, until?: Date): LoginFailure {
  if (code === 'gesperrt' && until)
    return { ok: false, status, message: blockedMessage(until, now), codes: [code], blockedUntil: until };
  return {
    ok: false,
    status,
    message: LOGIN_ERRORS[code].message ?? LOGIN_FAILED,
    codes: [code],
    ...(until ? { blockedUntil: until } : {}),
  };
}

/** Too many password checks at once in this process: 429, to be tried again in a few seconds. */
const busy = (error: PasswordChecksBusy, now: Date) =>
  failure(429, 'ausgelastet', now, new Date(now.getTime() + error.retryAfterSeconds * 1000));

export interface LoginFlowOptions<T> {
  /** The system (lib/session/staff-system.ts StaffKey): its failures are counted apart. */
  kind: string;
  input: LoginInput;
  address: string;
  database: () => Promise<Sql>;
  /** The service's login plus the user lookup; null = refused (also an empty answer). */
  attempt: () => Promise<T | null>;
  /** Told of a login refused by the rate limit (the Redaktion writes it to its audit log). */
  onBlocked?: () => Promise<void>;
  now?: () => Date;
}

export async function runLogin<T>({
  kind,
  input,
  address,
  database,
  attempt,
  onBlocked,
  now = () => new Date(),
}: LoginFlowOptions<T>): Promise<LoginOutcome<T>> {
  const invalid = checkLoginInput(input);
  if (invalid) return invalid;
  const keys = loginKeys(kind, input.email, address);
  let db: Sql;
  let reservation: Reservation;
  try {
    db = await database();
    const reserved = await reserveAttempt(db, keys, now());
    if ('until' in reserved) {
      await onBlocked?.().catch((error: unknown) =>
        reportError(error, { message: 'Anmeldung: Sperre nicht protokolliert', tags: { kind } }),
      );
      return failure(429, 'gesperrt', now(), reserved.until);
    }
    reservation = reserved.reserved;
  } catch (error) {
    reportError(error, { message: 'Anmeldung: Ratenbegrenzung nicht prüfbar', tags: { kind } });
    return failure(503, 'nicht-verfuegbar', now());
  }
  let value: T | null;
  try {
    value = await attempt();
  } catch (error) {
    // The password was not checked: the attempt counts for nothing.
    await release(db, reservation).catch(() => undefined);
    if (error instanceof PasswordChecksBusy) return busy(error, now());
    reportError(error, { message: 'Anmeldung: Dienst nicht erreichbar', tags: { kind } });
    return failure(503, 'nicht-verfuegbar', now());
  }
  if (value === null) {
    // The reservation stays: it is this failure.
    await forgetOldAttempts(db, now());
    const until = await blockedUntil(db, keys, now());
    return until ? failure(429, 'gesperrt', now(), until) : failure(401, 'anmeldung-fehlgeschlagen', now());
  }
  await release(db, reservation);
  await clearAccountFailures(db, keys);
  return { ok: true, value };
}

export interface GuardedCheckOptions<T> {
  /** Names the attempts' rate-limit keys, like a login's kind (e.g. `redaktion:passwort`). */
  kind: string;
  /** Whose password is checked: its account key. */
  account: string;
  address: string;
  db: Sql;
  /** The check; `failed` says whether its answer is a wrong password (the reservation then stays as the failure). */
  check: () => Promise<T>;
  failed: (value: T) => boolean;
  now?: () => Date;
}

export type GuardedCheck<T> =
  | { ok: true; value: T }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number; code: 'gesperrt' | 'ausgelastet' };

/**
 * A password check outside the login (the password change, which asks for the current password) under the login's
 * rate limit: at most 10 wrong passwords per account and per address in 15 minutes, reserved before the check, and
 * refused with 429 when the gate of password checks is full. A stolen session cannot test the password without limit.
 */
export async function runGuardedCheck<T>({
  kind,
  account,
  address,
  db,
  check,
  failed,
  now = () => new Date(),
}: GuardedCheckOptions<T>): Promise<GuardedCheck<T>> {
  const keys = loginKeys(kind, account, address);
  const reserved = await reserveAttempt(db, keys, now());
  if ('until' in reserved) {
    const seconds = Math.max(1, Math.ceil((reserved.until.getTime() - now().getTime()) / 1000));
    return {
      ok: false,
      status: 429,
      message: blockedMessage(reserved.until, now(), 'Versuche'),
      retryAfterSeconds: seconds,
      code: 'gesperrt',
    };
  }
  let value: T;
  try {
    value = await check();
  } catch (error) {
    await release(db, reserved.reserved).catch(() => undefined);
    if (error instanceof PasswordChecksBusy)
      return {
        ok: false,
        status: 429,
        message: CHECKS_BUSY,
        retryAfterSeconds: error.retryAfterSeconds,
        code: 'ausgelastet',
      };
    throw error;
  }
  if (!failed(value)) {
    await release(db, reserved.reserved);
    await clearAccountFailures(db, keys);
  } else await forgetOldAttempts(db, now());
  return { ok: true, value };
}
