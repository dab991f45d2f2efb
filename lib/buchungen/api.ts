// What the booking API routes answer, without Next.js: tests call these directly.
//   submit: 201 {uuid} | 409 conflict | 422 {fehler: {field: message}} | 502 upstream failed
//   cancel: 200 {storniert: true} | 404 {storniert: false} (unknown or already cancelled)
import { reportError } from '@/lib/error-reporting';
import type { ApiAnswer } from '@/lib/http/api-answer';
import type { BookingService } from '@/lib/services/automation/booking-service';
import { BookingInvalidError } from '@/lib/services/automation/booking-service';
import { BookingConflictError, isUuid } from '@/lib/services/automation/booking-store';
import type { Buchungsart } from '@/codegen/out/form-names';
import { validateBooking } from './validate';

const RAUM_ID = /^[A-Za-z0-9_-]{1,40}$/;

function failed(error: unknown, message: string): ApiAnswer {
  reportError(error, { message, tags: { bereich: 'buchung' } });
  return { status: 502, body: { fehler: 'Dienst nicht erreichbar' } };
}

export async function submitBooking(
  service: BookingService,
  kind: Buchungsart,
  input: unknown,
  now = new Date(),
): Promise<ApiAnswer> {
  const result = validateBooking(kind, input, now);
  if (!result.ok) return { status: 422, body: { fehler: result.errors } };
  try {
    return { status: 201, body: await service.submit(kind, result.value) };
  } catch (error) {
    if (error instanceof BookingConflictError) return { status: 409, body: { belegt: true } };
    if (error instanceof BookingInvalidError) return { status: 422, body: { fehler: error.errors } };
    return failed(error, `Buchungsanfrage ${kind} nicht gespeichert`);
  }
}

export async function cancelBookingRequest(
  service: BookingService,
  kind: Buchungsart,
  input: unknown,
): Promise<ApiAnswer> {
  const uuid = (input as { uuid?: unknown } | null)?.uuid;
  if (!isUuid(uuid)) return { status: 404, body: { storniert: false } };
  try {
    return (await service.cancel(kind, uuid))
      ? { status: 200, body: { storniert: true } }
      : { status: 404, body: { storniert: false } };
  } catch (error) {
    return failed(error, `Stornierung ${kind} fehlgeschlagen`);
  }
}

/** Where a request stands (its cancellation page): 200 {status, datum_von, datum_bis, nachricht} | 404. */
export async function bookingStatus(service: BookingService, kind: Buchungsart, uuid: unknown): Promise<ApiAnswer> {
  if (!isUuid(uuid) || !service.status) return { status: 404, body: { status: null } };
  try {
    const state = await service.status(kind, uuid);
    return state ? { status: 200, body: state } : { status: 404, body: { status: null } };
  } catch (error) {
    return failed(error, `Stand ${kind} nicht geladen`);
  }
}

export async function availability(service: BookingService, kind: Buchungsart, raumId: unknown): Promise<ApiAnswer> {
  try {
    if (kind !== 'raum') return { status: 200, body: { reserved_dates: await service.radReservations(kind) } };
    if (typeof raumId !== 'string' || !RAUM_ID.test(raumId)) return { status: 400, body: { fehler: 'raum fehlt' } };
    return { status: 200, body: { reserved_dates: await service.raumReservations(raumId) } };
  } catch (error) {
    return failed(error, `Verfügbarkeit ${kind} nicht geladen`);
  }
}

export async function raumLookup(service: BookingService, branchenId: unknown): Promise<ApiAnswer> {
  if (typeof branchenId !== 'string' || !RAUM_ID.test(branchenId))
    return { status: 400, body: { fehler: 'branchenId fehlt' } };
  try {
    const raum = await service.findRaum(branchenId);
    return raum ? { status: 200, body: { raum } } : { status: 404, body: { raum: null } };
  } catch (error) {
    return failed(error, 'Raumabfrage fehlgeschlagen');
  }
}
