// The public change note ("Änderungshinweis") an editor may give when submitting a major change: shown to visitors
// beside "Zuletzt geändert" once that version is published. Browser-safe.
export const AENDERUNGSHINWEIS_MAX = 300;

/** When the version a visitor sees was published ("Zuletzt geändert"), and its public change note. */
export interface Stand {
  /** ISO 8601. */
  veroeffentlichtAm: string;
  aenderungshinweis: string | null;
}
