// For every block with older versions: content generated from each old snapshot schema (valid under that version,
// as an editor could have stored it) migrates to content the current validator accepts. Seeded, so CI runs the same
// cases every time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blockMeta } from '@/codegen/out/block-meta';
import { blockMigrations, currentBlockVersions } from '@/codegen/out/block-versions';
import bundle from '@/codegen/out/block-schemas.json';
import { migrateBlock } from '@/lib/blocks/migrate';
import { createAjv } from '@/lib/validation/configure-ajv';
import { arbitraryOf, type Lookup } from './schema-arbitrary';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const shared = bundle.shared as Record<string, Record<string, unknown>>;
const lookup: Lookup = (id) => shared[id];

function snapshot(template: string, version: number): Record<string, unknown> {
  const file = path.join(ROOT, 'blocks', template, 'versions', `v${version}.schema.json`);
  const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  delete schema.$comment; // the generated-file banner
  return schema;
}

const cases = Object.keys(blockMigrations).flatMap((template) =>
  Array.from({ length: currentBlockVersions[template]! - 1 }, (_, i) => [template, i + 1] as const),
);

describe('migrations of every block with older versions', () => {
  it('covers the changed blocks', () => {
    expect(cases).toEqual(
      expect.arrayContaining([
        ['text', 1],
        ['bild-text', 1],
      ]),
    );
  });

  it.each(cases)('%s: content of version %i migrates to content the current validator accepts', (template, version) => {
    const old = snapshot(template, version);
    const ajv = createAjv();
    for (const schema of Object.values(shared)) ajv.addSchema(schema);
    const validOld = ajv.compile({ ...old, $id: `${template}@v${version}` });
    const validate = blockMeta[template]!.validate;
    fc.assert(
      fc.property(arbitraryOf(old, lookup), (options) => {
        // The generator only makes what the old version accepted: otherwise the property would prove nothing.
        expect(validOld(options), JSON.stringify(validOld.errors)).toBe(true);
        const { block, status } = migrateBlock({ template, slotName: 'main', version, options });
        expect(status).toBe('migriert');
        expect(validate(block.options), JSON.stringify(validate.errors)).toBe(true);
      }),
      { seed: 34, numRuns: 300 },
    );
  });
});
