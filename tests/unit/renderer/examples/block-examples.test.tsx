// GOV.UK style: every block folder documents named examples; every valid one renders (with each of its
// data examples, through the data boundary, and without data), every invalid one is rejected by the
// block's precompiled validator, and every data example fits the block's data.schema.json whole.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { blockMeta } from '@/codegen/out/block-meta';
import { reshapeAnswer } from '@/lib/validation/reshape-answer';
import { exampleCases, readBlockExamples } from '@/renderer/examples/block-examples';
import { renderBlockExample } from '../../support/render-block-example';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const ROOT = PROJECT_ROOT;
const BLOCKS = path.join(ROOT, 'blocks');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const folders = readdirSync(BLOCKS).filter((name) => existsSync(path.join(BLOCKS, name, 'schema.json')));

describe.each(folders)('block %s', (template) => {
  const examples = readBlockExamples(ROOT, template) ?? { valid: {}, invalid: {} };
  const meta = blockMeta[template]!;

  it('has examples.json with valid and invalid examples, and data examples when it has data', () => {
    expect(readBlockExamples(ROOT, template), `${template}/examples.json fehlt`).not.toBeNull();
    expect(Object.keys(examples.valid).length).toBeGreaterThan(0);
    expect(Object.keys(examples.invalid).length).toBeGreaterThan(0);
    // A block with a context call shows its filled state in the examples, not only its empty one.
    expect(Object.keys(examples.data ?? {}).length > 0, `${template}: Datenbeispiele`).toBe(Boolean(meta.data));
  });

  it.each(Object.entries(examples.data ?? {}))('the data example "%s" fits data.schema.json whole', (_name, data) => {
    const reshaped = reshapeAnswer(meta.data!.validate, data);
    expect(reshaped.refused).toBeNull();
    expect(reshaped.leftOut).toEqual([]);
  });

  it.each(exampleCases(examples).map((c) => [c.content, c.data ?? 'ohne Daten', c] as const))(
    'renders the valid example "%s" with "%s"',
    async (_content, _data, { content, data }) => {
      const options = examples.valid[content];
      expect(meta.validate(options), JSON.stringify(meta.validate.errors)).toBe(true);
      const html = await renderBlockExample(template, examples, { content, data });
      const answer = data === null ? null : reshapeAnswer(meta.data!.validate, examples.data![data]).value;
      expect(html.length).toBeGreaterThan(20);
      // Every string the editor typed (titles, texts) reaches the page.
      // (A heading may be an object with its text and level, as the text block's.)
      const titel = (options as { titel?: string | { text: string } }).titel;
      const titelText = typeof titel === 'object' ? titel.text : titel;
      if (titelText) expect(html).toContain(escape(titelText));
      // A filled list shows its entries.
      const first = (answer as { data?: { titel?: string; nachname?: string }[] } | null)?.data?.[0];
      if (first) expect(html).toContain(escape(first.titel ?? first.nachname ?? ''));
    },
  );

  it.each(Object.entries(examples.invalid))('rejects the invalid example "%s"', (_name, options) => {
    expect(meta.validate(options)).toBe(false);
  });
});
