// Which page query parameters a block's context call receives (spec section 7).
import { describe, expect, it } from 'vitest';
import { forwardedQuery } from '@/renderer/forward-query';

describe('forwardedQuery', () => {
  it('renames rubrik_id to rubriken', () => {
    expect(forwardedQuery({ rubrik_id: '4' })).toEqual({ rubriken: '4' });
    expect(forwardedQuery({ rubrik_id: ['1', '2'] })).toEqual({ rubriken: ['1', '2'] });
  });

  it('drops the catch-all slug', () => {
    expect(forwardedQuery({ slug: ['tourismus', 'wandern'], seite: '2' })).toEqual({ seite: '2' });
    expect(forwardedQuery({ slug: 'tourismus' })).toEqual({});
  });

  it('keeps other params, arrays as arrays and single values as strings', () => {
    expect(forwardedQuery({ seite: '3', ort: ['Tannbrunn', 'Oberweiler'], interessengruppen_id: ['7'] })).toEqual({
      seite: '3',
      ort: ['Tannbrunn', 'Oberweiler'],
      interessengruppen_id: ['7'],
    });
  });

  it('drops overlong values, and a param whose values are all overlong', () => {
    const long = 'x'.repeat(201);
    const limit = 'y'.repeat(200);
    expect(forwardedQuery({ suche: long })).toEqual({});
    expect(forwardedQuery({ suche: limit })).toEqual({ suche: limit });
    expect(forwardedQuery({ ort: ['a', long, 'b'] })).toEqual({ ort: ['a', 'b'] });
  });

  it('drops keys that are not plain names', () => {
    expect(
      forwardedQuery({ 'rubrik_id[]': '1', 'a.b': '2', __proto__x: '3', ok_1: '4', '': '5', ['k'.repeat(41)]: '6' }),
    ).toEqual({ __proto__x: '3', ok_1: '4' });
  });

  it('keeps at most 50 values of one key', () => {
    const values = Array.from({ length: 60 }, (_, i) => String(i));
    const out = forwardedQuery({ ort: values });
    expect(out.ort).toEqual(values.slice(0, 50));
  });

  it('keeps at most 20 keys', () => {
    const query = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'v']));
    expect(Object.keys(forwardedQuery(query))).toHaveLength(20);
  });
});
