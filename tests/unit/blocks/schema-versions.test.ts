// Codegen refuses a block schema change that would break stored content unless the version is raised and a
// migration given; additive changes pass. Fixture schemas in a tree of their own.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectBlocks } from '@/codegen/collect';
import { collectBlockVersions } from '@/codegen/block-versions';
import { emitSnapshots } from '@/codegen/emit-block-versions';
import { findIncompatibilities } from '@/codegen/schema-compat';

const TMP = path.resolve(__dirname, '..', '..', '.tmp', `schema-versions-${process.pid}`);

const released = {
  $id: 'hinweis',
  title: 'Hinweis',
  description: 'Ein Hinweis.',
  'x-editor': { titel: 'Hinweis', beschreibung: 'Ein kurzer Hinweis in einem Kasten.' },
  type: 'object',
  required: ['text'],
  properties: {
    text: { title: 'Text', type: 'string', maxLength: 200 },
    art: { title: 'Art', type: 'string', enum: ['info', 'warnung', 'gefahr'] },
    anzahl: { type: 'integer', minimum: 0 },
    links: { type: 'array', items: { type: 'object', properties: { url: { type: 'string' } } } },
  },
};
type Schema = typeof released & Record<string, unknown>;

function tree(schema: object, snapshot: object | null = released, migrations: string[] = []) {
  rmSync(TMP, { recursive: true, force: true });
  const dir = path.join(TMP, 'blocks', 'hinweis');
  mkdirSync(path.join(dir, 'versions'), { recursive: true });
  writeFileSync(path.join(dir, 'schema.json'), JSON.stringify(schema));
  writeFileSync(path.join(dir, 'Hinweis.tsx'), 'export default function Hinweis() { return null; }\n');
  if (snapshot) writeFileSync(path.join(dir, 'versions', 'v1.schema.json'), JSON.stringify(snapshot));
  for (const name of migrations) {
    mkdirSync(path.join(dir, 'migrations'), { recursive: true });
    writeFileSync(path.join(dir, 'migrations', name), 'export default (old: unknown) => old;\n');
  }
}
const versions = () => collectBlockVersions(TMP, collectBlocks(TMP));
const changed = (change: (s: Schema) => void): Schema => {
  const copy = structuredClone(released) as Schema;
  change(copy);
  return copy;
};

afterEach(() => rmSync(TMP, { recursive: true, force: true }));

describe('findIncompatibilities', () => {
  const reasons = (change: (s: Schema) => void) =>
    findIncompatibilities(released, changed(change)).map((f) => `${f.path}: ${f.reason}`);

  it('lets additive and descriptive changes pass', () => {
    expect(reasons((s) => Object.assign(s.properties, { neu: { type: 'string' } }))).toEqual([]);
    expect(reasons((s) => (s.properties.text.maxLength = 500))).toEqual([]);
    expect(reasons((s) => (s.properties.art.enum = ['info', 'warnung', 'gefahr', 'hitze']))).toEqual([]);
    expect(reasons((s) => (s.properties.anzahl.type = 'number'))).toEqual([]);
    expect(reasons((s) => (s.properties.text.title = 'Hinweistext'))).toEqual([]);
    expect(reasons((s) => (s.required = []))).toEqual([]);
  });

  it('names path and reason of every breaking change', () => {
    expect(reasons((s) => delete (s.properties as Record<string, unknown>).art)).toEqual([
      '/art: Feld entfernt oder umbenannt: gespeicherte Inhalte verlören es',
    ]);
    expect(reasons((s) => s.required.push('art'))).toEqual(['/art: neues Pflichtfeld']);
    expect(reasons((s) => Object.assign(s.properties.text, { type: 'object' }))).toEqual([
      '/text: Typ eingeengt: "string" -> "object"',
    ]);
    expect(reasons((s) => (s.properties.art.enum = ['info', 'gefahr']))).toEqual([
      '/art: Werte entfallen: ["warnung"]',
    ]);
    expect(reasons((s) => Object.assign(s.properties.text, { pattern: '^\\S' }))).toEqual([
      '/text: "pattern" geändert: keine -> "^\\\\S"',
    ]);
    expect(reasons((s) => Object.assign(s.properties.text, { format: 'email' }))).toEqual([
      '/text: "format" geändert: keine -> "email"',
    ]);
    expect(reasons((s) => (s.properties.text.maxLength = 100))).toEqual(['/text: maxLength gesenkt: 200 -> 100']);
    expect(reasons((s) => (s.properties.anzahl.minimum = 1))).toEqual(['/anzahl: minimum erhöht: 0 -> 1']);
    expect(reasons((s) => Object.assign(s.properties.links.items, { required: ['url'] }))).toEqual([
      '/links/*/url: neues Pflichtfeld',
    ]);
    expect(reasons((s) => Object.assign(s, { additionalProperties: false }))).toEqual([
      '/: weitere Felder: true -> false',
    ]);
  });

  it('treats what it cannot compare as breaking', () => {
    expect(reasons((s) => Object.assign(s.properties.text, { anyOf: [{ minLength: 1 }] }))).toEqual([
      '/text: "anyOf" geändert: keine -> [{"minLength":1}]',
    ]);
  });
});

