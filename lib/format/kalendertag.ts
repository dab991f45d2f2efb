// Calendar days of the municipality (Europe/Berlin), whatever the server's or browser's zone.
// Without dayjs, so the forms in the browser stay light.
// A day is an ISO string 'YYYY-MM-DD'; arithmetic runs in UTC so no daylight-saving shift moves it.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0 = January): when the EU's clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Today's date in Tannbrunn: UTC+1, and UTC+2 in the EU's summer time (from the last Sunday of March to the last
 * Sunday of October, 01:00 UTC each, in force since 1996). Counted, not asked of Intl: the browser's first formatter
 * with a time zone loads the zone data, a task of 60-90 ms on a phone (measured in the booking calendar's first run),
 * for one number. A unit test holds this to Intl's answer on every day from 1996 to 2060, so a change of the rule
 * shows.
 */
export function todayInBerlin(now: Date = new Date()): string {
  return berlinWallClock(now.getTime()).toISOString().slice(0, 10);
}

/** The first moment the rule above holds for. */
export const EU_RULE_SINCE = Date.UTC(1996, 0, 1);

/**
 * A moment as the clocks in Tannbrunn show it, by the rule above (so from EU_RULE_SINCE on): a Date whose UTC fields
 * (getUTCHours, getUTCDate …) are Berlin's wall clock.
 */
export function berlinWallClock(time: number): Date {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= clockChange(year, 2) && time < clockChange(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True for a real calendar day written as YYYY-MM-DD (no 2026-02-30), in every year from 0000 on,
 * as the schemas' `format: date` (RFC 3339) accepts them. Counted by hand: `Date.UTC` would read
 * the years 0-99 as 1900-1999, and a date rule would then skip '0050-06-01' as malformed.
 */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(toUtc(day) + days * 86_400_000).toISOString().slice(0, 10);
}

export function tomorrowInBerlin(now: Date = new Date()): string {
  return addDays(todayInBerlin(now), 1);
}

/** Whole days from `from` to `to` (0 when equal, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(toUtc(day)).getUTCDay();
}

export function isWeekend(day: string): boolean {
  const d = weekday(day);
  return d === 0 || d === 6;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

// Made on first use, not when the module loads: every page that merely imports this module would pay for it.
let longDay: Intl.DateTimeFormat | undefined;

/** 'Montag, 7. Dezember 2026' — for screen readers and the calendar. */
export function formatDayLong(day: string): string {
  longDay ??= new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDay.format(new Date(toUtc(day)));
}

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/**
 * 'Dezember 2026': the month title of the booking calendars and the waste collection dates. Written out, so a page
 * needs neither an Intl formatter (12-15 ms for the first one) nor dayjs's German locale for it.
 */
export function formatMonthLong(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}
