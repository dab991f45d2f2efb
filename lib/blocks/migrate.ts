// Reading migrates blocks and pages (DESIGN.md section 9; lib/shapes/migrate-shape.ts does the stepping for every
// stored shape): the page envelope in its own version, each block's options in the version of its type (`version`
// beside `template` and `id`; absent = 1 on read and write alike, the migrations detect the shape), and a block of a
// retired, renamed, split or merged type through its whole-block migration (blocks/<template>/abgeloest.ts). Pure and
// browser-safe; only a save or `npm run inhalte:migrieren` writes the result.
import {
  currentVersion,
  generatedShapes,
  migrateShape,
  storedVersion,
  type MigrationStatus,
  type ShapeRegistry,
} from '@/lib/shapes/migrate-shape';
import { ownEntry } from '@/lib/shapes/own-entry';

export type { MigrationStatus, ShapeRegistry };

/** The shape name of a block type (codegen/shapes.ts). */
export const blockShape = (template: string): string => `block:${template}`;

/** Whole-block migrations may chain (a renamed type renamed again); a loop among them ends here. */
const MAX_REPLACEMENTS = 8;

export interface MigratedBlock<B> {
  block: B;
  /** `ersetzt`: a block of a retired type, replaced by `replacement` (current blocks, maybe none). */
  status: MigrationStatus | 'ersetzt';
  /** The version the block was stored in. */
  from: number;
  /** Why a migration failed, in German. */
  error?: string;
  replacement?: B[];
}

type Block = Record<string, unknown>;

const isObject = (value: unknown): value is Block =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version of the template this build writes; undefined for a template it does not have (or no template). */
export function currentBlockVersion(template: unknown, registry: ShapeRegistry = generatedShapes): number | undefined {
  if (typeof template !== 'string' || ownEntry(registry.retired, template)) return undefined;
  return currentVersion(blockShape(template), registry);
}

export function migrateBlock<B>(block: B, registry: ShapeRegistry = generatedShapes, depth = 0): MigratedBlock<B> {
  if (!isObject(block)) return { block, status: 'fehlgeschlagen', from: NaN, error: 'Der Block ist kein Objekt.' };
  const template = block.template;
  const from = storedVersion(block.version);
  // Judged by type before any lookup: a template that is no text is the envelope validator's finding.
  if (typeof template !== 'string') return { block, status: 'unbekannt', from };
  // Options that are no object are the envelope validator's finding; a migration must not paper over it.
  if (block.options !== undefined && !isObject(block.options)) {
    return { block, status: 'fehlgeschlagen', from, error: 'Der Inhalt des Blocks ist kein Objekt.' };
  }
  const retired = ownEntry(registry.retired, template);
  const result = migrateShape(blockShape(template), block.options ?? {}, block.version, registry);
  if (result.status === 'unbekannt' || result.status === 'zu-neu' || result.status === 'fehlgeschlagen') {
    return { block, status: result.status, from: result.from, ...(result.error ? { error: result.error } : {}) };
  }
  if (retired) return replaceRetired(block, result.value, template, retired, registry, depth);
  const current = currentVersion(blockShape(template), registry)!;
  if (result.status === 'aktuell' && block.version === current) return { block, status: 'aktuell', from };
  // Stamped with the version it is now in: what the editor sends back names it.
  return {
    block: { ...block, version: current, options: result.value } as B,
    status: result.status,
    from,
  };
}

