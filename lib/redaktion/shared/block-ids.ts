// Every block in a stored envelope carries a stable id, so a reorder never confuses a diff, a React key or a
// restore. Ids a block already has are kept; a missing or repeated one (a duplicated block) gets a new uuid. An id is
// a uuid (what the editor and the store give) or one of the seed's readable ids (`start-hero`): nothing else is saved,
// so an id can hold no address or markup that anybody would have to read as content.
type Block = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The form of the ids in content/seiten (kept as they are, so links into the editor and diffs stay stable). */
const SEED_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SEED_ID = 64;

/** True for an id a block may be saved with. */
export function isValidBlockId(id: unknown): boolean {
  if (typeof id !== 'string') return false;
  return UUID.test(id) || (id.length <= MAX_SEED_ID && SEED_ID.test(id));
}

export const blockIdText = (position: number, id: unknown) =>
  `Block ${position}: Die Kennung „${String(id).slice(0, 80)}“ ist ungültig. Erlaubt ist eine UUID, wie sie die Redaktion vergibt, oder eine Kennung der Erstbefüllung (Kleinbuchstaben, Ziffern und Bindestriche, höchstens ${MAX_SEED_ID} Zeichen).`;

/** The German refusal for the first block whose id may not be saved (a missing or empty one gets a new id), or null. */
export function invalidBlockId(envelope: unknown): string | null {
  if (!isBlock(envelope) || !Array.isArray(envelope.content)) return null;
  for (const [index, block] of envelope.content.entries()) {
    if (!isBlock(block) || block.id === undefined || block.id === '') continue;
    if (!isValidBlockId(block.id)) return blockIdText(index + 1, block.id);
  }
  return null;
}

/** A new block id (Web Crypto: the same in the server and in the editor's browser). */
export function newBlockId(): string {
  return globalThis.crypto.randomUUID();
}

const isBlock = (value: unknown): value is Block =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of the envelope whose blocks all have an id, unique within the page. Other values pass unchanged. */
export function withBlockIds<T>(envelope: T, newId: () => string = newBlockId): T {
  if (!isBlock(envelope) || !Array.isArray(envelope.content)) return envelope;
  const seen = new Set<string>();
  const content = envelope.content.map((block: unknown) => {
    if (!isBlock(block)) return block;
    const id = block.id;
    const key = typeof id === 'string' || typeof id === 'number' ? `${typeof id}:${id}` : null;
    if (key && id !== '' && !seen.has(key)) {
      seen.add(key);
      return block;
    }
    const fresh = newId();
    seen.add(`string:${fresh}`);
    return { id: fresh, ...withoutId(block) };
  });
  return { ...envelope, content } as T;
}

/**
 * A copy of the envelope in which a block whose stored id may no longer be saved (written before ids were checked)
 * has a new one: the editor opens it so, and its next save is accepted.
 */
export function withValidBlockIds<T>(envelope: T, newId: () => string = newBlockId): T {
  if (!isBlock(envelope) || !Array.isArray(envelope.content)) return envelope;
  if (invalidBlockId(envelope) === null) return envelope;
  const content = envelope.content.map((block: unknown) =>
    isBlock(block) && block.id !== undefined && block.id !== '' && !isValidBlockId(block.id)
      ? { ...block, id: newId() }
      : block,
  );
  return { ...envelope, content } as T;
}

/** A copy of the envelope with a new id for every block (a copied page shares no block ids with its source). */
export function withNewBlockIds<T>(envelope: T, newId: () => string = newBlockId): T {
  if (!isBlock(envelope) || !Array.isArray(envelope.content)) return envelope;
  const content = envelope.content.map((block: unknown) =>
    isBlock(block) ? { id: newId(), ...withoutId(block) } : block,
  );
  return { ...envelope, content } as T;
}

function withoutId(block: Block): Block {
  const rest = { ...block };
  delete rest.id;
  return rest;
}
