// Import and export of a collection: a CSV upload read against the entry schema with a German message per faulty row
// and column, bad files (wrong columns, impossible dates, duplicate ids, too large, binary under a .csv name, not
// UTF-8, broken quotes) answered clearly and storing nothing, an iCalendar feed read by ical.js, the confirmed import
// all-or-nothing through the store (permissions, department rights, audit), and the export with formulas neutralised.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import {
  MAX_IMPORT_BYTES,
  isoDate,
  meldungText,
  parseCsvImport,
  type ImportVorschau,
} from '@/lib/redaktion/shared/entry-import';
import { parseIcsImport } from '@/lib/redaktion/shared/ical-import';
import { confirmImport, exportCsv, previewImport, toCsv } from '@/lib/redaktion/store/entry-transfer';
import { listEntries } from '@/lib/redaktion/store/entries';
import { seedContent } from '@/lib/redaktion/store/seed';
import { sammlung } from '@/lib/sammlungen/registry';
import type { Actor } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../../support/databases';
import { CONTENT, refusal, rita } from '../../../support/redaktion-store';

const events = sammlung('veranstaltungen');
const bytes = (text: string) => new TextEncoder().encode(text);
const messages = (v: ImportVorschau) =>
  [...v.dateiMeldungen, ...v.zeilen.flatMap((z) => z.meldungen)].map((m) => meldungText(m, v.format));

describe('CSV import: reading an upload against the entry schema', () => {
  it('reads German spreadsheets: semicolons, titles as column names, German dates, decimal commas', () => {
    const v = parseCsvImport(
      events,
      bytes('\uFEFFTitel;Erster Tag;Beginn (Uhrzeit);Eintritt;Ort\r\nOstermarkt;04.04.2027;10:00;2,50;Kurhaus\r\n'),
    );
    expect(v.fehler).toBe(0);
    expect(v.zeilen).toEqual([
      {
        zeile: 2,
        inhalt: { titel: 'Ostermarkt', datum_von: '2027-04-04', timeFrom: '10:00', eintritt: 2.5, location: 'Kurhaus' },
        meldungen: [],
      },
    ]);
  });

  it('reads commas as the separator too, and ISO dates', () => {
    const v = parseCsvImport(events, bytes('titel,datum_von,location\n"Konzert, mit Chor",2027-05-01,Festhalle\n'));
    expect(v.fehler).toBe(0);
    expect(v.zeilen[0]!.inhalt).toEqual({ titel: 'Konzert, mit Chor', datum_von: '2027-05-01', location: 'Festhalle' });
  });

  it('names the row and column of an impossible date, a bad time, a number that is none, an empty required field', () => {
    const v = parseCsvImport(
      events,
      bytes(
        'titel;datum_von;timeFrom;eintritt\nA;01.03.2027;;\nB;02.03.2027;;\nC;31.02.2027;25:00;zehn\n;05.03.2027;;\n',
      ),
    );
    expect(messages(v)).toEqual([
      'Zeile 4, Spalte „datum_von“: kein gültiges Datum (31.02.2027); erwartet TT.MM.JJJJ oder JJJJ-MM-TT',
      'Zeile 4, Spalte „timeFrom“: keine gültige Uhrzeit (25:00); erwartet HH:MM',
      'Zeile 4, Spalte „eintritt“: keine Zahl (zehn)',
      'Zeile 5, Spalte „titel“: Pflichtfeld ist leer.',
    ]);
    expect(v.fehler).toBe(4);
  });

  it('refuses unknown columns and a missing required column before reading a row', () => {
    const v = parseCsvImport(events, bytes('xyz;datum_von\nA;01.03.2027\n'));
    expect(v.zeilen).toEqual([]);
    expect(messages(v)).toEqual([
      expect.stringMatching(/^Unbekannte Spalte „xyz“: möglich sind id, titel, /),
      'Pflichtspalte „titel“ (Titel) fehlt.',
    ]);
  });

  it('finds duplicate ids and names the earlier row', () => {
    const rows = ['id;titel;datum_von', '12;A;01.03.2027', '13;B;01.03.2027', '14;C;01.03.2027'];
    rows.push('15;D;01.03.2027', '16;E;01.03.2027', '12;F;01.03.2027');
    const v = parseCsvImport(events, bytes(rows.join('\n')));
    expect(messages(v)).toEqual(['Zeile 7: die Kennung 12 kommt doppelt vor (auch Zeile 2).']);
  });

  it('checks the rest with the entry schema, in the same German words as the editor', () => {
    const v = parseCsvImport(events, bytes(`titel;datum_von\n${'x'.repeat(501)};01.03.2027\n`));
    expect(v.fehler).toBe(1);
    expect(messages(v)[0]).toMatch(/^Zeile 2, Spalte „titel“: /);
  });

  it('knows real calendar days', () => {
    expect(isoDate('29.02.2028')).toBe('2028-02-29');
    expect(isoDate('29.02.2027')).toBeNull();
    expect(isoDate('2027-13-01')).toBeNull();
    expect(isoDate('1.3.2027 18:30')).toBe('2027-03-01T18:30');
  });

  it('refuses a file of 50 MB without reading it', () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x41);
    const v = parseCsvImport(events, big);
    expect(messages(v)).toEqual([
      'Die Datei ist zu groß (50 MB): höchstens 5 MB sind möglich. Bitte teilen Sie sie auf.',
    ]);
    expect(MAX_IMPORT_BYTES).toBe(5 * 1024 * 1024);
  });

  it('refuses a binary file with a .csv name (an xlsx is a zip) and text that is not UTF-8', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00]);
    expect(messages(parseCsvImport(events, zip))).toEqual(['Die Datei ist keine CSV-Textdatei.']);
    const latin1 = new Uint8Array([...bytes('titel;datum_von\nM'), 0xe4, ...bytes('rz;01.03.2027\n')]);
    expect(messages(parseCsvImport(events, latin1))[0]).toMatch(/^Die Datei ist keine CSV-Textdatei\. .*UTF-8/);
    expect(messages(parseCsvImport(events, new Uint8Array()))).toEqual(['Die Datei ist leer.']);
  });

  it('refuses a file whose quotes do not close', () => {
    const v = parseCsvImport(events, bytes('titel;datum_von\n"Markt;01.03.2027\nB;02.03.2027\n'));
    expect(v.zeilen).toEqual([]);
    expect(messages(v)[0]).toMatch(/^Die CSV-Datei lässt sich .*nicht lesen/);
  });

  it('keeps a formula as text (the export neutralises it) and takes back what the export neutralised', () => {
    const v = parseCsvImport(events, bytes('titel;datum_von;location\n=CMD("calc");01.03.2027;\'=1+1\n'));
    expect(v.zeilen[0]!.inhalt).toMatchObject({ titel: '=CMD("calc")', location: '=1+1' });
  });
});

