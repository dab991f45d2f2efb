// A stored or upstream value used as a key (a block's `template`, a form's name …) is judged by its type before
// any lookup: `Object.hasOwn(table, value)` converts an object to a string first, and an object with its own
// `toString` (a fuzzed CMS answer) throws there. Inherited names (`constructor`, `__proto__`) are no entries either.
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}
