// The business directory (Branchenverzeichnis) as the CMS sends it (spec section 3).
import type { OeffnungszeitEintrag, OeffnungszeitenStrukturiert } from '@/lib/oeffnungszeiten/types';

/** Filter data: one entry per subcategory, with its main category and the number of entries. */
export interface FilterRubrik {
  id: number;
  rubrik: string;
  hauptrubrik: { rubrik: string };
  /** Number of entries, or the entries themselves (their count is shown). */
  brancheneintraege: number | unknown[];
}

export interface VerzeichnisFilterDaten {
  rubriken: FilterRubrik[];
  /** Place names; 'Ort (X)' is shown as 'X'. */
  orte: string[];
}

export interface Branchenrubrik {
  id: number;
  rubrik: string;
  hauptrubrik?: { rubrik: string };
}

export interface Brancheneintrag {
  id: number;
  titel: string;
  kurztext?: string;
  beschreibung?: string;
  strasse?: string;
  plz?: string;
  ort?: string;
  telefon?: string;
  email?: string;
  website?: string;
  bild?: { src: string; alt: string; copyright?: string };
  rubriken?: Branchenrubrik[];
  interessengruppen?: { id: number; name?: string }[];
  oeffnungszeitenStrukturiert?: OeffnungszeitenStrukturiert;
  oeffnungszeiten?: OeffnungszeitEintrag[];
  detailURL?: string;
  seo?: { title?: string; description?: string };
}

export interface FilterAuswahl {
  rubrikIds: number[];
  orte: string[];
  interessengruppenIds: number[];
}
