// The inline elements the sanitiser keeps, as marks: each keeps its own tag (`b` stays `b`, `strong` stays
// `strong`: they do not mean the same) and its allowed attributes as written.
import { Mark, mergeAttributes } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { ALLOWED_ATTRIBUTES, keepsUrl } from '@/lib/blocks/sanitize-allow-list';
import { htmlAttributes } from './html-attribute';

/** A mark that is its element: `<tag>` with the sanitiser's attributes for it. */
function elementMark(name: string, tag: string) {
  return Mark.create({
    name,
    addAttributes: () => htmlAttributes(ALLOWED_ATTRIBUTES[tag as keyof typeof ALLOWED_ATTRIBUTES] ?? []),
    // A kept element (kept-html.ts) is a span too; it is never a mark.
    parseHTML: () => [{ tag, getAttrs: (element) => (element.hasAttribute('data-kept-html') ? false : null) }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

/** Bold and italic remember which of their two elements they came from; the toolbar's button makes the first. */
function twoTagMark(base: typeof Bold | typeof Italic, tags: [string, string]) {
  return base.extend({
    addAttributes: () => ({
      tag: {
        default: tags[0],
        parseHTML: (element) => (element.tagName.toLowerCase() === tags[1] ? tags[1] : tags[0]),
        renderHTML: () => ({}),
      },
    }),
    renderHTML({ mark, HTMLAttributes }) {
      return [String(mark.attrs.tag), mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
    },
  });
}

export const BoldMark = twoTagMark(Bold, ['strong', 'b']);
export const ItalicMark = twoTagMark(Italic, ['em', 'i']);

/** Links keep every attribute the sanitiser allows, as written, and no defaults of their own. */
export const LinkMark = Link.extend({
  addAttributes: () => htmlAttributes(ALLOWED_ATTRIBUTES.a!),
  parseHTML: () => [
    {
      tag: 'a',
      // An address the sanitiser would drop is dropped here too; the link's text and other attributes stay.
      getAttrs: (element) => ({
        href:
          element.hasAttribute('href') && keepsUrl(element.getAttribute('href')!) ? element.getAttribute('href') : null,
      }),
    },
  ],
  renderHTML: ({ HTMLAttributes }) => {
    const { href, ...rest } = HTMLAttributes as Record<string, string | null>;
    return ['a', href != null && keepsUrl(href) ? { href, ...rest } : rest, 0];
  },
}).configure({ openOnClick: false, autolink: false, protocols: ['mailto', 'tel'], HTMLAttributes: {} });

export const inlineMarks = [
  LinkMark,
  BoldMark,
  ItalicMark,
  elementMark('subscript', 'sub'),
  elementMark('superscript', 'sup'),
  elementMark('small', 'small'),
  elementMark('abbreviation', 'abbr'),
  elementMark('languageSpan', 'span'),
  elementMark('inlineQuote', 'q'),
  elementMark('citation', 'cite'),
  elementMark('code', 'code'),
];

/** The inline elements the marks stand for, by mark: two elements of one mark cannot nest in the editor. */
export const MARK_OF_TAG: Record<string, string> = {
  a: 'link',
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  sub: 'subscript',
  sup: 'superscript',
  small: 'small',
  abbr: 'abbreviation',
  span: 'languageSpan',
  q: 'inlineQuote',
  cite: 'citation',
  code: 'code',
};
