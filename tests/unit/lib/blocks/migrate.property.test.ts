// For every stored shape with older versions (codegen/shapes.ts): content generated from each old snapshot (valid
// under that version, as an editor could have stored it) migrates to content the current validator accepts; content
// already in the newer shape passes each migration unchanged (a block without a version is never migrated twice);
// and invalid old data never makes reading throw. Seeded, so CI runs the same cases every time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blockMeta } from '@/codegen/out/block-meta';
import { shapeMigrations, shapeVersions } from '@/codegen/out/shape-versions';
import bundle from '@/codegen/out/block-schemas.json';
import { migrateBlock } from '@/lib/blocks/migrate';
import { createAjv } from '@/lib/validation/configure-ajv';
import { arbitraryOf, type Lookup } from '../../support/schema-arbitrary';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const ROOT = PROJECT_ROOT;
const shared = bundle.shared as Record<string, Record<string, unknown>>;
const lookup: Lookup = (id) => shared[id];

function snapshot(template: string, version: number): Record<string, unknown> {
  const file = path.join(ROOT, 'blocks', template, 'versions', `v${version}.schema.json`);
  const {
    $comment,
    'x-referenzen': references,
    ...schema
  } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  void $comment; // the generated-file banner
  void references; // the shared schemas as released; the arbitrary resolves references through `lookup`
  return schema;
}

const blockTemplates = Object.keys(shapeMigrations)
  .filter((shape) => shape.startsWith('block:'))
  .map((shape) => shape.slice('block:'.length));
const cases = blockTemplates.flatMap((template) =>
  Array.from({ length: shapeVersions[`block:${template}`]! - 1 }, (_, i) => [template, i + 1] as const),
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

  it.each(cases)(
    '%s: content already in the newer shape passes the step from version %i unchanged',
    (template, version) => {
      const step = shapeMigrations[`block:${template}`]![version] as (old: unknown) => unknown;
      fc.assert(
        fc.property(arbitraryOf(snapshot(template, version + 1), lookup), (options) => {
          const before = structuredClone(options);
          expect(step(options)).toEqual(before);
        }),
        { seed: 35, numRuns: 300 },
      );
    },
  );

  it.each(cases)('%s: invalid data named version %i never makes reading throw', (template, version) => {
    const junk = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.constantFrom('titel', 'text', 'link', 'linktext', 'verweis', 'bildupload', 'toString'),
        fc.jsonValue(),
      ),
    );
    fc.assert(
      fc.property(junk, (options) => {
        const result = migrateBlock({ template, slotName: 'main', version, options });
        expect(['migriert', 'fehlgeschlagen']).toContain(result.status);
        if (result.status === 'fehlgeschlagen') expect(result.error).toMatch(/\S/);
      }),
      { seed: 36, numRuns: 300 },
    );
  });
});
