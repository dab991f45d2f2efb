// The rich-text editor's schema: everything the site's sanitiser keeps, each element as written (see README,
// "Rich text"). Shared by the editor component and the round-trip tests, so both run the same schema.
import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import {
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Figure,
  FigureCaption,
  HeadingNode,
  InlineImage,
  ParagraphNode,
  Preformatted,
} from './blocks';
import { KeptHtmlBlock, KeptHtmlInline } from './kept-html';
import { inlineMarks } from './marks';
import { tableExtensions } from './tables';

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      // Replaced by the versions above that keep the source's elements and attributes.
      paragraph: false,
      heading: false,
      bold: false,
      italic: false,
      link: false,
      code: false,
      codeBlock: false,
      // An empty paragraph after a closing table or list would be written into the field at the first keystroke;
      // the gap cursor (arrow keys past the end) makes room to write after them instead.
      trailingNode: false,
    }),
    ParagraphNode,
    HeadingNode,
    Preformatted,
    DescriptionList,
    DescriptionTerm,
    DescriptionDetails,
    Figure,
    FigureCaption,
    InlineImage,
    ...tableExtensions,
    ...inlineMarks,
    KeptHtmlBlock,
    KeptHtmlInline,
  ];
}
