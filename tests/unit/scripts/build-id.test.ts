// One build for all instances: the build id follows the sources (and the inlined NEXT_PUBLIC_ settings), not the
// moment of the build; the draft-mode keys follow the build id and a configured secret.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import buildIdModule from '@/scripts/build-id.js';

const { applyPreviewKeys, buildId, previewKeys, sourceHash } = buildIdModule as {
  applyPreviewKeys: (distDir: string, secret: string) => Record<string, string>;
  buildId: (root?: string, env?: Record<string, string | undefined>) => string;
  previewKeys: (secret: string, id: string) => Record<string, string>;
  sourceHash: (root?: string) => string;
};

const made: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-id-'));
  made.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const FILES = { 'pages/index.tsx': 'export default 1', 'lib/a.ts': 'a', 'next.config.js': '{}', 'README.md': 'x' };

describe('buildId', () => {
  it('is the same for two checkouts of the same sources, wherever they lie', () => {
    const one = tree(FILES);
    const two = tree(FILES);
    expect(buildId(one, {})).toBe(buildId(two, {}));
    expect(buildId(one, {})).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('changes with any source file and with the NEXT_PUBLIC_ settings, not with files the build does not read', () => {
    const base = tree(FILES);
    const id = buildId(base, {});
    const changed = tree({ ...FILES, 'lib/a.ts': 'b' });
    expect(buildId(changed, {})).not.toBe(id);
    expect(buildId(base, { NEXT_PUBLIC_MATOMO_URL: 'https://statistik.example' })).not.toBe(id);
    expect(buildId(base, { VORSCHAU_URL: 'https://tannbrunn-vorschau.example' })).not.toBe(id);
    expect(buildId(base, { SECRET_AT_RUNTIME: 'x' })).toBe(id);
    const docs = tree({ ...FILES, 'README.md': 'anders', 'tests/x.test.ts': 'y' });
    expect(buildId(docs, {})).toBe(id);
  });

  it('of this project equals the hash `npm start` uses to decide on a rebuild, plus the public settings', () => {
    expect(sourceHash()).toMatch(/^[0-9a-f]{64}$/);
    expect(buildId(undefined, {})).toBe(buildId(undefined, {}));
  });
});

describe('preview keys', () => {
  it('are derived from the secret and the build id: equal for equal inputs, different otherwise', () => {
    const keys = previewKeys('geheim', 'build-1');
    expect(previewKeys('geheim', 'build-1')).toEqual(keys);
    expect(previewKeys('geheim', 'build-2').previewModeId).not.toBe(keys.previewModeId);
    expect(previewKeys('anders', 'build-1').previewModeEncryptionKey).not.toBe(keys.previewModeEncryptionKey);
    expect(keys.previewModeId).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.previewModeSigningKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('replace the random keys in both files a build holds them in', () => {
    const dist = tree({
      BUILD_ID: 'build-1\n',
      'server/preview-props.json': JSON.stringify({ previewModeId: 'zufall' }),
      'prerender-manifest.json': JSON.stringify({
        version: 4,
        routes: { '/de': {} },
        preview: { previewModeId: 'zufall' },
      }),
    });
    const copy = tree({});
    cpSync(dist, copy, { recursive: true });
    const keys = applyPreviewKeys(dist, 'geheim');
    expect(applyPreviewKeys(copy, 'geheim')).toEqual(keys);
    expect(JSON.parse(readFileSync(path.join(dist, 'server/preview-props.json'), 'utf8'))).toEqual(keys);
    const manifest = JSON.parse(readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8'));
    expect(manifest).toEqual({ version: 4, routes: { '/de': {} }, preview: keys });
  });
});
