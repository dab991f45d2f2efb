#!/usr/bin/env node
// Outlines the lettering of the drawn logos: content/logos/*.svg -> public/logos/<name>.svg, each <text> replaced
// by a <path> of the site's typeface (Source Sans 3, the file the pages load) at the text's weight and size,
// stretched to its textLength as `lengthAdjust="spacingAndGlyphs"` would. A logo is an <img>: it cannot use the
// page's web font, so its text was set in whatever sans-serif the visitor's system has (Arial, Helvetica, Roboto,
// DejaVu). The outputs are committed; run again when a source changes.
//
//   node scripts/outline-logos.mjs

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { DomUtils, parseDocument } from 'htmlparser2';
import woff2 from 'wawoff2';
import { escapeXml } from '../lib/format/escape-xml.mjs';
import { ROOT } from './ensure-installed.mjs';

const SOURCE_DIR = path.join(ROOT, 'content', 'logos');
const OUT_DIR = path.join(ROOT, 'public', 'logos');
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
);

/** Attributes that only describe how the text is set; everything else (fill, opacity, …) stays on the path. */
const SETTING = new Set(['x', 'y', 'font-family', 'font-size', 'font-weight', 'textLength', 'lengthAdjust']);
/** Settings this outliner does not reproduce: a source using one is refused rather than drawn differently. */
const UNSUPPORTED = [
  'text-anchor',
  'letter-spacing',
  'word-spacing',
  'font-style',
  'font-stretch',
  'dx',
  'dy',
  'rotate',
  'style',
];

const WEIGHT_KEYWORDS = { normal: 400, bold: 700 };

/** A number attribute in user units ("15", not "15px" or "1em"): anything else is refused, not guessed. */
function numeric(attributes, name, fallback) {
  const value = attributes[name];
  if (value === undefined) return fallback;
  const number = name === 'font-weight' && value in WEIGHT_KEYWORDS ? WEIGHT_KEYWORDS[value] : Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) throw new Error(`<text> with ${name}="${value}": not a number`);
  return number;
}

/** Coordinates are kept in tenths of a pixel: at three device pixels per pixel, a third of one. */
const TENTHS = 10;
const tenths = (value) => Math.round(value * TENTHS);

/**
 * SVG path data in relative steps, from points in whole tenths of a pixel: the steps are exact, so a glyph's
 * outline reads the same wherever it stands (the compressed file then holds each repeated letter about once).
 */
class RelativePath {
  #parts = [];
  #at = [0, 0];
  #subpathStart = [0, 0];

