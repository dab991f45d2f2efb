// What the external link check keeps of a link, as the Redaktion's views show it (browser-safe: no database).
import type { LinkErgebnis } from './check-url';

export interface Fundstelle {
  /** The page's path, or 'Menü <name>'. */
  ort: string;
  /** The page, for a link into the editor. */
  seiteId?: string;
  /** JSON pointer of the field that holds the link. */
  feld: string;
}

export interface LinkResult {
  url: string;
  host: string;
  fundstellen: Fundstelle[];
  ergebnis: LinkErgebnis | 'robots' | null;
  httpStatus: number | null;
  meldung: string | null;
  /** ISO 8601; null before the first check. */
  geprueftAm: string | null;
}

export const BROKEN: readonly LinkResult['ergebnis'][] = [
  'kaputt',
  'umleitungsschleife',
  'zeitueberschreitung',
  'nicht_erreichbar',
];

/** Links the check did not ask: an internal address or a port other than 80 and 443 (lib/linkpruefung/check-url.ts). */
export const NOT_CHECKED: readonly LinkResult['ergebnis'][] = ['nicht_geprueft'];
