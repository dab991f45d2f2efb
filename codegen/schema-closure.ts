// A snapshot holds what stored data was checked against, not names: the shared schemas a shape refers to (`$ref`
// to `bild`, `formularname` …, and what those refer to) are copied into it under `x-referenzen`, so a change to a
// shared schema is compared like a change to the shape itself (codegen/schema-compat.ts resolves them).
import { CodegenError, type JsonSchema } from './collect';

export const REFERENCES_KEY = 'x-referenzen';

export type References = Record<string, JsonSchema>;

function refsIn(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.add(value.split('#')[0]!);
      else if (key !== REFERENCES_KEY) refsIn(value, found);
    }
  }
}

/** Every shared schema the schema reaches through `$ref` (and those named in `embeds`), by `$id`, sorted. */
export function closureOf(
  schema: JsonSchema,
  shared: ReadonlyMap<string, JsonSchema>,
  embeds: readonly string[] = [],
  where = '',
): References {
  const seen = new Set<string>();
  const queue = [...embeds];
  const first = new Set<string>();
  refsIn(schema, first);
  queue.push(...first);
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    const target = shared.get(id);
    if (!target) throw new CodegenError(`${where}: $ref "${id}" zeigt auf kein bekanntes Schema`);
    seen.add(id);
    const next = new Set<string>();
    refsIn(target, next);
    queue.push(...next);
  }
  return Object.fromEntries([...seen].sort().map((id) => [id, shared.get(id)!]));
}

/** The shape's schema with its closure, as a snapshot keeps it. */
export function withClosure(schema: JsonSchema, references: References): JsonSchema {
  return Object.keys(references).length ? { ...schema, [REFERENCES_KEY]: references } : schema;
}

/** A snapshot split into its own schema and the shared schemas it carries (none in snapshots written before). */
export function splitClosure(snapshot: JsonSchema): { schema: JsonSchema; references: References | null } {
  const { [REFERENCES_KEY]: references, ...schema } = snapshot;
  return { schema: schema as JsonSchema, references: (references as References | undefined) ?? null };
}
