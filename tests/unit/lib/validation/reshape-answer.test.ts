// The data boundary's rules (lib/validation/reshape-answer.ts), on a small schema of its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import { createAjv } from '@/lib/validation/configure-ajv';
import { reshapeAnswer, withoutNulls } from '@/lib/validation/reshape-answer';

const ajv = createAjv();
const liste = ajv.compile({
  type: 'object',
  required: ['data'],
  properties: {
    seiten: { type: 'integer' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['titel'],
        properties: {
          titel: { type: 'string', minLength: 1 },
          kurztext: { type: 'string' },
          rubriken: {
            type: 'array',
            minItems: 1,
            items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
          },
        },
      },
    },
  },
});
const portal = ajv.compile({
  type: 'array',
  items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
});

describe('reshapeAnswer', () => {
  it('passes an answer that fits unchanged', () => {
    const answer = { data: [{ titel: 'A' }], seiten: 2 };
    expect(reshapeAnswer(liste, answer)).toEqual({ value: answer, leftOut: [], refused: null });
  });

  it('reads null as "not given": an optional field goes, a required one makes its entry not fit', () => {
    const r = reshapeAnswer(liste, { data: [{ titel: 'A', kurztext: null }, { titel: null }], seiten: null });
    expect(r.value).toEqual({ data: [{ titel: 'A' }] });
    expect(r.leftOut).toEqual([{ instancePath: '/data/1', message: "must have required property 'titel'" }]);
  });

  it('leaves out every entry that does not fit and keeps the others in their order', () => {
    const r = reshapeAnswer(liste, { data: [{ titel: 'A' }, { titel: 5 }, {}, { titel: 'D' }, 'x'] });
    expect(r.value).toEqual({ data: [{ titel: 'A' }, { titel: 'D' }] });
    expect(r.leftOut.map((m) => m.instancePath)).toEqual(['/data/1/titel', '/data/2', '/data/4']);
    expect(r.refused).toBeNull();
  });

  it('leaves out the innermost entry first, and its parent only when that makes the parent not fit', () => {
    const r = reshapeAnswer(liste, {
      data: [
        { titel: 'A', rubriken: [{ id: 1 }, { id: 'zwei' }] },
        { titel: 'B', rubriken: [{ id: 'x' }] },
      ],
    });
    expect(r.value).toEqual({ data: [{ titel: 'A', rubriken: [{ id: 1 }] }] });
    expect(r.leftOut.map((m) => m.instancePath)).toEqual([
      '/data/0/rubriken/1/id',
      '/data/1/rubriken/0/id',
      '/data/1/rubriken',
    ]);
  });

  it('refuses an answer that does not fit outside its lists', () => {
    expect(reshapeAnswer(liste, { data: 'Familien' })).toEqual({
      value: null,
      leftOut: [],
      refused: { instancePath: '/data', message: 'must be array' },
    });
    expect(reshapeAnswer(liste, { data: [], seiten: 'viele' }).refused?.instancePath).toBe('/seiten');
    expect(reshapeAnswer(liste, 'Fehler').value).toBeNull();
    expect(reshapeAnswer(liste, null).value).toBeNull();
  });

  it('takes a list as { data: [...] } or bare, in the form the schema names', () => {
    expect(reshapeAnswer(liste, [{ titel: 'A' }, {}]).value).toEqual({ data: [{ titel: 'A' }] });
    expect(reshapeAnswer(portal, { data: [{ name: 'hero-slider' }, { x: 1 }] }).value).toEqual([
      { name: 'hero-slider' },
    ]);
  });

  it('never changes the answer it was given (a cached answer serves the next request too)', () => {
    const answer = { data: [{ titel: 'A', kurztext: null }, { titel: 1 }] };
    const copy = structuredClone(answer);
    reshapeAnswer(liste, answer);
    expect(answer).toEqual(copy);
  });
});

describe('reshapeAnswer on any JSON, for every block data schema (fast-check)', () => {
  const schemas = Object.entries(blockMeta).flatMap(([t, m]) => (m.data ? [[t, m.data.validate] as const] : []));

  it.each(schemas)('%s: hands on only what fits its schema, and leaves the answer as it was', (_t, validate) => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (answer) => {
        const before = JSON.stringify(answer);
        const { value } = reshapeAnswer(validate, answer);
        expect(value === null || validate(value)).toBe(true);
        expect(JSON.stringify(answer)).toBe(before);
      }),
      { numRuns: 200, seed: 20261123 },
    );
  });
});

describe('withoutNulls', () => {
  it('copies without null properties; null items of lists stay for the check to judge', () => {
    expect(withoutNulls({ a: null, b: [null, { c: null, d: 1 }] })).toEqual({ b: [null, { d: 1 }] });
  });

  it('stops copying at a depth no schema reaches, so a deeply nested answer costs little', () => {
    let deep: unknown = 'ende';
    for (let i = 0; i < 5000; i++) deep = [deep];
    const started = performance.now();
    expect(() => withoutNulls({ bild: { copyright: deep } })).not.toThrow();
    expect(performance.now() - started).toBeLessThan(200);
  });
});
