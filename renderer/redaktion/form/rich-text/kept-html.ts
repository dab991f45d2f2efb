// What the sanitiser keeps but the editor cannot represent (a list item outside a list, a table whose rows do not
// add up, a paragraph inside a link, ...) is kept as it was: an atom holding its HTML, shown read-only with a German
// label, and written back unchanged (html-save.ts). It can be deleted as a whole, never half-edited.
import { Node } from '@tiptap/core';

export const KEPT_HTML = 'data-kept-html';
export const KEPT_HTML_LABEL = 'Nicht im Editor bearbeitbar, bleibt unverändert erhalten:';

function keptHtmlNode(name: string, inline: boolean) {
  const tag = inline ? 'span' : 'div';
  return Node.create({
    name,
    group: inline ? 'inline' : 'block',
    inline,
    atom: true,
    selectable: true,
    draggable: false,
    addAttributes: () => ({
      html: { default: '', parseHTML: (element) => element.getAttribute(KEPT_HTML) ?? '', renderHTML: () => ({}) },
    }),
    parseHTML: () => [{ tag: `${tag}[${KEPT_HTML}]`, priority: 1000 }],
    renderHTML: ({ node }) => [
      tag,
      { [KEPT_HTML]: String(node.attrs.html), contenteditable: 'false' },
      ['span', { 'data-kept-html-label': '' }, KEPT_HTML_LABEL],
      ' ',
      ['code', {}, String(node.attrs.html)],
    ],
  });
}

export const KeptHtmlBlock = keptHtmlNode('keptHtmlBlock', false);
export const KeptHtmlInline = keptHtmlNode('keptHtmlInline', true);
