// The folder loop check that `npm test` runs (scripts/check-folder-loops.mjs): on a made-up tree, and on this one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeLoops, roomAt } from '../../../scripts/check-folder-loops.mjs';

/** The made-up trees, removed when the file's tests end. */
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'loops-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('folder loops', () => {
  it('names rooms at both levels; a file directly in a folder is a room of its own', () => {
    expect(roomAt('lib/redaktion/store/pages.ts', 1)).toBe('lib/redaktion');
    expect(roomAt('lib/redaktion/store/pages.ts', 2)).toBe('lib/redaktion/store');
    expect(roomAt('lib/medien/media-store.ts', 2)).toBe('lib/medien/media-store');
    expect(roomAt('lib/config.ts', 1)).toBe('lib/config');
    expect(roomAt('renderer/redaktion/Redaktion.module.css', 2)).toBe('renderer/redaktion/Redaktion.module.css');
    expect(roomAt('pages/index.tsx', 1)).toBeNull();
  });

  it('finds a loop one level down, through a type import and a borrowed stylesheet, with an example per arrow', () => {
    const root = tree({
      'lib/a/x/one.ts': "import type { T } from '@/lib/a/y/two';\nexport const one = 1;",
      'lib/a/y/two.ts': "import { one } from '../x/one';\nexport type T = typeof one;",
      'renderer/r/p/View.tsx': "import styles from '../q/Other.module.css';\nexport const v = styles;",
      'renderer/r/q/Other.tsx': "import { v } from '../p/View';\nexport const o = v;",
      'renderer/r/q/Other.module.css': '.a {}',
    });
    const { count, lines } = describeLoops(root);
    expect(count).toBe(2);
    expect(lines).toContain('Schleife (Ebene 2): lib/a/x <-> lib/a/y');
    expect(lines).toContain('  lib/a/x -> lib/a/y: lib/a/x/one.ts -> @/lib/a/y/two');
    expect(lines).toContain('Schleife (Ebene 2): renderer/r/p <-> renderer/r/q');
  });

  it('finds a loop between rooms, also through a dynamic import, and none where the arrows run one way', () => {
    const loop = tree({
      'lib/a/one.ts': "export const load = () => import('@/lib/b/two');",
      'lib/b/two.ts': "export { load } from '@/lib/a/one';",
    });
    expect(describeLoops(loop).lines[0]).toBe('Schleife (Ebene 1): lib/a <-> lib/b');
    const oneWay = tree({
      'lib/a/one.ts': "import { two } from '@/lib/b/two';\nexport const one = two;",
      'lib/b/two.ts': "import { db } from '@/lib/c';\nexport const two = db;",
      'lib/c/index.ts': 'export const db = 1;',
    });
    expect(describeLoops(oneWay).count).toBe(0);
  });

  it('finds none in this project', () => {
    expect(describeLoops(process.cwd()).lines).toEqual([]);
  });
});
