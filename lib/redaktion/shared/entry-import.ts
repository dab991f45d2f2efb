// An import into a collection, read and checked before anything is stored: a CSV file (waste dates and event lists
// arrive as spreadsheets) read by csv-parse against the collection's entry schema, or an iCalendar feed (./ical-import.ts).
// Both give the same preview: one row per entry with its content and a German message per faulty cell, and the
// file's own faults (size, not text, unknown or missing columns). The store takes the rows only when no message is
// left (lib/redaktion/store/entries.ts createEntries). Server-only (the entry check uses the precompiled validators).
import { parse } from 'csv-parse/sync';
import bundle from '@/codegen/out/block-schemas.json';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import { checkEntry } from './check-entry';
import { meldungText, type ImportMeldung, type ImportVorschau, type ImportZeile } from './import-messages';

/** An upload larger than this is refused before it is read. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** At most this many entries in one import. */
export const MAX_IMPORT_ROWS = 10_000;

export type { ImportMeldung, ImportVorschau, ImportZeile };
export { meldungText };

type SchemaNode = Record<string, unknown>;
const shared = (bundle as unknown as { shared: Record<string, SchemaNode> }).shared;

/** A property's schema with its `$ref` followed (kalenderdatum, uhrzeit, …), and which named type it was. */
export function resolveProperty(node: SchemaNode): { schema: SchemaNode; ref?: string } {
  let current = node;
  let ref: string | undefined;
  for (let depth = 0; depth < 5 && typeof current.$ref === 'string'; depth++) {
    ref = current.$ref;
    current = { ...(shared[ref] ?? {}), ...Object.fromEntries(Object.entries(current).filter(([k]) => k !== '$ref')) };
  }
  return { schema: current, ref };
}

/** The collection's entry schema: its top-level fields in order, and the required ones. */
export function entryFields(s: SammlungsDeklaration): {
  felder: { feld: string; titel: string; schema: SchemaNode; ref?: string }[];
  pflicht: string[];
} {
  const schema = shared[s.schemaId] ?? {};
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
  const felder = Object.entries(properties).map(([feld, node]) => {
    const { schema: resolved, ref } = resolveProperty(node);
    return { feld, titel: String(node.title ?? resolved.title ?? feld), schema: resolved, ref };
  });
  // A numeric id is the document's number (the store gives it); only a key of text is the entry's own.
  const numericId = felder.find((f) => f.feld === 'id' && f.schema.type !== 'string');
  const pflicht = ((schema.required ?? []) as string[]).filter((feld) => !(feld === 'id' && numericId));
  return { felder, pflicht };
}

const fileFault = (text: string, format: 'csv' | 'ics'): ImportVorschau => ({
  format,
  spalten: [],
  zeilen: [],
  dateiMeldungen: [{ text }],
  hinweise: [],
  fehler: 1,
});

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 });

/**
 * The upload as text, or the German reason it is none: too large, empty, binary (a NUL byte, or not UTF-8: a
 * spreadsheet saved as .xlsx and renamed, an image). A byte-order mark is dropped.
 */
export function uploadText(bytes: Uint8Array, format: 'csv' | 'ics'): { text: string } | { fault: ImportVorschau } {
  if (bytes.byteLength > MAX_IMPORT_BYTES)
    return {
      fault: fileFault(
        `Die Datei ist zu groß (${megabytes(bytes.byteLength)} MB): höchstens ${megabytes(MAX_IMPORT_BYTES)} MB sind möglich. Bitte teilen Sie sie auf.`,
        format,
      ),
    };
  if (bytes.byteLength === 0) return { fault: fileFault('Die Datei ist leer.', format) };
  const notText =
    format === 'csv' ? 'Die Datei ist keine CSV-Textdatei.' : 'Die Datei ist keine iCalendar-Textdatei (.ics).';
  if (bytes.includes(0)) return { fault: fileFault(notText, format) };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return {
      fault: fileFault(
        `${notText} Sie ist nicht in UTF-8 gespeichert; bitte speichern Sie sie als „CSV UTF-8“ bzw. in UTF-8.`,
        format,
      ),
    };
  }
  return { text: text.replace(/^\uFEFF/, '') };
}

