// The stored shapes (DESIGN.md section 9): every kind of JSON the store keeps, each with a version, snapshots of its
// released versions and migrations between them. Adding a kind of stored content is one entry in `declareShapes`:
// its name at run time, its schema, where its snapshots and migrations live, and which shared schemas it embeds
// without a `$ref`. (Where its stored instances are found is the run time's half: lib/shapes/stored-shapes.ts.)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CodegenError, type BlockFolder, type JsonSchema, type SchemaFile } from './collect';
import type { CollectionFolder } from './collect-collections';

export interface ShapeDeclaration {
  /** The name at run time, in the version registry and the reports: `seite`, `menue`, `block:text`. */
  name: string;
  /** How codegen's messages name it, in German: „Block „text““, „Seitenumschlag“. */
  label: string;
  /** TypeScript name of its content; a version's type is `<title>V<N>`. */
  title: string;
  /** The schema of the current version, as a path from the repository root; absent for a retired block. */
  file?: string;
  schema: JsonSchema;
  /** Folder of the snapshots `v<N>.schema.json`, from the repository root. */
  versionsDir: string;
  /** Folder of the migrations `v<N>-to-v<N+1>.ts`, from the repository root. */
  migrationsDir: string;
  /** Shared schemas its stored instances hold without a `$ref` (the page's blocks): part of its snapshot. */
  embeds?: string[];
  /** A retired block type: its last snapshot is its schema; `abgeloest.ts` migrates its blocks as a whole. */
  retired?: { file: string };
}

/** A block type's runtime shape name. */
export const blockShapeName = (template: string): string => `block:${template}`;

/** A collection's entries' runtime shape name (lib/sammlungen: the entry schema of schemas/collections/<name>/). */
export const collectionShapeName = (name: string): string => `sammlung:${name}`;

/** Shared schemas that are stored on their own and so versioned: the page envelope (with its blocks' envelope), the menus. */
const STORED_SHARED: { id: string; label: string; embeds?: string[] }[] = [
  { id: 'seite', label: 'Seitenumschlag', embeds: ['inhaltsblock'] },
  { id: 'menue', label: 'Menü' },
];

export function declareShapes(
  shared: SchemaFile[],
  blocks: BlockFolder[],
  retired: RetiredBlock[],
  collections: CollectionFolder[] = [],
): ShapeDeclaration[] {
  const byId = new Map(shared.map((s) => [s.id, s]));
  const envelopes = STORED_SHARED.map(({ id, label, embeds }): ShapeDeclaration => {
    const file = byId.get(id);
    if (!file) throw new CodegenError(`schemas/${id}.schema.json fehlt`);
    return {
      name: id,
      label,
      title: file.title,
      file: file.file,
      schema: file.schema,
      versionsDir: `schemas/versions/${id}`,
      migrationsDir: `schemas/migrations/${id}`,
      embeds,
    };
  });
  const blockShapes = blocks.map((block): ShapeDeclaration => ({
    name: blockShapeName(block.id),
    label: `Block „${block.id}“`,
    title: block.title,
    file: block.file,
    schema: block.schema,
    versionsDir: `blocks/${block.id}/versions`,
    migrationsDir: `blocks/${block.id}/migrations`,
  }));
  const retiredShapes = retired.map((r): ShapeDeclaration => ({
    name: blockShapeName(r.template),
    label: `Block „${r.template}“ (abgelöst)`,
    title: r.title,
    schema: r.schema,
    versionsDir: `blocks/${r.template}/versions`,
    migrationsDir: `blocks/${r.template}/migrations`,
    retired: { file: r.file },
  }));
  // A collection's entries are stored on their own: its entry schema, snapshots and migrations beside it.
  const collectionShapes = collections.map(({ name, entry }): ShapeDeclaration => ({
    name: collectionShapeName(name),
    label: `Sammlung „${name}“`,
    title: entry.title,
    file: entry.file,
    schema: entry.schema,
    versionsDir: `schemas/collections/${name}/versions`,
    migrationsDir: `schemas/collections/${name}/migrations`,
  }));
  return [...envelopes, ...blockShapes, ...retiredShapes, ...collectionShapes];
}

/** A block folder that holds `abgeloest.ts` and no schema.json: a retired, renamed, split or merged block type. */
export interface RetiredBlock {
  template: string;
  /** TypeScript name of its last version's content (from the snapshot's title). */
  title: string;
  /** Its last released version's schema (the newest snapshot). */
  schema: JsonSchema;
  version: number;
  /** `blocks/<template>/abgeloest.ts`. */
  file: string;
}

export const RETIRED_FILE = 'abgeloest.ts';

/** Reads a retired block folder: its newest snapshot is what its stored blocks are migrated to before `abgeloest.ts`. */
export function readRetiredBlock(root: string, template: string, newest: number): RetiredBlock {
  const file = `blocks/${template}/${RETIRED_FILE}`;
  const snapshot = path.join(root, 'blocks', template, 'versions', `v${newest}.schema.json`);
  if (!existsSync(snapshot)) {
    throw new CodegenError(`${file}: blocks/${template}/versions/ braucht die Schema-Stände, die ausgeliefert wurden`);
  }
  const schema = JSON.parse(readFileSync(snapshot, 'utf8')) as JsonSchema;
  delete schema.$comment;
  if (typeof schema.title !== 'string') throw new CodegenError(`${snapshot}: "title" fehlt`);
  return { template, title: schema.title, schema, version: newest, file };
}
