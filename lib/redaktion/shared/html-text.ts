// CMS HTML as plain text, for comparing versions and for the accessibility findings: tags gone, entities
// decoded, block elements separated by a space, white space folded.
import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode } from 'domhandler';

const BLOCK = /^(p|div|h[1-6]|li|ul|ol|br|tr|td|th|blockquote|figure|figcaption|table|hr|dd|dt)$/i;

function visit(nodes: ChildNode[], out: string[]): void {
  for (const node of nodes) {
    if (isText(node)) out.push(node.data);
    else if (isTag(node) && node.name !== 'script' && node.name !== 'style') {
      const block = BLOCK.test(node.name);
      if (block) out.push(' ');
      visit(node.children, out);
      if (block) out.push(' ');
    }
  }
}

export function htmlToText(html: string): string {
  const out: string[] = [];
  visit(parseDocument(html, { decodeEntities: true }).children, out);
  return out.join('').replace(/\s+/g, ' ').trim();
}
