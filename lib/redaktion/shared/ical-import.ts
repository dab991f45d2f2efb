// An iCalendar feed (a partner's .ics) as events of the calendar, read by ical.js (no pattern matching of its lines):
// each VEVENT becomes one entry (title, description, place, its first and last day, its times in Berlin), checked
// as a CSV row is (./entry-import.ts), with its UID as its key (twice in a feed: a message). A repeating event is
// taken once, at its first date, with a note. Server-only.
import ICAL from 'ical.js';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import {
  duplicateKeys,
  entryFields,
  importFileFault,
  importPreview,
  schemaFindings,
  uploadText,
  type ImportMeldung,
  type ImportVorschau,
  type ImportZeile,
} from './entry-import';

type Time = InstanceType<typeof ICAL.Time>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's day and time on the clocks of Berlin. */
function berlinWall(moment: Date): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(moment);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/**
 * A DTSTART/DTEND as a day and (unless all-day) a Berlin time: a UTC time or one in a zone the feed describes is
 * converted; a floating time, or one in a zone the feed does not describe, is read as Berlin's.
 */
function wallOf(time: Time): { day: string; time: string | null } {
  if (time.isDate) return { day: `${time.year}-${pad(time.month)}-${pad(time.day)}`, time: null };
  const tzid = time.zone?.tzid;
  const known = tzid === 'UTC' || (tzid !== undefined && tzid !== 'floating' && ICAL.TimezoneService.has(tzid));
  if (known) return berlinWall(time.toJSDate());
  return { day: `${time.year}-${pad(time.month)}-${pad(time.day)}`, time: `${pad(time.hour)}:${pad(time.minute)}` };
}

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** The events of an .ics upload as rows of the events collection (nothing stored). */
export function parseIcsImport(
  s: SammlungsDeklaration,
  bytes: Uint8Array,
  vorhanden: ReadonlySet<string> = new Set(),
): ImportVorschau {
  const read = uploadText(bytes, 'ics');
  if ('fault' in read) return read.fault;
  let calendar: InstanceType<typeof ICAL.Component>;
  try {
    const parsed: unknown = ICAL.parse(read.text);
    // A file of several calendars is read as its first.
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    calendar = new ICAL.Component(first as never);
    if (calendar.name !== 'vcalendar') throw new Error('no calendar');
  } catch {
    return importFileFault(
      'Die Datei ist keine gültige iCalendar-Datei (.ics): sie muss mit BEGIN:VCALENDAR beginnen.',
      'ics',
    );
  }
  const events = calendar.getAllSubcomponents('vevent');
  if (!events.length) return importFileFault('Die Datei enthält keine Termine (VEVENT).', 'ics');
  const { felder } = entryFields(s);
  const titles = new Map(felder.map((f) => [f.feld, f.feld]));
  const hinweise: string[] = [];
  // The zones the feed describes, for its times; removed again (the service is the process's).
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => new ICAL.Timezone(zone));
  const added = zones.filter((zone) => zone.tzid && !ICAL.TimezoneService.has(zone.tzid));
  for (const zone of added) ICAL.TimezoneService.register(zone);
  try {
    const zeilen = events.slice(0, 10_000).map((component, index) => {
      const zeile = index + 1;
      const meldungen: ImportMeldung[] = [];
      const inhalt: Record<string, unknown> = {};
      let key: string | undefined;
      try {
        const event = new ICAL.Event(component);
        key = text(event.uid, 300);
        const titel = text(event.summary, 500);
        if (titel) inhalt.titel = titel;
        else meldungen.push({ zeile, spalte: 'titel', text: 'Der Termin hat keinen Titel (SUMMARY).' });
        const beschreibung = text(event.description, 50_000);
        if (beschreibung) inhalt.beschreibung = beschreibung;
        const ort = text(event.location, 300);
        if (ort) inhalt.location = ort;
        const start = event.startDate ? wallOf(event.startDate) : null;
        if (!start) meldungen.push({ zeile, spalte: 'datum_von', text: 'Der Termin hat keinen Beginn (DTSTART).' });
        else {
          inhalt.datum_von = start.day;
          inhalt.dateFrom = start.day;
          if (start.time) inhalt.timeFrom = start.time;
          const endTime = event.endDate;
          if (endTime && endTime.compare(event.startDate) > 0) {
            const end = endTime.isDate ? wallOf(endTime.clone().adjust(-1, 0, 0, 0)) : wallOf(endTime);
            if (end.day !== start.day) {
              inhalt.datum_bis = end.day;
              inhalt.dateTo = end.day;
            }
            if (end.time) inhalt.timeTo = end.time;
          }
        }
        if (event.isRecurring())
          hinweise.push(
            `Termin ${zeile} („${titel ?? 'ohne Titel'}“) wiederholt sich; übernommen wird sein erster Termin.`,
          );
      } catch {
        meldungen.push({ zeile, text: 'Der Termin lässt sich nicht lesen (ungültiges Datum oder Feld).' });
      }
      if (!meldungen.length) meldungen.push(...schemaFindings(s, zeile, inhalt, titles, new Set()));
      return { zeile, inhalt, meldungen, key };
    });
    duplicateKeys(zeilen, vorhanden, 'UID', { kennung: 'UID', zeile: 'Termin' });
    const spalten = ['titel', 'datum_von', 'datum_bis', 'timeFrom', 'timeTo', 'location', 'beschreibung'].flatMap(
      (feld) => {
        const field = felder.find((f) => f.feld === feld);
        return field ? [{ feld, titel: field.titel }] : [];
      },
    );
    if (events.length > 10_000) hinweise.push('Nur die ersten 10.000 Termine werden gelesen.');
    return importPreview(
      'ics',
      spalten,
      zeilen.map((row): ImportZeile => ({ zeile: row.zeile, inhalt: row.inhalt, meldungen: row.meldungen })),
      [],
      hinweise,
    );
  } finally {
    for (const zone of added) ICAL.TimezoneService.remove(zone.tzid);
  }
}
