// Everything the booking pages need from the outside world (spec section 7, 'Booking'):
// reserved dates, the room lookup, submitting a request and cancelling one by uuid.
import type { RadReservation, BookingRequest, RaumReservation } from './booking-types';
import type { Buchungsart } from '@/codegen/out/form-names';

export interface BookingService {
  radReservations(kind: 'ebike' | 'lastenrad'): Promise<RadReservation[]>;
  raumReservations(raumId: string): Promise<RaumReservation[]>;
  /** The room of a directory entry, or null when it has none. */
  findRaum(branchenId: string): Promise<string | null>;
  /** Stores or forwards a validated request; throws BookingConflictError when the dates are taken. */
  submit<K extends Buchungsart>(kind: K, request: BookingRequest[K]): Promise<{ uuid: string }>;
  /** True when the request was cancelled. */
  cancel(kind: Buchungsart, uuid: string): Promise<boolean>;
  /**
   * Where a request stands, for its cancellation page (the embedded store's desk decides; the specification's
   * automation answers no such call, so the http implementation has none and the page shows no state).
   */
  status?(kind: Buchungsart, uuid: string): Promise<BookingState | null>;
}

/** A request's state as its holder (who knows the uuid) may read it: no personal data. */
export interface BookingState {
  status: 'pending' | 'accepted' | 'declined' | 'storniert';
  datum_von: string;
  datum_bis: string;
  /** The office's message with its decision. */
  nachricht: string | null;
}

/** The resource and the days a validated request holds. */
export function bookedSpan<K extends Buchungsart>(
  kind: K,
  request: BookingRequest[K],
): { from: string; to: string; count: number; raumId?: string } {
  if (kind === 'raum') {
    const room = request as BookingRequest['raum'];
    return { from: room.datum, to: room.datum, count: 1, raumId: room.raum };
  }
  const bike = request as BookingRequest['ebike'];
  return { from: bike.datum_von, to: bike.datum_bis, count: kind === 'ebike' ? bike.anzahl : 1 };
}

/** A request the service rejects for a field (e.g. a room that does not exist). */
export class BookingInvalidError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('Ungültige Anfrage');
    this.name = 'BookingInvalidError';
  }
}
