// E-bike (spec section 5): the rules of both bikes, a size for each bike, the same size at most twice.
import { radRules } from '@/lib/forms/rad-rules';
import { todayInBerlin } from '@/lib/format/kalendertag';
import type { FieldErrors, FormCode, FormData } from '@/lib/forms/form-definition';
import { RULE_MESSAGES as M } from '@/lib/forms/rule-messages';

const SIZE_FIELD = /^groesse_(\d)$/;

function rules(data: FormData, now: Date): FieldErrors {
  const errors = radRules(data, todayInBerlin(now));
  const count = data.anzahl;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 4) return errors;
  const seen = new Map<unknown, number>();
  for (let i = 0; i < count; i += 1) {
    const field = `groesse_${i}`;
    const size = data[field];
    if (size === undefined || size === null || size === '') {
      errors[field] = M.groesse(i + 1);
      continue;
    }
    seen.set(size, (seen.get(size) ?? 0) + 1);
    if (seen.get(size)! > 2) errors[field] ??= M.groesseTwice;
  }
  return errors;
}

/** Sizes beyond the requested count are not part of the request. */
function prepare(data: FormData): FormData {
  if (typeof data.anzahl !== 'number') return data;
  const count = data.anzahl;
  return Object.fromEntries(Object.entries(data).filter(([key]) => Number(SIZE_FIELD.exec(key)?.[1] ?? -1) < count));
}

export default { rules, prepare } satisfies FormCode;
