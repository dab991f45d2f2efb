// Date ranges of events (spec section 3: dateFrom, dateTo, timeFrom, timeTo), formatted German style.
import { berlin } from './dayjs';
import { formatDatum, formatZeit } from './datum';

export interface Termin {
  dateFrom?: string | null;
  dateTo?: string | null;
  timeFrom?: string | null;
  timeTo?: string | null;
}

const DASH = ' – ';

/** '12.12.2026 – 13.12.2026'; one date when both days are equal or the end is missing. */
export function formatDatumsbereich(from: string | null | undefined, to: string | null | undefined): string {
  const start = formatDatum(from);
  const end = formatDatum(to);
  if (!start) return end;
  return end && end !== start ? start + DASH + end : start;
}

/** '19:00 – 21:30 Uhr', '19:00 Uhr', or '' when no time is given (00:00 counts as none). */
export function formatUhrzeitbereich(from: string | null | undefined, to: string | null | undefined): string {
  const start = formatZeit(from);
  const end = formatZeit(to);
  if (start && end && end !== start) return `${start}${DASH}${end} Uhr`;
  if (start) return `${start} Uhr`;
  return end ? `bis ${end} Uhr` : '';
}

/** The whole date line of an event: '12.12.2026, 19:00 – 21:30 Uhr' or '28.11.2026 – 29.11.2026, ab 14:00 Uhr'. */
export function formatTermin({ dateFrom, dateTo, timeFrom, timeTo }: Termin): string {
  const dates = formatDatumsbereich(dateFrom, dateTo);
  const multiDay = Boolean(dates.includes(DASH));
  let times = formatUhrzeitbereich(timeFrom, timeTo);
  // Over several days an opening and a closing time describe each day, so say it plainly.
  if (multiDay && times && formatZeit(timeFrom) && !formatZeit(timeTo)) times = `ab ${times}`;
  if (multiDay && times && formatZeit(timeFrom) && formatZeit(timeTo)) times = `täglich ${times}`;
  return [dates, times].filter(Boolean).join(', ');
}

/** Machine-readable start for <time dateTime> and schema.org: '2026-12-12T19:00' or '2026-12-12'. */
export function isoStart({ dateFrom, timeFrom }: Termin): string | null {
  const day = berlin(dateFrom);
  if (!day) return null;
  const time = formatZeit(timeFrom);
  return time ? `${day.format('YYYY-MM-DD')}T${time}` : day.format('YYYY-MM-DD');
}

/** Machine-readable end, or null without an end. */
export function isoEnde({ dateFrom, dateTo, timeTo }: Termin): string | null {
  const day = berlin(dateTo) ?? (formatZeit(timeTo) ? berlin(dateFrom) : null);
  if (!day) return null;
  const time = formatZeit(timeTo);
  return time ? `${day.format('YYYY-MM-DD')}T${time}` : day.format('YYYY-MM-DD');
}
