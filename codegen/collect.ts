// Finds every schema of the project: the shared ones under schemas/ and one per block folder.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import inhaltsblock from '../schemas/inhaltsblock.schema.json';
import { checkLinkMarks } from './link-marks';
import { RETIRED_FILE } from './shapes';

export type JsonSchema = Record<string, unknown> & { $id?: string; title?: string };

export interface SchemaFile {
  id: string;
  title: string;
  file: string;
  schema: JsonSchema;
}

export interface BlockDataSchema extends SchemaFile {
  /** `x-detail`: the answer is the one item the page is about; its title names the page. */
  detail: boolean;
}

export interface QueryKey {
  /** The page query key, e.g. `rubrik_id`. */
  key: string;
  description: string;
  /** The field of a list entry this key is matched against (the embedded CMS filters by it). */
  matches?: string;
}

export interface BlockFolder extends SchemaFile {
  /** Path of the component, relative to the repository root, without extension. */
  component: string;
  /** data.schema.json: what the block's context call answers; absent for blocks without data. */
  data?: BlockDataSchema;
  /** `x-query` of schema.json: the page query keys the block reads. */
  query: QueryKey[];
}

export class CodegenError extends Error {}

function readSchema(file: string): JsonSchema {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
  } catch (error) {
    throw new CodegenError(`${file}: kein gültiges JSON (${(error as Error).message})`);
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function toSchemaFile(root: string, file: string): SchemaFile {
  const schema = readSchema(file);
  const rel = path.relative(root, file);
  if (typeof schema.$id !== 'string' || !schema.$id) throw new CodegenError(`${rel}: "$id" fehlt`);
  if (typeof schema.title !== 'string' || !/^[A-ZÄÖÜ][A-Za-z0-9]*$/.test(schema.title)) {
    throw new CodegenError(`${rel}: "title" fehlt oder ist kein Typname (z. B. "Textblock")`);
  }
  checkLinkMarks(rel, schema);
  return { id: schema.$id, title: schema.title, file: rel, schema };
}

/** Snapshots and migrations of a stored shape live beside the schemas (codegen/shapes.ts); they are no schemas of their own. */
const HISTORY_DIR = /[/\\](versions|migrations)[/\\]/;

export function collectSharedSchemas(root: string): SchemaFile[] {
  return walk(path.join(root, 'schemas'))
    .filter((file) => file.endsWith('.schema.json') && !HISTORY_DIR.test(path.relative(root, file)))
    .sort()
    .map((file) => toSchemaFile(root, file));
}

const COMPONENT = /^[A-Z][A-Za-z0-9]*\.tsx$/;

/** Block folders: a current block type, or a retired one (`abgeloest.ts` and its snapshots, no schema.json). */
function blockFolders(root: string): { current: string[]; retired: string[] } {
  const blocksDir = path.join(root, 'blocks');
  if (!existsSync(blocksDir)) return { current: [], retired: [] };
  const all = readdirSync(blocksDir)
    .filter((name) => statSync(path.join(blocksDir, name)).isDirectory())
    .sort();
  const isRetired = (name: string) => existsSync(path.join(blocksDir, name, RETIRED_FILE));
  for (const name of all.filter(isRetired)) {
    if (existsSync(path.join(blocksDir, name, 'schema.json'))) {
      throw new CodegenError(
        `blocks/${name}: schema.json und ${RETIRED_FILE} zugleich; ein abgelöster Blocktyp behält nur seine Stände und Migrationen`,
      );
    }
  }
  return { current: all.filter((name) => !isRetired(name)), retired: all.filter(isRetired) };
}

/** The retired block types (README „Blöcke ändern“): renamed, split, merged or retired. */
export function collectRetiredBlockNames(root: string): string[] {
  return blockFolders(root).retired;
}

export function collectBlocks(root: string): BlockFolder[] {
  const blocksDir = path.join(root, 'blocks');
  return blockFolders(root).current.map((name) => {
    const dir = path.join(blocksDir, name);
    const schemaFile = path.join(dir, 'schema.json');
    if (!existsSync(schemaFile)) throw new CodegenError(`blocks/${name}: schema.json fehlt`);
    const components = readdirSync(dir).filter((f) => COMPONENT.test(f));
    if (components.length !== 1) {
      throw new CodegenError(
        `blocks/${name}: genau eine Komponente <Name>.tsx erwartet, gefunden: ${components.join(', ') || 'keine'}`,
      );
    }
    const block = toSchemaFile(root, schemaFile);
    if (block.id !== name) throw new CodegenError(`blocks/${name}/schema.json: "$id" muss "${name}" lauten`);
    checkEditorName(name, block.schema);
    return {
      ...block,
      component: `blocks/${name}/${components[0]!.replace(/\.tsx$/, '')}`,
      data: collectDataSchema(root, name, block.title),
      query: collectQueryKeys(name, block.schema['x-query']),
    };
  });
}

/** The slots of a page, as the block envelope's schema names them (its one list). */
const SLOT_NAMES: readonly string[] = inhaltsblock.properties.slotName.enum;
/** What an editor's description must not speak of: addresses of the data behind a block are for developers. */
const DEVELOPER_WORDS = /\/api\/|https?:\/\/|\{id\}/;

/**
 * The Redaktion lists every block in its palette by the German name `x-editor.titel` and the German description for
 * editors `x-editor.beschreibung` (what the block shows, where it fits); the schema's `title` is the TypeScript name
 * and its `description` is for developers. A block folder without them would appear as a bare template name.
 */
function checkEditorName(name: string, schema: Record<string, unknown>): void {
  const editor = schema['x-editor'] as { titel?: unknown; beschreibung?: unknown } | undefined;
  if (typeof editor?.titel !== 'string' || !editor.titel.trim()) {
    throw new CodegenError(
      `blocks/${name}/schema.json: "x-editor": { "titel": "…" } fehlt (der deutsche Name des Blocks in der Redaktion)`,
    );
  }
  if (typeof editor.beschreibung !== 'string' || !editor.beschreibung.trim()) {
    throw new CodegenError(
      `blocks/${name}/schema.json: "x-editor": { "beschreibung": "…" } fehlt (die deutsche Beschreibung für die Redaktion: was der Block zeigt und wohin er passt)`,
    );
  }
  if (DEVELOPER_WORDS.test(editor.beschreibung)) {
    throw new CodegenError(
      `blocks/${name}/schema.json: "x-editor": { "beschreibung" } nennt eine Adresse („${DEVELOPER_WORDS.exec(editor.beschreibung)![0]}“); sie ist für die Redaktion geschrieben, Technisches gehört in "description"`,
    );
  }
  if (typeof schema.description !== 'string' || !schema.description.trim()) {
    throw new CodegenError(`blocks/${name}/schema.json: "description" fehlt (die Beschreibung für Entwickler)`);
  }
  // The slots the block may stand in (lib/redaktion/shared/slot-rules.ts); without it every slot but the header.
  const slots = (editor as { bereiche?: unknown }).bereiche;
  if (
    slots !== undefined &&
    (!Array.isArray(slots) || !slots.length || slots.some((slot) => !SLOT_NAMES.includes(slot as string)))
  ) {
    throw new CodegenError(
      `blocks/${name}/schema.json: "x-editor": { "bereiche": […] } muss eine nicht leere Liste aus ${SLOT_NAMES.join(', ')} sein`,
    );
  }
}

/** blocks/<name>/data.schema.json: `$id` <name>-daten, title <content type>Daten, optional `x-detail`. */
function collectDataSchema(root: string, name: string, contentTitle: string): BlockDataSchema | undefined {
  const file = path.join(root, 'blocks', name, 'data.schema.json');
  if (!existsSync(file)) return undefined;
  const data = toSchemaFile(root, file);
  if (data.id !== `${name}-daten`) {
    throw new CodegenError(`blocks/${name}/data.schema.json: "$id" muss "${name}-daten" lauten`);
  }
  if (data.title !== `${contentTitle}Daten`) {
    throw new CodegenError(`blocks/${name}/data.schema.json: "title" muss "${contentTitle}Daten" lauten`);
  }
  const detail = data.schema['x-detail'];
  if (detail !== undefined && typeof detail !== 'boolean') {
    throw new CodegenError(`blocks/${name}/data.schema.json: "x-detail" muss true oder false sein`);
  }
  return { ...data, detail: detail === true };
}

const QUERY_KEY = /^[a-z0-9_]{1,40}$/;
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,60}$/;

