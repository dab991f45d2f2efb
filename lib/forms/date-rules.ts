// The date rule that bookings and forms share: a day from tomorrow on (Europe/Berlin, spec
// sections 5 and 9) and at most a year ahead.
import { addDays, isIsoDay } from '@/lib/format/kalendertag';
import type { FieldErrors, FormData } from './form-definition';
import { RULE_MESSAGES } from './rule-messages';

/** Requests and events at most this far ahead. */
export const MAX_DAYS_AHEAD = 366;

/** Sets the field's message when its day is today or earlier, or more than a year ahead. */
export function futureDay(errors: FieldErrors, data: FormData, field: string, today: string): void {
  const day = data[field];
  if (!isIsoDay(day)) return;
  if (day <= today) errors[field] = RULE_MESSAGES.futureDate;
  else if (day > addDays(today, MAX_DAYS_AHEAD)) errors[field] = RULE_MESSAGES.tooFarAhead;
}

export function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
