// Import and export of a collection's entries (the Redaktion's CSV and iCalendar files). An import is read and
// checked without storing anything (the preview); confirmed, the same file is read again and its rows become drafts
// through createEntries (permissions, department rights, audit, the entry check), all or none, and only when no
// message is left. The export is every live entry's newest version (drafts too: what the editors work on), one
// column per field of the entry schema, so that an exported file can be imported again.
import { stringify } from 'csv-stringify/sync';
import type { Database, Sql } from '@/lib/db/database';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import { migrateEntry, withoutVersion } from '@/lib/sammlungen/entry-shape';
import { entryFields, meldungText, parseCsvImport, type ImportVorschau } from '@/lib/redaktion/shared/entry-import';
import { parseIcsImport } from '@/lib/redaktion/shared/ical-import';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import { createEntries } from './entries';
import { ICS_SAMMLUNGEN } from '@/lib/sammlungen/import-formats';

export type ImportFormat = 'csv' | 'ics';

/** The text keys (`id` of text) the collection's live entries already have: an import must not repeat them. */
export async function existingKeys(sql: Sql, s: SammlungsDeklaration): Promise<Set<string>> {
  const idField = entryFields(s).felder.find((f) => f.feld === 'id');
  if (idField?.schema.type !== 'string') return new Set();
  const { rows } = await sql.query<{ key: string | null }>(
    `SELECT v.inhalt->>'id' AS key FROM dokumente d
     JOIN LATERAL (SELECT inhalt FROM dokument_versionen WHERE dokument_id = d.id ORDER BY nummer DESC LIMIT 1) v ON true
     WHERE d.art = 'eintrag' AND d.sammlung = $1 AND d.zustand = 'aktiv'`,
    [s.name],
  );
  return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
}

/** The preview of an upload: nothing is stored. */
export async function previewImport(
  sql: Sql,
  actor: Actor,
  s: SammlungsDeklaration,
  format: ImportFormat,
  bytes: Uint8Array,
): Promise<ImportVorschau> {
  requirePermission(actor, 'eintrag_anlegen');
  if (format === 'ics' && !ICS_SAMMLUNGEN.includes(s.name))
    throw new RedaktionError(400, `In „${s.titel}“ lassen sich keine iCalendar-Dateien importieren, nur CSV.`);
  const vorhanden = await existingKeys(sql, s);
  return format === 'ics' ? parseIcsImport(s, bytes, vorhanden) : parseCsvImport(s, bytes, vorhanden);
}

/**
 * The confirmed import: the file is read and checked again (what the browser showed is not trusted), refused with
 * its messages while it has any, else every row becomes a draft in one transaction.
 */
export async function confirmImport(
  db: Database,
  actor: Actor,
  s: SammlungsDeklaration,
  format: ImportFormat,
  bytes: Uint8Array,
  dateiname = '',
): Promise<{ ids: string[]; vorschau: ImportVorschau }> {
  const vorschau = await previewImport(db, actor, s, format, bytes);
  if (vorschau.fehler > 0) {
    const all = [...vorschau.dateiMeldungen, ...vorschau.zeilen.flatMap((z) => z.meldungen)];
    throw new RedaktionError(
      422,
      `Nichts importiert: die Datei hat ${vorschau.fehler} Fehler. Bitte korrigieren Sie die Datei und laden Sie sie erneut hoch.`,
      all.slice(0, 100).map((m) => ({ pfad: '', meldung: meldungText(m, format) })),
    );
  }
  if (!vorschau.zeilen.length) throw new RedaktionError(422, 'Nichts importiert: die Datei enthält keine Zeilen.');
  const quelle = format === 'ics' ? 'iCalendar-Import' : 'CSV-Import';
  const ids = await createEntries(
    db,
    actor,
    s,
    vorschau.zeilen.map((z) => z.inhalt),
    { kommentar: `${quelle}${dateiname ? ` aus „${dateiname.slice(0, 120)}“` : ''}`, quelle: dateiname || quelle },
  );
  return { ids, vorschau };
}

/** A value as a cell: texts as they are, lists and objects as JSON (the import reads them back). */
function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The header and rows of a collection's export: every live entry's newest version, in the order of their numbers. */
export async function exportTable(sql: Sql, s: SammlungsDeklaration): Promise<string[][]> {
  const { felder } = entryFields(s);
  const textId = felder.find((f) => f.feld === 'id')?.schema.type === 'string';
  const { rows } = await sql.query<{ kennung: number; inhalt: unknown }>(
    `SELECT d.kennung, v.inhalt FROM dokumente d
     JOIN LATERAL (SELECT inhalt FROM dokument_versionen WHERE dokument_id = d.id ORDER BY nummer DESC LIMIT 1) v ON true
     WHERE d.art = 'eintrag' AND d.sammlung = $1 AND d.zustand = 'aktiv' ORDER BY d.kennung`,
    [s.name],
  );
  const header = felder.map((f) => f.feld);
  return [
    header,
    ...rows.map((row) => {
      const item = withoutVersion(migrateEntry(s.name, row.inhalt).value) as Record<string, unknown>;
      return felder.map((f) => (f.feld === 'id' && !textId ? String(row.kennung) : cell(item?.[f.feld])));
    }),
  ];
}

/**
 * A table as CSV for German spreadsheet programs: semicolons, CRLF, a byte-order mark, and every cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) with a leading apostrophe.
 */
export function toCsv(table: string[][]): string {
  return stringify(table, { delimiter: ';', bom: true, escape_formulas: true, record_delimiter: 'windows' });
}

export async function exportCsv(sql: Sql, s: SammlungsDeklaration): Promise<{ dateiname: string; csv: string }> {
  const day = new Date().toISOString().slice(0, 10);
  return { dateiname: `${s.name}-${day}.csv`, csv: toCsv(await exportTable(sql, s)) };
}
