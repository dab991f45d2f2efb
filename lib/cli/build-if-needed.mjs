// Builds the production site when nothing is built yet or any source changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './ensure-installed.mjs';

const SOURCES = ['blocks', 'schemas', 'renderer', 'pages', 'lib', 'public', 'codegen', 'content'];
const FILES = ['next.config.js', 'package-lock.json', 'tsconfig.json'];

function* walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  const files = [
    ...SOURCES.filter((d) => existsSync(path.join(ROOT, d))).flatMap((d) => [...walk(path.join(ROOT, d))]),
    ...FILES.map((f) => path.join(ROOT, f)),
  ];
  for (const file of files) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildIfNeeded(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const stamp = path.join(ROOT, distDir, 'source-hash.txt');
  const hash = sourceHash();
  if (existsSync(path.join(ROOT, distDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    return 0;
  }
  console.log('› Die Website wird gebaut (next build) …');
  const status = run('npx', ['next', 'build', '--webpack'], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
  if (status === 0) writeFileSync(stamp, hash);
  return status;
}
