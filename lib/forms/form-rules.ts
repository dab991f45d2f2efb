// The rules of the other forms that span several fields or depend on today's date (Europe/Berlin).
// Shared by the browser form and the API route, like the booking rules.
import { addDays, isIsoDay, todayInBerlin } from '@/lib/format/kalendertag';
import { FIELD_MESSAGES } from '@/lib/buchungen/messages';
import type { FieldErrors } from '@/lib/buchungen/types';

type Data = Record<string, unknown>;
export type FormRules = (data: Data, now?: Date) => FieldErrors;

/** Requests and events at most this far ahead (like the bookings). */
const MAX_DAYS_AHEAD = 366;

export const RULE_MESSAGES = {
  futureDate: FIELD_MESSAGES.futureDate,
  tooFarAhead: 'Anfragen sind höchstens ein Jahr im Voraus möglich.',
  notInFuture: 'Bitte geben Sie ein Datum an, das nicht in der Zukunft liegt.',
  emailForFeedback: 'Bitte geben Sie Ihre E-Mail Adresse an, damit wir Ihnen Bescheid geben können.',
  endBeforeStart: 'Der letzte Tag darf nicht vor dem ersten Tag liegen.',
  endTimeBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  alternativeSameDay: 'Der Ausweichtermin muss ein anderer Tag als der Wunschtermin sein.',
} as const;

function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function futureDay(errors: FieldErrors, data: Data, field: string, today: string): void {
  const day = data[field];
  if (!isIsoDay(day)) return;
  if (day <= today) errors[field] = RULE_MESSAGES.futureDate;
  else if (day > addDays(today, MAX_DAYS_AHEAD)) errors[field] = RULE_MESSAGES.tooFarAhead;
}

/** Damage report: noticed today or earlier; a wish for feedback needs an e-mail address. */
export function damageRules(data: Data, now: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const today = todayInBerlin(now);
  if (isIsoDay(data.bemerkt_am) && (data.bemerkt_am > today || data.bemerkt_am < '2000-01-01'))
    errors.bemerkt_am = RULE_MESSAGES.notInFuture;
  if (data.rueckmeldung === true && !filled(data.email)) errors.email = RULE_MESSAGES.emailForFeedback;
  return errors;
}

/** Event: first day at least tomorrow, last day not before it, end after start on a one-day event. */
export function eventRules(data: Data, now: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const today = todayInBerlin(now);
  futureDay(errors, data, 'datum_von', today);
  const oneDay = !isIsoDay(data.datum_bis) || data.datum_bis === data.datum_von;
  if (isIsoDay(data.datum_von) && isIsoDay(data.datum_bis) && data.datum_bis < data.datum_von)
    errors.datum_bis = RULE_MESSAGES.endBeforeStart;
  if (
    oneDay &&
    typeof data.zeit_von === 'string' &&
    typeof data.zeit_bis === 'string' &&
    data.zeit_bis <= data.zeit_von
  ) {
    errors.zeit_bis = RULE_MESSAGES.endTimeBeforeStart;
  }
  return errors;
}

/** Guided tour: wished and alternative day at least tomorrow, and not the same day. */
export function tourRules(data: Data, now: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const today = todayInBerlin(now);
  futureDay(errors, data, 'wunschtermin', today);
  futureDay(errors, data, 'ausweichtermin', today);
  if (!errors.ausweichtermin && isIsoDay(data.ausweichtermin) && data.ausweichtermin === data.wunschtermin) {
    errors.ausweichtermin = RULE_MESSAGES.alternativeSameDay;
  }
  return errors;
}
