// Property-based (fast-check): every block, rendered from mutations of its examples' content and data as a
// CMS would send them (through the pipeline: block check, data boundary, components, layout), renders
// without an exception and within a bounded time. The seed is fixed, so every run tries the same cases.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import { blockComponents } from '@/codegen/out/registry';
import { addReportSink } from '@/lib/error-reporting';
import { CmsPageView, LAYOUTS } from '@/renderer/CmsPageView';
import { readBlockExamples } from '@/renderer/examples/block-examples';
import { loadPage } from '@/renderer/load-page';
import { fakeCms } from '../support/fake-cms';
import { preloadDynamic, renderWithRouter } from '../support/render-with-router';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const ROOT = PROJECT_ROOT;
const templates = readdirSync(path.join(ROOT, 'blocks')).filter((t) =>
  existsSync(path.join(ROOT, 'blocks', t, 'schema.json')),
);
const RUNS = 80;
const SEED = 20261123;
/** A render of one small page; far above the few milliseconds it takes, far below a hung request. */
const MAX_RENDER_MS = 1500;

type Json = unknown;
type Mutation = { at: number; op: (typeof OPS)[number]; value: Json };

// What a broken or hostile CMS sends: fields missing or null, another type where a list, text or number belongs
// (an object, a list, a number, a word), blank and huge texts, deep nesting, repeated entries.
const OPS = [
  'delete',
  'null',
  'replace',
  'object',
  'wrap',
  'number',
  'word',
  'duplicate',
  'emptyString',
  'longString',
  'deep',
] as const;

type Place = [Record<string, Json> | Json[], string | number];

/** The places of a JSON value down to a depth of 40, as [parent, key] pairs in a fixed order. */
function places(root: Json): Place[] {
  const out: Place[] = [];
  const todo: [Json, number][] = [[root, 0]];
  while (todo.length) {
    const [value, depth] = todo.pop()!;
    if (depth >= 40 || !value || typeof value !== 'object') continue;
    const entries: [string | number, Json][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value);
    for (const [key, item] of entries) {
      out.push([value as Place[0], key]);
      todo.push([item, depth + 1]);
    }
  }
  return out;
}

function nest(depth: number, leaf: Json): Json {
  let node = leaf;
  for (let i = 0; i < depth; i++) node = [node];
  return node;
}

function mutate(original: Json, mutations: Mutation[]): Json {
  const value = structuredClone(original);
  for (const m of mutations) {
    const all = places(value);
    if (!all.length) continue;
    const [parent, key] = all[m.at % all.length]!;
    const current = (parent as Record<string | number, Json>)[key];
    const set = (v: Json) => ((parent as Record<string | number, Json>)[key] = v);
    switch (m.op) {
      case 'delete':
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key as string];
        break;
      case 'null':
        set(null);
        break;
      case 'replace':
        set(m.value);
        break;
      case 'object':
        set({ wert: current });
        break;
      case 'wrap':
        set([current]);
        break;
      case 'number':
        set(-1.5);
        break;
      case 'word':
        set('Familien');
        break;
      case 'duplicate':
        if (Array.isArray(parent)) parent.push(current);
        else set(Array.isArray(current) ? [...current, ...current] : current);
        break;
      case 'emptyString':
        set(typeof current === 'string' ? '   ' : '');
        break;
      case 'longString':
        set('Tannbrunn '.repeat(2000));
        break;
      case 'deep':
        set(nest(2500, current));
        break;
    }
  }
  return value;
}

const mutations = fc.array(
  fc.record({ at: fc.nat(), op: fc.constantFrom(...OPS), value: fc.jsonValue({ maxDepth: 3 }) }),
  { minLength: 1, maxLength: 6 },
);

let removeSink: () => void;
beforeAll(async () => {
  // Misfits are reported once each; here they are expected by the thousand.
  removeSink = addReportSink(() => {});
  await preloadDynamic(...Object.values(blockComponents), ...Object.values(LAYOUTS));
});
afterAll(() => removeSink());

async function renderPage(template: string, options: Json, data: Json | undefined, slotName: string) {
  const endpoint = '/api/cms/probe';
  const cms = fakeCms(
    {
      '/de/probe': {
        pageLayout: 'default',
        title: 'Probe',
        content: [{ id: 'b', template, slotName, options, ...(data !== undefined ? { context: { endpoint } } : {}) }],
      },
    },
    { [endpoint]: () => ({ status: 200, body: data }) },
  );
  const result = await loadPage(
    { path: '/de/probe', query: {}, showNotices: true },
    { cms, blockMeta, siteUrl: 'https://www.tannbrunn.example' },
  );
  if (result.kind !== 'page') throw new Error('expected a page');
  return renderWithRouter(<CmsPageView page={result.page} layoutData={{ menus: {}, weather: null }} />);
}

describe.each(templates)('block %s with mutated content and data', (template) => {
  const examples = readBlockExamples(ROOT, template)!;
  const contents = Object.values(examples.valid);
  const data = Object.values(examples.data ?? {});
  const slotName = examples.slotName ?? 'main';

  it(`renders every mutation without an exception, each within ${MAX_RENDER_MS} ms`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: contents.length - 1 }),
        fc.nat({ max: Math.max(0, data.length - 1) }),
        fc.option(mutations, { nil: undefined }),
        fc.option(mutations, { nil: undefined }),
        async (c, d, contentMutations, dataMutations) => {
          const options = contentMutations ? mutate(contents[c], contentMutations) : contents[c];
          const answer = data.length ? (dataMutations ? mutate(data[d], dataMutations) : data[d]) : undefined;
          const started = performance.now();
          const html = await renderPage(template, options, answer, slotName);
          expect(performance.now() - started).toBeLessThan(MAX_RENDER_MS);
          expect(html).toContain('</main>');
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});
