// One login attempt, for any staff system: check the input, the rate limit (per account and per
// address), ask the service, record the outcome. Messages are German and never say which of
// e-mail or password was wrong.
import type { Sql } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { bodyField } from '@/lib/http/form-post';
import { blockedMessage, blockedUntil, clearAccountFailures, loginKeys, recordFailure } from './rate-limit';

export interface LoginInput {
  email: string;
  passwort: string;
}

export type LoginField = keyof LoginInput;

export const LOGIN_FAILED = 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.';
export const LOGIN_UNAVAILABLE = 'Die Anmeldung ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.';
export const CHECK_INPUT = 'Bitte prüfen Sie Ihre Eingaben.';

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
  /** With `gesperrt`: when the login may be tried again. */
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
  return { ok: false, status, message: LOGIN_ERRORS[code].message ?? LOGIN_FAILED, codes: [code] };
}

export interface LoginFlowOptions<T> {
  /** The system (lib/session/staff-system.ts StaffKey): its failures are counted apart. */
  kind: string;
  input: LoginInput;
  address: string;
  database: () => Promise<Sql>;
  /** The service's login plus the user lookup; null = refused (also an empty answer). */
  attempt: () => Promise<T | null>;
  now?: () => Date;
}

export async function runLogin<T>({
  kind,
  input,
  address,
  database,
  attempt,
  now = () => new Date(),
}: LoginFlowOptions<T>): Promise<LoginOutcome<T>> {
  const invalid = checkLoginInput(input);
  if (invalid) return invalid;
  const keys = loginKeys(kind, input.email, address);
  let db: Sql;
  try {
    db = await database();
    const until = await blockedUntil(db, keys, now());
    if (until) return failure(429, 'gesperrt', now(), until);
  } catch (error) {
    reportError(error, { message: 'Anmeldung: Ratenbegrenzung nicht prüfbar', tags: { kind } });
    return failure(503, 'nicht-verfuegbar', now());
  }
  let value: T | null;
  try {
    value = await attempt();
  } catch (error) {
    reportError(error, { message: 'Anmeldung: Dienst nicht erreichbar', tags: { kind } });
    return failure(503, 'nicht-verfuegbar', now());
  }
  if (value === null) {
    await recordFailure(db, keys, now());
    const until = await blockedUntil(db, keys, now());
    return until ? failure(429, 'gesperrt', now(), until) : failure(401, 'anmeldung-fehlgeschlagen', now());
  }
  await clearAccountFailures(db, keys);
  return { ok: true, value };
}