  #push(command, points) {
    const steps = points.map(([x, y]) => [(x - this.#at[0]) / TENTHS, (y - this.#at[1]) / TENTHS]);
    this.#parts.push(command + steps.flat().join(' '));
    this.#at = points[points.length - 1];
  }

  moveTo(point) {
    this.#push('m', [point]);
    this.#subpathStart = point;
  }

  /** A line or a curve: `l` (end), `q` (control, end) or `c` (control, control, end). */
  segment(command, ...points) {
    this.#push(command, points);
  }

  close() {
    this.#parts.push('z');
    this.#at = this.#subpathStart;
  }

  toString() {
    return this.#parts.join('').replace(/ -/g, '-');
  }
}

const SEGMENTS = { lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' };

/**
 * The outline of one line of text as SVG path data, in the logo's coordinates: `x`/`y` is the baseline's start,
 * `size` the font size in px; with `textLength`, the line is scaled horizontally to that width.
 * @param {import('fontkit').Font} font
 * @param {string} text
 * @param {{ x: number, y: number, size: number, textLength?: number }} line
 */
export function outlineText(font, text, { x, y, size, textLength }) {
  const run = font.layout(text);
  const unit = size / font.unitsPerEm;
  const advance = run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * unit;
  const stretch = textLength ? textLength / advance : 1;
  const path = new RelativePath();
  let pen = 0;
  run.glyphs.forEach((glyph, index) => {
    const { xOffset, yOffset, xAdvance } = run.positions[index];
    // The glyph's origin on the grid, its points rounded relative to it: the same glyph, the same steps.
    const origin = [tenths(x + (pen + xOffset) * unit * stretch), tenths(y - yOffset * unit)];
    const points = (args) =>
      Array.from({ length: args.length / 2 }, (_, i) => [
        origin[0] + tenths(args[2 * i] * unit * stretch),
        origin[1] - tenths(args[2 * i + 1] * unit),
      ]);
    for (const { command, args } of glyph.path.commands) {
      if (command === 'moveTo') path.moveTo(...points(args));
      else if (command === 'closePath') path.close();
      else path.segment(SEGMENTS[command], ...points(args));
    }
    pen += xAdvance;
  });
  return { d: String(path), width: advance * stretch, stretch };
}

/** One <text> element (its attributes, its characters) as a <path> of the same fill, opacity, …. */
function outlineElement(attributes, content, typeface) {
  const family = attributes['font-family'] ?? '';
  if (!family.includes('Source Sans 3')) throw new Error(`<text> in ${family || 'no font-family'}, not Source Sans 3`);
  const unsupported = UNSUPPORTED.filter((name) => name in attributes);
  if (unsupported.length > 0) throw new Error(`<text> with ${unsupported.join(', ')}: not reproduced`);
  if (attributes.textLength && attributes.lengthAdjust !== 'spacingAndGlyphs')
    throw new Error('<text> with textLength needs lengthAdjust="spacingAndGlyphs"');
  const { d } = outlineText(typeface.at(numeric(attributes, 'font-weight', 400)), content, {
    x: numeric(attributes, 'x', 0),
    y: numeric(attributes, 'y', 0),
    size: numeric(attributes, 'font-size', 16),
    textLength: numeric(attributes, 'textLength', undefined),
  });
  const kept = Object.entries(attributes)
    .filter(([name]) => !SETTING.has(name))
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  return `<path d="${d}"${kept}/>`;
}

/** A logo's SVG with every <text> element outlined; everything else stays as it is, byte for byte. */
export function outlineSvg(svg, typeface) {
  const document = parseDocument(svg, { xmlMode: true, withStartIndices: true, withEndIndices: true });
  let outlined = svg;
  // From the last to the first, so that the positions of those before stay valid.
  for (const element of DomUtils.getElementsByTagName('text', document).reverse()) {
    if (element.children.some((child) => child.type !== 'text'))
      throw new Error('<text> with child elements: not reproduced');
    const outline = outlineElement(element.attribs, DomUtils.textContent(element), typeface);
    outlined = outlined.slice(0, element.startIndex) + outline + outlined.slice(element.endIndex + 1);
  }
  return outlined;
}

/**
 * The site's typeface at any weight from 200 to 900 (the file is variable). Decompressed to TrueType first:
 * fontkit reads WOFF2 but cannot make an instance of a variable WOFF2 at a weight.
 */
export async function loadTypeface() {
  const font = fontkit.create(Buffer.from(await woff2.decompress(await readFile(FONT_FILE))));
  const instances = new Map();
  return {
    at(weight) {
      if (!instances.has(weight)) instances.set(weight, font.getVariation({ wght: weight }));
      return instances.get(weight);
    },
  };
}

/** Every logo of content/logos, outlined: file name -> SVG text as public/logos should hold it. */
export async function outlineLogos() {
  const typeface = await loadTypeface();
  const names = (await readdir(SOURCE_DIR)).filter((file) => file.endsWith('.svg')).sort();
  const logos = new Map();
  for (const name of names) logos.set(name, outlineSvg(await readFile(path.join(SOURCE_DIR, name), 'utf8'), typeface));
  return logos;
}

async function main() {
  for (const [name, svg] of await outlineLogos()) {
    await writeFile(path.join(OUT_DIR, name), svg);
    console.log(`public/logos/${name}: ${svg.length} bytes`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
