// `npm run codegen` writes codegen/out/; `--check` fails when anything there is stale.
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BlockFolder, SchemaFile } from './collect';
import { assertUnique, collectBlocks, collectRetiredBlockNames, collectSharedSchemas, CodegenError } from './collect';
import { emitTypes } from './emit-types';
import { emitValidators } from './emit-validators';
import { emitBlockMeta, emitRegistry, emitSchemaBundle } from './emit-registry';
import { emitQueryKeys } from './emit-query-keys';
import { emitIslands } from './emit-islands';
import { collectForms, formularnameSchema } from './collect-forms';
import { emitFormLoaders, emitFormModule, emitFormNames, emitFormRegistry, formModuleName } from './emit-forms';
import { collectShapeVersions, readSnapshots } from './shape-versions';
import { emitMigrationRegistry, emitSnapshots, emitVersionTypes } from './emit-shape-versions';
import { declareShapes, readRetiredBlock } from './shapes';
import { checkedLock, LOCK_FILE } from './snapshot-lock';
import { collectCollections, type CollectionFolder } from './collect-collections';
import { emitCollections } from './emit-collections';

export interface Generated {
  /** Files of codegen/out, by name. */
  out: Map<string, string>;
  /** The snapshots of the stored shapes' current versions, and the lock of all snapshots, by path from the root. */
  snapshots: Map<string, string>;
}

/** The stored shapes, their versions checked, and the lock's new text (codegen/shapes.ts, snapshot-lock.ts). */
export function shapeVersionsOf(
  root: string,
  shared: SchemaFile[],
  blocks: BlockFolder[],
  collections: CollectionFolder[] = [],
) {
  const retired = collectRetiredBlockNames(root).map((name) =>
    readRetiredBlock(root, name, Math.max(0, ...readSnapshots(root, `blocks/${name}/versions`).keys())),
  );
  const shapes = declareShapes(shared, blocks, retired, collections);
  let versions;
  try {
    versions = collectShapeVersions(root, shapes, new Map(shared.map((s) => [s.id, s.schema])));
  } catch (error) {
    // A snapshot changed by hand is named as such, not as the schema change it now seems to allow.
    checkedLock(root, []);
    throw error;
  }
  return { versions, lock: checkedLock(root, versions) };
}

export async function generate(root: string): Promise<Generated> {
  const forms = collectForms(root);
  // The formular block's CMS option lists the forms: a schema made from the form folders.
  const shared = [...collectSharedSchemas(root), formularnameSchema(forms)];
  const blocks = collectBlocks(root);
  const collections = collectCollections(root, shared);
  const { versions, lock } = shapeVersionsOf(root, shared, blocks, collections);
  const dataSchemas = blocks.flatMap((b) => (b.data ? [b.data] : []));
  assertUnique([...shared, ...forms, ...blocks, ...dataSchemas]);
  const queryKeys = emitQueryKeys(blocks);
  const schemas = [...shared, ...forms, ...blocks, ...dataSchemas];
  const validators = emitValidators(schemas);
  const perForm = forms.flatMap((form): [string, string][] => {
    const name = formModuleName(form.name);
    const validator = emitValidators(schemas, [form]);
    return [
      [`${name}.ts`, emitFormModule(form)],
      [`${name}.validator.js`, validator.js],
      [`${name}.validator.d.ts`, validator.dts],
    ];
  });
  const out = new Map([
    ['types.ts', await emitTypes([...shared, ...forms], blocks)],
    ['shape-version-types.ts', await emitVersionTypes(shared, versions)],
    ['shape-versions.ts', emitMigrationRegistry(versions)],
    ['validators.js', validators.js],
    ['validators.d.ts', validators.dts],
    ['registry.ts', emitRegistry(blocks, root)],
    ['islands.ts', emitIslands(root)],
    ['block-meta.ts', emitBlockMeta(blocks, shared)],
    ['block-schemas.json', emitSchemaBundle(shared, blocks)],
    ['query-keys.json', queryKeys],
    ['form-names.ts', emitFormNames(forms)],
    ['forms.ts', emitFormRegistry(forms)],
    ['form-loaders.ts', emitFormLoaders(forms)],
    ['collections.ts', emitCollections(collections)],
    ...perForm,
  ]);
  return { out, snapshots: new Map([...emitSnapshots(versions), [LOCK_FILE, lock]]) };
}

export async function run(root: string, check: boolean): Promise<number> {
  const outDir = path.join(root, 'codegen', 'out');
  const { out: files, snapshots } = await generate(root);
  if (check) {
    const isStale = (file: string, content: string) => !existsSync(file) || readFileSync(file, 'utf8') !== content;
    const stale = [
      ...[...files]
        .filter(([name, content]) => isStale(path.join(outDir, name), content))
        .map(([n]) => `codegen/out/${n}`),
      ...[...snapshots].filter(([rel, content]) => isStale(path.join(root, rel), content)).map(([rel]) => rel),
    ];
    const extra = existsSync(outDir) ? readdirSync(outDir).filter((n) => !files.has(n)) : [];
    for (const name of stale) console.error(`veraltet: ${name}`);
    for (const name of extra) console.error(`überzählig: codegen/out/${name}`);
    if (stale.length || extra.length) {
      console.error('codegen --check: Erzeugtes ist nicht aktuell. `npm run codegen` ausführen und einchecken.');
      return 1;
    }
    console.log(`codegen --check: ${files.size + snapshots.size} Dateien aktuell`);
    return 0;
  }
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) if (!files.has(name)) rmSync(path.join(outDir, name));
  for (const [name, content] of files) writeFileSync(path.join(outDir, name), content);
  for (const [rel, content] of snapshots) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  }
  console.log(
    `codegen: ${files.size} Dateien in codegen/out geschrieben, ${snapshots.size - 1} Schema-Stände und ${LOCK_FILE}`,
  );
  return 0;
}

if (process.argv[1] && /codegen[/\\]index\.ts$/.test(process.argv[1])) {
  const root = process.env.CODEGEN_ROOT ?? path.resolve(__dirname, '..');
  run(root, process.argv.includes('--check')).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof CodegenError ? `codegen: ${error.message}` : error);
      process.exit(1);
    },
  );
}
