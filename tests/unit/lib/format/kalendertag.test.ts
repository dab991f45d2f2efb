// Today's date in Tannbrunn is counted from the EU's rule for summer time, not asked of Intl (lib/format/kalendertag.ts):
// here it is held to Intl's answer (the time zone data of the running Node) on every day from 1996 to 2060, at the
// times when the offset decides the date, and at the minutes around a change of the clocks, so a changed rule, or a
// slip of an hour, shows.
import { describe, expect, it } from 'vitest';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { BERLIN_INTL, momentsDiffering } from '../../support/berlin-reference';

const intl = BERLIN_INTL.isoDatum;
/** UTC times of day at which summer (UTC+2) and winter (UTC+1) give different dates, and the last instant before. */
const DECIDING = ['21:59:59.999', '22:30:00', '23:00:00'];

describe('todayInBerlin', () => {
  it('says what Intl says on every day from 1996 to 2060', () => {
    expect(momentsDiffering(DECIDING, (now) => todayInBerlin(now) !== intl.format(now))).toEqual([]);
  });

  it('turns the day at midnight in Tannbrunn, an hour earlier in summer, on the minute of each clock change', () => {
    expect(todayInBerlin(new Date('2026-11-21T22:59:59Z'))).toBe('2026-11-21');
    expect(todayInBerlin(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-22');
    expect(todayInBerlin(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(todayInBerlin(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    // 2026's clocks change on 29 March and 25 October, at 01:00 UTC.
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      for (const minutes of [-61, -1, 0, 1, 61]) {
        const now = new Date(Date.parse(change) + minutes * 60_000);
        expect(todayInBerlin(now), now.toISOString()).toBe(intl.format(now));
      }
    }
  });

  it('fails on an invalid date as Intl does', () => {
    expect(() => todayInBerlin(new Date(Number.NaN))).toThrow(RangeError);
  });
});
