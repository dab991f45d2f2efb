// The production build (`npm run build`, `npm start` when sources changed, `npm test`): `next build --webpack`, then
// Next's draft-mode keys derived from PREVIEW_SECRET when it is set (scripts/build-id.js says why), then the stamp
// that lets `npm start` skip the next build while no source changes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, run } from './ensure-installed.mjs';
import buildIdModule from './build-id.js';

const { applyPreviewKeys, sourceHash } = buildIdModule;

export function build(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const hash = sourceHash();
  const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  const status = run(process.execPath, [nextBin, 'build', '--webpack'], {
    env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir },
  });
  if (status !== 0) return status;
  const dir = path.resolve(ROOT, distDir);
  if (process.env.PREVIEW_SECRET) applyPreviewKeys(dir, process.env.PREVIEW_SECRET);
  writeFileSync(path.join(dir, 'source-hash.txt'), hash);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(build());
