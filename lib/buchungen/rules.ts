// The booking rules of spec section 5 that span several fields or depend on the date, with
// their German messages. Shared by the browser form and the API routes.
import { addDays, daysBetween, isIsoDay, isWeekend, todayInBerlin, weekday } from '@/lib/format/kalendertag';
import { FIELD_MESSAGES as M } from './messages';
import { LASTENRAD_SAME_DAY_EARLIEST_RETURN, earliestReturnDate } from './slots';
import type { FieldErrors } from './types';

type Data = Record<string, unknown>;

const FRIDAY = 5;
const MAX_DAYS_AHEAD = 366;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Earliest date is tomorrow in Europe/Berlin (spec sections 5 and 9), latest a year ahead. */
function futureDay(errors: FieldErrors, data: Data, field: string, today: string): void {
  const day = data[field];
  if (!isIsoDay(day)) return;
  if (day <= today) errors[field] = M.futureDate;
  else if (day > addDays(today, MAX_DAYS_AHEAD)) errors[field] = M.tooFarAhead;
}

function birthDay(errors: FieldErrors, data: Data, today: string): void {
  if (isIsoDay(data.geburtsdatum) && (data.geburtsdatum >= today || data.geburtsdatum < '1900-01-01'))
    errors.geburtsdatum = M.geburtsdatum;
}

/** Return after pickup; after a pickup at 16:00-17:00 not before the next day (spec section 4). */
function returnAfterPickup(errors: FieldErrors, data: Data): void {
  const { datum_von: from, datum_bis: to, zeit_von: fromTime, zeit_bis: toTime } = data;
  if (!isIsoDay(from) || !isIsoDay(to) || errors.datum_von) return;
  if (to < from) errors.datum_bis = M.returnBeforePickup;
  else if (typeof fromTime === 'string' && to < earliestReturnDate(from, fromTime)) errors.datum_bis = M.returnNextDay;
  else if (to === from && typeof fromTime === 'string' && typeof toTime === 'string' && toTime <= fromTime)
    errors.zeit_bis = M.returnBeforePickup;
}

function radRules(data: Data, today: string): FieldErrors {
  const errors: FieldErrors = {};
  futureDay(errors, data, 'datum_von', today);
  returnAfterPickup(errors, data);
  if (!errors.datum_bis) futureDay(errors, data, 'datum_bis', today);
  birthDay(errors, data, today);
  return errors;
}

export function ebikeRules(data: Data, now: Date = new Date()): FieldErrors {
  const errors = radRules(data, todayInBerlin(now));
  const count = data.anzahl;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 4) return errors;
  // A size for each bike; the same size at most twice in total.
  const seen = new Map<unknown, number>();
  for (let i = 0; i < count; i += 1) {
    const field = `groesse_${i}`;
    const size = data[field];
    if (size === undefined || size === null || size === '') {
      errors[field] = M.groesse(i + 1);
      continue;
    }
    seen.set(size, (seen.get(size) ?? 0) + 1);
    if (seen.get(size)! > 2) errors[field] ??= M.groesseTwice;
  }
  return errors;
}

export function lastenradRules(data: Data, now: Date = new Date()): FieldErrors {
  const errors = radRules(data, todayInBerlin(now));
  const { datum_von: from, datum_bis: to } = data;
  if (isIsoDay(from) && isWeekend(from)) errors.datum_von ??= M.pickupWeekend;
  if (isIsoDay(to) && isWeekend(to)) errors.datum_bis ??= M.returnWeekend;
  if (isIsoDay(from) && isIsoDay(to) && !errors.datum_bis) {
    // At most 2 days after pickup, 3 when picking up on Friday: 'N Tage' counts both ends.
    const maxAfter = weekday(from) === FRIDAY ? 3 : 2;
    if (daysBetween(from, to) > maxAfter) errors.datum_bis = M.maxDuration(maxAfter + 1);
  }
  if (
    isIsoDay(from) &&
    from === to &&
    typeof data.zeit_bis === 'string' &&
    data.zeit_bis < LASTENRAD_SAME_DAY_EARLIEST_RETURN
  ) {
    errors.zeit_bis ??= M.sameDayReturnTime;
  }
  return errors;
}

export function raumRules(data: Data, now: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  futureDay(errors, data, 'datum', todayInBerlin(now));
  if (data.veranstalter === 'Gewerblich, Verein, Kirche' && !text(data.name_veranstalter))
    errors.name_veranstalter = M.nameVeranstalter;
  return errors;
}
