// Every rule of spec section 5 at its boundaries, through the one validation that browser and
// server share (precompiled schema validator + shared rules).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateBooking } from '@/lib/buchungen/validate';
import { addDays, formatMonthLong, todayInBerlin, tomorrowInBerlin } from '@/lib/format/kalendertag';
import {
  lastenradConflict,
  ebikeConflict,
  raumConflict,
  raumDayStatus,
  ebikeDayStatus,
} from '@/lib/services/automation/availability';
import {
  lastenradReturnSlots,
  earliestReturnDate,
  EBIKE_PICKUP_SLOTS,
  EBIKE_RETURN_SLOTS,
  LASTENRAD_SLOTS,
} from '@/lib/forms/rad-slots';
import { ebikePrice, formatEuro, rentalDays } from '@/lib/buchungen/prices';
import { PERSON as person } from '../../../support/booking-requests';

const NOW = new Date('2026-12-02T10:00:00Z'); // a Wednesday
const ebike = (over: Record<string, unknown> = {}) => ({
  datum_von: '2026-12-10',
  zeit_von: '09:00',
  datum_bis: '2026-12-10',
  zeit_bis: '16:00',
  anzahl: 2,
  groesse_0: 47,
  groesse_1: 51,
  schwarzwaldcard: false,
  ...person,
  geburtsdatum: '1980-01-01',
  datenschutz: true,
  nutzungsbestimmungen: true,
  ...over,
});
const lastenrad = (over: Record<string, unknown> = {}) => ({
  datum_von: '2026-12-07',
  zeit_von: '09:00',
  datum_bis: '2026-12-08',
  zeit_bis: '10:00',
  ...person,
  geburtsdatum: '1980-01-01',
  datenschutz: true,
  nutzungsbestimmungen: true,
  ...over,
});
const room = (over: Record<string, unknown> = {}) => ({
  raum: '12',
  datum: '2026-12-10',
  veranstalter: 'Privat',
  veranstaltung: 'Geburtstag',
  ...person,
  datenschutz: true,
  ...over,
});
const errorsOf = (result: ReturnType<typeof validateBooking>) => (result.ok ? {} : result.errors);

describe('common fields of the three booking forms', () => {
  it.each([
    ['name', 'Bitte geben Sie Ihren Namen an.'],
    ['strasse', 'Bitte geben Sie Ihre Straße ein.'],
    ['hausnummer', 'Bitte geben Sie Ihre Hausnummer ein.'],
    ['ort', 'Bitte geben Sie Ihren Wohnort ein.'],
    ['telefon', 'Bitte geben Sie Ihre Telefonnummer an.'],
    ['plz', 'Bitte geben Sie Ihre Postleitzahl ein.'],
    ['email', 'Bitte geben Sie Ihre E-Mail Adresse an.'],
    ['datenschutz', 'Bitte stimmen Sie der Datenschutzerklärung zu.'],
  ])('%s missing -> %s (all three forms)', (field, message) => {
    for (const [kind, data] of [
      ['ebike', ebike()],
      ['lastenrad', lastenrad()],
      ['raum', room()],
    ] as const) {
      const rest: Record<string, unknown> = { ...data };
      delete rest[field];
      expect(errorsOf(validateBooking(kind, rest, NOW))[field]).toBe(message);
    }
  });

  it('a blank text counts as missing, an invalid e-mail as missing', () => {
    expect(errorsOf(validateBooking('raum', room({ name: '   ' }), NOW)).name).toBe('Bitte geben Sie Ihren Namen an.');
    expect(errorsOf(validateBooking('raum', room({ email: 'erika@' }), NOW)).email).toBe(
      'Bitte geben Sie Ihre E-Mail Adresse an.',
    );
    expect(errorsOf(validateBooking('raum', room({ datenschutz: false }), NOW)).datenschutz).toBe(
      'Bitte stimmen Sie der Datenschutzerklärung zu.',
    );
  });

  it('valid requests pass', () => {
    expect(validateBooking('ebike', ebike(), NOW).ok).toBe(true);
    expect(validateBooking('lastenrad', lastenrad(), NOW).ok).toBe(true);
    expect(validateBooking('raum', room(), NOW).ok).toBe(true);
  });

  it('unknown fields and non-objects are rejected with a general message', () => {
    expect(errorsOf(validateBooking('raum', room({ extra: 1 }), NOW))['']).toBe('Bitte überprüfen Sie Ihre Eingabe.');
    expect(errorsOf(validateBooking('raum', [1], NOW))['']).toBe('Bitte überprüfen Sie Ihre Eingabe.');
  });
});

