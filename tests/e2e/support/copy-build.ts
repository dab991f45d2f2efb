// A copy of the production build for a second server: `next start` keeps the pages it generates (ISR) in the build
// folder (server/route-cache), so two servers of one build folder serve each other's pages. A server whose data
// differs from the suite's (its own store, another CMS) gets a copy without that cache; start it with
// NEXT_DIST_DIR set to the returned folder.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface BuildCopy {
  /** Relative to the project, as next.config.js expects distDir. */
  distDir: string;
  remove(): void;
}

export function copyBuild(name: string): BuildCopy {
  const source = process.env.NEXT_DIST_DIR || '.next';
  const distDir = path.join('tests', '.tmp', `build-${name}-${process.pid}`);
  const skipped = [path.join(source, 'cache'), path.join(source, 'server', 'route-cache')];
  cpSync(source, distDir, { recursive: true, filter: (file) => !skipped.includes(file) });
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}
