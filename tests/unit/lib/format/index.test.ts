import { describe, expect, it } from 'vitest';
import { berlin, todayInBerlin } from '@/lib/format/dayjs';
import {
  formatDatum,
  formatDatumMitWochentag,
  formatDatumUhrzeit,
  formatDatumUhrzeitSekunden,
  formatUhrzeit,
  formatZeit,
  isoDatum,
} from '@/lib/format/datum';
import { formatEuro } from '@/lib/format/geld';
import { BERLIN_INTL } from '../../support/berlin-reference';
import { filterTelefon, telefonHref } from '@/lib/format/telefon';
import { formatDatumsbereich, formatTermin, formatUhrzeitbereich, isoEnde, isoStart } from '@/lib/format/zeitraum';

describe('Datum DD.MM.YYYY', () => {
  it('formats ISO dates and date-times in Berlin time', () => {
    expect(formatDatum('2026-12-05')).toBe('05.12.2026');
    // 23:30 UTC on 31 December is already New Year in Berlin.
    expect(formatDatum('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatDatum(new Date('2027-07-24T10:00:00Z'))).toBe('24.07.2027');
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDatum(undefined)).toBe('');
    expect(formatDatum('')).toBe('');
    expect(formatDatum('kein Datum')).toBe('');
  });
  it('names the weekday in German', () => {
    expect(formatDatumMitWochentag('2026-12-12')).toBe('Sa, 12.12.2026');
  });
  it('keeps a local wall-clock time as Berlin time whatever the server zone', () => {
    expect(berlin('2027-03-28T02:30')?.isValid()).toBe(true);
    expect(berlin('2026-07-01T12:00')?.utcOffset()).toBe(120);
    expect(berlin('2026-01-01T12:00')?.utcOffset()).toBe(60);
    expect(todayInBerlin(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });
});

describe('Zeit HH:mm', () => {
  it('pads clock times and drops seconds', () => {
    expect(formatZeit('9:30')).toBe('09:30');
    expect(formatZeit('19:00:00')).toBe('19:00');
    expect(formatZeit('2026-12-12T18:00:00Z')).toBe('19:00');
  });
  it('hides 00:00 (no time given)', () => {
    expect(formatZeit('00:00')).toBe('');
    expect(formatZeit('00:00:00')).toBe('');
    expect(formatZeit('2026-12-12')).toBe('');
  });
  it('rejects impossible times', () => {
    expect(formatZeit('25:00')).toBe('');
    expect(formatZeit('12:75')).toBe('');
  });
});

describe('one date-format module for the messages too', () => {
  // The rate limits' messages formatted with their own Intl formatters; these are their exact texts.
  const intlDay = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const intlTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });
  // Every quarter hour across both clock changes of 2026 and a New Year's Eve.
  const moments = [
    ...['2026-03-28T22:00:00Z', '2026-10-24T22:00:00Z', '2026-12-31T21:00:00Z'].flatMap((start) =>
      Array.from({ length: 4 * 30 }, (_, i) => new Date(Date.parse(start) + i * 15 * 60_000)),
    ),
  ];

  it("formats a moment's day and clock time as the Intl formatters did, midnight included", () => {
    for (const moment of moments) {
      expect(formatDatum(moment)).toBe(intlDay.format(moment));
      expect(formatUhrzeit(moment)).toBe(intlTime.format(moment));
    }
    expect(formatUhrzeit(new Date('2026-12-11T23:00:00Z'))).toBe('00:00');
  });

  it("formats date and time as the Redaktion's hand-made Intl formatters did (dateStyle medium + timeStyle short)", () => {
    const medium = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const withSeconds = BERLIN_INTL.datumUhrzeitSekunden;
    for (const moment of moments) {
      expect(formatDatumUhrzeit(moment)).toBe(medium.format(moment));
      expect(formatDatumUhrzeit(moment.toISOString())).toBe(medium.format(moment));
      expect(formatDatumUhrzeitSekunden(new Date(moment.getTime() + 7_000))).toBe(
        withSeconds.format(new Date(moment.getTime() + 7_000)),
      );
    }
  });

  it('gives the school lists the same date as every other list (a wall-clock time is Berlin time)', () => {
    expect(formatDatum('2027-03-12')).toBe('12.03.2027');
    expect(formatDatum('2026-12-31T23:30')).toBe('31.12.2026');
    expect(isoDatum(' 2027-03-12 ')).toBe('2027-03-12');
    expect(isoDatum('')).toBeUndefined();
    expect(isoDatum(20270312)).toBeUndefined();
  });
});

describe('Euro', () => {
  it('German format without decimals', () => {
    expect(formatEuro(60)).toBe('60\u00a0€');
    expect(formatEuro(1250)).toBe('1.250\u00a0€');
    expect(formatEuro(49.6)).toBe('50\u00a0€');
    expect(formatEuro('7,5')).toBe('8\u00a0€');
  });
  it('gives an empty string for non-numbers', () => {
    expect(formatEuro(undefined)).toBe('');
    expect(formatEuro('gratis')).toBe('');
    expect(formatEuro(Number.NaN)).toBe('');
  });
});

describe('Telefonfilter', () => {
  it('keeps only plus and digits', () => {
    expect(filterTelefon('07655 / 9310-35')).toBe('07655931035');
    expect(filterTelefon('(0761) 123 45')).toBe('076112345');
  });
  it('turns +49 into 0', () => {
    expect(filterTelefon('+49 7655 9310-0')).toBe('0765593100');
    expect(filterTelefon('+41 61 123 45 67')).toBe('+41611234567');
  });
  it('builds tel: links only when digits remain', () => {
    expect(telefonHref('+49 7655 9310-40')).toBe('tel:07655931040');
    expect(telefonHref('keine')).toBeNull();
    expect(telefonHref(undefined)).toBeNull();
  });
});

describe('Veranstaltungszeitraum', () => {
  it('one day with times', () => {
    expect(formatTermin({ dateFrom: '2026-12-12', dateTo: '2026-12-12', timeFrom: '19:00', timeTo: '21:30' })).toBe(
      '12.12.2026, 19:00 – 21:30 Uhr',
    );
  });
  it('several days, opening time only', () => {
    expect(formatTermin({ dateFrom: '2026-11-28', dateTo: '2026-11-29', timeFrom: '14:00' })).toBe(
      '28.11.2026 – 29.11.2026, ab 14:00 Uhr',
    );
  });
  it('several days with both times', () => {
    expect(formatTermin({ dateFrom: '2027-07-24', dateTo: '2027-07-25', timeFrom: '10:00', timeTo: '18:00' })).toBe(
      '24.07.2027 – 25.07.2027, täglich 10:00 – 18:00 Uhr',
    );
  });
  it('hides 00:00 times', () => {
    expect(formatTermin({ dateFrom: '2027-02-04', timeFrom: '00:00', timeTo: '00:00' })).toBe('04.02.2027');
    expect(formatUhrzeitbereich('00:00', '17:00')).toBe('bis 17:00 Uhr');
  });
  it('ranges of plain dates', () => {
    expect(formatDatumsbereich('2027-01-16', '2027-01-16')).toBe('16.01.2027');
    expect(formatDatumsbereich('2027-01-16', undefined)).toBe('16.01.2027');
    expect(formatDatumsbereich(undefined, '2027-01-16')).toBe('16.01.2027');
  });
  it('machine-readable start and end', () => {
    expect(isoStart({ dateFrom: '2026-12-12', timeFrom: '19:00' })).toBe('2026-12-12T19:00');
    expect(isoStart({ dateFrom: '2026-12-12', timeFrom: '00:00' })).toBe('2026-12-12');
    expect(isoEnde({ dateFrom: '2026-12-12', timeTo: '21:30' })).toBe('2026-12-12T21:30');
    expect(isoEnde({ dateFrom: '2026-12-12' })).toBeNull();
  });
});
