// Conflict rules of spec section 5 and the day statuses of the calendars (section 4). The
// browser runs them against the loaded reservations; the server runs them again inside the
// booking transaction. Deliberate improvement (DESIGN.md 5): every day from pickup to return
// counts, not only those two days.
import { eachDay } from '@/lib/format/kalendertag';
import type { RadReservation, ReservationStatus, RaumReservation, Zeitraum } from './booking-types';

export const EBIKE_FLEET = 4;

/** Records that hold a bike or room; blocked room records are excluded from the conflict check. */
function holds(status: ReservationStatus): boolean {
  return status === 'accepted' || status === 'pending';
}

function covers(reservation: RadReservation, day: string): boolean {
  return reservation.datum_von <= day && day <= reservation.datum_bis;
}

/** E-bikes already taken on `day`. */
export function bikesTaken(reservations: readonly RadReservation[], day: string): number {
  return reservations.filter((r) => holds(r.status) && covers(r, day)).reduce((sum, r) => sum + (r.bikes ?? 1), 0);
}

/** Rejected if on any day from pickup to return the reserved bikes plus the requested count exceed 4. */
export function ebikeConflict(
  reservations: readonly RadReservation[],
  from: string,
  to: string,
  count: number,
): boolean {
  return eachDay(from, to).some((day) => bikesTaken(reservations, day) + count > EBIKE_FLEET);
}

/** Rejected if any day from pickup to return is already reserved. */
export function lastenradConflict(reservations: readonly RadReservation[], from: string, to: string): boolean {
  return eachDay(from, to).some((day) => reservations.some((r) => holds(r.status) && covers(r, day)));
}

/** Rejected if the day is already reserved; blocked records do not count (spec section 5). */
export function raumConflict(reservations: readonly RaumReservation[], day: string): boolean {
  return reservations.some((r) => holds(r.status) && r.datum === day);
}

export interface DayStatus {
  /** What the calendar shows: 'Belegt', 'Reserviert', '<Zeitraum> belegt', or free bikes. */
  label: string;
  kind: 'free' | 'partly' | 'reserved' | 'taken' | 'blocked';
}

const FREE: DayStatus = { label: 'Frei', kind: 'free' };

/** Accepted wins over pending: a day with any accepted record is 'Belegt'. */
function statusOf(statuses: ReservationStatus[]): DayStatus {
  if (statuses.includes('accepted')) return { label: 'Belegt', kind: 'taken' };
  if (statuses.includes('pending')) return { label: 'Reserviert', kind: 'reserved' };
  return FREE;
}

export function ebikeDayStatus(reservations: readonly RadReservation[], day: string): DayStatus {
  const onDay = reservations.filter((r) => holds(r.status) && covers(r, day));
  const free = EBIKE_FLEET - onDay.reduce((sum, r) => sum + (r.bikes ?? 1), 0);
  if (free <= 0) return statusOf(onDay.map((r) => r.status));
  if (free < EBIKE_FLEET)
    return { label: free === 1 ? 'Noch 1 E-Bike frei' : `Noch ${free} E-Bikes frei`, kind: 'partly' };
  return FREE;
}

export function lastenradDayStatus(reservations: readonly RadReservation[], day: string): DayStatus {
  return statusOf(reservations.filter((r) => holds(r.status) && covers(r, day)).map((r) => r.status));
}

export function raumDayStatus(reservations: readonly RaumReservation[], day: string): DayStatus {
  const onDay = reservations.filter((r) => r.datum === day);
  const held = statusOf(onDay.filter((r) => holds(r.status)).map((r) => r.status));
  if (held !== FREE) return held;
  const blocked = onDay.find((r) => r.status === 'blocked');
  if (blocked) return { label: `${blocked.zeitraum ?? ('Ganztägig' satisfies Zeitraum)} belegt`, kind: 'blocked' };
  return FREE;
}
