// The http mode's bookings: reserved dates and cancellations through the automation webhooks, the
// request itself to the form service. The conflict check runs against the upstream's reserved
// dates just before the submit (the upstream decides finally; the spec shows no more).
import { randomUUID } from 'node:crypto';
import { cargoConflict, ebikeConflict, roomConflict } from '@/lib/booking/availability';
import { BookingConflictError } from '@/lib/booking/store';
import type { BookingKind, BookingRequest } from '@/lib/booking/types';
import type { FormServiceClient } from '@/lib/services/forms/http-form-service';
import type { AutomationClient } from './http-automation';
import { bookedSpan, type BookingService } from './booking-service';

/** The values as the form service receives them: the guest card as Ja/Nein, the room as a list. */
export function formServiceValues<K extends BookingKind>(
  kind: K,
  request: BookingRequest[K],
  uuid: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...request, uuid };
  if (kind === 'ebike') values.schwarzwaldcard = (request as BookingRequest['ebike']).schwarzwaldcard ? 'Ja' : 'Nein';
  if (kind === 'raum') {
    const room = (request as BookingRequest['raum']).raum;
    values.raum = [/^\d+$/.test(room) ? Number(room) : room];
  }
  return values;
}

export function createHttpBooking(automation: AutomationClient, forms: FormServiceClient): BookingService {
  return {
    bikeReservations: (kind) => automation.reservedDates(kind),
    roomReservations: (roomId) => automation.roomReservedDates(roomId),
    findRoom: (branchenId) => automation.findRoom(branchenId),
    async submit(kind, request) {
      const span = bookedSpan(kind, request);
      const taken =
        kind === 'raum'
          ? roomConflict(await automation.roomReservedDates(span.roomId!), span.from)
          : kind === 'ebike'
            ? ebikeConflict(await automation.reservedDates('ebike'), span.from, span.to, span.count)
            : cargoConflict(await automation.reservedDates('lastenrad'), span.from, span.to);
      if (taken) throw new BookingConflictError();
      const uuid = randomUUID();
      await forms.submit(kind, formServiceValues(kind, request, uuid));
      return { uuid };
    },
    cancel: (kind, uuid) => automation.cancel(kind, uuid),
  };
}
