// rjsf resolves only local references (#/definitions/…); block schemas also name shared schemas by their $id
// ("$ref": "bildupload"). The form gets a copy in which every reference is replaced by what it names.
import { resolveNode, type SchemaLookup } from '@/lib/validation/german-messages';

type Node = Record<string, unknown>;

const DROPPED = new Set(['$id', '$schema', 'definitions', '$defs']);
const MAX_DEPTH = 16;

export function inlineSchema(schema: Node, lookup: SchemaLookup): Node {
  const root = schema;
  const visit = (value: unknown, depth: number): unknown => {
    if (depth > MAX_DEPTH) return {};
    if (Array.isArray(value)) return value.map((v) => visit(v, depth + 1));
    if (!value || typeof value !== 'object') return value;
    const node =
      typeof (value as Node).$ref === 'string' ? (resolveNode(value as Node, root, lookup) ?? {}) : (value as Node);
    return Object.fromEntries(
      Object.entries(node)
        // The root keeps its $id (the form's identity); everything a reference needed is inlined now.
        .filter(([key]) => !DROPPED.has(key) || (depth === 0 && key === '$id'))
        .map(([key, child]) => [
          key,
          key === 'enum' || key === 'required'
            ? child
            : key === 'properties'
              ? visitMap(child, depth + 1)
              : visit(child, depth + 1),
        ]),
    );
  };
  // Property names are data, not keywords: a property may be called "definitions".
  const visitMap = (value: unknown, depth: number): unknown =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([name, child]) => [name, visit(child, depth)]))
      : value;
  return visit(schema, 0) as Node;
}
