// Which of the sanitiser's elements are inline (marks and inline atoms) and which take only inline content: the
// vocabulary html-load.ts and html-save.ts share.
import { MARK_OF_TAG } from './marks';

export const INLINE_TAGS = new Set([...Object.keys(MARK_OF_TAG), 'br', 'img']);
/** Elements whose content is text and inline elements only. */
export const TEXTBLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'dt', 'caption', 'figcaption']);
/** Elements (besides the field itself) whose content is blocks; inline content there is a paragraph without `<p>`. */
export const BLOCK_CONTAINER_TAGS = new Set(['li', 'td', 'th', 'blockquote', 'dd', 'figure']);
export const TABLE_SECTION_TAGS = new Set(['thead', 'tbody', 'tfoot']);

export const isElement = (node: Node): node is Element => node.nodeType === 1;
export const isIgnorableText = (node: Node) =>
  node.nodeType === 8 || (node.nodeType === 3 && /^[ \t\n\r\f]*$/.test(node.textContent ?? ''));

export function isInlineNode(node: Node): boolean {
  if (node.nodeType === 3) return true;
  if (!isElement(node)) return false;
  return INLINE_TAGS.has(node.localName) || (node.localName === 'span' && node.hasAttribute('data-kept-html'));
}
