// Every form folder's named examples (schemas/forms/<name>/examples.json) through the one
// validation of browser and server: each valid one passes unchanged, each invalid one gives
// exactly its German messages, on the day the examples are written for.
import { describe, expect, it } from 'vitest';
import { forms } from '@/codegen/out/forms';
import { FORM_NAMES } from '@/codegen/out/form-names';
import { validateForm } from '@/lib/forms/validate-form';
import { examplesOf } from '../../support/valid-submissions';

describe.each(FORM_NAMES)('%s', (name) => {
  const examples = examplesOf(name);
  // Noon in Berlin on the examples' day.
  const now = new Date(`${examples.today}T10:00:00Z`);

  it.each(Object.entries(examples.valid))('valid: %s', (_, input) => {
    expect(validateForm(forms[name], input, now)).toEqual({ ok: true, value: input });
  });

  it.each(Object.entries(examples.invalid))('invalid: %s', (_, { input, errors }) => {
    expect(validateForm(forms[name], input, now)).toEqual({ ok: false, errors });
  });
});