/** `x-query` of a block schema: `{ "<key>": { "description": "…", "matches": "<field>" } }`. */
function collectQueryKeys(name: string, raw: unknown): QueryKey[] {
  if (raw === undefined) return [];
  const where = `blocks/${name}/schema.json: "x-query"`;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new CodegenError(`${where} muss ein Objekt sein: Schlüssel -> { "description": … }`);
  }
  return Object.entries(raw as Record<string, unknown>).map(([key, value]) => {
    const entry = (value ?? {}) as { description?: unknown; matches?: unknown };
    if (!QUERY_KEY.test(key)) throw new CodegenError(`${where}: "${key}" ist kein Seitenparameter (a-z, 0-9, _)`);
    if (typeof entry.description !== 'string' || !entry.description.trim()) {
      throw new CodegenError(`${where}: "${key}" braucht eine deutsche "description"`);
    }
    if (entry.matches !== undefined && (typeof entry.matches !== 'string' || !FIELD.test(entry.matches))) {
      throw new CodegenError(`${where}: "${key}".matches muss ein Feldname der Listeneinträge sein`);
    }
    return { key, description: entry.description, ...(entry.matches ? { matches: entry.matches as string } : {}) };
  });
}

export function assertUnique(files: SchemaFile[]): void {
  const seen = new Map<string, string>();
  for (const f of files) {
    for (const key of [`$id ${f.id}`, `title ${f.title}`]) {
      const other = seen.get(key);
      if (other) throw new CodegenError(`${f.file}: ${key} ist schon in ${other} vergeben`);
      seen.set(key, f.file);
    }
  }
}
