// The block elements the sanitiser keeps beyond the starter kit's: paragraphs with `lang` that remember whether the
// source wrote them (html-load.ts), headings 2 to 6, preformatted text, description lists, figures and images.
import { mergeAttributes, Node } from '@tiptap/core';
import Heading from '@tiptap/extension-heading';
import Paragraph from '@tiptap/extension-paragraph';
import { ALLOWED_ATTRIBUTES, ALLOWED_IMAGE_SCHEMES, keepsUrl } from '@/lib/blocks/sanitize-allow-list';
import { htmlAttribute, htmlAttributes } from './html-attribute';

/**
 * Marks a paragraph the source did not write: text written without one (`<li>Text</li>`), which html-save.ts writes
 * without `<p>` again, or (value `leer`) the empty one an empty field needs, written only once something is in it.
 */
export const BARE_PARAGRAPH = 'data-ohne-absatz';
export const FILLER_PARAGRAPH = 'leer';

export const ParagraphNode = Paragraph.extend({
  addAttributes: () => ({
    lang: htmlAttribute('lang'),
    bare: {
      default: false,
      keepOnSplit: true,
      parseHTML: (element) =>
        element.getAttribute(BARE_PARAGRAPH) === FILLER_PARAGRAPH
          ? FILLER_PARAGRAPH
          : element.hasAttribute(BARE_PARAGRAPH),
      renderHTML: (attributes) =>
        attributes.bare ? { [BARE_PARAGRAPH]: attributes.bare === FILLER_PARAGRAPH ? FILLER_PARAGRAPH : '' } : {},
    },
  }),
});

export const HEADING_LEVELS = [2, 3, 4, 5, 6] as const;

/** h2 to h6; an h1 becomes an h2, as the sanitiser makes it (the page's h1 is its title). */
export const HeadingNode = Heading.extend({
  parseHTML() {
    return [...(this.parent?.() ?? []), { tag: 'h1', attrs: { level: 2 } }];
  },
}).configure({ levels: [...HEADING_LEVELS] });

/** `<pre>` as written: its spaces and line breaks, and any inline element inside (a `<code>` is a mark). */
export const Preformatted = Node.create({
  name: 'preformatted',
  group: 'block',
  content: 'inline*',
  marks: '_',
  whitespace: 'pre',
  defining: true,
  parseHTML: () => [{ tag: 'pre', preserveWhitespace: 'full' }],
  renderHTML: ({ HTMLAttributes }) => ['pre', HTMLAttributes, 0],
  addKeyboardShortcuts() {
    return {
      // A new line inside the preformatted text, not a second `<pre>`.
      Enter: ({ editor }) => editor.isActive(this.name) && editor.commands.insertContent('\n'),
    };
  },
});

/** A node that is its element, nothing more: `<tag>` around its content. */
function elementNode(name: string, tag: string, content: string, group?: string) {
  return Node.create({
    name,
    group,
    content,
    defining: !group,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

export const DescriptionList = elementNode('descriptionList', 'dl', '(descriptionTerm | descriptionDetails)+', 'block');
export const DescriptionTerm = elementNode('descriptionTerm', 'dt', 'inline*');
export const DescriptionDetails = elementNode('descriptionDetails', 'dd', 'block+');
export const Figure = elementNode('figure', 'figure', 'figureCaption? block+ figureCaption?', 'block');
export const FigureCaption = elementNode('figureCaption', 'figcaption', 'inline*');

/** An image inside the text, with the attributes the sanitiser keeps, as written. */
export const InlineImage = Node.create({
  name: 'image',
  group: 'inline',
  inline: true,
  atom: true,
  draggable: false,
  addAttributes: () => ({
    ...htmlAttributes(ALLOWED_ATTRIBUTES.img!),
    // An address the sanitiser would drop (not http or https) is dropped here too.
    src: htmlAttribute('src', {
      parseHTML: (element) => {
        const src = element.getAttribute('src');
        return src != null && keepsUrl(src, ALLOWED_IMAGE_SCHEMES) ? src : null;
      },
    }),
  }),
  parseHTML: () => [{ tag: 'img' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});
