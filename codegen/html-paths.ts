// Finds the fields a block schema marks as CMS HTML (contentMediaType text/html), so the renderer
// can sanitise exactly those once per page load.
import type { JsonSchema } from './collect';

type Node = Record<string, unknown>;

function resolve(node: Node, root: JsonSchema): Node {
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    return ref
      .slice(2)
      .split('/')
      .reduce<Node>((acc, key) => (acc[key] as Node) ?? {}, root as Node);
  }
  return node;
}

export function findHtmlPaths(schema: JsonSchema): string[][] {
  const found: string[][] = [];
  const visit = (raw: Node, at: string[], depth: number) => {
    if (depth > 12) return;
    const node = resolve(raw, schema);
    if (node.contentMediaType === 'text/html') found.push(at);
    const props = node.properties as Record<string, Node> | undefined;
    for (const [key, child] of Object.entries(props ?? {})) visit(child, [...at, key], depth + 1);
    if (node.items && typeof node.items === 'object') visit(node.items as Node, [...at, '*'], depth + 1);
  };
  visit(schema, [], 0);
  return found;
}
