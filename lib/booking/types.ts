// The three bookable things and the records the availability calendars show (spec section 3).
import type { EbikeAnfrage, LastenradAnfrage, RaumAnfrage } from '@/codegen/out/types';

export type BookingKind = 'ebike' | 'lastenrad' | 'raum';
export const BOOKING_KINDS: readonly BookingKind[] = ['ebike', 'lastenrad', 'raum'];

export function isBookingKind(value: unknown): value is BookingKind {
  return typeof value === 'string' && (BOOKING_KINDS as readonly string[]).includes(value);
}

export type BookingRequest = { ebike: EbikeAnfrage; lastenrad: LastenradAnfrage; raum: RaumAnfrage };

/** accepted = 'Belegt', pending = 'Reserviert', blocked (rooms) = '<Zeitraum> belegt'. */
export type ReservationStatus = 'accepted' | 'pending' | 'blocked';
export type Zeitraum = 'Ganztägig' | 'Vormittags' | 'Nachmittags';

export interface BikeReservation {
  datum_von: string;
  datum_bis: string;
  status: ReservationStatus;
  /** E-bikes only: how many bikes the record holds. */
  bikes?: number;
}

export interface RoomReservation {
  datum: string;
  status: ReservationStatus;
  zeitraum?: Zeitraum;
}

/** Field name -> German message, in the order of the form. '' holds errors of the form as a whole. */
export type FieldErrors = Record<string, string>;
