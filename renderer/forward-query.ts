// Step 4: which page query parameters a block's context call receives.
import type { QueryParams } from '@/lib/services/cms/cms-service';

/** Spec section 7: page URL query parameters are forwarded, `rubrik_id` becomes `rubriken`. */
const RENAMED: Record<string, string> = { rubrik_id: 'rubriken' };
const MAX_KEYS = 20;

/** The name a page query key has in the context call (codegen uses it for the embedded list filters). */
export function forwardedKey(key: string): string {
  return RENAMED[key] ?? key;
}
const MAX_VALUE_LENGTH = 200;

export function forwardedQuery(query: Record<string, string | string[]>): QueryParams {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query).slice(0, MAX_KEYS)) {
    if (key === 'slug' || !/^[a-z0-9_]{1,40}$/i.test(key)) continue;
    const values = (Array.isArray(value) ? value : [value]).filter((v) => v.length <= MAX_VALUE_LENGTH).slice(0, 50);
    if (values.length) out[forwardedKey(key)] = values.length === 1 && !Array.isArray(value) ? values[0]! : values;
  }
  return out;
}
