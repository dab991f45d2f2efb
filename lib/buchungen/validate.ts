// A booking request checked like every form (lib/forms/validate-form.ts), typed by its kind.
import { forms } from '@/codegen/out/forms';
import type { Buchungsart } from '@/codegen/out/form-names';
import type { FieldErrors } from '@/lib/forms/form-definition';
import { validateForm } from '@/lib/forms/validate-form';
import type { BookingRequest } from '@/lib/services/automation/booking-types';

export type BookingValidation<K extends Buchungsart> =
  { ok: true; value: BookingRequest[K] } | { ok: false; errors: FieldErrors };

export function validateBooking<K extends Buchungsart>(
  kind: K,
  input: unknown,
  now: Date = new Date(),
): BookingValidation<K> {
  return validateForm(forms[kind], input, now) as BookingValidation<K>;
}
