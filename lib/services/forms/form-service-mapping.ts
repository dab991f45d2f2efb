// The form service's view ids and field numbers come from configuration (FORM_SERVICE_MAPPING):
// the specification names them only as `field_<id>` keys and a `{viewId}`.
import { readFileSync } from 'node:fs';
import type { FormularServiceZuordnung } from '@/codegen/out/types';
import { validate_formular_service_zuordnung } from '@/codegen/out/validators';

export type FormServiceMapping = FormularServiceZuordnung;

export function loadFormServiceMapping(file: string): FormServiceMapping {
  const mapping = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!validate_formular_service_zuordnung(mapping)) {
    throw new Error(`${file}: keine gültige Zuordnung des Formular-Datenbankdienstes`);
  }
  return mapping as FormServiceMapping;
}

/** The body of a form-service submit: `field_<id>` for every mapped field that has a value. */
export function formServiceBody(
  fields: Record<string, number | undefined>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, id] of Object.entries(fields)) {
    if (id !== undefined && values[name] !== undefined) body[`field_${id}`] = values[name];
  }
  return body;
}
