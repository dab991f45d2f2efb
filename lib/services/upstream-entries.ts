// Upstream answers are checked once, at the service boundary, with the precompiled validator of
// their JSON Schema (schemas/entities/), and then reshaped into the domain's types. A list keeps
// the entries that fit; one that does not is left out and reported once (with the validator's
// instancePath), so one bad entry never costs a page its list.
import type { ValidateFunction } from 'ajv';
import { reportOnce } from '@/lib/error-reporting';

/** A list answer: the array itself or its `data` (the CMS sends both forms). */
export function listOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : [];
}

function reportMisfit(validate: ValidateFunction, what: string): void {
  const error = validate.errors?.[0];
  const where = `${error?.instancePath || '/'} ${error?.message ?? ''}`.trim();
  reportOnce(`upstream:${what}:${where}`, {
    level: 'warning',
    message: `Antwort ausgelassen: ${what} passt nicht zum Schema`,
    tags: { schema: what },
    extra: { instancePath: error?.instancePath ?? '', fehler: error?.message ?? '' },
  });
}

/** The answer as T when it fits the schema, else null (reported). */
export function validAnswer<T>(answer: unknown, validate: ValidateFunction, what: string): T | null {
  if (validate(answer)) return answer as T;
  reportMisfit(validate, what);
  return null;
}

/** The entries of a list (an array, a `data` list, or null for none) that fit the schema, reshaped. */
export function validEntries<T, R>(
  list: unknown,
  validate: ValidateFunction,
  what: string,
  reshape: (entry: T) => R | null,
): R[] {
  const entries = Array.isArray(list) ? list : listOf(list);
  const result: R[] = [];
  for (const entry of entries) {
    const valid = validAnswer<T>(entry, validate, what);
    const shaped = valid === null ? null : reshape(valid);
    if (shaped !== null) result.push(shaped);
  }
  return result;
}
