// An HTML attribute carried by a node or mark exactly as written: TipTap's default parsing turns "007" into 7 and
// "true" into true, which would change a title or an alt text on the way through the editor.
import type { Attribute } from '@tiptap/core';

export function htmlAttribute(name: string, extra: Partial<Attribute> = {}): Attribute {
  return {
    default: null,
    parseHTML: (element) => element.getAttribute(name),
    renderHTML: (attributes) => (attributes[name] == null ? {} : { [name]: String(attributes[name]) }),
    ...extra,
  };
}

export function htmlAttributes(names: readonly string[]): Record<string, Attribute> {
  return Object.fromEntries(names.map((name) => [name, htmlAttribute(name)]));
}
