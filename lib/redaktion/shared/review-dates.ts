// When a page is due for review, in the words the Redaktion shows: overdue once its review date has passed, due
// within the four weeks before it. Shared by the store's lists and the editor's views.
import { addDays, daysBetween } from '@/lib/format/kalendertag';

export type Pruefstand = 'ueberfaellig' | 'faellig' | 'aktuell';

/** A page is listed as due this many days before its review date. */
export const DUE_WITHIN_DAYS = 28;

/** After publishing or a review, the next review is due a year later. */
export const REVIEW_AFTER_DAYS = 365;

export const PRUEFSTAND_LABELS: Record<Pruefstand, string> = {
  ueberfaellig: 'Überfällig',
  faellig: 'Bald fällig',
  aktuell: 'Aktuell',
};

/** `pruefenBis` and `today` as ISO days (YYYY-MM-DD, Europe/Berlin). */
export function pruefstand(pruefenBis: string, today: string): Pruefstand {
  const days = daysBetween(today, pruefenBis);
  return days < 0 ? 'ueberfaellig' : days <= DUE_WITHIN_DAYS ? 'faellig' : 'aktuell';
}

/** The review date a year after this day. */
export const nextReviewDate = (today: string) => addDays(today, REVIEW_AFTER_DAYS);
