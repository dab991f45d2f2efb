// The intranet as the server sees it (spec sections 3 and 7). Every call but the login carries the
// user's token; the browser never sees it.
import type { StoredFile } from '@/lib/documents/stored-file';

export interface IntranetLogin {
  uuid: string;
  token: string;
}

export interface IntranetUser {
  vorname: string;
  nachname: string;
  email: string;
}

export interface IntranetSession {
  uuid: string;
  token: string;
}

/** A category: its name, the site path it is shown at, and its key in the CMS API. */
export interface IntranetRubrik {
  rubrik: string;
  taggingpfad: string;
  url: string;
}

export interface IntranetText {
  id: number | string;
  titel: string;
  datum_von: string;
  datum_bis?: string | null;
  teaser?: string;
  text?: string;
  autor?: string | null;
  /** The category's `url` (filled in by the server when the CMS leaves it out). */
  rubrik?: string;
}

export interface IntranetTextPage {
  data: IntranetText[];
  seite: number;
  seiten: number;
}

export interface TextQuery {
  seite: number;
  proSeite: number;
}

export interface ArchivThema {
  id: number | string;
  thema: string;
}

export interface ArchivDokument {
  id?: number | string | null;
  downloadtext: string;
  stand: string;
  url: string;
}

export interface ArchivEintrag {
  id: number | string;
  titel: string;
  thema_id?: number | string | null;
  gueltig_von?: string | null;
  gueltig_bis?: string | null;
  dokumente: ArchivDokument[];
}

export interface IntranetService {
  /** POST /api/cms/login — null when the login failed (also an empty answer). */
  login(email: string, passwort: string): Promise<IntranetLogin | null>;
  /** GET /api/cms/intranet/user/{uuid} — null when the token is not (or no longer) valid. */
  getUser(session: IntranetSession): Promise<IntranetUser | null>;
  /** Ends the session where the store knows sessions (embedded); the http mode only drops the cookie. */
  logout(session: IntranetSession): Promise<void>;
  getCategories(session: IntranetSession): Promise<IntranetRubrik[]>;
  getTexts(session: IntranetSession, url: string, query: TextQuery): Promise<IntranetTextPage>;
  getText(session: IntranetSession, url: string, id: string): Promise<IntranetText | null>;
  getArchiveTopics(session: IntranetSession): Promise<ArchivThema[]>;
  getArchive(session: IntranetSession, themaId: string): Promise<ArchivEintrag[]>;
  /** A document of the embedded archive (the CMS links its files itself). */
  getDocument(session: IntranetSession, id: string): Promise<StoredFile | null>;
}