function replaceRetired<B>(
  block: Block,
  options: unknown,
  template: string,
  retired: ShapeRegistry['retired'][string],
  registry: ShapeRegistry,
  depth: number,
): MigratedBlock<B> {
  const from = storedVersion(block.version);
  const fail = (error: string): MigratedBlock<B> => ({ block: block as B, status: 'fehlgeschlagen', from, error });
  if (depth >= MAX_REPLACEMENTS) return fail(`Der Blocktyp „${template}“ wird im Kreis ersetzt.`);
  let produced: unknown;
  try {
    produced = retired({
      ...(block.id !== undefined ? { id: block.id as string | number } : {}),
      slotName: block.slotName as never,
      ...(block.context !== undefined ? { context: block.context as never } : {}),
      options: options as never,
    });
  } catch (error) {
    return fail(
      `Der abgelöste Blocktyp „${template}“ ließ sich nicht ersetzen: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!Array.isArray(produced)) return fail(`Der abgelöste Blocktyp „${template}“ ergab keine Liste von Blöcken.`);
  const replacement = produced.map((next: unknown) => {
    const migrated = migrateBlock(next, registry, depth + 1);
    return (migrated.replacement ?? [migrated.block]) as B[];
  });
  return { block: block as B, status: 'ersetzt', from, replacement: replacement.flat() };
}

/** The blocks of a list, each migrated; a block of a retired type stands replaced by what it became. */
export function migrateBlocks<B>(content: readonly B[], registry: ShapeRegistry = generatedShapes): B[] {
  return content.flatMap((block) => {
    const migrated = migrateBlock(block, registry);
    return migrated.replacement ?? [migrated.block];
  });
}

/**
 * A page envelope in the current shape: the envelope's own version, then every block it can bring to the current
 * version (the same object when nothing needed it). Blocks that are too new, unknown or failed stay as stored.
 */
export function migrateEnvelope<T>(envelope: T, registry: ShapeRegistry = generatedShapes): T {
  if (!isObject(envelope)) return envelope;
  const own = migrateShape('seite', envelope, envelope.version, registry);
  if (own.status !== 'aktuell' && own.status !== 'migriert') return envelope;
  const page = own.value as Block;
  const stamped =
    page.version === registry.current.seite || registry.current.seite === undefined
      ? page
      : { ...page, version: registry.current.seite };
  if (!Array.isArray(stamped.content)) return stamped as T;
  const content = migrateBlocks(stamped.content as unknown[], registry);
  const same = content.length === stamped.content.length && content.every((b, i) => b === stamped.content![i as never]);
  return (same ? stamped : { ...stamped, content }) as T;
}

/** A menu in the current shape (its own version; absent = 1), or as stored when that is impossible. */
export function migrateMenu<T>(menu: T, registry: ShapeRegistry = generatedShapes): T {
  if (!isObject(menu)) return menu;
  const own = migrateShape('menue', menu, menu.version, registry);
  if (own.status === 'aktuell') return menu;
  if (own.status !== 'migriert') return menu;
  return { ...(own.value as Block), version: registry.current.menue } as T;
}

/** What a save of a menu stores: the current shape, naming its version. */
export function menuWithVersion<T>(menu: T, registry: ShapeRegistry = generatedShapes): T {
  const current = migrateMenu(menu, registry);
  return isObject(current) && current.version === undefined
    ? ({ ...current, version: registry.current.menue } as T)
    : current;
}

export interface NewerBlock {
  index: number;
  template: string;
  version: number;
  /** The version this build knows. */
  known: number;
}

/** The blocks of the envelope written by a newer release than this build. */
export function newerBlocks(envelope: unknown, registry: ShapeRegistry = generatedShapes): NewerBlock[] {
  if (!isObject(envelope) || !Array.isArray(envelope.content)) return [];
  return envelope.content.flatMap((block: unknown, index): NewerBlock[] => {
    if (!isObject(block) || typeof block.template !== 'string') return [];
    const known = currentVersion(blockShape(block.template), registry);
    const version = storedVersion(block.version);
    return known !== undefined && version > known ? [{ index, template: block.template, version, known }] : [];
  });
}

/**
 * The shapes (by name) and versions the content needs that this build does not read: its envelope or blocks saved
 * by a newer release, and block types it does not know (a newer release's new ones). Empty when this build reads all.
 */
export function unreadableShapes(envelope: unknown, registry: ShapeRegistry = generatedShapes): Record<string, number> {
  if (!isObject(envelope)) return {};
  const needed: Record<string, number> = {};
  const need = (shape: string, version: number) => {
    if (!(needed[shape]! >= version)) needed[shape] = version;
  };
  const page = storedVersion(envelope.version);
  if (page > (registry.current.seite ?? 1)) need('seite', page);
  for (const block of Array.isArray(envelope.content) ? envelope.content : []) {
    if (!isObject(block) || typeof block.template !== 'string') continue;
    const version = storedVersion(block.version);
    const known = currentVersion(blockShape(block.template), registry);
    if (known === undefined || version > known) need(blockShape(block.template), Number.isNaN(version) ? 1 : version);
  }
  return needed;
}

/**
 * What a save stores: the envelope and every block brought to the current version (a block without one is version
 * 1, judged by its shape; an older one, restored or copied, is migrated; a retired type is replaced). Blocks of a
 * newer release are left for the caller to refuse.
 */
export function withCurrentVersions<T>(envelope: T, registry: ShapeRegistry = generatedShapes): T {
  return migrateEnvelope(envelope, registry);
}
