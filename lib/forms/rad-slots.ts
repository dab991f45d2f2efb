// The bike forms' pickup and return times (spec section 9) and the return date that follows from the pickup
// (spec section 4).
import { addDays } from '@/lib/format/kalendertag';

function halfHours(from: string, to: string): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const slots: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 30) {
    slots.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return slots;
}

export const EBIKE_PICKUP_SLOTS = halfHours('09:00', '11:00');
export const EBIKE_RETURN_SLOTS = halfHours('16:00', '18:00');
export const LASTENRAD_SLOTS = halfHours('09:00', '12:00');
/** A cargo bike returned on its pickup day comes back at 11:00 at the earliest. */
export const LASTENRAD_SAME_DAY_EARLIEST_RETURN = '11:00';

/** Pickup at 16:00, 16:30 or 17:00 means the bike comes back the next day at the earliest. */
export const LATE_PICKUP_TIMES = ['16:00', '16:30', '17:00'];

export function earliestReturnDate(pickupDate: string, pickupTime: string): string {
  return LATE_PICKUP_TIMES.includes(pickupTime) ? addDays(pickupDate, 1) : pickupDate;
}

/** Return slots offered for a cargo bike: none before 11:00 when it comes back the same day. */
export function lastenradReturnSlots(pickupDate: string | undefined, returnDate: string | undefined): string[] {
  return pickupDate && pickupDate === returnDate
    ? LASTENRAD_SLOTS.filter((t) => t >= LASTENRAD_SAME_DAY_EARLIEST_RETURN)
    : LASTENRAD_SLOTS;
}
