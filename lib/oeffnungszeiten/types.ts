// Opening hours: the CMS's two forms (spec section 3) are the generated types of
// schemas/entities/oeffnungszeiten-strukturiert and oeffnungszeit-eintrag; the display model is below.
import type { OeffnungszeitEintrag } from '@/codegen/out/types';

export type {
  AbweichendeZeit,
  OeffnungszeitEintrag,
  OeffnungszeitenStrukturiert,
  RegulaereZeit,
  Tagestyp,
  Zeitspanne,
} from '@/codegen/out/types';

export const WOCHENTAGE = ['MONTAG', 'DIENSTAG', 'MITTWOCH', 'DONNERSTAG', 'FREITAG', 'SAMSTAG', 'SONNTAG'] as const;
export type Wochentag = (typeof WOCHENTAGE)[number];

/** Text rendering: one entry per kind and day group. */
export type Oeffnungszeittyp = OeffnungszeitEintrag['typ'];

/** What the display shows: groups of rows, plus the deviating hours that apply now. */
export interface Zeile {
  tage: string;
  /** 'HH:mm – HH:mm Uhr' items; empty when closed. */
  zeiten: string[];
  geschlossen: boolean;
}

export interface Gruppe {
  titel: string;
  hinweis?: string;
  zeilen: Zeile[];
}

export interface AktuelleAbweichung {
  zeitraum: string;
  zusatz?: string;
}

export interface OeffnungszeitenAnzeige {
  gruppen: Gruppe[];
  abweichungen: AktuelleAbweichung[];
}
