// The rules both bike forms share (spec sections 4 and 5; lib/forms/rules/ebike.ts and lastenrad.ts): pickup from
// tomorrow on, return after pickup (after a pickup at 16:00-17:00 not before the next day), a birth date in the past.
import { isIsoDay } from '@/lib/format/kalendertag';
import { futureDay } from './date-rules';
import type { FieldErrors, FormData } from './form-definition';
import { RULE_MESSAGES as M } from './rule-messages';
import { earliestReturnDate } from './rad-slots';

function birthDay(errors: FieldErrors, data: FormData, today: string): void {
  if (isIsoDay(data.geburtsdatum) && (data.geburtsdatum >= today || data.geburtsdatum < '1900-01-01'))
    errors.geburtsdatum = M.geburtsdatum;
}

function returnAfterPickup(errors: FieldErrors, data: FormData): void {
  const { datum_von: from, datum_bis: to, zeit_von: fromTime, zeit_bis: toTime } = data;
  if (!isIsoDay(from) || !isIsoDay(to) || errors.datum_von) return;
  if (to < from) errors.datum_bis = M.returnBeforePickup;
  else if (typeof fromTime === 'string' && to < earliestReturnDate(from, fromTime)) errors.datum_bis = M.returnNextDay;
  else if (to === from && typeof fromTime === 'string' && typeof toTime === 'string' && toTime <= fromTime)
    errors.zeit_bis = M.returnBeforePickup;
}

export function radRules(data: FormData, today: string): FieldErrors {
  const errors: FieldErrors = {};
  futureDay(errors, data, 'datum_von', today);
  returnAfterPickup(errors, data);
  if (!errors.datum_bis) futureDay(errors, data, 'datum_bis', today);
  birthDay(errors, data, today);
  return errors;
}
