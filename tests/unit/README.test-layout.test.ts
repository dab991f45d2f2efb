// The README's rule for unit tests holds for every one of them: a test file mirrors the file it tests
// (`tests/unit/<its path>.test.ts`, a second aspect adds its name before `.test`), so the tests of a module are found
// by its path alone. Helpers live in tests/unit/support/, fixtures beside the test that reads them.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './support/project-root';

const UNIT = path.join(PROJECT_ROOT, 'tests', 'unit');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.css', '.md', '/index.ts'];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'support' && dir === UNIT ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(UNIT, full)] : [];
  });
}

/** Whether the file a test names exists: its path without `.test.ts`, or without a last `.<aspect>` too. */
function testsAFile(test: string): boolean {
  const stem = test.replace(/\.test\.tsx?$/, '');
  const candidates = [stem, stem.replace(/\.[a-z0-9-]+$/, '')];
  return candidates.some((candidate) =>
    EXTENSIONS.some((extension) => existsSync(path.join(PROJECT_ROOT, candidate + extension))),
  );
}

describe('unit tests mirror what they test', () => {
  const tests = testFiles(UNIT);

  it('finds the unit tests', () => {
    expect(tests.length).toBeGreaterThan(150);
  });

  it('every unit test stands at the path of an existing file', () => {
    expect(tests.filter((test) => !testsAFile(test))).toEqual([]);
  });
});
