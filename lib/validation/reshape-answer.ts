// The one way an upstream answer becomes typed data (as vercel/commerce's reshape* functions do for
// Shopify): checked against its JSON Schema once, where it enters the site, and reshaped so that what
// passes is exactly what the schema describes.
//   - `null` stands for "not given": such properties are dropped before the check.
//   - A list may come as `{ data: [...] }` or as the bare list (spec section 7); it takes the form the
//     schema names.
//   - An entry of a list that does not fit is left out (the innermost list item around each error), and
//     the rest is checked again; whatever else does not fit refuses the whole answer.
import { wellFormedText } from './well-formed';
import type { ErrorObject, ValidateFunction } from 'ajv';

export interface Misfit {
  /** JSON Pointer of the place that does not fit (ajv's instancePath); '' is the whole answer. */
  instancePath: string;
  message: string;
}

export interface Reshaped<T> {
  /** The answer as its schema describes it; null when it does not fit as a whole. */
  value: T | null;
  /** The list entries that did not fit and were left out, with the first reason for each. */
  leftOut: Misfit[];
  /** Why the whole answer was refused; null when it was not. */
  refused: Misfit | null;
}

/** Deeper than any schema reaches; below it the answer is kept as it came (nothing there is read). */
const MAX_COPY_DEPTH = 64;
/** Each pass leaves out the innermost misfits; nested lists need a few. */
const MAX_PASSES = 16;

type Json = unknown;

/** A copy without null-valued properties (the copy is ours to reshape; the cached answer stays as it was). */
export function withoutNulls(value: Json, depth = 0): Json {
  // Every text well-formed too (lib/validation/well-formed.ts): this is the one copy the answer gets.
  if (typeof value === 'string') return wellFormedText(value);
  if (depth >= MAX_COPY_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutNulls(item, depth + 1));
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value))
    if (item !== null) out[wellFormedText(key)] = withoutNulls(item, depth + 1);
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ data: [...] }` <-> `[...]`, when the only complaint is the form of the whole answer. */
function otherListForm(value: Json, errors: ErrorObject[]): Json | undefined {
  if (!errors.length || !errors.every((e) => e.instancePath === '' && e.keyword === 'type')) return undefined;
  const wanted = String((errors[0]!.params as { type?: unknown }).type);
  if (wanted === 'object' && Array.isArray(value)) return { data: value };
  if (wanted === 'array' && isObject(value) && Array.isArray(value.data)) return value.data;
  return undefined;
}

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The innermost list item that contains the place of an error, as [list, index, pointer]; null if none. */
function innermostItem(value: Json, pointer: string): { list: Json[]; index: number; pointer: string } | null {
  let found: { list: Json[]; index: number; pointer: string } | null = null;
  let node: Json = value;
  let at = '';
  for (const segment of segments(pointer)) {
    if (Array.isArray(node)) {
      const index = Number(segment);
      if (!Number.isInteger(index) || index < 0 || index >= node.length) break;
      at += `/${index}`;
      found = { list: node, index, pointer: at };
      node = node[index];
    } else if (isObject(node) && Object.hasOwn(node, segment)) {
      at += `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      node = node[segment];
    } else break;
  }
  return found;
}

const misfit = (e: ErrorObject): Misfit => ({ instancePath: e.instancePath, message: e.message ?? e.keyword });

export function reshapeAnswer<T>(validate: ValidateFunction, answer: unknown): Reshaped<T> {
  let value = withoutNulls(answer);
  const leftOut: Misfit[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    if (validate(value)) return { value: value as T, leftOut, refused: null };
    const errors = validate.errors ?? [];
    if (pass === 0) {
      const other = otherListForm(value, errors);
      if (other !== undefined && validate(other)) return { value: other as T, leftOut, refused: null };
      if (other !== undefined) {
        value = other;
        continue;
      }
    }
    const items = errors.map((error) => ({ error, item: innermostItem(value, error.instancePath) }));
    const outside = items.find((i) => i.item === null);
    if (outside || !items.length) {
      const reason = outside ? misfit(outside.error) : { instancePath: '', message: 'passt nicht' };
      return { value: null, leftOut, refused: reason };
    }
    // Only the innermost items this pass: leaving one out may already make its list (and parent) fit.
    const pointers = new Set(items.map((i) => i.item!.pointer));
    const innermost = items.filter(
      ({ item }) => ![...pointers].some((p) => p !== item!.pointer && p.startsWith(item!.pointer + '/')),
    );
    const byList = new Map<Json[], Map<number, ErrorObject>>();
    for (const { error, item } of innermost) {
      const indices = byList.get(item!.list) ?? new Map<number, ErrorObject>();
      if (!indices.has(item!.index)) indices.set(item!.index, error);
      byList.set(item!.list, indices);
    }
    for (const [list, indices] of byList) {
      const ascending = [...indices.keys()].sort((a, b) => a - b);
      for (const index of ascending) leftOut.push(misfit(indices.get(index)!));
      for (const index of ascending.reverse()) list.splice(index, 1);
    }
  }
  return { value: null, leftOut, refused: { instancePath: '', message: 'zu viele unpassende Einträge' } };
}
