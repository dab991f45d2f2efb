// The three bookable things and the records the availability calendars show (spec section 3).
import type { EbikeAnfrage, LastenradAnfrage, RaumAnfrage } from '@/codegen/out/types';

export type Buchungsart = 'ebike' | 'lastenrad' | 'raum';
export const BUCHUNGSARTEN: readonly Buchungsart[] = ['ebike', 'lastenrad', 'raum'];

export function isBuchungsart(value: unknown): value is Buchungsart {
  return typeof value === 'string' && (BUCHUNGSARTEN as readonly string[]).includes(value);
}

export type BookingRequest = { ebike: EbikeAnfrage; lastenrad: LastenradAnfrage; raum: RaumAnfrage };

/** accepted = 'Belegt', pending = 'Reserviert', blocked (rooms) = '<Zeitraum> belegt'. */
export type ReservationStatus = 'accepted' | 'pending' | 'blocked';
export type Zeitraum = 'Ganztägig' | 'Vormittags' | 'Nachmittags';

export interface RadReservation {
  datum_von: string;
  datum_bis: string;
  status: ReservationStatus;
  /** E-bikes only: how many bikes the record holds. */
  bikes?: number;
}

export interface RaumReservation {
  datum: string;
  status: ReservationStatus;
  zeitraum?: Zeitraum;
}

/** Field name -> German message, in the order of the form. '' holds errors of the form as a whole. */
export type FieldErrors = Record<string, string>;
