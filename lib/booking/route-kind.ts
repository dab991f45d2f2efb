import { isBookingKind, type BookingKind } from './types';

/** The `[art]` segment of a booking API route, or null for anything else. */
export function routeKind(value: string | string[] | undefined): BookingKind | null {
  return isBookingKind(value) ? value : null;
}
