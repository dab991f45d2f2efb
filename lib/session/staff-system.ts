// One staff-only system (intranet, Ratsinfo, Redaktion) as the staff-session module sees it: its
// cookie, lifetime, start page and German texts, and how its store logs in, restores and ends a
// session. Each system writes one such object; login, logout, expiry, the password change, the
// rate limit, the Origin check, the flow without JavaScript and `private, no-store` come from the
// module (lib/session/staff-*.ts) and are the same for all of them.
import type { LoginInput } from './login-flow';
import type { PasswordChangeResult } from './password-rules';
import type { SessionValue } from './session-value';

/** Names the system in the store: token kind, rate-limit keys. */
export type StaffKey = 'intranet' | 'ratsinfo' | 'redaktion';

export interface StaffTexts {
  /** 'Intranet', 'Ratsinformationssystem', 'Redaktion': headings, titles, reports. */
  name: string;
  /** The answer of an API route without a session (401). */
  pleaseLogin: string;
  /** The store cannot be reached (503, and the notice above the login). */
  unavailable: string;
}

export interface StaffLogin<Viewer> {
  /** What the cookie carries (the token stays in the httpOnly cookie). */
  value: SessionValue;
  viewer: Viewer;
}

export interface StaffPasswordChange<Viewer> {
  /** The page of the form; a change without JavaScript returns there (`?fehler=`, `?geaendert=1`). */
  path: string;
  /** `session` is the changing session's own value: a store that ends the account's other sessions keeps this one. */
  change(viewer: Viewer, aktuell: string, neu: string, session: SessionValue): Promise<PasswordChangeResult>;
  /** Told of a change refused by the rate limit (the Redaktion writes it to its audit log). */
  blocked?(viewer: Viewer): Promise<void>;
}

export interface StaffSystem<Viewer> {
  key: StaffKey;
  /** Name of the httpOnly session cookie; one per system, so no session opens another system. */
  cookie: string;
  /** The start page: its login is shown on every page of the system without a session. */
  home: string;
  texts: StaffTexts;
  /** Lifetime of cookie and token in seconds. */
  maxAgeSeconds(): number;
  /** False where the configuration switches the system off (the Redaktion with CMS_URL): every route is 404. */
  enabled(): boolean;
  /** Asks the store: null = refused (also an empty answer); throws when the store cannot be reached. */
  login(input: LoginInput): Promise<StaffLogin<Viewer> | null>;
  /** The viewer of a cookie: null = the session is over; throws when the store cannot be reached. */
  restore(value: SessionValue): Promise<Viewer | null>;
  /** Told of a login refused by the rate limit, with the address given (the Redaktion writes it to its audit log). */
  loginBlocked?(input: LoginInput): Promise<void>;
  /** Ends the session where the store keeps sessions. */
  logout(value: SessionValue): Promise<void>;
  /** The JSON a script gets after the login: display data only, never the token. */
  loginAnswer(viewer: Viewer): Record<string, unknown>;
  /** Where a login without JavaScript goes: by default back to the page the login was shown on. */
  nextPath?(viewer: Viewer, back: string): string;
  /** How deep a login may return into the system (segments below `home`, default 2). */
  returnDepth?: number;
  passwordChange?: StaffPasswordChange<Viewer>;
}
