// The availability calendar's months (renderer/forms/AvailabilityCalendar.tsx and its island): which month comes
// first, the weeks of a month (Monday first) and each day's status, for the server's first month and the browser's
// others alike.
import { addDays, weekday } from '@/lib/format/kalendertag';
import {
  ebikeDayStatus,
  lastenradDayStatus,
  raumDayStatus,
  type DayStatus,
} from '@/lib/services/automation/availability';
import type { RadReservation, RaumReservation } from '@/lib/services/automation/booking-types';

export type CalendarKind = 'ebike' | 'lastenrad' | 'raum';

/** The first day of the month of `day`. */
export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The first day of the month `months` after (or before) the month starting `first`. */
export function shiftMonth(first: string, months: number): string {
  const date = new Date(`${first}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The month of the earliest bookable day (tomorrow, spec section 9). */
export function firstBookableMonth(today: string): string {
  return monthStart(addDays(today, 1));
}

/** The weeks of the month starting `first`, Monday first; days outside the month are null. */
export function calendarWeeks(first: string): (string | null)[][] {
  const lead = (weekday(first) + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** A day's status for the reserved dates of one kind of booking. */
export function dayStatus(kind: CalendarKind, reservations: readonly unknown[], day: string): DayStatus {
  if (kind === 'ebike') return ebikeDayStatus(reservations as RadReservation[], day);
  if (kind === 'lastenrad') return lastenradDayStatus(reservations as RadReservation[], day);
  return raumDayStatus(reservations as RaumReservation[], day);
}
