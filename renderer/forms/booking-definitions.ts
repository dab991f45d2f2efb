// What the three booking forms do in the browser beyond their schema and ui hints
// (schemas/forms/<art>/): which fields wait for others, the default return date, the offered
// slots and the conflict check against the loaded calendar. Fields, order and groups come from
// the form folder; this file names only the fields a behaviour is about. Kept apart from the
// schemas and validators, so a booking page's first load stays light (renderer/forms/LazyBookingForm.tsx).
import type { Buchungsart } from '@/codegen/out/form-names';
import { ebikeConflict, lastenradConflict, raumConflict } from '@/lib/services/automation/availability';
import { earliestReturnDate, lastenradReturnSlots } from '@/lib/forms/rad-slots';
import type { RadReservation, RaumReservation } from '@/lib/services/automation/booking-types';
import { isIsoDay } from '@/lib/format/kalendertag';
import type { FormData } from '@/lib/forms/form-definition';

export interface BookingDefinition {
  kind: Buchungsart;
  /** True for a field that is not shown for the data entered so far. */
  hides?(field: string, data: FormData): boolean;
  /** Follows a change (e.g. the return date defaults to the pickup day, or the next day). */
  adjust(previous: FormData, next: FormData): FormData;
  /** The offered choices of a field, when they depend on other fields. */
  enumFor?(field: string, data: FormData): unknown[] | undefined;
  conflict(reservations: unknown[], data: FormData): boolean;
}

function hasPickup(data: FormData): boolean {
  return isIsoDay(data.datum_von) && typeof data.zeit_von === 'string';
}

/** Return fields appear only after pickup date and time (spec section 4). */
function waitsForPickup(field: string, data: FormData): boolean {
  return (field === 'datum_bis' || field === 'zeit_bis') && !hasPickup(data);
}

/** The return date defaults to, and is at least, the earliest return day. */
function adjustReturn(previous: FormData, next: FormData): FormData {
  if (!hasPickup(next)) return next;
  const earliest = earliestReturnDate(next.datum_von as string, next.zeit_von as string);
  const pickupChanged = previous.datum_von !== next.datum_von || previous.zeit_von !== next.zeit_von;
  if (
    next.datum_bis === undefined ||
    (pickupChanged && typeof next.datum_bis === 'string' && next.datum_bis < earliest)
  ) {
    return { ...next, datum_bis: earliest };
  }
  return next;
}

const SIZE_FIELD = /^groesse_(\d)$/;

export const ebikeDefinition: BookingDefinition = {
  kind: 'ebike',
  // A size field for each requested bike.
  hides: (field, data) => {
    const size = SIZE_FIELD.exec(field);
    const count = typeof data.anzahl === 'number' ? data.anzahl : 0;
    return waitsForPickup(field, data) || (size !== null && Number(size[1]) >= count);
  },
  adjust: adjustReturn,
  conflict: (reservations, data) =>
    isIsoDay(data.datum_von) &&
    isIsoDay(data.datum_bis) &&
    ebikeConflict(reservations as RadReservation[], data.datum_von, data.datum_bis, Number(data.anzahl) || 1),
};

export const lastenradDefinition: BookingDefinition = {
  kind: 'lastenrad',
  hides: waitsForPickup,
  adjust: (previous, next) => {
    const adjusted = adjustReturn(previous, next);
    // A same-day return offers no slot before 11:00: drop a time that is no longer offered.
    const slots = lastenradReturnSlots(
      adjusted.datum_von as string | undefined,
      adjusted.datum_bis as string | undefined,
    );
    return typeof adjusted.zeit_bis === 'string' && !slots.includes(adjusted.zeit_bis)
      ? { ...adjusted, zeit_bis: undefined }
      : adjusted;
  },
  enumFor: (field, data) =>
    field === 'zeit_bis'
      ? lastenradReturnSlots(data.datum_von as string | undefined, data.datum_bis as string | undefined)
      : undefined,
  conflict: (reservations, data) =>
    isIsoDay(data.datum_von) &&
    isIsoDay(data.datum_bis) &&
    lastenradConflict(reservations as RadReservation[], data.datum_von, data.datum_bis),
};

export const raumDefinition: BookingDefinition = {
  kind: 'raum',
  // The organiser's name is asked only for 'Gewerblich, Verein, Kirche'.
  hides: (field, data) => field === 'name_veranstalter' && data.veranstalter !== 'Gewerblich, Verein, Kirche',
  adjust: (_previous, next) => next,
  conflict: (reservations, data) => isIsoDay(data.datum) && raumConflict(reservations as RaumReservation[], data.datum),
};
