// Turns ajv's errors into one German message per field, taken from the field's
// `x-fehlermeldung` annotation (one text, or one per ajv keyword).
import type { ErrorObject } from 'ajv';
import type { FormSchema } from './form-definition';
import {
  MESSAGE_KEYWORD,
  PLAIN_TEXT_KEYWORD,
  PLAIN_TEXT_MESSAGE,
  XOR_MESSAGE,
} from '@/lib/validation/keyword-messages';

export const GENERIC_MESSAGE = 'Bitte überprüfen Sie Ihre Eingabe.';

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  if (error.keyword === 'xor') return String((error.params as { felder: string[] }).felder[0]);
  // '/plz' -> 'plz'; deeper paths belong to their top-level field.
  return error.instancePath.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';
}

function messageFor(schema: Pick<FormSchema, 'properties'>, field: string, keyword: string): string {
  if (keyword === 'xor') return XOR_MESSAGE;
  const message = schema.properties[field]?.[MESSAGE_KEYWORD];
  // A field's one message says what to enter; unusable characters get their own, unless it names one.
  if (keyword === PLAIN_TEXT_KEYWORD) return (typeof message === 'object' && message[keyword]) || PLAIN_TEXT_MESSAGE;
  if (typeof message === 'string') return message;
  return message?.[keyword] ?? message?.required ?? GENERIC_MESSAGE;
}

/** One message per field (the first ajv reports); unknown fields and a non-object go to ''. */
export function germanErrors(
  schema: Pick<FormSchema, 'properties'>,
  errors: readonly ErrorObject[] | null | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors ?? []) {
    const field = fieldOf(error);
    const known = field in schema.properties;
    const key = known ? field : '';
    result[key] ??= known ? messageFor(schema, field, error.keyword) : GENERIC_MESSAGE;
  }
  return result;
}

/** Orders field errors as the form shows its fields; the form-level error comes first. */
export function orderErrors(errors: Record<string, string>, order: readonly string[]): Record<string, string> {
  const rank = (field: string) =>
    field === '' ? -1 : order.indexOf(field) === -1 ? order.length : order.indexOf(field);
  return Object.fromEntries(Object.entries(errors).sort((a, b) => rank(a[0]) - rank(b[0])));
}
