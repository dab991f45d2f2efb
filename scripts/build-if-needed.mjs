// Builds the production site when nothing is built yet or any source changed since the last build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './ensure-installed.mjs';
import { build } from './build.mjs';
import buildIdModule from './build-id.js';

export const { sourceHash } = buildIdModule;

export function buildIfNeeded(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const stamp = path.join(ROOT, distDir, 'source-hash.txt');
  if (
    existsSync(path.join(ROOT, distDir, 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === sourceHash()
  ) {
    return 0;
  }
  console.log('› Die Website wird gebaut (next build) …');
  return build(distDir);
}
