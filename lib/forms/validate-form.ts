// One validation of the other forms for the browser form and the API route: the precompiled
// schema validator (structure, required fields, formats, messages from the schema) plus the rules.
import type { FieldErrors } from '@/lib/buchungen/types';
import { FORMS, type FormName } from './forms';
import { GENERIC_MESSAGE, germanErrors, orderErrors } from './german-errors';

export type FormValidation = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** Blank optional texts are left out, so '' never reaches a pattern or a format. */
function withoutBlanks(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) => value !== undefined && !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

export function validateForm(name: FormName, input: unknown, now: Date = new Date()): FormValidation {
  const form = FORMS[name];
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, errors: { '': GENERIC_MESSAGE } };
  const data = withoutBlanks(input as Record<string, unknown>);
  const schemaErrors = form.validate(data) ? {} : germanErrors(form.schema, form.validate.errors);
  // Schema messages come first: a rule speaks only about a field the schema accepted.
  const errors = { ...form.rules(data, now), ...schemaErrors };
  if (Object.keys(errors).length)
    return { ok: false, errors: orderErrors(errors, Object.keys(form.schema.properties)) };
  return { ok: true, value: data };
}
