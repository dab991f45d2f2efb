// Adding a block = dropping in one folder and running codegen: proven end to end here, in a
// copy of schemas/ and blocks/ so the real tree is never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, generate } from '@/codegen/index';
import { loadPage } from '@/renderer/load-page';
import { CmsPageView, LAYOUTS } from '@/renderer/CmsPageView';
import type { ComponentMap } from '@/renderer/BlockList';
import type { BlockMeta } from '@/codegen/out/block-meta';
import { fakeCms } from './fake-cms';
import { preloadDynamic, renderWithRouter } from './render-with-router';

const ROOT = path.resolve(__dirname, '..', '..');
const TMP = path.join(ROOT, 'tests', '.tmp', `codegen-${process.pid}`);

function copyTree() {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  cpSync(path.join(ROOT, 'schemas'), path.join(TMP, 'schemas'), { recursive: true });
  cpSync(path.join(ROOT, 'blocks'), path.join(TMP, 'blocks'), { recursive: true });
}

function addProbeBlock(dir = 'wetterwarnung') {
  const folder = path.join(TMP, 'blocks', dir);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'schema.json'),
    JSON.stringify({
      $id: dir,
      title: 'Wetterwarnung',
      description: 'Hinweis auf eine Unwetterwarnung.',
      type: 'object',
      required: ['stufe', 'text'],
      properties: {
        stufe: { title: 'Warnstufe', type: 'integer', minimum: 1, maximum: 4 },
        text: { title: 'Hinweistext', type: 'string', contentMediaType: 'text/html' },
      },
    }),
  );
  writeFileSync(
    path.join(folder, 'WetterwarnungBlock.tsx'),
    `import type { BlockProps } from '@/renderer/block-props';
export default function WetterwarnungBlock({ content }: BlockProps<{ stufe: number; text: string }>) {
  return <div role="alert" data-stufe={content.stufe} dangerouslySetInnerHTML={{ __html: content.text }} />;
}
`,
  );
  return folder;
}

describe('codegen', () => {
  beforeAll(copyTree);
  afterAll(() => rmSync(TMP, { recursive: true, force: true }));

  it('the checked-in output is current (codegen --check)', async () => {
    expect(await run(ROOT, true)).toBe(0);
  });

  it('a new block folder plus codegen is all it takes to render it on a page', async () => {
    addProbeBlock();
    expect(await run(TMP, false)).toBe(0);
    const out = path.join(TMP, 'codegen', 'out');
    expect(readFileSync(path.join(out, 'types.ts'), 'utf8')).toMatch(/"wetterwarnung": Wetterwarnung;/);
    expect(JSON.parse(readFileSync(path.join(out, 'block-schemas.json'), 'utf8')).blocks.wetterwarnung.title).toBe(
      'Wetterwarnung',
    );

    const { blockMeta } = (await import(path.join(out, 'block-meta.ts'))) as { blockMeta: Record<string, BlockMeta> };
    const { blockComponents } = (await import(path.join(out, 'registry.ts'))) as { blockComponents: ComponentMap };
    expect(blockMeta.wetterwarnung?.htmlPaths).toEqual([['text']]);

    const cms = fakeCms({
      '/de/warnung': {
        pageLayout: 'default',
        title: 'Unwetter',
        content: [
          {
            id: 'w',
            template: 'wetterwarnung',
            slotName: 'main',
            options: { stufe: 3, text: '<p>Sturmböen<script>x</script></p>' },
          },
          { id: 'v', template: 'wetterwarnung', slotName: 'main', options: { stufe: 9, text: '<p>ungültig</p>' } },
        ],
      },
    });
    const result = await loadPage(
      { path: '/de/warnung', query: {}, showNotices: false },
      { cms, blockMeta, siteUrl: 'https://x.example' },
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.page.blocks).toHaveLength(1);

    await preloadDynamic(blockComponents.wetterwarnung, ...Object.values(LAYOUTS));
    const html = renderWithRouter(
      <CmsPageView page={result.page} layoutData={{ menus: {}, weather: null }} components={blockComponents} />,
    );
    expect(html).toContain('role="alert" data-stufe="3"><p>Sturmböen</p></div>');
  });

  it('fails with a clear message when a block folder lacks its schema or its component', async () => {
    const folder = path.join(TMP, 'blocks', 'unfertig');
    mkdirSync(folder, { recursive: true });
    await expect(generate(TMP)).rejects.toThrow('blocks/unfertig: schema.json fehlt');
    writeFileSync(
      path.join(folder, 'schema.json'),
      JSON.stringify({ $id: 'unfertig', title: 'Unfertig', type: 'object' }),
    );
    await expect(generate(TMP)).rejects.toThrow(/blocks\/unfertig: genau eine Komponente/);
    rmSync(folder, { recursive: true });
  });

  it('--check reports stale output', async () => {
    const types = path.join(TMP, 'codegen', 'out', 'types.ts');
    writeFileSync(types, readFileSync(types, 'utf8') + '\n// von Hand geändert\n');
    expect(await run(TMP, true)).toBe(1);
  });
});
