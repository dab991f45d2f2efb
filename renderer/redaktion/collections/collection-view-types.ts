// What the Redaktion's views of a collection get from the server: the collection as editors see it (names, list
// columns, filters, whether its entries have pages), without the developer's parts of its declaration.
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import { ICS_SAMMLUNGEN } from '@/lib/sammlungen/import-formats';

export interface SammlungSicht {
  name: string;
  titel: string;
  eintrag: string;
  beschreibung: string;
  amt: string;
  titelfeld: string;
  spalten: SammlungsDeklaration['spalten'];
  filter: NonNullable<SammlungsDeklaration['filter']>;
  /** The address pattern of its entries' pages, or null. */
  seiten: string | null;
  /** Its entries leave the current list by a date. */
  datumsgebunden: boolean;
  /** Its entries can be imported from an iCalendar feed (events). */
  ical: boolean;
}

export function sammlungSicht(s: SammlungsDeklaration): SammlungSicht {
  return {
    name: s.name,
    titel: s.titel,
    eintrag: s.eintrag,
    beschreibung: s.beschreibung,
    amt: s.amt,
    titelfeld: s.titelfeld,
    spalten: s.spalten,
    filter: s.filter ?? [],
    seiten: s.detail?.pfad ?? null,
    datumsgebunden: Boolean(s.aktuellBis?.length),
    ical: ICS_SAMMLUNGEN.includes(s.name),
  };
}

export const entryEditorLink = (sammlung: string, id: string) =>
  `/redaktion/sammlungen/${encodeURIComponent(sammlung)}/${encodeURIComponent(id)}`;

export const collectionLink = (sammlung: string) => `/redaktion/sammlungen/${encodeURIComponent(sammlung)}`;

export const importLink = (sammlung: string) => `${collectionLink(sammlung)}/import`;

/** The collection's entries as a CSV download (a plain link: the browser saves the file). */
export const exportLink = (sammlung: string) => `/api/redaktion/sammlungen/${encodeURIComponent(sammlung)}/export`;
