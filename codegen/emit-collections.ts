// codegen/out/collections.ts: every collection's declaration (schemas/collections/<name>/sammlung.json) with the
// `$id` and type name of its entry schema, for the store, the embedded CMS and the Redaktion.
import { GENERATED_BANNER } from './banner';
import type { CollectionFolder } from './collect-collections';
import { exportName } from './emit-validators';

export function emitCollections(collections: CollectionFolder[]): string {
  const entries = collections.map(({ name, entry, declaration }) => [
    name,
    { name, schemaId: entry.id, typ: entry.title, validator: exportName(entry.id), ...declaration },
  ]);
  return `${GENERATED_BANNER}
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';

export const SAMMLUNGEN = ${JSON.stringify(Object.fromEntries(entries), null, 2)} as const satisfies Record<string, SammlungsDeklaration>;

export type SammlungName = keyof typeof SAMMLUNGEN;
export const SAMMLUNG_NAMEN = Object.keys(SAMMLUNGEN) as SammlungName[];
`;
}
