// The detail pages of events, news items, offices, staff members and directory entries come from their entries
// (their collection's page template filled with the entry, answered from the store), no longer from a hand-made page
// per entry. Visitors must not see a difference: every hand-made page the entries replaced (kept here as it was,
// hand-made-detail-pages.json) renders the same HTML, title, description, breadcrumbs and canonical address with the
// answers of content/api as the entry's page does at the same address from a seeded store.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import { normalizeSeedPage } from '@/lib/redaktion/store/seed-source';
import { createEmbeddedCms } from '@/lib/redaktion/embedded/embedded-cms';
import type { CmsService } from '@/lib/services/cms/cms-service';
import { detailsOf } from '@/lib/sammlungen/registry';
import { loadPage } from '@/renderer/load-page';
import { CmsPageView, LAYOUTS } from '@/renderer/CmsPageView';
import { preloadDynamic, renderWithRouter } from '../../support/render-with-router';
import { CONTENT, seededStore } from '../../support/seeded-store';

const HAND_MADE = (
  JSON.parse(readFileSync(path.join(__dirname, 'hand-made-detail-pages.json'), 'utf8')) as {
    seiten: Record<string, Record<string, unknown>>;
  }
).seiten;
const SITE = 'https://www.tannbrunn.example';

const store = seededStore();
let fromEntries: CmsService;
let handMade: CmsService;

beforeAll(async () => {
  await preloadDynamic(...Object.values(LAYOUTS));
  fromEntries = createEmbeddedCms(CONTENT, { database: async () => store() });
  // As before the collections: the page from content/seiten, every call answered from the files of content/api.
  const files = createEmbeddedCms(CONTENT, { database: null });
  handMade = {
    ...files,
    getPage: async (sitePath) =>
      Object.hasOwn(HAND_MADE, sitePath) ? normalizeSeedPage(sitePath, HAND_MADE[sitePath]!) : null,
  };
}, 120_000);

async function rendered(cms: CmsService, pfad: string) {
  const result = await loadPage({ path: pfad, query: {}, showNotices: true }, { cms, blockMeta, siteUrl: SITE });
  if (result.kind !== 'page') return { kind: result.kind };
  const { page } = result;
  const html = renderWithRouter(<CmsPageView page={page} layoutData={{ menus: {}, weather: null }} />, pfad);
  return {
    kind: result.kind,
    title: page.title,
    description: page.description,
    canonical: page.canonical,
    breadcrumbs: page.breadcrumbs,
    // React's useId values name a component's place in the tree, not content.
    html: html.replace(/_R_[0-9a-z]+_/g, '_R_'),
  };
}

const paths = Object.keys(HAND_MADE).sort();

describe('detail pages from entries', () => {
  it('replace a hand-made page for every event, news item, office, staff member and directory entry', () => {
    const collections = new Set(paths.flatMap((pfad) => detailsOf(pfad).map((match) => match.sammlung.name)));
    expect([...collections].sort()).toEqual(['aemter', 'artikel', 'branchen', 'mitarbeiter', 'veranstaltungen']);
    expect(paths.length).toBe(83);
  });

  it.each(paths)('%s renders as its hand-made page did', async (pfad) => {
    const before = await rendered(handMade, pfad);
    const after = await rendered(fromEntries, pfad);
    expect(before.kind).toBe('page');
    // The hand-made page showed its entry (not a block's empty state), so the comparison compares content.
    expect(before.html).not.toContain('wird nicht angezeigt');
    expect(after).toEqual(before);
  });
});
