// What the CMS port answers about the public site beside pages and menus: the alert banners shown now, a withdrawn
// page's note, and when the version a visitor sees was published. The Redaktion writes them (lib/redaktion/shared
// re-exports these types with its rules); an adapter only carries them. Browser-safe.

export const STUFEN = ['information', 'hinweis', 'warnung', 'gefahr'] as const;
export type Stufe = (typeof STUFEN)[number];

/** What the site shows: only published, current banners, with what a visitor needs. */
export interface SichtbareWarnmeldung {
  id: string;
  text: string;
  stufe: Stufe;
  link: { href: string; text: string } | null;
  /** Site path the banner covers: `/de` (the whole site) or a section such as `/de/gemeinschaftsschule`. */
  bereich: string;
}

/** What a withdrawn page's address shows (answered 410): when, the public note, and the suggested page if published. */
export interface Zurueckgezogen {
  /** ISO 8601. */
  am: string;
  hinweis: string;
  vorschlag: { pfad: string; titel: string } | null;
}

/** When the version a visitor sees was published ("Zuletzt geändert"), and its public change note. */
export interface Stand {
  /** ISO 8601. */
  veroeffentlichtAm: string;
  aenderungshinweis: string | null;
}
