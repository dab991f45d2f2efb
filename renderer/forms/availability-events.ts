// A booking request sent with the form (React) changes the reserved dates the calendar (an island of the site
// script) shows: the form announces it on `document`, the calendar loads them again.
import type { CalendarKind } from '@/lib/buchungen/calendar-month';

const AVAILABILITY_CHANGED = 'tannbrunn:verfuegbarkeit';

export function announceAvailabilityChanged(kind: CalendarKind): void {
  document.dispatchEvent(new CustomEvent(AVAILABILITY_CHANGED, { detail: kind }));
}

export function onAvailabilityChanged(kind: CalendarKind, listener: () => void): void {
  document.addEventListener(AVAILABILITY_CHANGED, (event) => {
    if ((event as CustomEvent<CalendarKind>).detail === kind) listener();
  });
}
