// The one Ajv set-up shared by codegen (precompiled validators) and anything that compiles at run time.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { MESSAGE_KEYWORD, xorKeyword } from '../forms/ajv-keywords';

export const AJV_OPTIONS: Options = {
  allErrors: true,
  strict: true,
  strictTypes: false,
  allowUnionTypes: true,
  // Annotations, not validation keywords: editors' hints, the page query keys a block reads (block schema)
  // and whether a block's data is the item its page is about (data.schema.json).
  keywords: ['tsType', 'x-editor', 'x-query', 'x-detail', MESSAGE_KEYWORD],
};

export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra });
  addFormats(ajv);
  // Forms: the custom rule 'xor' of spec section 5 (lib/forms/ajv-keywords.ts).
  ajv.addKeyword(xorKeyword);
  return ajv;
}
