// The impact report of the block migrations (Inhaltsprüfung): what the store holds per block type and version, in
// which state, and every block that would still be invalid after its migration. Browser-safe: the report is computed
// on the server (lib/redaktion/store/content-report.ts) and shown by the command line and the Redaktion alike.

/**
 * Where a stored version stands: the newest draft, submitted, the published one, scheduled for publication, a
 * version of a deleted (archived) page, or any other older version of a live page (`history`).
 */
export const BERICHT_ZUSTAENDE = [
  'entwurf',
  'zur_freigabe',
  'veroeffentlicht',
  'geplant',
  'archiviert',
  'history',
] as const;
export type BerichtZustand = (typeof BERICHT_ZUSTAENDE)[number];

/** A finding in these states breaks what visitors see now or at a planned moment: the release is refused. */
export const BRECHENDE_ZUSTAENDE: readonly BerichtZustand[] = ['veroeffentlicht', 'geplant'];

export interface BerichtZeile {
  template: string;
  /** The version the blocks were stored in. */
  version: number;
  anzahl: Record<BerichtZustand, number>;
  /** Migrated (or already current) and valid. */
  sauber: number;
  fehlerhaft: number;
}

export interface Befund {
  pfad: string;
  seiteId: string;
  versionId: number;
  /** The version's number on its page (1, 2, …). */
  nummer: number;
  zustand: BerichtZustand;
  template: string;
  /** The version the block was stored in. */
  blockVersion: number;
  blockId?: string;
  blockIndex: number;
  /** JSON pointer within the block's options ('' = the block as a whole). */
  feld: string;
  meldung: string;
}

export interface Inhaltsbericht {
  /** Stored page versions read. */
  fassungen: number;
  bloecke: number;
  zeilen: BerichtZeile[];
  befunde: Befund[];
  /** True when published or scheduled content would break. */
  bricht: boolean;
}

export const ZUSTAND_TEXT: Record<BerichtZustand, string> = {
  entwurf: 'Entwurf',
  zur_freigabe: 'Zur Freigabe',
  veroeffentlicht: 'Veröffentlicht',
  geplant: 'Geplant',
  archiviert: 'Archiviert',
  history: 'Ältere Version',
};
