// Intl as the reference for code that counts Berlin's clock itself (lib/format/kalendertag.ts, lib/format/datum.ts):
// its formatters in the time zone data of the running Node, and the walk over every day of the EU's summer-time rule.
export const BERLIN_INTL = {
  /** '05.12.2026, 14:30:07' */
  datumUhrzeitSekunden: new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }),
  /** '2026-12-05' */
  isoDatum: new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }),
};

const DAY = 86_400_000;
/** The rule counted by kalendertag.ts has held since 1996; checked up to 2060. */
const FROM = Date.UTC(1996, 0, 1);
const TO = Date.UTC(2061, 0, 1);

/**
 * Every moment, at the given UTC times of day ('22:00:00') on every day from 1996 to 2060, for which `differs` is
 * true, as ISO strings: an empty list means the code agreed with Intl everywhere.
 */
export function momentsDiffering(timesOfDay: string[], differs: (moment: Date) => boolean): string[] {
  const offsets = timesOfDay.map((time) => Date.parse(`1970-01-01T${time}Z`));
  const differing: string[] = [];
  for (let day = FROM; day < TO; day += DAY) {
    for (const offset of offsets) {
      const moment = new Date(day + offset);
      if (differs(moment)) differing.push(moment.toISOString());
    }
  }
  return differing;
}
