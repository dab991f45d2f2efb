// What a form is, for the browser form and the API alike. The generated registry
// (codegen/out/forms.ts) holds one per folder schemas/forms/<name>/.
import type { ValidateFunction } from 'ajv';
import type { FormularUi } from '@/codegen/out/types';
import type { MESSAGE_KEYWORD } from '@/lib/validation/keyword-messages';

/** Field name -> German message, in the order of the form. '' holds errors of the form as a whole. */
export type FieldErrors = Record<string, string>;

export type FormData = Record<string, unknown>;

export interface FormSchema {
  $id: string;
  title: string;
  required?: string[];
  properties: Record<string, { [MESSAGE_KEYWORD]?: string | Record<string, string>; [key: string]: unknown }>;
}

/**
 * The code of a form (lib/forms/rules/<name>.ts, default export), for what a schema cannot say:
 * rules that span fields or depend on today's date (Europe/Berlin), with their German messages,
 * and a tidy-up of the submission before it is checked.
 */
export interface FormCode {
  rules?: (data: FormData, now: Date) => FieldErrors;
  prepare?: (data: FormData) => FormData;
}

export interface FormDefinition extends FormCode {
  /** The one name: folder, route, schema $id, table row. */
  name: string;
  /** POST /api/buchungen/<name> or /api/formulare/<name>. */
  eingang: 'buchungen' | 'formulare';
  schema: FormSchema;
  ui: FormularUi;
  /** The schema, precompiled by codegen (the same in browser and server). */
  validate: ValidateFunction;
}

/** The fields in the order the form shows them (its ui groups). */
export function fieldOrder(ui: FormularUi): string[] {
  return ui.groups.flatMap((group) => group.fields);
}
