#!/usr/bin/env node
// Renders the site's own illustrations: content/bilder/*.svg -> public/bilder/<name>.jpg
// (1920 px wide, mozjpeg, progressive). Idempotent: a JPEG is only rewritten when it is
// missing or older than its SVG source (use --force to re-render everything).
//
//   node scripts/render-images.mjs [--force] [name ...]

import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC_DIR = path.join(ROOT, 'content', 'bilder');
const OUT_DIR = path.join(ROOT, 'public', 'bilder');
const WIDTH = 1920;
const QUALITY = 78;
const MIN_QUALITY = 60;
const MAX_BYTES = 250 * 1024;

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = new Set(args.filter((a) => !a.startsWith('--')));

async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return -1;
  }
}

async function render(svgFile) {
  const meta = await sharp(svgFile).metadata();
  // Rasterise at the density that yields the target width directly (crisp edges, no upscaling).
  const density = Math.min(2400, Math.max(1, (72 * WIDTH) / (meta.width || WIDTH)));
  let quality = QUALITY;
  for (;;) {
    const { data, info } = await sharp(svgFile, { density })
      .resize({ width: WIDTH })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    if (data.length <= MAX_BYTES || quality <= MIN_QUALITY) return { data, info, quality };
    quality -= 4;
  }
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const names = (await readdir(SRC_DIR))
    .filter((f) => f.endsWith('.svg'))
    .map((f) => f.slice(0, -4))
    .filter((n) => only.size === 0 || only.has(n))
    .sort();
  if (names.length === 0) {
    console.error(`No SVG sources found in ${path.relative(ROOT, SRC_DIR)}`);
    process.exitCode = 1;
    return;
  }

  const rows = [];
  let oversize = 0;
  for (const name of names) {
    const src = path.join(SRC_DIR, `${name}.svg`);
    const out = path.join(OUT_DIR, `${name}.jpg`);
    let status = 'unchanged';
    if (force || (await mtime(out)) < (await mtime(src))) {
      const { data, quality } = await render(src);
      await writeFile(out, data);
      status = quality === QUALITY ? 'rendered' : `rendered q${quality}`;
    }
    const { width = 0, height = 0 } = await sharp(out).metadata();
    const bytes = (await stat(out)).size;
    if (bytes > MAX_BYTES) oversize++;
    rows.push([name, String(width), String(height), (bytes / 1024).toFixed(1), status]);
  }

  const head = ['name', 'width', 'height', 'kB', 'status'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r) =>
    r
      .map((c, i) => (i >= 1 && i <= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(fmt(r));
  if (oversize) {
    console.warn(`\n${oversize} image(s) exceed ${MAX_BYTES / 1024} kB`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
