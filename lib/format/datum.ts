// Spec section 9, formats: dates DD.MM.YYYY, times HH:mm (00:00 hidden), in Berlin time. The one date-format
// module of the site: the blocks, the intranet and council views and the server's German messages all format here.
import { berlin } from './dayjs';
import { berlinWallClock, EU_RULE_SINCE } from './kalendertag';

type DateInput = string | number | Date | null | undefined;

/** '2026-12-12' -> '12.12.2026'; invalid or empty input gives ''. */
export function formatDatum(value: DateInput): string {
  return berlin(value)?.format('DD.MM.YYYY') ?? '';
}

/** Weekday and date: 'Sa, 12.12.2026'. */
export function formatDatumMitWochentag(value: DateInput): string {
  return berlin(value)?.format('dd, DD.MM.YYYY') ?? '';
}

/** A moment's clock time in Berlin as HH:mm, midnight included: '… ab 09:30 Uhr' in a message. */
export function formatUhrzeit(value: DateInput): string {
  return berlin(value)?.format('HH:mm') ?? '';
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A stored moment (a Date or milliseconds, as the database gives them) as 'DD.MM.YYYY, HH:mm[:ss]', counted by the EU's
 * summer-time rule (./kalendertag.ts); null for anything else, which dayjs reads. dayjs's time zone asks Intl for each
 * value, about 0.1 ms: half the time of a CSV export of 45,000 submissions went into its date column.
 */
function momentText(value: DateInput, seconds: boolean): string | null {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Number.NaN;
  if (!(time >= EU_RULE_SINCE)) return null;
  const clock = berlinWallClock(time);
  const text = `${twoDigits(clock.getUTCDate())}.${twoDigits(clock.getUTCMonth() + 1)}.${clock.getUTCFullYear()}, ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
  return seconds ? `${text}:${twoDigits(clock.getUTCSeconds())}` : text;
}

/** Date and clock time, as the Redaktion lists versions, tasks and schedules: '12.12.2026, 09:30'. */
export function formatDatumUhrzeit(value: DateInput): string {
  return momentText(value, false) ?? berlin(value)?.format('DD.MM.YYYY, HH:mm') ?? '';
}

/** The same to the second, for the audit log, where entries of one minute must still read apart. */
export function formatDatumUhrzeitSekunden(value: DateInput): string {
  return momentText(value, true) ?? berlin(value)?.format('DD.MM.YYYY, HH:mm:ss') ?? '';
}

/** A CMS date as given, for <time dateTime>; undefined when there is none. */
export function isoDatum(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * A time as HH:mm. Accepts a clock time ('9:30', '19:00:00') or a date-time. A time of 00:00 means
 * "no time given" in the CMS and is hidden (''), as is anything unreadable.
 */
export function formatZeit(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  let text: string;
  const clock = typeof value === 'string' ? CLOCK.exec(value.trim()) : null;
  if (clock) {
    const hours = Number(clock[1]);
    const minutes = Number(clock[2]);
    if (hours > 23 || minutes > 59) return '';
    text = `${String(hours).padStart(2, '0')}:${clock[2]}`;
  } else {
    text = berlin(value)?.format('HH:mm') ?? '';
  }
  return text === '00:00' ? '' : text;
}
