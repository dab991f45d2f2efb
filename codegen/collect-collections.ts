// Finds every collection (DESIGN.md section 11): one folder schemas/collections/<name>/ with the entry schema
// eintrag.schema.json (the item shape the blocks' data schemas already read: it is a shared schema like the others,
// so blocks keep their $ref to it) and sammlung.json (what the Redaktion and the embedded CMS need: names, the call
// that lists the entries, the seed, the owning office, the list's columns and filters, the governing dates, the
// detail page). A new collection is one new folder.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createAjv } from '../lib/validation/configure-ajv';
import { CodegenError, type JsonSchema, type SchemaFile } from './collect';

export interface CollectionFolder {
  name: string;
  /** The entry schema (a shared schema: its `$id` and `title`). */
  entry: SchemaFile;
  /** sammlung.json, checked. */
  declaration: Record<string, unknown>;
}

const DIR = path.join('schemas', 'collections');
const NAME = /^[a-z][a-z0-9-]*$/;

function readJson(file: string): JsonSchema {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
  } catch (error) {
    throw new CodegenError(`${file}: fehlt oder ist kein gültiges JSON (${(error as Error).message})`);
  }
}

/** A field path of an entry (`a` or `a.b`, `rubriken.*.detailURL`) that the entry schema declares. */
function declares(schema: JsonSchema, field: string): boolean {
  let node: JsonSchema | undefined = schema;
  for (const part of field.split('.')) {
    if (part === '*') {
      node = (node?.items as JsonSchema | undefined) ?? node;
      continue;
    }
    const properties = node?.properties as Record<string, JsonSchema> | undefined;
    if (!properties || !(part in properties)) return !!node?.$ref || !properties;
    node = properties[part];
  }
  return true;
}

export function collectCollections(root: string, shared: SchemaFile[]): CollectionFolder[] {
  const dir = path.join(root, DIR);
  if (!existsSync(dir)) return [];
  const declarationSchema = shared.find((file) => file.id === 'sammlung');
  if (!declarationSchema) throw new CodegenError(`${DIR}/sammlung.schema.json fehlt`);
  const ajv = createAjv({ allErrors: true });
  const validate = ajv.compile(declarationSchema.schema);
  const offices = officeNames(root);
  const names = readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort();
  const collections = names.map((name): CollectionFolder => {
    const where = `${DIR}/${name}`;
    if (!NAME.test(name)) throw new CodegenError(`${where}: der Ordnername ist kein Sammlungsname (a-z, 0-9, -)`);
    const entryFile = path.join(where, 'eintrag.schema.json');
    const entry = shared.find((file) => file.file === entryFile);
    if (!entry) throw new CodegenError(`${where}: eintrag.schema.json fehlt`);
    const declaration = readJson(path.join(root, where, 'sammlung.json'));
    if (!validate(declaration)) {
      const first = validate.errors?.[0];
      throw new CodegenError(`${where}/sammlung.json: ${first?.instancePath || '/'} ${first?.message ?? 'ungültig'}`);
    }
    const fields = [
      declaration.titelfeld as string,
      ...((declaration.spalten as { feld: string }[]) ?? []).map((s) => s.feld),
      ...((declaration.filter as { feld: string }[]) ?? []).map((f) => f.feld),
      ...((declaration.aktuellBis as string[]) ?? []),
      ...(((declaration.detail as { verweise?: string[] }) ?? {}).verweise ?? []),
      ...((declaration.bezuege as { feld: string }[]) ?? []).map((b) => b.feld),
      ...Object.keys((declaration.einsendung as { felder?: object } | undefined)?.felder ?? {}),
    ];
    for (const field of fields)
      if (!declares(entry.schema, field))
        throw new CodegenError(`${where}/sammlung.json: das Feld "${field}" steht nicht in eintrag.schema.json`);
    if (offices && !offices.includes(declaration.amt as string))
      throw new CodegenError(
        `${where}/sammlung.json: das Amt "${String(declaration.amt)}" steht nicht in der Ämterliste (${offices.join(', ')})`,
      );
    const einsendung = declaration.einsendung as
      { formular: string; felder: Record<string, string | string[]> } | undefined;
    if (einsendung) checkSubmissionForm(root, where, einsendung);
    // The seed is checked where the tree has content (a copy of the schemas alone has none).
    if (
      declaration.inhalte &&
      existsSync(path.join(root, 'content')) &&
      !existsSync(path.join(root, 'content', declaration.inhalte as string))
    )
      throw new CodegenError(`${where}/sammlung.json: content/${String(declaration.inhalte)} fehlt`);
    const rest = { ...declaration };
    delete rest.$schema;
    return { name, entry, declaration: rest };
  });
  const seen = new Map<string, string>();
  for (const { name, declaration } of collections) {
    const detail = declaration.detail as { pfad: string } | undefined;
    for (const key of [`endpunkt ${String(declaration.endpunkt)}`, ...(detail ? [`pfad ${detail.pfad}`] : [])]) {
      const other = seen.get(key);
      if (other) throw new CodegenError(`${DIR}/${name}/sammlung.json: ${key} hat schon ${DIR}/${other}`);
      seen.set(key, name);
    }
    for (const bezug of (declaration.bezuege as { sammlung: string }[]) ?? [])
      if (!names.includes(bezug.sammlung))
        throw new CodegenError(`${DIR}/${name}/sammlung.json: die Sammlung "${bezug.sammlung}" gibt es nicht`);
  }
  return collections;
}

/** The offices' names as the site lists them (content/api/cms/aemter.json), or null without such a list. */
function officeNames(root: string): string[] | null {
  const file = path.join(root, 'content', 'api', 'cms', 'aemter.json');
  if (!existsSync(file)) return null;
  const data = (readJson(file) as { data?: { titel?: string }[] }).data ?? [];
  return data.map((amt) => String(amt.titel));
}

/** The form a collection takes submissions from exists, and names the fields the mapping reads. */
function checkSubmissionForm(
  root: string,
  where: string,
  { formular, felder }: { formular: string; felder: Record<string, string | string[]> },
): void {
  const file = path.join(root, 'schemas', 'forms', formular, 'schema.json');
  if (!existsSync(file)) throw new CodegenError(`${where}/sammlung.json: das Formular "${formular}" gibt es nicht`);
  const properties = (readJson(file).properties ?? {}) as Record<string, unknown>;
  for (const field of Object.values(felder).flat())
    if (!(field in properties))
      throw new CodegenError(`${where}/sammlung.json: das Formular "${formular}" hat kein Feld "${field}"`);
}
