// The site script's islands are collected from the folders (codegen/emit-islands.ts): one file, one island.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emitIslands } from '@/codegen/emit-islands';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

describe('emitIslands', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  function tree(files: string[]): string {
    dir = mkdtempSync(path.join(os.tmpdir(), 'islands-'));
    for (const folder of ['blocks', 'renderer']) mkdirSync(path.join(dir, folder), { recursive: true });
    for (const name of files) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), 'export function start() {}\n');
    }
    return dir;
  }

  it('names each island after its file and loads it on demand, sorted', () => {
    const out = emitIslands(
      tree(['renderer/ui/slider/slider.island.ts', 'blocks/karte/karte.island.ts', 'renderer/ui/other.ts']),
    );
    expect(out).toContain(`"karte": () => import('../../blocks/karte/karte.island'),`);
    expect(out).toContain(`"slider": () => import('../../renderer/ui/slider/slider.island'),`);
    expect(out.indexOf('"karte"')).toBeLessThan(out.indexOf('"slider"'));
    expect(out).not.toContain('other');
  });

  it('refuses two islands of one name', () => {
    expect(() => emitIslands(tree(['blocks/a/karte.island.ts', 'renderer/b/karte.island.ts']))).toThrow(
      /Zwei Inseln heißen „karte“/,
    );
  });

  it('collects the repository\u2019s islands: the generated file is what the folders hold', () => {
    const out = emitIslands(PROJECT_ROOT);
    for (const name of [
      'slider',
      'partner-karussell',
      'verzeichnis-filter',
      'verfuegbarkeit',
      'warnmeldung',
      'parallax',
    ])
      expect(out).toContain(`"${name}": () => import(`);
  });
});
