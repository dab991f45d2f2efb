// The page pipeline reads upstream blocks as the store's: an older shape is migrated before validation (a CMS that
// lags behind a release keeps working); a block of a newer release is never dropped silently.
import { afterEach, describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import { addReportSink, type ReportEvent } from '@/lib/error-reporting';
import { loadPage } from '@/renderer/load-page';
import { fakeCms } from '../support/fake-cms';

const page = (content: unknown[]) => ({ pageLayout: 'default', title: 'Anreise', content });
const text = (extra: Record<string, unknown>) => ({ id: 'a', template: 'text', slotName: 'main', ...extra });

async function blocksOf(envelope: unknown, showNotices = false) {
  const result = await loadPage(
    { path: '/de/anreise', query: {}, showNotices },
    { cms: fakeCms({ '/de/anreise': envelope }), blockMeta, siteUrl: 'https://www.tannbrunn.example' },
  );
  if (result.kind !== 'page') throw new Error(result.kind);
  return result.page.blocks;
}

let events: ReportEvent[] = [];
let remove = addReportSink((e) => events.push(e));
afterEach(() => {
  remove();
  events = [];
  remove = addReportSink((e) => events.push(e));
});

describe('block versions in the page pipeline', () => {
  it('migrates an upstream block without version (version 1) before validating it', async () => {
    const [block] = await blocksOf(page([text({ options: { titel: 'Mit dem Bus', text: '<p>Linie 7</p>' } })]));
    expect(block).toMatchObject({
      key: 'a',
      options: { titel: { text: 'Mit dem Bus', ebene: 2 }, text: '<p>Linie 7</p>' },
    });
    expect(events).toEqual([]);
  });

  it('leaves out a block of a newer release with an error report, and tells editors in preview', async () => {
    const newer = page([text({ version: 7, options: { inhalt: 'neu' } })]);
    expect(await blocksOf(newer)).toEqual([]);
    expect(events).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'Block "text" in Version 7, diese Version der Website kennt text nur bis Version 2',
      }),
    ]);
    const [notice] = await blocksOf(newer, true);
    expect(notice!.notice).toBe(
      'Der Block „text“ wurde mit einer neueren Version der Website gespeichert (Version 7) und wird hier nicht angezeigt.',
    );
  });
});
