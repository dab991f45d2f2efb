// Spec section 9: 60 € per day per e-bike, free with the guest card; cargo bike deposit 50 €.
import { daysBetween, isIsoDay } from '@/lib/format/kalendertag';

export const EBIKE_PRICE_PER_DAY = 60;
export const LASTENRAD_DEPOSIT = 50;

// The one euro format of the site (spec section 9), re-exported for the booking forms.
export { formatEuro } from '@/lib/format/geld';

/** Rental days, pickup and return day included; null while the dates are incomplete. */
export function rentalDays(from: unknown, to: unknown): number | null {
  if (!isIsoDay(from) || !isIsoDay(to) || to < from) return null;
  return daysBetween(from, to) + 1;
}

export function ebikePrice(days: number, bikes: number, guestCard: boolean): number {
  return guestCard ? 0 : days * bikes * EBIKE_PRICE_PER_DAY;
}
