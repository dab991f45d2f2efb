// The page query keys the blocks declare (`x-query` in their schemas) are the only list next.config.js
// knows: a request to /de/... carrying one of them is rendered per request (pages/abfrage), and the
// embedded CMS filters its lists by those with `matches`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import queryKeys from '@/codegen/out/query-keys.json';
import { filterList } from '@/lib/services/cms/list-filter';
import { examplesEnabled } from '@/renderer/examples/example-page-props';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const ROOT = PROJECT_ROOT;
const nextConfig = createRequire(import.meta.url)(path.join(ROOT, 'next.config.js')) as (phase: string) => {
  rewrites: () => Promise<{
    beforeFiles: { source: string; has: { type: string; key: string }[]; destination: string }[];
  }>;
};

describe('query keys', () => {
  it('are those the blocks read: paging, the directory filter, the event category, the waste district', () => {
    expect(queryKeys.params).toEqual(['interessengruppen_id', 'ort', 'ortsteil', 'rubrik_id', 'seite']);
    expect(queryKeys.listFilters).toEqual({
      interessengruppen_id: 'interessengruppen',
      ort: 'ort',
      rubriken: 'rubriken',
    });
  });

  it('next.config.js renders a CMS page per request for each of them, and for nothing else', async () => {
    const { beforeFiles } = await nextConfig('phase-production-server').rewrites();
    expect(beforeFiles.map((r) => r.has[0]!.key)).toEqual(queryKeys.params);
    for (const rule of beforeFiles) expect(rule.destination).toBe('/abfrage/de/:path*');
  });

  it('the embedded CMS filters a list by them, AND across keys and OR within one', () => {
    const eintraege = [
      { id: 1, ort: 'Tannbrunn', rubriken: [{ id: 11 }], interessengruppen: [{ id: 4 }] },
      { id: 2, ort: 'Ort (Hinterwald)', rubriken: [{ id: 12 }], interessengruppen: [{ id: 8 }] },
      { id: 3, ort: 'Tannbrunn', rubriken: [{ id: 12 }], interessengruppen: [] },
    ];
    const ids = (params: Record<string, string | string[]>) =>
      (filterList(eintraege, params) as { id: number }[]).map((e) => e.id);
    expect(ids({ rubriken: ['11', '12'] })).toEqual([1, 2, 3]);
    expect(ids({ rubriken: '12', ort: 'Tannbrunn' })).toEqual([3]);
    expect(ids({ interessengruppen_id: '8' })).toEqual([2]);
    expect(ids({ unbekannt: 'x' })).toEqual([1, 2, 3]);
  });
});

describe('example pages of the blocks', () => {
  it('are served in development or with BLOCK_EXAMPLES=1 only', () => {
    expect(examplesEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(examplesEnabled({ NODE_ENV: 'production', BLOCK_EXAMPLES: '1' })).toBe(true);
    expect(examplesEnabled({ NODE_ENV: 'development' })).toBe(true);
  });
});
