// What the Redaktion's views of a collection show of its entries (lib/redaktion/store/entries.ts). Browser-safe.
import type { Status, VersionKurz } from './types';

export interface EintragInfo {
  id: string;
  sammlung: string;
  /** The number the site's calls answer as `id`. */
  kennung: number;
  titel: string;
  /** The address of its own page, when its collection has them. */
  pfad: string | null;
  status: Status;
  abteilung: number | null;
  veroeffentlichteVersionId: number | null;
  neuesteVersion: VersionKurz | null;
  /** The values of the collection's list columns, from the newest version. */
  spalten: Record<string, unknown>;
  /** When it leaves the current list (ISO 8601), from the published version; null: never. */
  aktuellBis: string | null;
  /** Its governing date has passed: it is in the archive, no longer in the current list. */
  vergangen: boolean;
}

/** Where an entry came from when a resident reported it through a form of the site. */
export interface Einsendung {
  eingangId: string;
  formular: string;
  /** ISO 8601. */
  eingegangenAm: string;
}

export interface EintragsListe {
  eintraege: EintragInfo[];
  gesamt: number;
  seite: number;
  seiten: number;
}
