// The words of the Redaktion's store (lib/redaktion/): who acts, what a version is, and the one error the store
// throws, with an HTTP status and a German message the editor shows as it is.
import type { MenuName } from '@/lib/menus/menu-names';
import type { Rolle } from './permissions';
import type { Kontobereich } from './page-scope';
import type { Pruefstand } from './review-dates';

export type { Rolle };

/** The acting account. Its id and name are stored with every version and audit entry. */
export interface Actor {
  id: string;
  name: string;
  role: Rolle;
  /** The pages this account may act on (editing rights per department); absent or empty = every page. */
  bereich?: Kontobereich;
}

/** `entwurf` -> `zur_freigabe` -> `veroeffentlicht` -> `archiviert` (replaced or taken offline). */
export type VersionZustand = 'entwurf' | 'zur_freigabe' | 'veroeffentlicht' | 'archiviert';

/**
 * Of a live page or menu: `veroeffentlicht` = the newest version is public; `geaendert` = public, and a newer
 * version waits; `entwurf` = nothing public. `archiviert` = the page was deleted (it can be restored).
 */
export type Status = 'veroeffentlicht' | 'geaendert' | 'entwurf' | 'archiviert';

/** One finding of the renderer's validators, in German. */
export interface Pruefmeldung {
  /** JSON pointer into the stored envelope or menu, e.g. `/content/2/options/titel`. */
  pfad: string;
  meldung: string;
  /** For a block's finding: its stable id, position in `content` and template. */
  blockId?: string;
  blockIndex?: number;
  template?: string;
}

export interface Pruefergebnis {
  /** How many findings; 0 = publishable. */
  fehler: number;
  /** The findings (at most 100 are kept). */
  meldungen: Pruefmeldung[];
}

export interface Person {
  id: string;
  name: string;
}

/** A version without its content, for lists. */
export interface VersionKurz {
  id: number;
  nummer: number;
  autor: Person;
  /** ISO 8601. */
  erstelltAm: string;
  kommentar: string;
  zustand: VersionZustand;
  fehler: number;
  /** The version this one restores or copies. */
  basiertAuf: number | null;
  /** Account ids whose content this version carries (its author, and through restore or copy earlier authors). */
  inhaltVon: string[];
  /** Who published it, and when; null when it never was. */
  freigabe: { von: Person; am: string } | null;
  /**
   * Autosaves folded into this version since it was made (a page's newest autosaved draft takes its author's later
   * autosaves instead of a new version each time); a save names it with the version it stands on (`basisStand`).
   */
  zwischenstaende: number;
  /** ISO 8601: when its content was last saved (its creation, or the last autosave folded into it). */
  gespeichertAm: string;
}

export interface Version<T = unknown> extends VersionKurz {
  inhalt: T;
  pruefung: Pruefmeldung[];
}

export type ObjektArt = 'seite' | 'menue' | 'warnmeldung' | 'eintrag';

/**
 * What a change made public, for `changedPaths` (lib/redaktion/actions/publish-change.ts): the site paths whose
 * answer changed, or the menu that changed (every page shows menus).
 */
export type Aenderung =
  | { art: 'seite'; pfade: string[] }
  | { art: 'menue'; name: MenuName }
  /** An alert banner shown (or no longer shown) on every page of this area. */
  | { art: 'warnmeldung'; bereich: string }
  /** An entry of a collection: its own page (and old addresses), and every page whose blocks show the collection. */
  | { art: 'sammlung'; sammlung: string; pfade: string[] };

// What the store's lists and logs hand to the editor's views.

export interface SeiteInfo {
  id: string;
  pfad: string;
  /** Title and layout of the newest version. */
  titel: string;
  layout: string;
  status: Status;
  /** The owning office (its id in the site's list of Ämter), null when none is recorded. */
  abteilung: number | null;
  veroeffentlichteVersionId: number | null;
  neuesteVersion: VersionKurz | null;
  /** ISO 8601. */
  angelegtAm: string;
  archiviertAm: string | null;
  /** Taken offline with a reason (its address answers 308 or 410): counts as published for moving and deleting. */
  zurueckgezogen: boolean;
}

/** A page that a move gave a new path (its old path answers 308 to the new one). */
export interface Umzug {
  id: string;
  alterPfad: string;
  neuerPfad: string;
}

export interface SeitenKnoten extends SeiteInfo {
  /** False for a parent shown only because a page below it matches the search. */
  treffer: boolean;
  kinder: SeitenKnoten[];
}

export interface MenueInfo {
  name: MenuName;
  titel: string;
  /** How many levels the menu may have (1 = a flat list). */
  maxEbenen: number;
  status: Exclude<Status, 'archiviert'>;
  veroeffentlichteVersionId: number | null;
  neuesteVersion: VersionKurz | null;
}

export interface RedaktionEinstellungen {
  vierAugen: boolean;
}

/** The store's own actions, and login and logout (lib/redaktion/store/accounts.ts). */
export type AuditAktion =
  | 'anmeldung'
  | 'abmeldung'
  | 'seite_angelegt'
  | 'seite_umbenannt'
  | 'seite_archiviert'
  | 'seite_wiederhergestellt'
  | 'version_gespeichert'
  | 'version_wiederhergestellt'
  | 'veroeffentlicht'
  | 'veroeffentlichung_zurueckgenommen'
  | 'seite_ersetzt'
  | 'seite_mit_hinweis_zurueckgezogen'
  | 'erstbefuellung'
  | (string & {});

export interface AuditEintrag {
  id: number;
  /** ISO 8601. */
  zeit: string;
  konto: { id: string; name: string; rolle: string };
  aktion: AuditAktion;
  /** 'seite', 'menue', 'inhalt' (seeding) or what the caller names, e.g. 'konto'. */
  objektArt: string;
  objektId: string | null;
  details: Record<string, unknown>;
}

// Who keeps pages true (lib/redaktion/store/stewardship.ts).

export interface Abteilung {
  id: number;
  name: string;
}

/** An account as the admins' view lists it (lib/redaktion/store/account-limits.ts). */
export interface KontoUebersicht {
  id: string;
  email: string;
  name: string;
  rolle: Rolle;
  /** Editing rights per department; both lists empty = every page. */
  bereich: Kontobereich;
}

export interface Pflegestand {
  seiteId: string;
  pfad: string;
  titel: string;
  abteilung: Abteilung | null;
  /** ISO day. */
  pruefenBis: string;
  stand: Pruefstand;
  geprueft: { von: string; am: string } | null;
}

export interface AbteilungsUebersicht {
  abteilung: Abteilung;
  seiten: number;
  faellig: number;
  ueberfaellig: number;
  kaputteLinks: number;
  /** External links the check did not ask: an internal address, a port other than 80 and 443. */
  nichtGepruefteLinks: number;
}

export type FehlerStatus = 400 | 403 | 404 | 409 | 413 | 422 | 503;

/** Refused input or action: nothing was changed. `status` is the HTTP status an API route answers with. */
export class RedaktionError extends Error {
  constructor(
    readonly status: FehlerStatus,
    message: string,
    /** The findings when publishing was refused for invalid content. */
    readonly meldungen: Pruefmeldung[] = [],
    /** The input field the refusal is about (`pfad`, `titel`), so a form shows it there. */
    readonly feld?: string,
    /** Every refused field of a form with its message, when there are several (the form shows them all at once). */
    readonly felder?: Record<string, string>,
  ) {
    super(message);
    this.name = 'RedaktionError';
  }
}
