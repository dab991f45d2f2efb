// What an import's preview holds (lib/redaktion/shared/entry-import.ts), and its messages in German words as the
// Redaktion shows them. Browser-safe.

export interface ImportMeldung {
  /** The row of the spreadsheet (the header is row 1), or the event's number in the feed; absent: the whole file. */
  zeile?: number;
  spalte?: string;
  text: string;
}

export interface ImportZeile {
  zeile: number;
  inhalt: Record<string, unknown>;
  meldungen: ImportMeldung[];
  /** The text of each cell that could not be read, as the file has it (the preview shows it). */
  roh?: Record<string, string>;
}

export interface ImportVorschau {
  format: 'csv' | 'ics';
  /** The fields the file fills, in its order (name and the schema's title). */
  spalten: { feld: string; titel: string }[];
  zeilen: ImportZeile[];
  /** Faults of the file as a whole; a file with any of these has no rows. */
  dateiMeldungen: ImportMeldung[];
  /** Notes that do not stop the import (a repeating event imported once). */
  hinweise: string[];
  /** All faults: the file's and every row's. Confirming is refused unless 0. */
  fehler: number;
}

/** The German wording of a message, as the preview and the tests show it. */
export function meldungText(m: ImportMeldung, format: 'csv' | 'ics' = 'csv'): string {
  if (m.zeile === undefined) return m.text;
  const wo = `${format === 'ics' ? 'Termin' : 'Zeile'} ${m.zeile}`;
  return m.spalte ? `${wo}, ${format === 'ics' ? 'Feld' : 'Spalte'} „${m.spalte}“: ${m.text}` : `${wo}: ${m.text}`;
}
