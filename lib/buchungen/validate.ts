// One validation for the browser form and the API route: the precompiled schema validator
// (structure, required fields, formats, messages from the schema) plus the shared rules.
import type { ValidateFunction } from 'ajv';
import { validate_formular_ebike, validate_formular_lastenrad, validate_formular_raum } from '@/codegen/out/validators';
import ebikeSchema from '@/schemas/forms/ebike.schema.json';
import lastenradSchema from '@/schemas/forms/lastenrad.schema.json';
import raumSchema from '@/schemas/forms/raum.schema.json';
import { germanErrors, orderErrors, type FormSchema } from '@/lib/forms/german-errors';
import { lastenradRules, ebikeRules, raumRules } from './rules';
import type { Buchungsart, BookingRequest, FieldErrors } from './types';

interface KindDefinition {
  schema: FormSchema & { required: string[] };
  validate: ValidateFunction;
  rules: (data: Record<string, unknown>, now: Date) => FieldErrors;
}

export const BOOKING_FORMS: Record<Buchungsart, KindDefinition> = {
  ebike: { schema: ebikeSchema as never, validate: validate_formular_ebike, rules: ebikeRules },
  lastenrad: { schema: lastenradSchema as never, validate: validate_formular_lastenrad, rules: lastenradRules },
  raum: { schema: raumSchema as never, validate: validate_formular_raum, rules: raumRules },
};

export type BookingValidation<K extends Buchungsart> =
  { ok: true; value: BookingRequest[K] } | { ok: false; errors: FieldErrors };

/** Sizes beyond the requested count are not part of the request. */
function normalise(kind: Buchungsart, data: Record<string, unknown>): Record<string, unknown> {
  if (kind !== 'ebike' || typeof data.anzahl !== 'number') return data;
  const count = data.anzahl;
  return Object.fromEntries(
    Object.entries(data).filter(([key]) => !/^groesse_\d$/.test(key) || Number(key.slice(8)) < count),
  );
}

export function validateBooking<K extends Buchungsart>(
  kind: K,
  input: unknown,
  now: Date = new Date(),
): BookingValidation<K> {
  const form = BOOKING_FORMS[kind];
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, errors: { '': 'Bitte überprüfen Sie Ihre Eingabe.' } };
  const data = normalise(kind, input as Record<string, unknown>);
  const schemaErrors = form.validate(data) ? {} : germanErrors(form.schema, form.validate.errors);
  // Schema messages come first: a rule speaks only about a field the schema accepted.
  const errors = { ...form.rules(data, now), ...schemaErrors };
  if (Object.keys(errors).length)
    return { ok: false, errors: orderErrors(errors, Object.keys(form.schema.properties)) };
  return { ok: true, value: data as unknown as BookingRequest[K] };
}
