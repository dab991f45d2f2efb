// The stand-in faces' line metrics follow from their size-adjust (renderer/styles/font-fallbacks.css): a face whose
// size-adjust is retuned without its overrides would set lines of another height and shift the page at the swap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const css = readFileSync(path.join(PROJECT_ROOT, 'renderer/styles/font-fallbacks.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => {
  const descriptors: Record<string, string> = Object.fromEntries(
    [...body.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]),
  );
  return { descriptors, percent: (name: string) => parseFloat(descriptors[name] ?? 'NaN') };
});

// Source Sans 3's ascent and descent in em; it has no line gap.
const ASCENT = 1.024;
const DESCENT = 0.4;

describe('font stand-ins', () => {
  it('has a regular, semibold, bold and italic face for Arial/Liberation Sans and for Roboto', () => {
    const keys = faces.map(
      ({ descriptors }) =>
        `${descriptors['font-family']} ${descriptors['font-style'] ?? 'normal'} ${descriptors['font-weight']}`,
    );
    expect(keys.sort()).toEqual(
      ["'Source Sans Fallback Roboto'", "'Source Sans Fallback'"]
        .flatMap((family) => [
          `${family} italic 100 549`,
          `${family} normal 100 549`,
          `${family} normal 550 649`,
          `${family} normal 650 900`,
        ])
        .sort(),
    );
  });

  it.each(faces.map((face) => [face.descriptors.src, face] as const))(
    '%s: ascent and descent are Source Sans 3’s divided by size-adjust',
    (_src, face) => {
      const size = face.percent('size-adjust') / 100;
      expect(size).toBeGreaterThan(0.8);
      expect(size).toBeLessThan(1);
      expect(face.percent('ascent-override')).toBeCloseTo((ASCENT / size) * 100, 1);
      expect(face.percent('descent-override')).toBeCloseTo((DESCENT / size) * 100, 1);
      expect(face.percent('line-gap-override')).toBe(0);
    },
  );
});
