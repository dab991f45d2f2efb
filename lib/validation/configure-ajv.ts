// The one Ajv set-up shared by codegen (precompiled validators) and anything that compiles at run time.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { plainTextKeyword, xorKeyword } from './ajv-keywords';
import { MESSAGE_KEYWORD } from './keyword-messages';

export const AJV_OPTIONS: Options = {
  allErrors: true,
  strict: true,
  strictTypes: false,
  allowUnionTypes: true,
  // Annotations, not validation keywords: editors' hints, the page query keys a block reads (block schema),
  // whether a block's data is the item its page is about (data.schema.json), and where a form's requests go in
  // (x-eingang, codegen/collect-forms.ts), a block schema's version (x-version, codegen/block-versions.ts), and the
  // fields whose value the site renders as an address (x-verweis, lib/blocks/content-links.ts).
  keywords: ['tsType', 'x-editor', 'x-version', 'x-query', 'x-detail', 'x-eingang', 'x-verweis', MESSAGE_KEYWORD],
};

export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra });
  addFormats(ajv);
  // Forms: the custom rule 'xor' of spec section 5 and the text check of every text field (lib/validation/ajv-keywords.ts).
  ajv.addKeyword(xorKeyword);
  ajv.addKeyword(plainTextKeyword);
  return ajv;
}
