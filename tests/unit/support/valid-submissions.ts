// The first valid example of each form (schemas/forms/<name>/examples.json), all dated relative to
// the same day, 2026-06-10 (Europe/Berlin).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FORM_NAMES, type FormName } from '@/codegen/out/form-names';
import type { FormData } from '@/lib/forms/form-definition';

export interface FormExamples {
  today: string;
  valid: Record<string, FormData>;
  invalid: Record<string, { input: unknown; errors: Record<string, string> }>;
}

export function examplesOf(name: string, root = path.join(__dirname, '..', '..', '..')): FormExamples {
  return JSON.parse(readFileSync(path.join(root, 'schemas', 'forms', name, 'examples.json'), 'utf8')) as FormExamples;
}

export const TODAY = '2026-06-10';
export const TOMORROW = '2026-06-11';

export const VALID = Object.fromEntries(
  FORM_NAMES.map((name) => {
    const examples = examplesOf(name);
    if (examples.today !== TODAY) throw new Error(`${name}/examples.json: today ist nicht ${TODAY}`);
    return [name, Object.values(examples.valid)[0]!];
  }),
) as Record<FormName, FormData>;
