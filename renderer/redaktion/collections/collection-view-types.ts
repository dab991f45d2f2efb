// What the Redaktion's views of a collection get from the server: the collection as editors see it (names, list
// columns, filters, whether its entries have pages), without the developer's parts of its declaration.
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';

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
  };
}

export const entryEditorLink = (sammlung: string, id: string) =>
  `/redaktion/sammlungen/${encodeURIComponent(sammlung)}/${encodeURIComponent(id)}`;

export const collectionLink = (sammlung: string) => `/redaktion/sammlungen/${encodeURIComponent(sammlung)}`;
