// Every block in a stored envelope carries a stable id, so a reorder never confuses a diff, a React key or a
// restore. Ids a block already has are kept; a missing or repeated one (a duplicated block) gets a new uuid.
type Block = Record<string, unknown>;

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
