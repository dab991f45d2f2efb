// Issue 12.2: an upstream answer nested thousands of levels deep (6 kB) made a page render hang. Such answers are
// refused before parsing, as a failure of the upstream.
import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH, parseBoundedJson } from '@/lib/http/bounded-json';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('parseBoundedJson', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth('"\\\\"')).toBe(0);
    expect(jsonDepth(nested(3000))).toBe(3000);
  });

  it('refuses the 3,000-level copyright of the report, in well under a millisecond per kB', () => {
    const answer = `{"id":1,"bild":{"src":"/bilder/a.jpg","alt":"","copyright":${nested(3000)}}}`;
    expect(parseBoundedJson(answer)).toEqual({
      ok: false,
      reason: `Antwort tiefer als ${MAX_JSON_DEPTH} Ebenen verschachtelt`,
    });
    // The fastest of five: a single timing also counts whatever else the loaded machine scheduled in between.
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      parseBoundedJson(answer);
      return performance.now() - started;
    });
    expect(Math.min(...times)).toBeLessThan(50);
  });

  it('keeps every answer up to the bound, and refuses oversize and broken ones', () => {
    expect(parseBoundedJson(nested(MAX_JSON_DEPTH))).toEqual({ ok: true, value: JSON.parse(nested(MAX_JSON_DEPTH)) });
    expect(parseBoundedJson(nested(MAX_JSON_DEPTH + 1)).ok).toBe(false);
    expect(parseBoundedJson('{"a":"' + 'x'.repeat(100) + '"}', MAX_JSON_DEPTH, 50)).toEqual({
      ok: false,
      reason: 'Antwort größer als 50 Zeichen',
    });
    expect(parseBoundedJson('{"a":')).toEqual({ ok: false, reason: 'Antwort ist kein JSON' });
  });
});
