// Opening hours as the CMS sends them (spec section 3).

export const WOCHENTAGE = ['MONTAG', 'DIENSTAG', 'MITTWOCH', 'DONNERSTAG', 'FREITAG', 'SAMSTAG', 'SONNTAG'] as const;
export type Wochentag = (typeof WOCHENTAGE)[number];
export type Tagestyp = Wochentag | 'ARBEITSTAG_MO_FR';

/** Structured: regular hours per day type, and deviating hours for a period. */
export interface RegulaereZeit {
  tagestyp: Tagestyp;
  beginn: string;
  ende: string;
}

export interface AbweichendeZeit {
  /** Start and end of the period (date or date-time, Berlin time). */
  beginn: string;
  ende: string;
  /** What applies in that period, e.g. 'Zwischen den Jahren geschlossen'. */
  zusatz?: string;
}

export interface OeffnungszeitenStrukturiert {
  regulaereZeiten?: RegulaereZeit[];
  abweichendeZeiten?: AbweichendeZeit[];
}

/** Text rendering: one entry per kind and day group. */
export type Oeffnungszeittyp = 'ALLGEMEINE_OEFFNUNGSZEIT' | 'SERVICEZEIT' | 'TELEFONISCHE_ERREICHBARKEIT';

export interface Zeitspanne {
  beginn: string;
  ende: string;
}

export interface OeffnungszeitEintrag {
  typ: Oeffnungszeittyp;
  hinweisText?: string;
  tagestyp?: Tagestyp[];
  zeiten?: Zeitspanne[];
}

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
