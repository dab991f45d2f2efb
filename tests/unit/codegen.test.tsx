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
import { filterList } from '@/lib/services/embedded/list-filter';
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
      description: 'Hinweis auf eine Unwetterwarnung und die Warnungen der Ortsteile.',
      // The page query key it reads; the embedded CMS filters its list by it.
      'x-query': { warnstufe: { description: 'Nur Warnungen dieser Stufe.', matches: 'stufe' } },
      type: 'object',
      required: ['stufe', 'text'],
      properties: {
        stufe: { title: 'Warnstufe', type: 'integer', minimum: 1, maximum: 4 },
        text: { title: 'Hinweistext', type: 'string', contentMediaType: 'text/html' },
      },
    }),
  );
  // Its data: the answer of its context call, a list of warnings (no entity of schemas/ needed).
  writeFileSync(
    path.join(folder, 'data.schema.json'),
    JSON.stringify({
      $id: `${dir}-daten`,
      title: 'WetterwarnungDaten',
      description: 'Die Warnungen der Ortsteile.',
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          title: 'Warnungen',
          type: 'array',
          items: {
            title: 'Ortswarnung',
            type: 'object',
            required: ['ort', 'stufe'],
            properties: {
              ort: { title: 'Ortsteil', type: 'string', minLength: 1 },
              stufe: { title: 'Warnstufe', type: 'integer', minimum: 1, maximum: 4 },
            },
          },
        },
      },
    }),
  );
  writeFileSync(
    path.join(folder, 'WetterwarnungBlock.tsx'),
    `import type { BlockProps } from '@/renderer/block-props';
type Daten = { data: { ort: string; stufe: number }[] };
export default function WetterwarnungBlock({ content, data }: BlockProps<{ stufe: number; text: string }, Daten>) {
  return (
    <div role="alert" data-stufe={content.stufe}>
      <div dangerouslySetInnerHTML={{ __html: content.text }} />
      {data?.data.map((w) => <p key={w.ort}>{w.ort}: Stufe {w.stufe}</p>)}
    </div>
  );
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

  it('a new block folder plus codegen is all it takes to render it on a page, with its data and query keys', async () => {
    addProbeBlock();
    expect(await run(TMP, false)).toBe(0);
    const out = path.join(TMP, 'codegen', 'out');
    const types = readFileSync(path.join(out, 'types.ts'), 'utf8');
    expect(types).toMatch(/"wetterwarnung": Wetterwarnung;/);
    // Its data type, generated from its data.schema.json, is what BlockProps<Content, Data> receives.
    expect(types).toMatch(/export interface WetterwarnungDaten \{/);
    expect(types).toMatch(/export interface BlockDataByTemplate \{[^}]*"wetterwarnung": WetterwarnungDaten;/);
    expect(readFileSync(path.join(out, 'registry.ts'), 'utf8')).toContain(
      'dynamic<BlockProps<BlockContentByTemplate["wetterwarnung"], BlockDataByTemplate["wetterwarnung"]>>',
    );
    const bundle = JSON.parse(readFileSync(path.join(out, 'block-schemas.json'), 'utf8'));
    expect(bundle.blocks.wetterwarnung.title).toBe('Wetterwarnung');
    expect(bundle.data.wetterwarnung.title).toBe('WetterwarnungDaten');
    // Its query key joins the keys that make a page per-request (next.config.js) and the embedded list filters.
    const queryKeys = JSON.parse(readFileSync(path.join(out, 'query-keys.json'), 'utf8'));
    expect(queryKeys.params).toContain('warnstufe');
    expect(queryKeys.listFilters.warnstufe).toBe('stufe');
    const warnungen = [
      { ort: 'Tannbrunn', stufe: 3 },
      { ort: 'Oberbrunn', stufe: 2 },
    ];
    expect(filterList(warnungen, { warnstufe: '3' }, new Date(), queryKeys.listFilters)).toEqual([warnungen[0]]);

    const { blockMeta } = (await import(path.join(out, 'block-meta.ts'))) as { blockMeta: Record<string, BlockMeta> };
    const { blockComponents } = (await import(path.join(out, 'registry.ts'))) as { blockComponents: ComponentMap };
    expect(blockMeta.wetterwarnung?.htmlPaths).toEqual([['text']]);
    expect(blockMeta.wetterwarnung?.data?.detail).toBe(false);

    const cms = fakeCms(
      {
        '/de/warnung': {
          pageLayout: 'default',
          title: 'Unwetter',
          content: [
            {
              id: 'w',
              template: 'wetterwarnung',
              slotName: 'main',
              options: { stufe: 3, text: '<p>Sturmböen<script>x</script></p>' },
              context: { endpoint: '/api/cms/warnungen' },
            },
            { id: 'v', template: 'wetterwarnung', slotName: 'main', options: { stufe: 9, text: '<p>ungültig</p>' } },
          ],
        },
      },
      // The CMS's answer passes the boundary: the entry without its level is left out.
      {
        '/api/cms/warnungen': () => ({
          status: 200,
          body: { data: [{ ort: 'Tannbrunn', stufe: 3 }, { ort: 'Kapellenhof' }] },
        }),
      },
    );
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
    expect(html).toContain(
      'role="alert" data-stufe="3"><div><p>Sturmböen</p></div><p>Tannbrunn<!-- -->: Stufe <!-- -->3</p></div>',
    );
    expect(html).not.toContain('Kapellenhof');
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

  it('fails with a clear message for a data schema or query keys that break the conventions', async () => {
    const folder = addProbeBlock('pruefung');
    const schema = JSON.parse(readFileSync(path.join(folder, 'schema.json'), 'utf8'));
    const data = JSON.parse(readFileSync(path.join(folder, 'data.schema.json'), 'utf8'));
    writeFileSync(path.join(folder, 'schema.json'), JSON.stringify({ ...schema, $id: 'pruefung', title: 'Pruefung' }));
    const write = (file: string, value: unknown) => writeFileSync(path.join(folder, file), JSON.stringify(value));

    write('data.schema.json', { ...data, $id: 'pruefung-daten' });
    await expect(generate(TMP)).rejects.toThrow(
      'blocks/pruefung/data.schema.json: "title" muss "PruefungDaten" lauten',
    );
    write('data.schema.json', { ...data, $id: 'daten', title: 'PruefungDaten' });
    await expect(generate(TMP)).rejects.toThrow('"$id" muss "pruefung-daten" lauten');
    write('data.schema.json', { ...data, $id: 'pruefung-daten', title: 'PruefungDaten', 'x-detail': 'ja' });
    await expect(generate(TMP)).rejects.toThrow('"x-detail" muss true oder false sein');
    write('data.schema.json', { ...data, $id: 'pruefung-daten', title: 'PruefungDaten' });

    write('schema.json', {
      ...schema,
      $id: 'pruefung',
      title: 'Pruefung',
      'x-query': { 'Rubrik-ID': { description: 'x' } },
    });
    await expect(generate(TMP)).rejects.toThrow('"Rubrik-ID" ist kein Seitenparameter');
    write('schema.json', { ...schema, $id: 'pruefung', title: 'Pruefung', 'x-query': { ortsteil: {} } });
    await expect(generate(TMP)).rejects.toThrow('"ortsteil" braucht eine deutsche "description"');
    // The same key, matched against another field than another block says: the embedded CMS could not filter.
    write('schema.json', {
      ...schema,
      $id: 'pruefung',
      title: 'Pruefung',
      'x-query': { ort: { description: 'Ort', matches: 'ortsteil' } },
    });
    await expect(generate(TMP)).rejects.toThrow(/"x-query" ort vergleicht mit "ortsteil", blocks\/\S+ mit "ort"/);
    rmSync(folder, { recursive: true });
  });

  it('--check reports stale output', async () => {
    const types = path.join(TMP, 'codegen', 'out', 'types.ts');
    writeFileSync(types, readFileSync(types, 'utf8') + '\n// von Hand geändert\n');
    expect(await run(TMP, true)).toBe(1);
  });
});
