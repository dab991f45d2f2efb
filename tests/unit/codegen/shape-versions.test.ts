// Codegen refuses a block schema change that would break stored content unless the version is raised and a
// migration given; additive changes pass. Fixture schemas in a tree of their own.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectBlocks, collectSharedSchemas } from '@/codegen/collect';
import { shapeVersionsOf } from '@/codegen/index';
import { emitSnapshots } from '@/codegen/emit-shape-versions';
import { findIncompatibilities } from '@/codegen/schema-compat';
import { LOCK_FILE } from '@/codegen/snapshot-lock';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const TMP = path.join(PROJECT_ROOT, 'tests/.tmp', `schema-versions-${process.pid}`);

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

/** The page envelope and the menus, as every tree has them (codegen/shapes.ts declares them). */
function envelopes() {
  mkdirSync(path.join(TMP, 'schemas'), { recursive: true });
  for (const [id, title] of [
    ['seite', 'Seite'],
    ['menue', 'Menue'],
    ['inhaltsblock', 'Inhaltsblock'],
  ]) {
    const schema = { $id: id, title, type: 'object', properties: { version: { type: 'integer' } } };
    writeFileSync(path.join(TMP, 'schemas', `${id}.schema.json`), JSON.stringify(schema));
  }
}

function tree(schema: object, snapshot: object | null = released, migrations: string[] = []) {
  rmSync(TMP, { recursive: true, force: true });
  envelopes();
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
const generated = () => shapeVersionsOf(TMP, collectSharedSchemas(TMP), collectBlocks(TMP));
const versions = () => generated().versions.filter((v) => v.shape.name.startsWith('block:'));
/** What `npm run codegen` writes of the versions: the current snapshots and the lock. */
function write() {
  const { versions: all, lock } = generated();
  for (const [file, text] of [...emitSnapshots(all), [LOCK_FILE, lock] as const]) {
    mkdirSync(path.dirname(path.join(TMP, file)), { recursive: true });
    writeFileSync(path.join(TMP, file), text);
  }
}
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

describe('every stored shape, the shared schemas it refers to, and the lock of released snapshots', () => {
  const bild = {
    $id: 'bild',
    title: 'Bild',
    type: 'object',
    required: ['src'],
    properties: { src: { type: 'string', maxLength: 500 }, alt: { type: 'string', maxLength: 300 } },
  };
  const withImage = { ...released, properties: { ...released.properties, foto: { $ref: 'bild' } } };
  const sharedFile = (id: string, schema: object) =>
    writeFileSync(path.join(TMP, 'schemas', `${id}.schema.json`), JSON.stringify(schema));

  it('copies the shared schemas a block refers to into its snapshot and compares them (point 1 of the issue)', () => {
    tree(withImage, null);
    sharedFile('bild', bild);
    write();
    const snapshot = JSON.parse(readFileSync(path.join(TMP, 'blocks/hinweis/versions/v1.schema.json'), 'utf8'));
    expect(snapshot['x-referenzen']).toEqual({ bild });
    // Wider is fine; narrower breaks every block that holds an image.
    sharedFile('bild', { ...bild, properties: { ...bild.properties, alt: { type: 'string', maxLength: 400 } } });
    expect(versions).not.toThrow();
    sharedFile('bild', { ...bild, properties: { ...bild.properties, alt: { type: 'string', maxLength: 100 } } });
    expect(versions).toThrow(/Block „hinweis“: .*\n {2}\/foto\/alt: maxLength gesenkt: 300 -> 100/);
  });

  it('versions the page envelope: a narrower description is refused like a block change', () => {
    tree(released, null);
    const seite = {
      $id: 'seite',
      title: 'Seite',
      type: 'object',
      properties: { description: { type: 'string', maxLength: 400 } },
    };
    sharedFile('seite', seite);
    write();
    expect(existsSync(path.join(TMP, 'schemas/versions/seite/v1.schema.json'))).toBe(true);
    sharedFile('seite', { ...seite, properties: { description: { type: 'string', maxLength: 160 } } });
    expect(generated).toThrow(/Seitenumschlag: .*\n {2}\/description: maxLength gesenkt: 400 -> 160/);
    expect(generated).toThrow('schemas/migrations/seite/v1-to-v2.ts schreiben');
  });

  it('refuses a released snapshot that was changed by hand or removed', () => {
    tree(released, null);
    write();
    const file = path.join(TMP, 'blocks/hinweis/versions/v1.schema.json');
    const text = readFileSync(file, 'utf8');
    // A breaking change with the snapshot edited to match would pass the compare: the lock names it.
    const narrowed = changed((s) => (s.properties.text.maxLength = 50));
    writeFileSync(path.join(TMP, 'blocks/hinweis/schema.json'), JSON.stringify(narrowed));
    writeFileSync(file, text.replace('"maxLength": 200', '"maxLength": 50'));
    expect(generated).toThrow(
      'blocks/hinweis/versions/v1.schema.json: ein ausgelieferter Schema-Stand wurde von Hand geändert',
    );
    rmSync(file);
    expect(generated).toThrow(
      'blocks/hinweis/versions/v1.schema.json: ein ausgelieferter Schema-Stand darf nicht entfernt werden',
    );
  });

  it('refuses a deleted block folder whose snapshots shipped, and takes a retired one with abgeloest.ts', () => {
    tree(released, null);
    write();
    const lock = readFileSync(path.join(TMP, LOCK_FILE), 'utf8');
    rmSync(path.join(TMP, 'blocks', 'hinweis'), { recursive: true });
    expect(generated).toThrow(/blocks\/hinweis: der Blocktyp wurde gelöscht.*blocks\/hinweis\/abgeloest\.ts schreiben/);
    // Retired: the folder keeps its snapshots and says what its blocks become.
    tree(released, null);
    write();
    rmSync(path.join(TMP, 'blocks/hinweis/schema.json'));
    rmSync(path.join(TMP, 'blocks/hinweis/Hinweis.tsx'));
    writeFileSync(path.join(TMP, 'blocks/hinweis/abgeloest.ts'), 'export default () => [];\n');
    const retired = generated().versions.find((v) => v.shape.name === 'block:hinweis')!;
    expect(retired).toMatchObject({ current: 1, shape: { retired: { file: 'blocks/hinweis/abgeloest.ts' } } });
    expect(generated().lock).toBe(lock);
    writeFileSync(path.join(TMP, 'blocks/hinweis/schema.json'), JSON.stringify(released));
    expect(generated).toThrow('blocks/hinweis: schema.json und abgeloest.ts zugleich');
  });

  it('lets old versions go once x-mindestversion says stored content was rewritten', () => {
    const v2 = changed((s) => Object.assign(s, { 'x-version': 2, required: ['text', 'art'] }));
    tree(v2, released, ['v1-to-v2.ts']);
    write();
    rmSync(path.join(TMP, 'blocks/hinweis/versions/v1.schema.json'));
    rmSync(path.join(TMP, 'blocks/hinweis/migrations/v1-to-v2.ts'));
    expect(generated).toThrow('darf nicht entfernt werden');
    writeFileSync(path.join(TMP, 'blocks/hinweis/schema.json'), JSON.stringify({ ...v2, 'x-mindestversion': 2 }));
    const { versions: all, lock } = generated();
    expect(all.find((v) => v.shape.name === 'block:hinweis')).toMatchObject({ current: 2, oldest: 2 });
    expect(lock).not.toContain('blocks/hinweis/versions/v1.schema.json');
  });
});
