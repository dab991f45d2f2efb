// The desk of the Redaktion (DESIGN.md section 11: what residents send is no content, but private records): the words,
// types and rules the inbox (Eingänge) and the booking desk share between the store and the browser. Browser-safe.
import type { Kontobereich } from './page-scope';
import { istBegrenzt } from './page-scope';
import type { Abteilung } from './types';

export const EINGANG_ZUSTAENDE = ['neu', 'in_bearbeitung', 'erledigt'] as const;
export type EingangZustand = (typeof EINGANG_ZUSTAENDE)[number];

export const ZUSTAND_NAMEN: Record<EingangZustand, string> = {
  neu: 'Neu',
  in_bearbeitung: 'In Bearbeitung',
  erledigt: 'Erledigt',
};

export const isEingangZustand = (value: unknown): value is EingangZustand =>
  typeof value === 'string' && (EINGANG_ZUSTAENDE as readonly string[]).includes(value);

/** A booking request's state as staff and the resident read it; `storniert` = cancelled by the resident. */
export type BuchungZustand = 'pending' | 'accepted' | 'declined' | 'blocked' | 'storniert';

export const BUCHUNG_ZUSTAND_NAMEN: Record<BuchungZustand, string> = {
  pending: 'Angefragt',
  accepted: 'Angenommen',
  declined: 'Abgelehnt',
  blocked: 'Gesperrt',
  storniert: 'Storniert',
};

/** Submissions per page of the inbox. */
export const SEITENGROESSE = 50;
/** The inbox counts at most this many hits; beyond it says „mehr als …“. */
export const ZAEHL_GRENZE = 10_000;

export const DESK_TEXTE = {
  keinEingang: 'Diesen Eingang gibt es nicht (mehr).',
  keineBuchung: 'Diese Anfrage gibt es nicht (mehr).',
  geaendert:
    'Der Eingang wurde inzwischen geändert (von jemand anderem oder in einem anderen Fenster). Bitte laden Sie die Seite neu; es wurde nichts geändert.',
  buchungGeaendert:
    'Die Anfrage wurde inzwischen geändert (von jemand anderem oder in einem anderen Fenster). Bitte laden Sie die Seite neu; es wurde nichts geändert.',
  zustandFehlt: 'Bitte wählen Sie einen Zustand: Neu, In Bearbeitung oder Erledigt.',
  notizLeer: 'Bitte schreiben Sie eine Notiz.',
  notizZuLang: 'Eine Notiz darf höchstens 2000 Zeichen lang sein.',
  nachrichtZuLang: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.',
  entscheidungFehlt: 'Bitte wählen Sie „Annehmen“ oder „Ablehnen“.',
  storniert:
    'Die Anfrage wurde von der Antragstellerin oder dem Antragsteller storniert; sie kann nicht mehr entschieden werden.',
  schonAngenommen: 'Die Anfrage ist bereits angenommen.',
  schonAbgelehnt: 'Die Anfrage ist bereits abgelehnt.',
  belegt:
    'Die Anfrage kann nicht angenommen werden: An mindestens einem ihrer Tage ist die Kapazität durch angenommene Anfragen oder Sperren schon ausgeschöpft.',
  sperreBelegt:
    'An mindestens einem dieser Tage sind schon so viele Anfragen angenommen, dass die Sperre nicht mehr passt. Bitte lehnen Sie diese zuerst ab oder wählen Sie weniger Räder.',
  sperreDatum:
    'Bitte geben Sie einen gültigen Zeitraum an (von und bis als Datum, bis nicht vor von, höchstens ein Jahr).',
  sperreAnzahl: 'Bitte geben Sie an, wie viele Räder gesperrt werden (mindestens 1, höchstens alle).',
  sperreGrund: 'Bitte geben Sie einen Grund für die Sperre an (höchstens 200 Zeichen).',
  keineSperre: 'Das ist keine Sperre.',
  ressourceUnbekannt: 'Dieses Leihgerät oder diesen Raum gibt es nicht.',
  emailFehlt: 'Bitte geben Sie eine E-Mail-Adresse an.',
  anzahlGeaendert:
    'Inzwischen sind zu dieser Adresse andere Einträge gespeichert als angezeigt. Bitte suchen Sie erneut; es wurde nichts gelöscht.',
  formularFehlt: 'Bitte wählen Sie ein Formular für den Export.',
  formularesUnbekannt: 'Dieses Formular gibt es nicht.',
  tageUngueltig:
    'Bitte geben Sie die Aufbewahrung in ganzen Tagen an (0 bis 3650; 0 = gleich nach der Erledigung löschen).',
  amtUnbekannt: 'Bitte wählen Sie ein Amt aus der Liste.',
  formulardienst:
    'Die Formulare werden an den Formulardienst der Gemeinde übermittelt (FORM_SERVICE_URL) und dort bearbeitet; hier wird nichts gespeichert oder geändert.',
  automation:
    'Buchungsanfragen werden vom Buchungsdienst der Gemeinde bearbeitet (AUTOMATION_URL); Annehmen, Ablehnen und Sperren geschehen dort, hier wird nichts geändert.',
} as const;

