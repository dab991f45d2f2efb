// One login attempt, for either system: check the input, the rate limit (per account and per
// address), ask the service, record the outcome. Messages are German and never say which of
// e-mail or password was wrong.
import type { Sql } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { blockedMessage, blockedUntil, clearAccountFailures, loginKeys, recordFailure, type LoginKind } from './rate-limit';

export interface LoginInput {
  email: string;
  passwort: string;
}

export type LoginField = keyof LoginInput;

export type LoginFailure = { ok: false; status: number; message: string; fields?: Partial<Record<LoginField, string>> };
export type LoginOutcome<T> = { ok: true; value: T } | LoginFailure;

export const LOGIN_FAILED = 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.';
export const LOGIN_UNAVAILABLE = 'Die Anmeldung ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.';

/** The form fields from a JSON or form body; anything else counts as empty. */
export function readLoginInput(body: unknown): LoginInput {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const field = (name: string) => (typeof record[name] === 'string' ? (record[name] as string) : '');
  return { email: field('email').trim().slice(0, 254), passwort: field('passwort').slice(0, 200) };
}

export function checkLoginInput({ email, passwort }: LoginInput): LoginFailure | null {
  const fields: Partial<Record<LoginField, string>> = {};
  if (!email) fields.email = 'Bitte geben Sie Ihre E-Mail-Adresse ein.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fields.email = 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@tannbrunn.de.';
  if (!passwort) fields.passwort = 'Bitte geben Sie Ihr Passwort ein.';
  return Object.keys(fields).length ? { ok: false, status: 422, message: 'Bitte prüfen Sie Ihre Eingaben.', fields } : null;
}

export interface LoginFlowOptions<T> {
  kind: LoginKind;
  input: LoginInput;
  address: string;
  database: () => Promise<Sql>;
  /** The service's login plus the user lookup; null = refused (also an empty answer). */
  attempt: () => Promise<T | null>;
  now?: () => Date;
}

export async function runLogin<T>({ kind, input, address, database, attempt, now = () => new Date() }: LoginFlowOptions<T>): Promise<LoginOutcome<T>> {
  const invalid = checkLoginInput(input);
  if (invalid) return invalid;
  const keys = loginKeys(kind, input.email, address);
  let db: Sql;
  try {
    db = await database();
    const until = await blockedUntil(db, keys, now());
    if (until) return { ok: false, status: 429, message: blockedMessage(until, now()) };
  } catch (error) {
    reportError(error, { message: 'Anmeldung: Ratenbegrenzung nicht prüfbar', tags: { kind } });
    return { ok: false, status: 503, message: LOGIN_UNAVAILABLE };
  }
  let value: T | null;
  try {
    value = await attempt();
  } catch (error) {
    reportError(error, { message: 'Anmeldung: Dienst nicht erreichbar', tags: { kind } });
    return { ok: false, status: 503, message: LOGIN_UNAVAILABLE };
  }
  if (value === null) {
    await recordFailure(db, keys, now());
    const until = await blockedUntil(db, keys, now());
    return { ok: false, status: until ? 429 : 401, message: until ? blockedMessage(until, now()) : LOGIN_FAILED };
  }
  await clearAccountFailures(db, keys);
  return { ok: true, value };
}
