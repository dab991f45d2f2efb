// The check of an entry of a collection with the precompiled validator of its entry schema (the one the blocks'
// data schemas refer to), in the same German words as a block's, and its link fields as safe links. A draft may be
// saved with findings; publishing refuses any.
import type { ValidateFunction } from 'ajv';
import * as validators from '@/codegen/out/validators';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import { withoutVersion } from '@/lib/sammlungen/entry-shape';
import { entryLinks } from '@/lib/blocks/content-links';
import { isSafeLink } from '@/lib/links/safe-link';
import { findings, LINK_RULE, result, schemas } from './check-content';
import type { Pruefergebnis } from './types';

const byName = validators as unknown as Record<string, ValidateFunction>;

export function checkEntry(sammlung: SammlungsDeklaration, inhalt: unknown): Pruefergebnis {
  if (typeof inhalt !== 'object' || inhalt === null || Array.isArray(inhalt))
    return result([{ pfad: '', meldung: `${sammlung.eintrag}: der Inhalt muss ein Objekt sein.` }]);
  const validate = byName[sammlung.validator]!;
  const schema = schemas.shared[sammlung.schemaId] ?? {};
  // The number is the document's, not the content's (lib/sammlungen/entry-rules.ts storedContent).
  const withNumber = { id: 1, ...(withoutVersion(inhalt) as Record<string, unknown>) };
  // Its link fields (marked in the entry schema) must be safe links, as a block's are.
  const unsafe = entryLinks(sammlung.schemaId, inhalt, { sanitize: null })
    .filter((link) => link.art === 'link' && !isSafeLink(link.ziel))
    .map((link) => ({ pfad: link.pfad, meldung: `Verweisziel „${link.ziel.slice(0, 60)}“: ${LINK_RULE}` }));
  return result([...findings(validate, withNumber, schema, ''), ...unsafe]);
}
