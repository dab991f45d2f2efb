// GOV.UK style: every block folder documents named examples; every valid one renders, every
// invalid one is rejected by the block's precompiled validator.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blockMeta } from '@/codegen/out/block-meta';
import { blockComponents } from '@/codegen/out/registry';
import { sanitizeAtPaths } from '@/renderer/sanitize-html';
import { renderWithRouter } from './render-with-router';

const BLOCKS = path.resolve(__dirname, '..', '..', 'blocks');
const folders = readdirSync(BLOCKS).filter((name) => existsSync(path.join(BLOCKS, name, 'schema.json')));

interface Examples {
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
}

describe.each(folders)('block %s', (template) => {
  const file = path.join(BLOCKS, template, 'examples.json');

  it('has examples.json with valid and invalid examples', () => {
    expect(existsSync(file), `${template}/examples.json fehlt`).toBe(true);
    const examples = JSON.parse(readFileSync(file, 'utf8')) as Examples;
    expect(Object.keys(examples.valid).length).toBeGreaterThan(0);
    expect(Object.keys(examples.invalid).length).toBeGreaterThan(0);
  });

  const examples = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Examples) : { valid: {}, invalid: {} };
  const meta = blockMeta[template]!;

  it.each(Object.entries(examples.valid))('renders the valid example "%s"', async (_name, options) => {
    expect(meta.validate(options), JSON.stringify(meta.validate.errors)).toBe(true);
    const Component = blockComponents[template as keyof typeof blockComponents] as unknown as {
      preload?: () => Promise<unknown>;
      render?: { preload?: () => Promise<unknown> };
    } & React.ComponentType<{ content: unknown; data: null; page: object }>;
    await (Component.preload?.() ?? Component.render?.preload?.());
    const html = renderWithRouter(
      <Component
        content={sanitizeAtPaths(options, meta.htmlPaths)}
        data={null}
        page={{ path: '/de/beispiel', query: {}, pagination: null }}
      />,
    );
    expect(html.length).toBeGreaterThan(20);
    // Every string the editor typed (titles, texts) reaches the page.
    const titel = (options as { titel?: string }).titel;
    if (titel) expect(html).toContain(titel.replace(/&/g, '&amp;'));
  });

  it.each(Object.entries(examples.invalid))('rejects the invalid example "%s"', (_name, options) => {
    expect(meta.validate(options)).toBe(false);
  });
});
