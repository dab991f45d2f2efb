// A form posted without JavaScript is answered with a 303 back to its page; what went wrong rides
// along as codes (`?fehler=email-fehlt,passwort-fehlt`), never as text, so a link can only pick
// one of our own German messages. The page turns the codes back into the messages the script
// flow shows, for its GOV.UK error summary and the fields.
import { LOGIN_ERRORS, type LoginErrorCode, type LoginFailure } from './login-flow';
import { PASSWORD_ERRORS, type PasswordErrorCode } from './password-rules';
import { blockedMessage, WINDOW_MS } from './rate-limit';

/** The errors a form shows: a message about the whole form (or null) and one per field. */
export interface FormErrors {
  message: string | null;
  fields: Record<string, string>;
}

type QueryValue = string | string[] | undefined;
type Query = Record<string, QueryValue>;

const MAX_CODES = 10;

export function withErrorCodes(path: string, codes: readonly string[], extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ fehler: codes.join(','), ...extra });
  return `${path}?${params.toString().replace(/%2C/g, ',')}`;
}

/** Where a failed login without JavaScript goes: its page, with the codes (and the end of a block). */
export function loginFailureLocation(path: string, failure: LoginFailure): string {
  return withErrorCodes(
    path,
    failure.codes,
    failure.blockedUntil ? { bis: String(failure.blockedUntil.getTime()) } : {},
  );
}

function first(value: QueryValue): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function codesOf<K extends string>(value: QueryValue, known: Record<K, unknown>): K[] {
  const codes = first(value)
    .split(',')
    .filter((code): code is K => Object.hasOwn(known, code));
  return [...new Set(codes)].slice(0, MAX_CODES);
}

function toFormErrors(entries: { field: string | null; message: string | null }[]): FormErrors | null {
  const fields: Record<string, string> = {};
  for (const { field, message } of entries) if (field && message && !fields[field]) fields[field] = message;
  // As in the script flow: with field messages the summary lists those only.
  const message = Object.keys(fields).length ? null : (entries.find((e) => !e.field && e.message)?.message ?? null);
  return message || Object.keys(fields).length ? { message, fields } : null;
}

export function loginErrorsFromQuery(query: Query, now: Date = new Date()): FormErrors | null {
  const entries = codesOf<LoginErrorCode>(query.fehler, LOGIN_ERRORS).map((code) => {
    if (code !== 'gesperrt') return LOGIN_ERRORS[code];
    // The block's end comes from the link: shown only while it is plausible (a block lasts at most the window).
    const until = Number(first(query.bis));
    const plausible = Number.isFinite(until) && until > now.getTime() && until <= now.getTime() + WINDOW_MS + 60_000;
    return { field: null, message: plausible ? blockedMessage(new Date(until), now) : null };
  });
  return toFormErrors(entries);
}

export function passwordErrorsFromQuery(query: Query): FormErrors | null {
  return toFormErrors(codesOf<PasswordErrorCode>(query.fehler, PASSWORD_ERRORS).map((code) => PASSWORD_ERRORS[code]));
}
