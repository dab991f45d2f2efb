// The requests of the three bookable things (their forms: schemas/forms/{ebike,lastenrad,raum}/) and
// the records the availability calendars show (spec section 3): what the booking service (booking-service.ts) speaks.
import type { Buchungsart } from '@/codegen/out/form-names';
import type { EbikeAnfrage, LastenradAnfrage, RaumAnfrage } from '@/codegen/out/types';

interface Requests {
  ebike: EbikeAnfrage;
  lastenrad: LastenradAnfrage;
  raum: RaumAnfrage;
}
/** A new booking form needs its request type above (and code for its store and calendar). */
export type BookingRequest = { [K in Buchungsart]: Requests[K] };

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