describe('CSV export', () => {
  it('neutralises formulas with a leading apostrophe, writes semicolons and a byte-order mark', () => {
    const csv = toCsv([
      ['titel', 'location'],
      ['=CMD("calc")', '+49 7000'],
      ['@SUM(A1)', '-1'],
      ['\tTab', 'Halle; Saal'],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`"'=CMD(""calc"")"`);
    expect(csv).toContain("'+49 7000");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).toContain("'-1");
    expect(csv).toContain('"Halle; Saal"');
    expect(csv).not.toMatch(/(^|;)[=+@-]/m);
  });
});

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Partner//Kalender//DE',
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:konzert-1@partner.example',
  'SUMMARY:Sommerkonzert\\, Musikverein',
  'DESCRIPTION:Mit Bewirtung.\\nEintritt frei.',
  'LOCATION:Kurpark',
  'DTSTART;TZID=Europe/Berlin:20270612T190000',
  'DTEND;TZID=Europe/Berlin:20270612T213000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:fest-2@partner.example',
  'SUMMARY:Dorffest',
  'DTSTART;VALUE=DATE:20270703',
  'DTEND;VALUE=DATE:20270705',
  'RRULE:FREQ=YEARLY',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:utc-3@partner.example',
  'SUMMARY:Vortrag',
  'DTSTART:20271120T180000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('iCalendar import (ical.js)', () => {
  it('turns each VEVENT into an event: days, Berlin times, place, description', () => {
    const v = parseIcsImport(events, bytes(ICS));
    expect(v.fehler).toBe(0);
    expect(v.zeilen.map((z) => z.inhalt)).toEqual([
      {
        titel: 'Sommerkonzert, Musikverein',
        beschreibung: 'Mit Bewirtung.\nEintritt frei.',
        location: 'Kurpark',
        datum_von: '2027-06-12',
        dateFrom: '2027-06-12',
        timeFrom: '19:00',
        timeTo: '21:30',
      },
      // An all-day event's DTEND is the day after its last.
      {
        titel: 'Dorffest',
        datum_von: '2027-07-03',
        dateFrom: '2027-07-03',
        datum_bis: '2027-07-04',
        dateTo: '2027-07-04',
      },
      // 18:00 UTC in November is 19:00 in Berlin.
      { titel: 'Vortrag', datum_von: '2027-11-20', dateFrom: '2027-11-20', timeFrom: '19:00' },
    ]);
    expect(v.hinweise).toEqual(['Termin 2 („Dorffest“) wiederholt sich; übernommen wird sein erster Termin.']);
  });

  it('names an event without title and a UID that comes twice', () => {
    const broken = ICS.replace('SUMMARY:Vortrag\r\n', '').replace('UID:utc-3', 'UID:fest-2');
    expect(messages(parseIcsImport(events, bytes(broken)))).toEqual([
      'Termin 3, Feld „titel“: Der Termin hat keinen Titel (SUMMARY).',
      'Termin 3: die UID fest-2@partner.example kommt doppelt vor (auch Termin 2).',
    ]);
  });

  it('refuses a file that is no calendar, or one without events', () => {
    expect(messages(parseIcsImport(events, bytes('titel;datum_von\nA;01.03.2027\n')))).toEqual([
      'Die Datei ist keine gültige iCalendar-Datei (.ics): sie muss mit BEGIN:VCALENDAR beginnen.',
    ]);
    expect(
      messages(parseIcsImport(events, bytes('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n'))),
    ).toEqual(['Die Datei enthält keine Termine (VEVENT).']);
  });
});

