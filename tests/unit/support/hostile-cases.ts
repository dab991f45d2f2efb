// Hostile answers made from each block's own folder: for every block with a data.schema.json (the generated
// block-meta names them), its data examples (blocks/<template>/examples.json) are spoiled one value at a time until
// the block's own validator rejects the result. A new block with data is covered without touching this file.
//   - A list answer: one entry of a list with at least two gets a value of the wrong type; the page must be the page
//     of the same answer without that entry.
//   - A detail answer (x-detail): a top-level value of the wrong type; the block must be in its state without data.
import type { ValidateFunction } from 'ajv';
import { reshapeAnswer } from '@/lib/validation/reshape-answer';
import type { BlockExamples } from '@/renderer/examples/block-examples';

type Json = unknown;

export interface HostileCase {
  /** Name of the data example it was made from. */
  example: string;
  /** The spoiled answer the CMS sends. */
  answer: Json;
  /** What the block must get instead: the answer without the spoiled entry; null for a refused answer. */
  expected: Json | null;
  /** ajv instancePath the misfit must be reported with. */
  instancePath: string;
}

/** Values no schema field of another type accepts: an object where a scalar or list belongs, a number elsewhere. */
const WRONG_VALUES: Json[] = [{ nicht: 'passend' }, 42];

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const clone = <T>(value: T): T => structuredClone(value);
const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every object entry of every list with at least two entries, as JSON Pointers, outermost lists first. */
function listEntries(value: Json, at = ''): string[] {
  const own: string[] = [];
  const nested: string[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (value.length >= 2 && isObject(item)) own.push(`${at}/${index}`);
      nested.push(...listEntries(item, `${at}/${index}`));
    });
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) nested.push(...listEntries(item, `${at}/${pointerPart(key)}`));
  }
  return [...own, ...nested];
}

function resolve(value: Json, pointer: string): Json {
  let node = value;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = Array.isArray(node) ? node[Number(key)] : (node as Record<string, Json>)[key];
  }
  return node;
}

function parentAndIndex(value: Json, pointer: string): { list: Json[]; index: number } {
  const parts = pointer.split('/');
  const index = Number(parts.pop());
  return { list: resolve(value, parts.join('/')) as Json[], index };
}

/** Candidate spoilings of one example, in a fixed order: each entry's fields, each with each wrong value. */
export function* hostileCandidates(
  validate: ValidateFunction,
  detail: boolean,
  example: string,
  answer: Json,
): Generator<HostileCase> {
  if (detail) {
    if (!isObject(answer)) return;
    for (const key of Object.keys(answer).sort()) {
      for (const wrong of WRONG_VALUES) {
        const spoiled = clone(answer);
        spoiled[key] = wrong;
        const reshaped = reshapeAnswer(validate, spoiled);
        if (reshaped.value === null && reshaped.refused?.instancePath === `/${pointerPart(key)}`)
          yield { example, answer: spoiled, expected: null, instancePath: `/${pointerPart(key)}` };
      }
    }
    return;
  }
  for (const entry of listEntries(answer)) {
    const fields = resolve(answer, entry) as Record<string, Json>;
    for (const key of Object.keys(fields).sort()) {
      for (const wrong of WRONG_VALUES) {
        const spoiled = clone(answer);
        (resolve(spoiled, entry) as Record<string, Json>)[key] = wrong;
        const reshaped = reshapeAnswer(validate, spoiled);
        const at = `${entry}/${pointerPart(key)}`;
        // Exactly this entry is left out, for exactly this field; the rest of the answer stands.
        if (reshaped.value === null || reshaped.leftOut.length !== 1 || reshaped.leftOut[0]!.instancePath !== at)
          continue;
        const expected = clone(answer);
        const { list, index } = parentAndIndex(expected, entry);
        list.splice(index, 1);
        yield { example, answer: spoiled, expected, instancePath: at };
      }
    }
  }
}

/** Every candidate of every data example of a block, the fullest example first. */
export function* blockHostileCandidates(
  validate: ValidateFunction,
  detail: boolean,
  examples: BlockExamples,
): Generator<HostileCase> {
  const size = (v: Json) => JSON.stringify(v).length;
  const data = Object.entries(examples.data ?? {}).sort(([, a], [, b]) => size(b) - size(a));
  for (const [name, answer] of data) yield* hostileCandidates(validate, detail, name, answer);
}
