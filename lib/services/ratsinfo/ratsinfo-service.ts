// The council information system (Ratsinfo) as the server sees it. The login and the member call
// are the spec's (section 7); meetings, reports and the password change are our contract with the
// CMS (the spec names these templates but does not show their calls), documented in README.md.
import type { StoredFile } from '@/lib/documents/stored-file';
import type { PasswordChangeResult } from '@/lib/session/password-rules';

export interface RatsinfoLogin {
  id: string;
  token: string;
  pw_geaendert: boolean;
}

export interface RatsinfoSession {
  id: string;
  token: string;
}

export interface Ratsmitglied {
  vorname: string;
  nachname: string;
  /** From the member's `kontakt.email`. */
  email: string;
  taetigkeitsbereiche: string[];
  pw_geaendert: boolean;
}

export interface Ratsdokument {
  id?: number | string | null;
  titel: string;
  url: string;
}

export interface Tagesordnungspunkt {
  nummer: string;
  titel: string;
  oeffentlich: boolean;
  beschluss?: string | null;
  dokumente: Ratsdokument[];
}

export interface Sitzung {
  id: number | string;
  titel: string;
  gremium: string;
  /** ISO date-time with offset. */
  beginn: string;
  ende?: string | null;
  ort: string;
  oeffentlich: boolean;
  hinweis?: string;
  tagesordnung: Tagesordnungspunkt[];
  dokumente: Ratsdokument[];
}

export interface Bericht {
  id: number | string;
  titel: string;
  gremium: string;
  datum: string;
  zusammenfassung: string;
  dokumente: Ratsdokument[];
}

export interface RatsinfoService {
  /** POST /api/cms/raete/login — null when the login failed (also an empty answer). */
  login(email: string, passwort: string): Promise<RatsinfoLogin | null>;
  /** GET /api/cms/raete/{id} — null when the token is not (or no longer) valid. */
  getMember(session: RatsinfoSession): Promise<Ratsmitglied | null>;
  logout(session: RatsinfoSession): Promise<void>;
  /** Meetings, ordered by start; with agenda and documents. */
  getMeetings(session: RatsinfoSession): Promise<Sitzung[]>;
  getMeeting(session: RatsinfoSession, id: string): Promise<Sitzung | null>;
  getReports(session: RatsinfoSession): Promise<Bericht[]>;
  changePassword(session: RatsinfoSession, aktuell: string, neu: string): Promise<PasswordChangeResult>;
  /** A document of the embedded store (the CMS links its files itself). */
  getDocument(session: RatsinfoSession, id: string): Promise<StoredFile | null>;
  /**
   * The member's personal key of the subscribable meeting calendar (calendar apps send no cookies).
   * Only where the store can keep one (embedded); null otherwise.
   */
  calendarKey(session: RatsinfoSession): Promise<string | null>;
  /** A new personal key in place of the old one, which then opens nothing (also after a password change). */
  renewCalendarKey(session: RatsinfoSession): Promise<string | null>;
  /** The meetings for a calendar key, or null when the key is unknown. */
  meetingsForCalendarKey(key: string): Promise<Sitzung[] | null>;
}
