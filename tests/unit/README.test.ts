// The README's map is the territory: every file or folder of the project it names in `code` exists. A move that
// forgets the README fails here instead of sending the next engineer to a file that is gone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const ROOT = PROJECT_ROOT;
const FOLDERS = ['blocks', 'schemas', 'renderer', 'pages', 'lib', 'public', 'codegen', 'tests', 'content', 'scripts'];
/** Names the README uses as examples of what a change would create (a renamed block, a layout not chosen). */
const EXAMPLES = ['blocks/alt/', 'blocks/neu/', 'lib/platform/', 'lib/domains/'];

function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const candidate = code!.replace(/[:#].*$/, '');
    if (!FOLDERS.some((folder) => candidate.startsWith(`${folder}/`))) continue;
    // A pattern or a placeholder (`codegen/out/form-<name>.ts`, `blocks/*/schema.json`) names no single file.
    if (/[<>*{}]|…/.test(candidate) || candidate.endsWith('-')) continue;
    if (EXAMPLES.some((example) => candidate.startsWith(example))) continue;
    paths.add(candidate);
  }
  return [...paths].sort();
}

describe('README', () => {
  const paths = namedPaths(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));

  it('names the project by its paths', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  it('names no file or folder that does not exist', () => {
    expect(paths.filter((named) => !existsSync(path.join(ROOT, named)))).toEqual([]);
  });
});