describe('bike forms', () => {
  it('birth date required and in the past', () => {
    expect(errorsOf(validateBooking('ebike', ebike({ geburtsdatum: undefined }), NOW)).geburtsdatum).toBe(
      'Bitte geben Sie Ihren Geburtstag ein.',
    );
    expect(errorsOf(validateBooking('lastenrad', lastenrad({ geburtsdatum: '2026-12-02' }), NOW)).geburtsdatum).toBe(
      'Bitte geben Sie Ihren Geburtstag ein.',
    );
  });

  it('usage terms required', () => {
    expect(errorsOf(validateBooking('ebike', ebike({ nutzungsbestimmungen: false }), NOW)).nutzungsbestimmungen).toBe(
      'Bitte akzeptieren Sie die Nutzungsbestimmungen.',
    );
  });

  it('pickup and return times required', () => {
    const errors = errorsOf(validateBooking('ebike', ebike({ zeit_von: undefined, zeit_bis: undefined }), NOW));
    expect(errors.zeit_von).toBe('Bitte wählen Sie eine Abholzeit aus.');
    expect(errors.zeit_bis).toBe('Bitte wählen Sie eine Rückgabezeit aus.');
    expect(errorsOf(validateBooking('ebike', ebike({ zeit_von: '11:30' }), NOW)).zeit_von).toBe(
      'Bitte wählen Sie eine Abholzeit aus.',
    );
  });

  it('pickup today is rejected, tomorrow accepted', () => {
    const future = 'Bitte wählen Sie ein Termin in der Zukunft aus';
    expect(
      errorsOf(validateBooking('ebike', ebike({ datum_von: '2026-12-02', datum_bis: '2026-12-02' }), NOW)).datum_von,
    ).toBe(future);
    expect(validateBooking('ebike', ebike({ datum_von: '2026-12-03', datum_bis: '2026-12-03' }), NOW).ok).toBe(true);
    expect(
      errorsOf(validateBooking('lastenrad', lastenrad({ datum_von: '2026-12-01', datum_bis: '2026-12-01' }), NOW))
        .datum_von,
    ).toBe(future);
  });
});

