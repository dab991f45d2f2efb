// The site script's islands: every `<name>.island.ts` below blocks/ and renderer/ is the behaviour of the server HTML
// that says `data-insel="<name>"` (renderer/islands/browser-islands.ts loads it on demand). Collected from the
// folders, so adding one is dropping in its file, never editing a list.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_BANNER } from './banner';

const SUFFIX = '.island.ts';
const FOLDERS = ['blocks', 'renderer'];

function* islandFiles(dir: string): Generator<string> {
  // A project without one of the folders (a test's scratch copy with blocks only) has no islands there.
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* islandFiles(full);
    else if (entry.name.endsWith(SUFFIX)) yield full;
  }
}

export function emitIslands(root: string): string {
  const byName = new Map<string, string>();
  for (const folder of FOLDERS) {
    for (const file of islandFiles(path.join(root, folder))) {
      const name = path.basename(file, SUFFIX);
      const modulePath = path.relative(root, file).split(path.sep).join('/').replace(/\.ts$/, '');
      const other = byName.get(name);
      if (other) throw new Error(`Zwei Inseln heißen „${name}“: ${other} und ${modulePath}`);
      byName.set(name, modulePath);
    }
  }
  const entries = [...byName]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, module]) => `  ${JSON.stringify(name)}: () => import('../../${module}'),`)
    .join('\n');
  return `${GENERATED_BANNER}
import type { IslandModule } from '@/renderer/islands/island-module';

/** The module of each island of the site script, by the name its HTML gives in \`data-insel\`. */
export const islandModules: Record<string, () => Promise<IslandModule>> = {
${entries}
};
`;
}
