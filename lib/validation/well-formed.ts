// Text from an upstream answer made safe to use anywhere: a lone UTF-16 surrogate (half of an emoji, cut by a broken
// CMS or a fuzzer) becomes U+FFFD. JSON carries such strings and React renders them, but `encodeURIComponent` throws
// on them, and a block building a link from its data would then break the whole page (a 500 instead of the page).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const wellFormedText = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/** A copy with every string (values and keys) well-formed, to `maxDepth`; other values as they are. */
export function wellFormed<T>(value: T, maxDepth = 64, depth = 0): T {
  if (typeof value === 'string') return wellFormedText(value) as T;
  if (depth >= maxDepth || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, maxDepth, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[wellFormedText(key)] = wellFormed(item, maxDepth, depth + 1);
  return out as T;
}
