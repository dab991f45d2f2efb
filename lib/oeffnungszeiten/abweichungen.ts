// Spec section 4: deviating hours are shown only while the current time (Berlin) is within their range.
import { berlin, nowInBerlin } from '@/lib/format/dayjs';
import { formatDatumsbereich } from '@/lib/format/zeitraum';
import type { AbweichendeZeit, AktuelleAbweichung } from './types';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function istAktuell(abweichung: AbweichendeZeit, now: Date = new Date()): boolean {
  const start = berlin(abweichung.beginn);
  let end = berlin(abweichung.ende);
  if (!start || !end) return false;
  // A bare end date includes that whole day.
  if (DATE_ONLY.test(abweichung.ende)) end = end.endOf('day');
  const t = nowInBerlin(now).valueOf();
  return t >= start.valueOf() && t <= end.valueOf();
}

export function aktuelleAbweichungen(
  abweichungen: AbweichendeZeit[] | undefined,
  now: Date = new Date(),
): AktuelleAbweichung[] {
  return (abweichungen ?? [])
    .filter((a) => istAktuell(a, now))
    .map((a) => ({ zeitraum: formatDatumsbereich(a.beginn, a.ende), ...(a.zusatz ? { zusatz: a.zusatz } : {}) }));
}
