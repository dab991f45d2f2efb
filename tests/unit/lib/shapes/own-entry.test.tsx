// A stored or upstream value used as a key is judged by its type before any lookup (README „Blöcke ändern“): a
// block whose `template` is an object with its own `toString` (a fuzzed CMS answer) is left out alone, the page
// renders. The same for every reader of stored content: migration, the server's check, the diff, the save's stamp.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blockMeta } from '@/codegen/out/block-meta';
import { loadPage } from '@/renderer/load-page';
import { migrateEnvelope, withCurrentVersions } from '@/lib/blocks/migrate';
import { checkEnvelope } from '@/lib/redaktion/shared/check-content';
import { fakeCms } from '../../support/fake-cms';

const good = { id: 'gut', template: 'text', slotName: 'main', version: 2, options: { text: '<p>Bleibt.</p>' } };
const page = (content: unknown[]) => ({ pageLayout: 'default', title: 'Anreise', content });

/** Keys an object may carry that break a lookup that converts it to a string first. */
const HOSTILE_TEMPLATES: unknown[] = [
  { toString: 'kein Text' },
  { toString: 1, valueOf: null },
  {
    toString() {
      throw new Error('vergiftet');
    },
  },
  Object.create(null),
  '__proto__',
  'constructor',
  'hasOwnProperty',
  ['text'],
  7,
];

async function blocksOf(envelope: unknown) {
  const result = await loadPage(
    { path: '/de/anreise', query: {}, showNotices: false },
    { cms: fakeCms({ '/de/anreise': envelope }), blockMeta, siteUrl: 'https://www.tannbrunn.example' },
  );
  if (result.kind !== 'page') throw new Error(result.kind);
  return result.page.blocks;
}

describe('a hostile block shape', () => {
  it.each(HOSTILE_TEMPLATES.map((template, index) => [index, template]))(
    'template #%i: the page renders without that block',
    async (_, template) => {
      const hostile = { id: 'boese', template, slotName: 'main', options: {} };
      const blocks = await blocksOf(page([hostile, good]));
      expect(blocks.map((b) => b.key)).toEqual(['gut']);
    },
  );

  it('a hostile version or options do not crash the pipeline either', async () => {
    const versions = [{ valueOf: 'x', toString: 'y' }, '2', -1, 1.5, null];
    for (const version of versions) {
      const blocks = await blocksOf(page([{ ...good, id: 'boese', version }, good]));
      expect(blocks.map((b) => b.key)).toContain('gut');
    }
    const blocks = await blocksOf(page([{ ...good, id: 'boese', options: { toString: 'x', titel: {} } }, good]));
    expect(blocks.map((b) => b.key)).toContain('gut');
  });

  it('every reader of stored content judges the type first: migration, the check, the save', () => {
    for (const template of HOSTILE_TEMPLATES) {
      const envelope = page([{ id: 'boese', template, slotName: 'main', options: {} }, good]);
      expect(() => migrateEnvelope(envelope)).not.toThrow();
      expect(() => withCurrentVersions(envelope)).not.toThrow();
      expect(checkEnvelope(envelope).fehler).toBeGreaterThan(0);
    }
  });

  it('fuzzed blocks (objects with any keys, including toString and __proto__) never crash a page', async () => {
    const key = fc.constantFrom('toString', 'valueOf', '__proto__', 'constructor', 'template', 'version', 'options');
    const hostileValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.dictionary(key, fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
    );
    const block = fc.record({
      id: fc.string(),
      template: fc.oneof(fc.constantFrom('text', 'bild-text', 'hero'), hostileValue),
      version: fc.oneof(fc.constant(undefined), fc.integer({ min: -1, max: 4 }), hostileValue),
      slotName: fc.constantFrom('main', 'hero'),
      options: fc.oneof(hostileValue, fc.dictionary(key, hostileValue)),
    });
    await fc.assert(
      fc.asyncProperty(block, async (fuzzed) => {
        const blocks = await blocksOf(page([fuzzed, good]));
        expect(blocks.map((b) => b.key)).toContain('gut');
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
