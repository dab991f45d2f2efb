// Offices (Ämter) and staff (Mitarbeiter) as the CMS sends them.
import type { OeffnungszeitEintrag, OeffnungszeitenStrukturiert } from '@/lib/oeffnungszeiten/types';

export interface AmtVerweis {
  id: number;
  titel: string;
  detailURL?: string;
  telefon?: string;
}

export interface MitarbeiterVerweis {
  id: number;
  vorname: string;
  nachname: string;
  funktion?: string;
  detailURL?: string;
}

export interface Amt {
  id: number;
  titel: string;
  kurztext?: string;
  gebaeude?: string;
  strasse?: string;
  plz?: string;
  ort?: string;
  telefon?: string;
  email?: string;
  aufgaben?: string[];
  mitarbeiter?: MitarbeiterVerweis[];
  oeffnungszeitenStrukturiert?: OeffnungszeitenStrukturiert;
  oeffnungszeiten?: OeffnungszeitEintrag[];
  detailURL?: string;
}

export interface Mitarbeiter {
  id: number;
  anrede?: string;
  vorname: string;
  nachname: string;
  funktion?: string;
  telefon?: string;
  email?: string;
  raum?: string;
  amt?: AmtVerweis;
  zustaendigkeiten?: string[];
  detailURL?: string;
}

export function vollerName(m: Pick<Mitarbeiter, 'vorname' | 'nachname'>): string {
  return [m.vorname, m.nachname].filter(Boolean).join(' ');
}
