// One validation of every form for the browser form and the API route: the precompiled schema
// validator (structure, required fields, formats, messages from the schema) plus the form's rules.
import { fieldOrder, type FieldErrors, type FormData, type FormDefinition } from './form-definition';
import { GENERIC_MESSAGE, germanErrors, orderErrors } from './german-errors';

export type FormValidation = { ok: true; value: FormData } | { ok: false; errors: FieldErrors };

/** Blank optional texts are left out, so '' never reaches a pattern or a format. */
function withoutBlanks(data: FormData): FormData {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) => value !== undefined && !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

export function validateForm(form: FormDefinition, input: unknown, now: Date = new Date()): FormValidation {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, errors: { '': GENERIC_MESSAGE } };
  const cleaned = withoutBlanks(input as FormData);
  const data = form.prepare ? form.prepare(cleaned) : cleaned;
  const schemaErrors = form.validate(data) ? {} : germanErrors(form.schema, form.validate.errors);
  // Schema messages come first: a rule speaks only about a field the schema accepted.
  const errors = { ...form.rules?.(data, now), ...schemaErrors };
  if (Object.keys(errors).length) return { ok: false, errors: orderErrors(errors, fieldOrder(form.ui)) };
  return { ok: true, value: data };
}
