// The logos' lettering is drawn in the site's typeface, not in whatever sans-serif the visitor's system has: the
// committed logos are the outlined sources, and the outlines stand where and as wide as the text stood.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTypeface, outlineLogos, outlineSvg, outlineText } from '@/scripts/outline-logos.mjs';

type Typeface = Awaited<ReturnType<typeof loadTypeface>>;
let typeface: Typeface;
beforeAll(async () => {
  typeface = await loadTypeface();
});

/** The x coordinates an outline passes through (its relative steps added up). */
function xExtent(d: string): [number, number] {
  const xs: number[] = [];
  let x = 0;
  let start = 0;
  for (const [, command, numbers = ''] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (command === 'z') {
      x = start;
      continue;
    }
    const steps = (numbers.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number).filter((_, i) => i % 2 === 0);
    for (const step of steps) xs.push(x + step);
    x += steps.at(-1) ?? 0;
    if (command === 'm') start = x;
  }
  return [Math.min(...xs), Math.max(...xs)];
}

describe('outlineText', () => {
  it('draws the line from its baseline start, as wide as the text advances', () => {
    const bold = typeface.at(700);
    const { d, width, stretch } = outlineText(bold, 'Tannbrunn', { x: 64, y: 34, size: 32 });
    expect(stretch).toBe(1);
    const [left, right] = xExtent(d);
    expect(left).toBeGreaterThanOrEqual(64);
    expect(left).toBeLessThan(66); // the T's left side bearing
    expect(right).toBeLessThanOrEqual(64 + width);
    expect(right).toBeGreaterThan(64 + width - 4); // the last n's right side bearing
  });

  it('stretches glyphs and spacing to textLength, as lengthAdjust="spacingAndGlyphs" does', () => {
    const bold = typeface.at(700);
    const natural = outlineText(bold, 'Tannbrunn', { x: 0, y: 34, size: 32 });
    const stretched = outlineText(bold, 'Tannbrunn', { x: 0, y: 34, size: 32, textLength: natural.width * 2 });
    expect(stretched.stretch).toBeCloseTo(2, 5);
    expect(stretched.width).toBeCloseTo(natural.width * 2, 5);
    const [, naturalRight] = xExtent(natural.d);
    const [, stretchedRight] = xExtent(stretched.d);
    expect(stretchedRight).toBeCloseTo(naturalRight * 2, 0);
  });

  it('sets a heavier weight wider', () => {
    const regular = outlineText(typeface.at(400), 'Tannbrunn', { x: 0, y: 0, size: 32 });
    const bold = outlineText(typeface.at(700), 'Tannbrunn', { x: 0, y: 0, size: 32 });
    expect(bold.width).toBeGreaterThan(regular.width * 1.03);
  });

  it('writes a repeated letter the same way wherever it stands', () => {
    const { d } = outlineText(typeface.at(700), 'nn', { x: 10.37, y: 20, size: 24 });
    // Each n is one subpath; what follows its first move is the same.
    const outlines = d.split(/(?=m)/).map((subpath) => subpath.replace(/^m[^lqc]*/, ''));
    expect(outlines).toHaveLength(2);
    expect(outlines[1]).toBe(outlines[0]);
  });
});

describe('outlineSvg', () => {
  const text = (attributes: string) =>
    `<svg><text x="1" y="20" font-family="'Source Sans 3', sans-serif" font-size="16" ${attributes}>Tal</text></svg>`;

  it('replaces the text with a path that keeps the fill', () => {
    const svg = outlineSvg(text('font-weight="700" fill="#b3262d"'), typeface);
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/^<svg><path d="m[^"]+" fill="#b3262d"\/><\/svg>$/);
  });

  it('refuses what it would draw differently', () => {
    expect(() => outlineSvg(text('text-anchor="middle"'), typeface)).toThrow(/text-anchor/);
    expect(() => outlineSvg(text('letter-spacing="2"'), typeface)).toThrow(/letter-spacing/);
    expect(() => outlineSvg(text('textLength="40"'), typeface)).toThrow(/spacingAndGlyphs/);
    expect(() => outlineSvg(text('').replace("'Source Sans 3', ", ''), typeface)).toThrow(/Source Sans 3/);
    expect(() => outlineSvg(text('').replace('font-size="16"', 'font-size="1em"'), typeface)).toThrow(/font-size/);
    expect(() => outlineSvg(text('').replace('>Tal<', '>T<tspan>al</tspan><'), typeface)).toThrow(/child/);
  });

  it('reads character references as the characters they stand for, and writes the kept attributes escaped', () => {
    const gaeste = (content: string) => text('').replace('>Tal<', `>${content}<`);
    expect(outlineSvg(gaeste('G&#228;ste &amp; Co'), typeface)).toBe(outlineSvg(gaeste('Gäste & Co'), typeface));
    expect(outlineSvg(text('aria-label="A &amp; B &lt;C&gt;"'), typeface)).toContain(
      'aria-label="A &amp; B &lt;C&gt;"',
    );
  });

  it('reads the weight keywords and single-quoted attributes', () => {
    const bold = outlineSvg(text('font-weight="700"'), typeface);
    expect(outlineSvg(text('font-weight="bold"'), typeface)).toBe(bold);
    expect(outlineSvg(text("font-weight='700'"), typeface)).toBe(bold);
    expect(outlineSvg(text(''), typeface)).not.toBe(bold);
  });
});

describe('the committed logos', () => {
  const publicLogos = path.join(process.cwd(), 'public', 'logos');

  it('are the outlined sources (node scripts/outline-logos.mjs)', async () => {
    const logos = await outlineLogos();
    expect(logos.size).toBeGreaterThan(0);
    for (const [name, svg] of logos) expect(readFileSync(path.join(publicLogos, name), 'utf8'), name).toBe(svg);
  });

  it('hold no text that the visitor’s fonts would set', () => {
    for (const name of readdirSync(publicLogos).filter((file) => file.endsWith('.svg')))
      expect(readFileSync(path.join(publicLogos, name), 'utf8'), name).not.toMatch(/<text\b/);
  });
});