onEachDatabase('import and export through the store', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
  }, 120_000);

  const count = async (name = 'veranstaltungen') =>
    Number(
      (
        await db.query<{ n: string }>("SELECT count(*) AS n FROM dokumente WHERE art = 'eintrag' AND sammlung = $1", [
          name,
        ])
      ).rows[0]!.n,
    );

  it('a preview stores nothing; a faulty file is refused on confirmation and changes nothing', async () => {
    const before = await count();
    const csv = bytes('titel;datum_von\nLaternenlauf;11.11.2027\nNachtwanderung;31.02.2027\n');
    const v = await previewImport(db, rita, events, 'csv', csv);
    expect(v.fehler).toBe(1);
    const refused = await refusal(confirmImport(db, rita, events, 'csv', csv));
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/^Nichts importiert: die Datei hat 1 Fehler/);
    expect(refused.meldungen.map((m) => m.meldung)).toEqual([
      'Zeile 3, Spalte „datum_von“: kein gültiges Datum (31.02.2027); erwartet TT.MM.JJJJ oder JJJJ-MM-TT',
    ]);
    expect(await count()).toBe(before);
  });

  it('a faultless file becomes drafts, all in one go, with their audit lines', async () => {
    const before = await count();
    const csv = bytes(
      'titel;datum_von;location\nImport-Laternenlauf;11.11.2027;Rathaus\nImport-Nachtwanderung;12.11.2027;\n',
    );
    const { ids } = await confirmImport(db, rita, events, 'csv', csv, 'termine.csv');
    expect(ids).toHaveLength(2);
    expect(await count()).toBe(before + 2);
    const list = await listEntries(db, events, { suche: 'Import-', zustand: 'entwurf' });
    expect(list.eintraege.map((e) => [e.titel, e.status])).toEqual(
      expect.arrayContaining([
        ['Import-Laternenlauf', 'entwurf'],
        ['Import-Nachtwanderung', 'entwurf'],
      ]),
    );
    const { rows } = await db.query<{ aktion: string }>(
      "SELECT aktion FROM redaktion_protokoll WHERE aktion IN ('eintrag_angelegt', 'eintraege_importiert') AND (objekt_id = ANY($1) OR objekt_id = 'veranstaltungen')",
      [ids],
    );
    expect(rows.map((r) => r.aktion).sort()).toEqual(['eintraege_importiert', 'eintrag_angelegt', 'eintrag_angelegt']);
  });

  it('rows of one title get addresses of their own, beside the entries the collection has', async () => {
    const csv = bytes('titel;datum_von\nImport-Laternenlauf;11.11.2028\nImport-Laternenlauf;12.11.2028\n');
    const { ids } = await confirmImport(db, rita, events, 'csv', csv);
    const { rows } = await db.query<{ pfad: string; kennung: number }>(
      'SELECT pfad, kennung FROM dokumente WHERE id = ANY($1) ORDER BY kennung',
      [ids],
    );
    expect(rows.map((r) => r.pfad)).toEqual([
      '/de/veranstaltungen/kalender/import-laternenlauf-2',
      '/de/veranstaltungen/kalender/import-laternenlauf-3',
    ]);
    expect(rows[1]!.kennung).toBe(rows[0]!.kennung + 1);
  });

  it('an iCalendar feed becomes drafts of the calendar; other collections take CSV only', async () => {
    const { ids } = await confirmImport(db, rita, events, 'ics', bytes(ICS), 'partner.ics');
    expect(ids).toHaveLength(3);
    const refused = await refusal(previewImport(db, rita, sammlung('ausschreibungen'), 'ics', bytes(ICS)));
    expect(refused.status).toBe(400);
  });

  it('department rights: an account of another office may not import into the events', async () => {
    const kaemmerei: Actor = {
      id: 'k-1',
      name: 'Karl Kämmerei',
      role: 'redaktion',
      bereich: { abteilungen: [999_999], pfade: [] },
    };
    const before = await count();
    const refused = await refusal(
      confirmImport(db, kaemmerei, events, 'csv', bytes('titel;datum_von\nFremd;01.03.2027\n')),
    );
    expect(refused.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('a text key the collection has already is a message (waste districts)', async () => {
    const districts = sammlung('abfuhrtermine');
    const { rows } = await db.query<{ id: string }>(
      `SELECT v.inhalt->>'id' AS id FROM dokumente d JOIN dokument_versionen v ON v.dokument_id = d.id
       WHERE d.sammlung = 'abfuhrtermine' LIMIT 1`,
    );
    const csv = `id;name;termine\n${rows[0]!.id};Doppelt;[]\nneu-bezirk;Neu;"[{""datum"":""2027-01-05"",""art"":""Restmüll""}]"\n`;
    const v = await previewImport(db, rita, districts, 'csv', bytes(csv));
    expect(messages(v)).toEqual([`Zeile 2, Spalte „id“: die Kennung ${rows[0]!.id} gibt es in der Sammlung schon.`]);
    expect(v.zeilen[1]!.inhalt).toEqual({
      id: 'neu-bezirk',
      name: 'Neu',
      termine: [{ datum: '2027-01-05', art: 'Restmüll' }],
    });
  });

  it('exports every collection as CSV that imports again; a formula an editor typed is neutralised', async () => {
    await confirmImport(db, rita, events, 'csv', bytes('titel;datum_von;location\n=CMD("calc");01.03.2027;=1+1\n'));
    for (const name of ['veranstaltungen', 'abfuhrtermine', 'artikel', 'ausschreibungen', 'mitarbeiter'] as const) {
      const { csv, dateiname } = await exportCsv(db, sammlung(name));
      expect(dateiname).toMatch(new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv.split('\r\n').length).toBeGreaterThan(2);
    }
    const { csv } = await exportCsv(db, events);
    expect(csv).toContain(`;"'=CMD(""calc"")";`);
    expect(csv).toContain(";'=1+1;");
    // The export is a valid import of the same collection (its numbers name the rows).
    const back = parseCsvImport(events, bytes(csv));
    expect(back.dateiMeldungen).toEqual([]);
    expect(back.zeilen.find((z) => z.inhalt.titel === '=CMD("calc")')?.inhalt.location).toBe('=1+1');
  });
});