/** A kind of record (a form or a booking kind) with its office and retention. */
export interface EingangsArt {
  art: string;
  titel: string;
  /** 'formulare' or 'buchungen'. */
  eingang: 'formulare' | 'buchungen';
  abteilung: Abteilung | null;
  aufbewahrungTage: number;
}

/** May an account with this limit see and handle records of this office? Unlimited accounts handle every office. */
export function darfAmt(bereich: Kontobereich | null | undefined, abteilung: number | null): boolean {
  if (!istBegrenzt(bereich)) return true;
  return abteilung !== null && bereich.abteilungen.includes(abteilung);
}

/** 'Dieser Eingang gehört zum Amt „Bauamt“; Ihr Konto darf nur Eingänge von „Tourist-Information“ bearbeiten.' */
export function amtsGrund(
  bereich: Kontobereich,
  abteilung: number | null,
  amtName: (id: number) => string,
  art: 'eingang' | 'buchung' = 'eingang',
): string {
  const subject = art === 'eingang' ? 'Dieser Eingang gehört' : 'Diese Anfrage gehört';
  const owner = abteilung === null ? `${subject} keinem Amt` : `${subject} zum Amt „${amtName(abteilung)}“`;
  const own = bereich.abteilungen.length
    ? `Ihr Konto darf nur ${art === 'eingang' ? 'Eingänge' : 'Anfragen'} von ${bereich.abteilungen
        .map((id) => `„${amtName(id)}“`)
        .join(', ')} bearbeiten.`
    : `Ihr Konto ist keinem Amt zugeordnet.`;
  return `${owner}; ${own}`;
}

/** One line of the inbox's list. */
export interface EingangZeile {
  id: string;
  formular: string;
  formularTitel: string;
  abteilung: string | null;
  /** ISO 8601. */
  erstelltAm: string;
  zustand: EingangZustand;
  /** The form's summary fields (Betreff, Art des Schadens …). */
  kurz: string;
  name: string | null;
}

export interface EingangFeld {
  feld: string;
  titel: string;
  wert: string;
}

export interface Notiz {
  id: number;
  von: string;
  /** ISO 8601. */
  am: string;
  text: string;
}

export interface EingangDetail extends EingangZeile {
  felder: EingangFeld[];
  notizen: Notiz[];
  version: number;
  erledigtAm: string | null;
  /** The day the retention period ends (ISO day), once it is done. */
  loeschungAm: string | null;
}

/** The inbox's filters as its address carries them. */
export interface EingangFilter {
  formular?: string;
  zustand?: EingangZustand;
  abteilung?: number;
  /** ISO days, inclusive. */
  von?: string;
  bis?: string;
  suche?: string;
  /** Keyset cursor: older than this entry (`<ISO time>_<id>`), or newer than it. */
  nach?: string;
  vor?: string;
}

export interface EingangSeite {
  eingaenge: EingangZeile[];
  /** Hits of the filter, counted up to ZAEHL_GRENZE (+1 = more). */
  anzahl: number;
  /** Cursors of an older and a newer page, when there is one. */
  aeltere: string | null;
  neuere: string | null;
}

/** A booking request (or a staff block) as the desk lists it. */
export interface BuchungZeile {
  uuid: string;
  art: string;
  ressource: string;
  /** ISO days. */
  von: string;
  bis: string;
  anzahl: number;
  zustand: BuchungZustand;
  zeitraum: string | null;
  name: string | null;
  sperreGrund: string | null;
  erstelltAm: string;
  version: number;
  entschieden: { von: string; am: string; nachricht: string | null } | null;
  /** Accepting it would exceed the capacity on one of its days (accepted requests and blocks counted). */
  konflikt: boolean;
}

export interface BuchungDetail extends BuchungZeile {
  felder: EingangFeld[];
  ressourceName: string;
  abteilung: string | null;
}

export interface Ressource {
  id: string;
  name: string;
  art: string;
  kapazitaet: number;
}

/** What a resident's request for access or deletion finds for one address. */
export interface AuskunftTreffer {
  art: 'eingang' | 'buchung';
  id: string;
  titel: string;
  erstelltAm: string;
  zustand: string;
}
