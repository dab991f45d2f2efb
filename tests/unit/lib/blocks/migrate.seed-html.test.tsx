// A block change must not change what visitors see of stored content: every seeded page (its blocks written in
// version 1, the specification's shape, and migrated on read) renders exactly the HTML it rendered before the text
// block's heading and the image-text block's image became versioned changes. The golden hashes were written with
// the schemas before those changes (SEED_HTML_GOLDEN=write rewrites them; only ever do that for an intended change).
import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockMeta } from '@/codegen/out/block-meta';
import { loadPage } from '@/renderer/load-page';
import { CmsPageView, LAYOUTS } from '@/renderer/CmsPageView';
import { readSeed } from '@/lib/redaktion/store/seed-source';
import { detailsOf } from '@/lib/sammlungen/registry';
import { fakeCms } from '../../support/fake-cms';
import { preloadDynamic, renderWithRouter } from '../../support/render-with-router';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const GOLDEN = path.join(__dirname, 'seed-html.golden.json');
const CONTENT = path.join(PROJECT_ROOT, 'content');

beforeAll(() => preloadDynamic(...Object.values(LAYOUTS)));

async function renderSeededPage(pfad: string, inhalt: unknown): Promise<string> {
  const result = await loadPage(
    { path: pfad, query: {}, showNotices: true },
    { cms: fakeCms({ [pfad]: inhalt }), blockMeta, siteUrl: 'https://www.tannbrunn.example' },
  );
  if (result.kind !== 'page') return `kein Seitenergebnis: ${result.kind}`;
  return renderWithRouter(<CmsPageView page={result.page} layoutData={{ menus: {}, weather: null }} />, pfad);
}

describe('seeded pages across block versions', () => {
  it('render the same HTML as before the block changes', async () => {
    const { pages } = await readSeed(CONTENT);
    const hashes: Record<string, string> = {};
    for (const { pfad, inhalt } of pages) {
      const html = await renderSeededPage(pfad, inhalt);
      expect(html, pfad).not.toContain('wird nicht angezeigt');
      // React's useId values (`_R_…_`) name a component's place in the tree, not content: a layout that gains a part
      // (the alert banner's slot) shifts them on every page.
      hashes[pfad] = createHash('sha256')
        .update(html.replace(/_R_[0-9a-z]+_/g, '_R_'))
        .digest('hex');
    }
    if (process.env.SEED_HTML_GOLDEN === 'write') writeFileSync(GOLDEN, JSON.stringify(hashes, null, 2) + '\n');
    expect(existsSync(GOLDEN), 'seed-html.golden.json fehlt').toBe(true);
    const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, string>;
    // A page the seed no longer has is an entry's page now (events, news, offices, staff, the directory): those are
    // compared with the hand-made pages they replace in tests/unit/lib/sammlungen/entry-page.test.tsx.
    const gone = Object.keys(golden).filter((pfad) => !Object.hasOwn(hashes, pfad));
    expect(gone.filter((pfad) => detailsOf(pfad).length === 0)).toEqual([]);
    expect(hashes).toEqual(Object.fromEntries(Object.entries(golden).filter(([pfad]) => !gone.includes(pfad))));
    // The comparison covers the changed blocks: seeded text blocks with a heading are among the pages.
    const titled = pages.flatMap((p) => p.inhalt.content as { template: string; options?: { titel?: unknown } }[]);
    expect(titled.filter((b) => b.template === 'text' && typeof b.options?.titel === 'string').length).toBeGreaterThan(
      5,
    );
  }, 60_000);
});