describe('today and tomorrow in Europe/Berlin, whatever the process zone', () => {
  afterEach(() => vi.useRealTimers());

  it('23:30 UTC on 2 December is already 3 December in Berlin (winter, UTC+1)', () => {
    const late = new Date('2026-12-02T23:30:00Z');
    expect(todayInBerlin(late)).toBe('2026-12-03');
    expect(tomorrowInBerlin(late)).toBe('2026-12-04');
    expect(
      errorsOf(validateBooking('ebike', ebike({ datum_von: '2026-12-03', datum_bis: '2026-12-03' }), late)).datum_von,
    ).toBe('Bitte wählen Sie ein Termin in der Zukunft aus');
    expect(validateBooking('ebike', ebike({ datum_von: '2026-12-04', datum_bis: '2026-12-04' }), late).ok).toBe(true);
  });

  it('22:59 UTC is still the same day in Berlin; summer time shifts by two hours', () => {
    expect(todayInBerlin(new Date('2026-12-02T22:59:59Z'))).toBe('2026-12-02');
    expect(todayInBerlin(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(todayInBerlin(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('the default clock is read at call time (fake timers)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-31T23:00:00Z'));
    expect(tomorrowInBerlin()).toBe('2027-01-02');
  });
});

describe('the calendar month title', () => {
  it('names every month as German Intl does, without building a formatter', () => {
    const intl = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const first = `2026-${String(month).padStart(2, '0')}-01`;
      expect(formatMonthLong(first)).toBe(intl.format(new Date(`${first}T00:00:00Z`)));
    }
    expect(formatMonthLong('2027-03-15')).toBe('März 2027');
  });
});

describe('e-bike', () => {
  it('plz must be numeric', () => {
    expect(errorsOf(validateBooking('ebike', ebike({ plz: '79A77' }), NOW)).plz).toBe(
      'Bitte geben Sie eine korrekte Postleitzahl ein.',
    );
    expect(errorsOf(validateBooking('ebike', ebike({ plz: undefined }), NOW)).plz).toBe(
      'Bitte geben Sie Ihre Postleitzahl ein.',
    );
    // The lastenrad bike has no numeric rule.
    expect(validateBooking('lastenrad', lastenrad({ plz: 'D-79877' }), NOW).ok).toBe(true);
  });

  it('count 1 to 4', () => {
    const message = 'Bitte wählen Sie die Anzahl der E-Bikes (1 bis 4).';
    expect(errorsOf(validateBooking('ebike', ebike({ anzahl: 0 }), NOW)).anzahl).toBe(message);
    expect(errorsOf(validateBooking('ebike', ebike({ anzahl: 5 }), NOW)).anzahl).toBe(message);
    expect(errorsOf(validateBooking('ebike', ebike({ anzahl: undefined }), NOW)).anzahl).toBe(message);
    expect(validateBooking('ebike', ebike({ anzahl: 4, groesse_2: 47, groesse_3: 51 }), NOW).ok).toBe(true);
  });

  it('a size for each bike, numbered from 1', () => {
    const errors = errorsOf(validateBooking('ebike', ebike({ anzahl: 3, groesse_1: undefined }), NOW));
    expect(errors.groesse_1).toBe('Bitte geben Sie die Größe des E-Bikes 2 an.');
    expect(errors.groesse_2).toBe('Bitte geben Sie die Größe des E-Bikes 3 an.');
    expect(errorsOf(validateBooking('ebike', ebike({ groesse_0: 49 }), NOW)).groesse_0).toBe(
      'Bitte geben Sie die Größe des E-Bikes 1 an.',
    );
  });

  it('the same size at most twice; sizes beyond the count do not count', () => {
    expect(
      validateBooking('ebike', ebike({ anzahl: 4, groesse_0: 47, groesse_1: 47, groesse_2: 51, groesse_3: 51 }), NOW)
        .ok,
    ).toBe(true);
    expect(
      errorsOf(validateBooking('ebike', ebike({ anzahl: 3, groesse_0: 47, groesse_1: 47, groesse_2: 47 }), NOW))
        .groesse_2,
    ).toBe('Dieselbe Größe kann höchstens zweimal gewählt werden.');
    expect(validateBooking('ebike', ebike({ anzahl: 2, groesse_0: 47, groesse_1: 47, groesse_2: 47 }), NOW).ok).toBe(
      true,
    );
  });

  it('return not before pickup', () => {
    expect(errorsOf(validateBooking('ebike', ebike({ datum_bis: '2026-12-09' }), NOW)).datum_bis).toBe(
      'Die Rückgabe darf nicht vor der Abholung liegen.',
    );
  });

  it('a pickup at 16:00, 16:30 or 17:00 returns the next day at the earliest', () => {
    for (const time of ['16:00', '16:30', '17:00']) expect(earliestReturnDate('2026-12-10', time)).toBe('2026-12-11');
    expect(earliestReturnDate('2026-12-10', '15:30')).toBe('2026-12-10');
    expect(earliestReturnDate('2026-12-10', '17:30')).toBe('2026-12-10');
    expect(earliestReturnDate('2026-12-31', '16:00')).toBe('2027-01-01');
  });
});

describe('lastenrad bike', () => {
  const pickupWeekend = 'Keine Abholung am Wochenende möglich. Bitte wählen Sie einen anderen Tag.';
  const returnWeekend = 'Keine Rückgabe am Wochenende möglich. Bitte wählen Sie einen anderen Tag.';

  it('no pickup or return on Saturday or Sunday', () => {
    const sat = errorsOf(
      validateBooking('lastenrad', lastenrad({ datum_von: '2026-12-12', datum_bis: '2026-12-13' }), NOW),
    );
    expect(sat.datum_von).toBe(pickupWeekend);
    expect(sat.datum_bis).toBe(returnWeekend);
    expect(
      errorsOf(validateBooking('lastenrad', lastenrad({ datum_von: '2026-12-13', datum_bis: '2026-12-14' }), NOW))
        .datum_von,
    ).toBe(pickupWeekend);
    expect(
      errorsOf(validateBooking('lastenrad', lastenrad({ datum_von: '2026-12-11', datum_bis: '2026-12-12' }), NOW))
        .datum_bis,
    ).toBe(returnWeekend);
  });

  it('3 days at most (2 days after pickup) from Monday to Thursday', () => {
    expect(validateBooking('lastenrad', lastenrad({ datum_von: '2026-12-07', datum_bis: '2026-12-09' }), NOW).ok).toBe(
      true,
    );
    expect(
      errorsOf(validateBooking('lastenrad', lastenrad({ datum_von: '2026-12-07', datum_bis: '2026-12-10' }), NOW))
        .datum_bis,
    ).toBe('Die Leihdauer darf 3 Tage nicht überschreiten');
    expect(
      errorsOf(validateBooking('lastenrad', lastenrad({ datum_von: '2026-12-10', datum_bis: '2026-12-14' }), NOW))
        .datum_bis,
    ).toBe('Die Leihdauer darf 3 Tage nicht überschreiten');
  });

  it('4 days from a Friday pickup: Friday to Monday allowed, Tuesday not', () => {
    expect(validateBooking('lastenrad', lastenrad({ datum_von: '2026-12-11', datum_bis: '2026-12-14' }), NOW).ok).toBe(
      true,
    );
    expect(
      errorsOf(validateBooking('lastenrad', lastenrad({ datum_von: '2026-12-11', datum_bis: '2026-12-15' }), NOW))
        .datum_bis,
    ).toBe('Die Leihdauer darf 4 Tage nicht überschreiten');
  });

  it('a same-day return offers and accepts no slot before 11:00', () => {
    expect(lastenradReturnSlots('2026-12-07', '2026-12-07')).toEqual(['11:00', '11:30', '12:00']);
    expect(lastenradReturnSlots('2026-12-07', '2026-12-08')).toEqual(LASTENRAD_SLOTS);
    expect(
      errorsOf(validateBooking('lastenrad', lastenrad({ datum_bis: '2026-12-07', zeit_bis: '10:30' }), NOW)).zeit_bis,
    ).toBe('Bei einer Rückgabe am Abholtag ist die Rückgabe frühestens um 11:00 Uhr möglich.');
    expect(validateBooking('lastenrad', lastenrad({ datum_bis: '2026-12-07', zeit_bis: '11:00' }), NOW).ok).toBe(true);
  });
});

describe('room', () => {
  it('veranstalter and veranstaltung required; the organiser name only for business, club, church', () => {
    expect(errorsOf(validateBooking('raum', room({ veranstalter: undefined }), NOW)).veranstalter).toBe(
      'Bitte wählen Sie den Veranstalter aus.',
    );
    expect(errorsOf(validateBooking('raum', room({ veranstaltung: '' }), NOW)).veranstaltung).toBe(
      'Bitte geben Sie die Art der Veranstaltung an.',
    );
    expect(validateBooking('raum', room({ veranstalter: 'Privat' }), NOW).ok).toBe(true);
    expect(
      errorsOf(validateBooking('raum', room({ veranstalter: 'Gewerblich, Verein, Kirche' }), NOW)).name_veranstalter,
    ).toBe('Bitte geben Sie den Namen des Veranstalters an.');
    expect(
      validateBooking(
        'raum',
        room({ veranstalter: 'Gewerblich, Verein, Kirche', name_veranstalter: 'Musikverein' }),
        NOW,
      ).ok,
    ).toBe(true);
  });

  it('the day at least tomorrow', () => {
    expect(errorsOf(validateBooking('raum', room({ datum: '2026-12-02' }), NOW)).datum).toBe(
      'Bitte wählen Sie ein Termin in der Zukunft aus',
    );
    expect(validateBooking('raum', room({ datum: '2026-12-03' }), NOW).ok).toBe(true);
  });
});

describe('conflicts (every day from pickup to return)', () => {
  const reserved = [
    { datum_von: '2026-12-10', datum_bis: '2026-12-11', status: 'accepted' as const, bikes: 2 },
    { datum_von: '2026-12-11', datum_bis: '2026-12-11', status: 'pending' as const, bikes: 1 },
  ];
  it('e-bikes: reserved plus requested must not exceed 4 on any day', () => {
    expect(ebikeConflict(reserved, '2026-12-11', '2026-12-11', 1)).toBe(false);
    expect(ebikeConflict(reserved, '2026-12-11', '2026-12-11', 2)).toBe(true);
    expect(ebikeConflict(reserved, '2026-12-10', '2026-12-10', 2)).toBe(false);
    // Neither pickup nor return day is full, but the day between is.
    expect(
      ebikeConflict(
        [{ datum_von: '2026-12-12', datum_bis: '2026-12-12', status: 'accepted', bikes: 4 }],
        '2026-12-11',
        '2026-12-13',
        1,
      ),
    ).toBe(true);
    expect(
      ebikeConflict(
        [{ datum_von: '2026-12-12', datum_bis: '2026-12-12', status: 'blocked', bikes: 4 }],
        '2026-12-12',
        '2026-12-12',
        4,
      ),
    ).toBe(false);
  });
  it('lastenrad bike: any reserved day conflicts', () => {
    expect(lastenradConflict(reserved, '2026-12-09', '2026-12-10')).toBe(true);
    expect(lastenradConflict(reserved, '2026-12-12', '2026-12-14')).toBe(false);
  });
  it('room: accepted and pending conflict, blocked records are excluded', () => {
    expect(raumConflict([{ datum: '2026-12-10', status: 'pending' }], '2026-12-10')).toBe(true);
    expect(raumConflict([{ datum: '2026-12-10', status: 'blocked', zeitraum: 'Ganztägig' }], '2026-12-10')).toBe(false);
  });
  it('calendar statuses: Belegt, Reserviert, <Zeitraum> belegt', () => {
    expect(raumDayStatus([{ datum: '2026-12-10', status: 'accepted' }], '2026-12-10').label).toBe('Belegt');
    expect(raumDayStatus([{ datum: '2026-12-10', status: 'pending' }], '2026-12-10').label).toBe('Reserviert');
    expect(
      raumDayStatus([{ datum: '2026-12-10', status: 'blocked', zeitraum: 'Vormittags' }], '2026-12-10').label,
    ).toBe('Vormittags belegt');
    expect(ebikeDayStatus(reserved, '2026-12-11').label).toBe('Noch 1 E-Bike frei');
    expect(
      ebikeDayStatus(
        [...reserved, { datum_von: '2026-12-11', datum_bis: '2026-12-11', status: 'pending', bikes: 1 }],
        '2026-12-11',
      ).label,
    ).toBe('Belegt');
  });
});

describe('slots and prices (spec section 9)', () => {
  it('e-bike slots every 30 minutes', () => {
    expect(EBIKE_PICKUP_SLOTS).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(EBIKE_RETURN_SLOTS).toEqual(['16:00', '16:30', '17:00', '17:30', '18:00']);
    expect(LASTENRAD_SLOTS).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00']);
  });
  it('60 € per day and bike, free with the guest card, German euro format', () => {
    expect(rentalDays('2026-12-10', '2026-12-11')).toBe(2);
    expect(formatEuro(ebikePrice(2, 3, false))).toBe('360\u00a0€');
    expect(ebikePrice(5, 4, true)).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
