// The http mode's bookings: reserved dates and cancellations through the automation webhooks, the
// request itself to the form service. The conflict check runs against the upstream's reserved
// dates just before the submit (the upstream decides finally; the spec shows no more).
import { randomUUID } from 'node:crypto';
import { lastenradConflict, ebikeConflict, raumConflict } from './availability';
import { BookingConflictError } from './booking-store';
import type { BookingRequest } from './booking-types';
import type { Buchungsart } from '@/codegen/out/form-names';
import type { FormServiceClient } from '@/lib/services/forms/http-form-service';
import type { AutomationClient } from './http-automation';
import { bookedSpan, type BookingService } from './booking-service';

/** The values as the form service receives them: the guest card as Ja/Nein, the room as a list. */
export function formServiceValues<K extends Buchungsart>(
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
    radReservations: (kind) => automation.reservedDates(kind),
    raumReservations: (raumId) => automation.raumReservedDates(raumId),
    findRaum: (branchenId) => automation.findRaum(branchenId),
    async submit(kind, request) {
      const span = bookedSpan(kind, request);
      const taken =
        kind === 'raum'
          ? raumConflict(await automation.raumReservedDates(span.raumId!), span.from)
          : kind === 'ebike'
            ? ebikeConflict(await automation.reservedDates('ebike'), span.from, span.to, span.count)
            : lastenradConflict(await automation.reservedDates('lastenrad'), span.from, span.to);
      if (taken) throw new BookingConflictError();
      const uuid = randomUUID();
      await forms.submit(kind, formServiceValues(kind, request, uuid));
      return { uuid };
    },
    cancel: (kind, uuid) => automation.cancel(kind, uuid),
  };
}
