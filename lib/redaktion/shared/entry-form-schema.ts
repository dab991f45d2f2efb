// The Redaktion's form of an entry is made from its collection's entry schema alone (the one the blocks read), like a
// block's form from the block's schema: without the number (the document keeps it) and without the addresses the
// site's calls write into an entry (its page's address: `detailURL`, `rubriken.*.detailURL`).
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import { resolveNode, type SchemaLookup } from '@/lib/validation/german-messages';

type Node = Record<string, unknown>;

function without(node: Node, field: string): Node {
  const properties = { ...((node.properties as Record<string, Node> | undefined) ?? {}) };
  delete properties[field];
  const required = Array.isArray(node.required) ? node.required.filter((name) => name !== field) : undefined;
  return { ...node, properties, ...(required ? { required } : {}) };
}

export function entryFormSchema(sammlung: SammlungsDeklaration, lookup: SchemaLookup): Node {
  const schema = lookup(sammlung.schemaId);
  if (!schema) return { type: 'object', properties: {} };
  let form = without(schema, 'id');
  for (const verweis of sammlung.detail?.verweise ?? []) {
    const [list, , field] = verweis.split('.');
    if (!field) {
      form = without(form, verweis);
      continue;
    }
    const properties = form.properties as Record<string, Node>;
    const array = properties[list!];
    const items = array && (resolveNode((array.items as Node | undefined) ?? {}, schema, lookup) as Node | undefined);
    if (array && items) properties[list!] = { ...array, items: without(items, field) };
  }
  return form;
}