describe('codegen and schema versions', () => {
  it('writes the first snapshot of a new block and accepts an additive change in place', () => {
    tree(released, null);
    expect([...emitSnapshots(versions()).keys()]).toEqual(['blocks/hinweis/versions/v1.schema.json']);
    tree(changed((s) => Object.assign(s.properties, { neu: { type: 'boolean' } })));
    expect(versions()[0]!.current).toBe(1);
  });

  it('refuses a breaking change without a new version, naming block, paths and the way out', () => {
    tree(changed((s) => (s.properties = { ...s.properties, text: { title: 'Text', type: 'object' } as never })));
    expect(versions).toThrow(/Block „hinweis“: .*Version 1 ungültig:\n {2}\/text: Typ eingeengt/);
    expect(versions).toThrow(/"x-version": 2 setzen und blocks\/hinweis\/migrations\/v1-to-v2\.ts schreiben/);
  });

  it('refuses a raised version without its migration, and accepts it with one', () => {
    const v2 = changed((s) => Object.assign(s, { 'x-version': 2, required: ['text', 'art'] }));
    tree(v2);
    expect(versions).toThrow('Block „hinweis“: Version 2 braucht die Migration blocks/hinweis/migrations/v1-to-v2.ts');
    tree(v2, released, ['v1-to-v2.ts']);
    const [hinweis] = versions();
    expect(hinweis!.snapshots.map((s) => s.version)).toEqual([1, 2]);
    // The old snapshot stays as released; the new version's is written beside it.
    expect([...emitSnapshots([hinweis!]).keys()]).toEqual(['blocks/hinweis/versions/v2.schema.json']);
    expect(existsSync(path.join(TMP, 'blocks/hinweis/versions/v1.schema.json'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(TMP, 'blocks/hinweis/versions/v1.schema.json'), 'utf8'))).toEqual(
      released,
    );
  });

  it('refuses a version that falls or jumps, and a migration that fits no version', () => {
    tree(
      changed((s) => Object.assign(s, { 'x-version': 3 })),
      released,
      ['v1-to-v2.ts', 'v2-to-v3.ts'],
    );
    expect(versions).toThrow('überspringt eine Version');
    tree(released, released, ['v1-to-v2.ts']);
    expect(versions).toThrow('blocks/hinweis/migrations/v1-to-v2.ts: passt zu keiner Version');
    tree(changed((s) => Object.assign(s, { 'x-version': 0 })));
    expect(versions).toThrow('"x-version" muss eine ganze Zahl ab 1 sein');
  });
});
