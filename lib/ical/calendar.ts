// iCalendar (RFC 5545) for events and waste collection dates, in Berlin time with its VTIMEZONE.
import { berlin, TIME_ZONE } from '@/lib/format/dayjs';
import { escapeText, joinLines } from './rfc5545';

export interface IcalEvent {
  /** Globally unique and stable: the same event keeps its UID across downloads. */
  uid: string;
  summary: string;
  /** 'YYYY-MM-DD' for an all-day event. */
  startDate: string;
  /** 'HH:mm'; without it the event lasts whole days. */
  startTime?: string;
  /** Last day (inclusive), 'YYYY-MM-DD'; default: the start day. */
  endDate?: string;
  endTime?: string;
  description?: string;
  location?: string;
  url?: string;
  categories?: string[];
}

export interface IcalCalendar {
  name: string;
  events: IcalEvent[];
  /** The time of the download (DTSTAMP), injectable for tests. */
  now?: Date;
}

export const PRODID = '-//Gemeinde Tannbrunn im Schwarzwald//Website//DE';

// Central European time since 1996: the rules every calendar program expects for Europe/Berlin.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');
const compactTime = (time: string) => time.replace(':', '') + '00';

function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: IcalEvent, stamp: string): string[] {
  const start = berlin(event.startDate);
  if (!start) throw new Error(`Ungültiges Datum: ${event.startDate}`);
  const endDay = berlin(event.endDate ?? event.startDate) ?? start;
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`];
  if (event.startTime) {
    lines.push(`DTSTART;TZID=${TIME_ZONE}:${compactDate(start.format('YYYY-MM-DD'))}T${compactTime(event.startTime)}`);
    if (event.endTime) {
      lines.push(`DTEND;TZID=${TIME_ZONE}:${compactDate(endDay.format('YYYY-MM-DD'))}T${compactTime(event.endTime)}`);
    } else if (event.endDate && event.endDate !== event.startDate) {
      lines.push(`DTEND;TZID=${TIME_ZONE}:${compactDate(endDay.add(1, 'day').format('YYYY-MM-DD'))}T000000`);
    }
  } else {
    // All-day: DTEND is the day after the last day (exclusive).
    lines.push(`DTSTART;VALUE=DATE:${compactDate(start.format('YYYY-MM-DD'))}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(endDay.add(1, 'day').format('YYYY-MM-DD'))}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
  lines.push('END:VEVENT');
  return lines;
}

export function buildCalendar({ name, events, now = new Date() }: IcalCalendar): string {
  const stamp = utcStamp(now);
  return joinLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...VTIMEZONE,
    ...events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ]);
}

/** A safe file name for Content-Disposition: 'Tannseefest 2027' -> 'tannseefest-2027.ics'. */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'termine'}.ics`;
}
