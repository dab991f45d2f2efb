// JSON Schemas -> TypeScript types (json-schema-to-typescript), one file for all of them.
import { compile } from 'json-schema-to-typescript';
import type { BlockFolder, JsonSchema, SchemaFile } from './collect';
import { GENERATED_BANNER } from './banner';

/**
 * Prepares a schema for json-schema-to-typescript: a reference to another schema's $id becomes a
 * reference to that schema's type, and the editors' titles of single properties are dropped so
 * that they do not turn into type names (definitions and array items keep theirs).
 */
function prepare(node: unknown, titles: Map<string, string>, isProperty = false): unknown {
  if (Array.isArray(node)) return node.map((item) => prepare(item, titles));
  if (!node || typeof node !== 'object') return node;
  const { title, ...obj } = node as Record<string, unknown>;
  if (!isProperty && title !== undefined) obj.title = title;
  if (typeof obj.$ref === 'string' && !obj.$ref.startsWith('#')) {
    const typeName = titles.get(obj.$ref);
    if (!typeName) throw new Error(`$ref "${obj.$ref}" zeigt auf kein bekanntes Schema`);
    delete obj.$ref;
    return { ...obj, tsType: typeName };
  }
  return Object.fromEntries(
    Object.entries(obj).map(([key, value]) => [
      key,
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, prop]) => [name, prepare(prop, titles, true)]))
        : prepare(value, titles),
    ]),
  );
}

export async function compileOne(file: SchemaFile, titles: Map<string, string>): Promise<string> {
  const schema = prepare(file.schema, titles) as JsonSchema;
  delete schema.$id;
  return compile(schema as never, file.title, {
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: false,
    strictIndexSignatures: true,
    unknownAny: true,
    maxItems: -1,
  });
}

export async function emitTypes(shared: SchemaFile[], blocks: BlockFolder[]): Promise<string> {
  const dataSchemas = blocks.flatMap((b) => (b.data ? [b.data] : []));
  const all = [...shared, ...blocks, ...dataSchemas];
  const titles = new Map(all.map((f) => [f.id, f.title]));
  const parts: string[] = [];
  for (const file of all) parts.push(`// ${file.file}\n${(await compileOne(file, titles)).trim()}`);

  const code = parts.join('\n\n');
  const declared = [...code.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
  const duplicate = declared.find((name, i) => declared.indexOf(name) !== i);
  if (duplicate) throw new Error(`Typname ${duplicate} entsteht zweimal: Titel in den Schemas eindeutig machen`);
  const renamed = all.find((f) => !declared.includes(f.title));
  if (renamed)
    throw new Error(`${renamed.file}: "title" so schreiben, wie der Typ heißt (PascalCase, z. B. "BildTextTeaser3X")`);

  const union = blocks.map((b) => `  ${JSON.stringify(b.id)}: ${b.title};`).join('\n');
  const data = blocks.map((b) => `  ${JSON.stringify(b.id)}: ${b.data ? b.data.title : 'never'};`).join('\n');
  return `${GENERATED_BANNER}
/* eslint-disable */

${code}

/** Block content by CMS template name. */
export interface BlockContentByTemplate {
${union}
}

/** Block data (the answer of its context call, checked at the boundary) by CMS template name; never = no data. */
export interface BlockDataByTemplate {
${data}
}

export type BlockTemplate = keyof BlockContentByTemplate;

/** A block of the page with its validated content: a union keyed by template. */
export type BlockContent = {
  [T in BlockTemplate]: { template: T; options: BlockContentByTemplate[T] };
}[BlockTemplate];
`;
}
