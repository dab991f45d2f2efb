// dayjs as the municipality sees time: German locale, Europe/Berlin whatever the server's zone.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/de';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.locale('de');

export const TIME_ZONE = 'Europe/Berlin';

export type Dayjs = dayjs.Dayjs;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/;

/**
 * A CMS date as a moment in Berlin. Dates without a zone ('2026-12-12', '2026-12-12T19:00') are
 * Berlin wall-clock times; values with a zone or a Date are converted. Invalid input gives null.
 */
export function berlin(value: string | number | Date | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d =
    typeof value === 'string' && (DATE_ONLY.test(value) || LOCAL_DATE_TIME.test(value))
      ? dayjs.tz(value.replace(' ', 'T'), TIME_ZONE)
      : dayjs(value).tz(TIME_ZONE);
  return d.isValid() ? d.locale('de') : null;
}

/** Now in Berlin (an injectable clock keeps tests deterministic). */
export function nowInBerlin(now: Date = new Date()): Dayjs {
  return dayjs(now).tz(TIME_ZONE).locale('de');
}

/** Today's calendar date in Berlin as YYYY-MM-DD (one implementation for the whole site). */
export { todayInBerlin } from './kalendertag';

export { dayjs };
