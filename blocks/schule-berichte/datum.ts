// Dates of the school lists in the spec's format DD.MM.YYYY (section 9), in Europe/Berlin.

const BERLIN = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2027-03-12' or an ISO date-time -> '12.03.2027'; null for anything unreadable. */
export function formatDatum(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const plain = DATE_ONLY.exec(value.trim());
  // A calendar date stays that date, whatever the server's time zone.
  if (plain) return `${plain[3]}.${plain[2]}.${plain[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : BERLIN.format(date);
}

/** The machine-readable form for <time dateTime>. */
export function isoDatum(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
