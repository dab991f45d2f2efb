// Reading migrates (DESIGN.md section 9): a stored or upstream block carries the schema version it was written in
// (`version` beside `template` and `id`; absent = 1, the specification's shape) and is brought to the version this
// build knows before anything validates, renders, diffs or indexes it. Pure and browser-safe; stored rows are never
// rewritten, only a save writes the current version.
import { blockMigrations, currentBlockVersions, type BlockMigration } from '@/codegen/out/block-versions';

export interface MigrationRegistry {
  current: Readonly<Record<string, number>>;
  migrations: Readonly<Record<string, Readonly<Record<number, BlockMigration>>>>;
}

const generated: MigrationRegistry = { current: currentBlockVersions, migrations: blockMigrations };

/**
 * `aktuell`: already the current version; `migriert`: brought to it; `zu-neu`: written by a newer release than this
 * build (kept as it is, never guessed at); `unbekannt`: a template this build does not have; `fehlgeschlagen`: the
 * version is no positive integer, a migration is missing or threw (kept as it is, the validator then reports it).
 */
export type MigrationStatus = 'aktuell' | 'migriert' | 'zu-neu' | 'unbekannt' | 'fehlgeschlagen';

export interface MigratedBlock<B> {
  block: B;
  status: MigrationStatus;
  /** The version the block was stored in. */
  from: number;
  /** Why a migration failed, in German. */
  error?: string;
}

type Block = Record<string, unknown>;

const isBlock = (value: unknown): value is Block =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version of the template this build writes; undefined for a template it does not have. */
export function currentBlockVersion(template: string, registry: MigrationRegistry = generated): number | undefined {
  return Object.hasOwn(registry.current, template) ? registry.current[template] : undefined;
}

/** The version a block was written in: its `version`, else 1 (seed and upstream blocks without one). */
export function storedVersion(block: Block): number {
  return block.version === undefined ? 1 : (block.version as number);
}

export function migrateBlock<B>(block: B, registry: MigrationRegistry = generated): MigratedBlock<B> {
  if (!isBlock(block)) return { block, status: 'fehlgeschlagen', from: NaN, error: 'Der Block ist kein Objekt.' };
  const from = storedVersion(block);
  const template = block.template as string;
  const current = currentBlockVersion(template, registry);
  if (current === undefined) return { block, status: 'unbekannt', from };
  // The common case costs one comparison: a block saved by this release.
  if (from === current) return { block, status: 'aktuell', from };
  if (!Number.isInteger(from) || from < 1) {
    return {
      block,
      status: 'fehlgeschlagen',
      from,
      error: `Die Version ${JSON.stringify(block.version)} ist ungültig.`,
    };
  }
  if (from > current) return { block, status: 'zu-neu', from };
  // Options that are no object are the envelope validator's finding; a migration must not paper over it.
  if (block.options !== undefined && !isBlock(block.options)) {
    return { block, status: 'fehlgeschlagen', from, error: 'Der Inhalt des Blocks ist kein Objekt.' };
  }
  let options: unknown = block.options ?? {};
  for (let version = from; version < current; version++) {
    const step = registry.migrations[template]?.[version];
    if (!step) {
      return {
        block,
        status: 'fehlgeschlagen',
        from,
        error: `Es fehlt die Migration von Version ${version} auf ${version + 1}.`,
      };
    }
    try {
      options = (step as (old: unknown) => unknown)(options);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        block,
        status: 'fehlgeschlagen',
        from,
        error: `Die Migration von Version ${version} auf ${version + 1} schlug fehl: ${reason}`,
      };
    }
  }
  return {
    block: { ...block, version: current, options } as B,
    status: from === current ? 'aktuell' : 'migriert',
    from,
  };
}

/**
 * A page envelope with every block it can bring to the current version migrated (the same object when none needed
 * it). Blocks that are too new, unknown or failed stay as stored; `newerBlocks` names the first kind.
 */
export function migrateEnvelope<T>(envelope: T, registry: MigrationRegistry = generated): T {
  if (!isBlock(envelope) || !Array.isArray(envelope.content)) return envelope;
  let changed = false;
  const content = envelope.content.map((block: unknown) => {
    const migrated = migrateBlock(block, registry).block;
    if (migrated !== block) changed = true;
    return migrated;
  });
  return changed ? ({ ...envelope, content } as T) : envelope;
}

export interface NewerBlock {
  index: number;
  template: string;
  version: number;
  /** The version this build knows. */
  known: number;
}

/** The blocks of the envelope written by a newer release than this build. */
export function newerBlocks(envelope: unknown, registry: MigrationRegistry = generated): NewerBlock[] {
  if (!isBlock(envelope) || !Array.isArray(envelope.content)) return [];
  return envelope.content.flatMap((block: unknown, index): NewerBlock[] => {
    if (!isBlock(block) || typeof block.template !== 'string' || !Object.hasOwn(registry.current, block.template))
      return [];
    const known = registry.current[block.template]!;
    const version = storedVersion(block);
    return typeof version === 'number' && version > known ? [{ index, template: block.template, version, known }] : [];
  });
}

/**
 * What a save stores: the editor of this build writes the current shape, so a block without a version is stamped
 * current; one with an older version (a restored or copied one) is migrated first. Blocks of a newer release are
 * left for the caller to refuse.
 */
export function withCurrentVersions<T>(envelope: T, registry: MigrationRegistry = generated): T {
  if (!isBlock(envelope) || !Array.isArray(envelope.content)) return envelope;
  const content = envelope.content.map((block: unknown) => {
    if (!isBlock(block) || typeof block.template !== 'string' || !Object.hasOwn(registry.current, block.template))
      return block;
    if (block.version === undefined) return { ...block, version: registry.current[block.template] };
    return migrateBlock(block, registry).block;
  });
  return { ...envelope, content } as T;
}
