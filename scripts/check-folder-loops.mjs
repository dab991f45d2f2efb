#!/usr/bin/env node
// No import loops between the folders of lib/ and of renderer/, at two levels: the rooms (lib/redaktion,
// renderer/forms) and the rooms inside them (lib/redaktion/store, renderer/redaktion/editor). A file that sits
// directly in a folder is a room of its own at that level. Every import counts, `import type` too (a loop of types is
// still a loop) and a stylesheet a component borrows from another folder. `npm test` runs this; the ESLint rule
// scripts/eslint-rules/lib-layers.mjs keeps the direction between the layers of lib/.
// Usage: node scripts/check-folder-loops.mjs [root]   Prints each loop with one import per arrow; exit 1 when any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TOPS = ['lib', 'renderer'];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Every source file under the folder, as a path relative to `root` with forward slashes. */
function sourceFiles(root, folder) {
  const out = [];
  if (!existsSync(path.join(root, folder))) return out;
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(rel);
    }
  };
  walk(folder);
  return out;
}

/** The import's target as a path relative to the root (no extension resolution needed: rooms are folders). */
function targetOf(file, specifier) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return null;
}

/**
 * The room of a path at a level: `lib/redaktion/store/x.ts` is `lib/redaktion` at level 1 and `lib/redaktion/store`
 * at level 2; a file directly in a folder of that level is its own room (`lib/config`, `lib/medien/media-store`).
 */
export function roomAt(file, level) {
  const parts = file.split('/');
  if (!TOPS.includes(parts[0])) return null;
  if (parts.length > level + 1) return parts.slice(0, level + 1).join('/');
  return parts.join('/').replace(/\.[cm]?[jt]sx?$/, ''); // a stylesheet keeps its name: it imports nothing
}

/** The arrows between rooms: room → room → one example import. */
export function roomArrows(root, level) {
  const arrows = new Map();
  for (const top of TOPS)
    for (const file of sourceFiles(root, top)) {
      const from = roomAt(file, level);
      for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        const target = targetOf(file, specifier);
        const to = target && roomAt(target, level);
        if (!to || to === from || to.split('/')[0] !== from.split('/')[0]) continue;
        if (!arrows.has(from)) arrows.set(from, new Map());
        if (!arrows.get(from).has(to)) arrows.get(from).set(to, `${file} -> ${specifier}`);
      }
    }
  return arrows;
}

/** The loops: strongly connected sets of two or more rooms (Tarjan's algorithm). */
export function loopsOf(arrows) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (room) => {
    index.set(room, next);
    low.set(room, next++);
    stack.push(room);
    onStack.add(room);
    for (const to of arrows.get(room)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room), low.get(to)));
      } else if (onStack.has(to)) low.set(room, Math.min(low.get(room), index.get(to)));
    }
    if (low.get(room) !== index.get(room)) return;
    const set = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      set.push(member);
    } while (member !== room);
    if (set.length > 1) loops.push(set.sort());
  };
  for (const room of arrows.keys()) if (!index.has(room)) visit(room);
  return loops;
}

export function describeLoops(root) {
  const lines = [];
  let count = 0;
  for (const level of [1, 2]) {
    const arrows = roomArrows(root, level);
    for (const loop of loopsOf(arrows)) {
      count += 1;
      lines.push(`Schleife (Ebene ${level}): ${loop.join(' <-> ')}`);
      for (const from of loop)
        for (const [to, example] of arrows.get(from) ?? [])
          if (loop.includes(to)) lines.push(`  ${from} -> ${to}: ${example}`);
    }
  }
  return { count, lines };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { count, lines } = describeLoops(path.resolve(process.argv[2] ?? '.'));
  for (const line of lines) console.log(line);
  console.log(`Importschleifen zwischen Ordnern (lib/, renderer/; zwei Ebenen): ${count}`);
  process.exit(count ? 1 : 0);
}
