// A stored moment's date and clock time is counted from the EU's rule for summer time (lib/format/datum.ts, by
// lib/format/kalendertag.ts), not asked of Intl for each value: here it is held to Intl's answer (the time zone data
// of the running Node) every day from 1996 to 2060 at the hours around midnight and the clock changes, and on the
// minutes of each change; a moment before the rule (1996) is still read through dayjs.
import { describe, expect, it } from 'vitest';
import { formatDatumUhrzeit, formatDatumUhrzeitSekunden } from '@/lib/format/datum';
import { BERLIN_INTL, momentsDiffering } from '../../support/berlin-reference';

const withSeconds = BERLIN_INTL.datumUhrzeitSekunden;
/** UTC times of day around Berlin's midnight and the clock changes (00:59:59 to 01:00:00 UTC), and one in between. */
const TIMES = ['00:59:59', '01:00:00', '12:34:56', '21:59:59', '22:00:00', '22:59:59', '23:00:00'];

describe('formatDatumUhrzeit and formatDatumUhrzeitSekunden of a stored moment', () => {
  it('say what Intl says at the deciding hours of every day from 1996 to 2060', () => {
    const differing = momentsDiffering(TIMES, (moment) => {
      const intl = withSeconds.format(moment);
      return formatDatumUhrzeitSekunden(moment) !== intl || formatDatumUhrzeit(moment.getTime()) !== intl.slice(0, -3);
    });
    expect(differing).toEqual([]);
  });

  it('turn the clock on the minute of each change', () => {
    // 2026's clocks change on 29 March (02:00 becomes 03:00) and 25 October (03:00 becomes 02:00), at 01:00 UTC.
    expect(formatDatumUhrzeit(new Date('2026-03-29T00:59:00Z'))).toBe('29.03.2026, 01:59');
    expect(formatDatumUhrzeit(new Date('2026-03-29T01:00:00Z'))).toBe('29.03.2026, 03:00');
    expect(formatDatumUhrzeit(new Date('2026-10-25T00:59:00Z'))).toBe('25.10.2026, 02:59');
    expect(formatDatumUhrzeit(new Date('2026-10-25T01:00:00Z'))).toBe('25.10.2026, 02:00');
  });

  it('read a moment before 1996, when the autumn change was in September, through dayjs', () => {
    // 1995: summer time ended on 24 September; 1 October was winter time (UTC+1).
    expect(formatDatumUhrzeit(new Date('1995-10-01T12:00:00Z'))).toBe('01.10.1995, 13:00');
    expect(formatDatumUhrzeitSekunden(Date.UTC(1980, 6, 1, 12))).toBe(withSeconds.format(Date.UTC(1980, 6, 1, 12)));
  });

  it('give an empty string for an invalid moment', () => {
    expect(formatDatumUhrzeit(new Date(Number.NaN))).toBe('');
    expect(formatDatumUhrzeitSekunden(Number.NaN)).toBe('');
  });
});
