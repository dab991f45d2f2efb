#!/usr/bin/env node
// Renders the web app icons from the municipal coat of arms (public/logos/tannbrunn-wappen.svg):
// PNG 192/512 (purpose "any", transparent), a maskable 512 (arms inside the 80 % safe zone on
// Tannengrün), the 180 px apple-touch-icon (opaque: iOS fills transparency with black), favicon.ico
// (16/32/48 PNG images in one ICO) and icon.svg (the arms themselves). The outputs are committed;
// run again only when the arms change.
//
//   node scripts/render-icons.mjs

import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const SOURCE = path.join(PUBLIC, 'logos', 'tannbrunn-wappen.svg');
const THEME = '#1f4d3a';
const BACKGROUND = '#f7f5f0';

/** The arms (100 x 120) scaled to fit `inner` px high, centred on a square canvas of `size` px. */
async function arms(svg, size, inner, background) {
  const height = Math.round(inner);
  const layer = await sharp(svg, { density: Math.max(72, (72 * height) / 120) * 2 })
    .resize({ height, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const { width = height } = await sharp(layer).metadata();
  return sharp({
    create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: layer, left: Math.round((size - width) / 2), top: Math.round((size - height) / 2) }])
    .png({ compressionLevel: 9, palette: true, quality: 90 });
}

/** An ICO file holding PNG images (supported by every current browser). */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, data } of pngs) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

async function main() {
  const svg = await readFile(SOURCE);
  await mkdir(path.join(PUBLIC, 'icons'), { recursive: true });
  const outputs = [
    ['icons/icon-192.png', await arms(svg, 192, 192 * 0.94)],
    ['icons/icon-512.png', await arms(svg, 512, 512 * 0.94)],
    // Maskable: the platform may cut a circle out of the square; the safe zone is the inner 80 %.
    ['icons/icon-maskable-512.png', await arms(svg, 512, 512 * 0.62, THEME)],
    ['apple-touch-icon.png', await arms(svg, 180, 180 * 0.8, BACKGROUND)],
  ];
  for (const [file, image] of outputs) await image.toFile(path.join(PUBLIC, file));
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, data: await (await arms(svg, size, size)).toBuffer() });
  await writeFile(path.join(PUBLIC, 'favicon.ico'), ico(small));
  await copyFile(SOURCE, path.join(PUBLIC, 'icon.svg'));
  for (const [file] of outputs) console.log(`public/${file}`);
  console.log('public/favicon.ico\npublic/icon.svg');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
