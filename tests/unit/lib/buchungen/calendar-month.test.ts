// The availability calendar's months (lib/buchungen/calendar-month.ts): the server renders the first, its island the
// others, from the same rules.
import { describe, expect, it } from 'vitest';
import { calendarWeeks, dayStatus, firstBookableMonth, shiftMonth } from '@/lib/buchungen/calendar-month';

describe('calendar months', () => {
  it('starts at the month of tomorrow', () => {
    expect(firstBookableMonth('2026-11-15')).toBe('2026-11-01');
    expect(firstBookableMonth('2026-11-30')).toBe('2026-12-01');
    expect(firstBookableMonth('2026-12-31')).toBe('2027-01-01');
  });

  it('turns months forward and back across years', () => {
    expect(shiftMonth('2026-12-01', 1)).toBe('2027-01-01');
    expect(shiftMonth('2027-01-01', -1)).toBe('2026-12-01');
    expect(shiftMonth('2026-01-01', 12)).toBe('2027-01-01');
  });

  it('lays a month out in weeks from Monday, with empty days around it', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = calendarWeeks('2026-12-01');
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.at(-1)!.at(-1)).toBeNull();
  });

  it('gives each kind of booking its day status', () => {
    const bikes = [{ datum_von: '2026-12-02', datum_bis: '2026-12-03', status: 'accepted', bikes: 4 }];
    expect(dayStatus('ebike', bikes, '2026-12-02')).toEqual({ label: 'Belegt', kind: 'taken' });
    expect(dayStatus('ebike', bikes, '2026-12-04')).toEqual({ label: 'Frei', kind: 'free' });
    expect(dayStatus('lastenrad', bikes, '2026-12-03').label).toBe('Belegt');
    const rooms = [{ datum: '2026-12-05', status: 'blocked', zeitraum: 'Vormittags' }];
    expect(dayStatus('raum', rooms, '2026-12-05')).toEqual({ label: 'Vormittags belegt', kind: 'blocked' });
  });
});