const DATE_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2}))?$/;
const DATE_DE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2})[:.](\d{2})(?:\s*Uhr)?)?$/;
const TIME = /^(\d{1,2})[:.](\d{2})(?:\s*Uhr)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A day as 'YYYY-MM-DD' (with 'THH:MM' when a time is given), or null when there is no such day. */
export function isoDate(raw: string): string | null {
  const iso = DATE_ISO.exec(raw);
  const de = DATE_DE.exec(raw);
  const parts = iso ? [iso[1], iso[2], iso[3], iso[4], iso[5]] : de ? [de[3], de[2], de[1], de[4], de[5]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.slice(0, 3).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  const day = `${y}-${pad(m)}-${pad(d)}`;
  if (parts[3] === undefined) return day;
  const hour = Number(parts[3]);
  const minute = Number(parts[4]);
  return hour < 24 && minute < 60 ? `${day}T${pad(hour)}:${pad(minute)}` : null;
}

/** A time as 'HH:MM', or null. */
export function isoTime(raw: string): string | null {
  const match = TIME.exec(raw);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? `${pad(hour)}:${pad(minute)}` : null;
}

const JA = new Set(['ja', 'j', 'wahr', 'true', '1', 'x']);
const NEIN = new Set(['nein', 'n', 'falsch', 'false', '0']);

/** A cell's text as the field's value, or the German reason it cannot be. */
export function coerceCell(
  field: { schema: SchemaNode; ref?: string },
  raw: string,
): { value: unknown } | { fault: string } {
  const shownRaw = raw.length > 60 ? `${raw.slice(0, 60)}…` : raw;
  const { schema, ref } = field;
  const type = schema.type;
  if (ref === 'kalenderdatum') {
    const day = isoDate(raw);
    return day ? { value: day } : { fault: `kein gültiges Datum (${shownRaw}); erwartet TT.MM.JJJJ oder JJJJ-MM-TT` };
  }
  if (ref === 'uhrzeit') {
    const time = isoTime(raw);
    return time ? { value: time } : { fault: `keine gültige Uhrzeit (${shownRaw}); erwartet HH:MM` };
  }
  if (type === 'integer' || type === 'number') {
    const german = /^-?[\d.]*,\d+$/.test(raw) ? raw.replace(/\./g, '').replace(',', '.') : raw;
    const number = /^-?\d+(\.\d+)?$/.test(german) ? Number(german) : Number.NaN;
    if (!Number.isFinite(number)) return { fault: `keine Zahl (${shownRaw})` };
    if (type === 'integer' && !Number.isInteger(number)) return { fault: `keine ganze Zahl (${shownRaw})` };
    return { value: number };
  }
  if (type === 'boolean') {
    const lower = raw.toLowerCase();
    if (JA.has(lower)) return { value: true };
    if (NEIN.has(lower)) return { value: false };
    return { fault: `weder „ja“ noch „nein“ (${shownRaw})` };
  }
  if (type === 'array' || type === 'object') {
    try {
      const value: unknown = JSON.parse(raw);
      const ok = type === 'array' ? Array.isArray(value) : typeof value === 'object' && value && !Array.isArray(value);
      if (ok) return { value };
    } catch {
      // Below.
    }
    return {
      fault: `erwartet ${type === 'array' ? 'eine Liste' : 'ein Objekt'} in JSON-Schreibweise (wie im CSV-Export)`,
    };
  }
  // A cell the export neutralised ('=…) comes back as its text.
  const text = /^'[=+\-@\t\r]/.test(raw) ? raw.slice(1) : raw;
  if (Array.isArray(schema.enum) && !schema.enum.includes(text))
    return { fault: `nicht erlaubt (${shownRaw}); möglich: ${schema.enum.map(String).join(', ')}` };
  return { value: text };
}

/** `;` (German spreadsheets), `,` or a tab: whichever the header row has most of. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![1] > 0 ? counts[0]![0] : ';';
}

const normal = (name: string) => name.trim().toLowerCase();

/** The row's content checked with the collection's entry schema: each finding at its column. */
export function schemaFindings(
  s: SammlungsDeklaration,
  zeile: number,
  inhalt: Record<string, unknown>,
  titles: Map<string, string>,
  schon: ReadonlySet<string>,
): ImportMeldung[] {
  return checkEntry(s, inhalt)
    .meldungen.map((m) => {
      const feld = m.pfad.split('/')[1] ?? '';
      return { zeile, spalte: feld || undefined, text: m.meldung, feld };
    })
    .filter((m) => !schon.has(m.feld))
    .map(({ zeile: z, spalte, text }) => ({ zeile: z, spalte: spalte && (titles.get(spalte) ?? spalte), text }));
}

/**
 * Duplicate keys among the rows (an `id` column, a feed's UID), and keys the collection already has: a message at
 * the later row naming the earlier one.
 */
export function duplicateKeys(
  rows: { zeile: number; key: string | undefined; meldungen: ImportMeldung[] }[],
  vorhanden: ReadonlySet<string> = new Set(),
  spalte = 'id',
  { kennung, zeile: zeileWort }: { kennung: string; zeile: string } = { kennung: 'Kennung', zeile: 'Zeile' },
): void {
  const first = new Map<string, number>();
  for (const row of rows) {
    if (row.key === undefined || row.key === '') continue;
    const earlier = first.get(row.key);
    if (earlier !== undefined)
      row.meldungen.push({
        zeile: row.zeile,
        text: `die ${kennung} ${row.key} kommt doppelt vor (auch ${zeileWort} ${earlier}).`,
      });
    else first.set(row.key, row.zeile);
    if (vorhanden.has(row.key))
      row.meldungen.push({
        zeile: row.zeile,
        spalte,
        text: `die ${kennung} ${row.key} gibt es in der Sammlung schon.`,
      });
  }
}

function finish(
  format: 'csv' | 'ics',
  spalten: ImportVorschau['spalten'],
  zeilen: ImportZeile[],
  dateiMeldungen: ImportMeldung[],
  hinweise: string[] = [],
): ImportVorschau {
  const fehler = dateiMeldungen.length + zeilen.reduce((n, z) => n + z.meldungen.length, 0);
  return { format, spalten, zeilen, dateiMeldungen, hinweise, fehler };
}

/**
 * A CSV upload read against a collection's entry schema. The header names the fields (by their names or titles, in
 * any case); cells are read as the field's type (numbers with a decimal comma, ja/nein, days as TT.MM.JJJJ or
 * JJJJ-MM-TT, times HH:MM, lists and objects as JSON); an empty cell leaves the field out. `vorhanden`: the keys
 * (text ids) the collection already has.
 */
export function parseCsvImport(
  s: SammlungsDeklaration,
  bytes: Uint8Array,
  vorhanden: ReadonlySet<string> = new Set(),
): ImportVorschau {
  const read = uploadText(bytes, 'csv');
  if ('fault' in read) return read.fault;
  let records: string[][];
  try {
    records = parse(read.text, {
      delimiter: delimiterOf(read.text),
      relax_column_count: true,
      // A quote inside a cell that does not start with one is text (`=CMD("calc")`).
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 1024 * 1024,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return fileFault(
      `Die CSV-Datei lässt sich${line ? ` ab Zeile ${line}` : ''} nicht lesen: bitte prüfen Sie die Anführungszeichen und das Trennzeichen (; oder ,).`,
      'csv',
    );
  }
  records = records.filter((record) => record.some((cell) => cell !== ''));
  if (!records.length) return fileFault('Die Datei ist leer.', 'csv');
  if (records.length - 1 > MAX_IMPORT_ROWS)
    return fileFault(
      `Die Datei hat ${records.length - 1} Zeilen: höchstens ${MAX_IMPORT_ROWS} sind in einem Import möglich.`,
      'csv',
    );

  const { felder, pflicht } = entryFields(s);
  const byName = new Map<string, (typeof felder)[number]>();
  for (const f of felder) {
    byName.set(normal(f.feld), f);
    if (!byName.has(normal(f.titel))) byName.set(normal(f.titel), f);
  }
  const dateiMeldungen: ImportMeldung[] = [];
  const header = records[0]!;
  const columns: ((typeof felder)[number] | undefined)[] = [];
  const seen = new Set<string>();
  header.forEach((name, index) => {
    const field = name === '' ? undefined : byName.get(normal(name));
    if (name === '') {
      dateiMeldungen.push({ text: `Spalte ${index + 1} hat keinen Namen in der Kopfzeile.` });
    } else if (!field) {
      dateiMeldungen.push({
        text: `Unbekannte Spalte „${name.slice(0, 60)}“: möglich sind ${felder.map((f) => f.feld).join(', ')}.`,
      });
    } else if (seen.has(field.feld)) {
      dateiMeldungen.push({ text: `Die Spalte „${field.feld}“ steht doppelt in der Kopfzeile.` });
      columns.push(undefined);
      return;
    } else seen.add(field.feld);
    columns.push(field);
  });
  for (const feld of pflicht)
    if (!seen.has(feld))
      dateiMeldungen.push({
        text: `Pflichtspalte „${feld}“ (${felder.find((f) => f.feld === feld)?.titel ?? feld}) fehlt.`,
      });
  const spalten = columns.flatMap((f) => (f ? [{ feld: f.feld, titel: f.titel }] : []));
  if (dateiMeldungen.length) return finish('csv', spalten, [], dateiMeldungen);

  const titles = new Map(felder.map((f) => [f.feld, f.feld]));
  const idField = felder.find((f) => f.feld === 'id');
  const zeilen: (ImportZeile & { key: string | undefined })[] = records.slice(1).map((record, index) => {
    const zeile = index + 2;
    const inhalt: Record<string, unknown> = {};
    const meldungen: ImportMeldung[] = [];
    const faulty = new Set<string>();
    const roh: Record<string, string> = {};
    if (record.length > header.length && record.slice(header.length).some((cell) => cell !== ''))
      meldungen.push({
        zeile,
        text: `mehr Zellen (${record.length}) als die Kopfzeile Spalten hat (${header.length}).`,
      });
    columns.forEach((field, i) => {
      const raw = record[i] ?? '';
      if (!field || raw === '') return;
      const value = coerceCell(field, raw);
      if ('fault' in value) {
        meldungen.push({ zeile, spalte: field.feld, text: value.fault });
        faulty.add(field.feld);
        roh[field.feld] = raw.slice(0, 200);
      } else inhalt[field.feld] = value.value;
    });
    for (const feld of pflicht)
      if (inhalt[feld] === undefined && !faulty.has(feld)) {
        meldungen.push({ zeile, spalte: feld, text: 'Pflichtfeld ist leer.' });
        faulty.add(feld);
      }
    // The entry's number is the store's: a numeric id only names the row (duplicates are found by it).
    const key = idField && inhalt.id !== undefined ? String(inhalt.id) : undefined;
    const content = { ...inhalt };
    if (typeof content.id === 'number') delete content.id;
    meldungen.push(...schemaFindings(s, zeile, content, titles, faulty));
    return { zeile, inhalt: content, meldungen, key, ...(faulty.size ? { roh } : {}) };
  });
  duplicateKeys(zeilen, vorhanden);
  return finish(
    'csv',
    spalten,
    zeilen.map(({ key, ...row }) => {
      void key; // The key named the row for the duplicates; the preview has no use for it.
      return row;
    }),
    [],
  );
}

export { finish as importPreview, fileFault as importFileFault };
