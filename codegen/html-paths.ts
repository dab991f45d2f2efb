// Finds the fields a block schema (or a block's data schema) marks as CMS HTML (contentMediaType text/html), so the
// renderer can sanitise exactly those once per page load: a block's options, and what its call answers (a news
// item's text from its entry).
import type { JsonSchema } from './collect';

type Node = Record<string, unknown>;

/** A `$ref` within the schema (`#/…`) or to a shared schema by its `$id` (`artikel`). */
function resolve(node: Node, root: JsonSchema, shared: ReadonlyMap<string, JsonSchema>): Node {
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    return ref
      .slice(2)
      .split('/')
      .reduce<Node>((acc, key) => (acc[key] as Node) ?? {}, root as Node);
  }
  if (typeof ref === 'string' && shared.has(ref)) {
    const rest = { ...node };
    delete rest.$ref;
    return { ...rest, ...(shared.get(ref) as Node) };
  }
  return node;
}

export function findHtmlPaths(schema: JsonSchema, shared: ReadonlyMap<string, JsonSchema> = new Map()): string[][] {
  const found: string[][] = [];
  const visit = (raw: Node, at: string[], depth: number) => {
    if (depth > 12) return;
    const node = resolve(raw, schema, shared);
    if (node.$ref !== undefined && node !== raw) return visit(node, at, depth + 1);
    if (node.contentMediaType === 'text/html' && !found.some((p) => p.join('/') === at.join('/'))) found.push(at);
    for (const part of Array.isArray(node.allOf) ? (node.allOf as Node[]) : []) visit(part, at, depth + 1);
    const props = node.properties as Record<string, Node> | undefined;
    for (const [key, child] of Object.entries(props ?? {})) visit(child, [...at, key], depth + 1);
    if (node.items && typeof node.items === 'object') visit(node.items as Node, [...at, '*'], depth + 1);
  };
  visit(schema, [], 0);
  return found;
}
