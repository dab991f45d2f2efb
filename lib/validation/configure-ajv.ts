// The one Ajv set-up shared by codegen (precompiled validators) and anything that compiles at run time.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { plainTextKeyword, xorKeyword } from '../forms/ajv-keywords';
import { MESSAGE_KEYWORD } from '../forms/keyword-messages';

export const AJV_OPTIONS: Options = {
  allErrors: true,
  strict: true,
  strictTypes: false,
  allowUnionTypes: true,
  // Editors' annotations in the schemas; not validation keywords. x-eingang: where a form's requests go
  // in (codegen/collect-forms.ts).
  keywords: ['tsType', 'x-editor', 'x-eingang', MESSAGE_KEYWORD],
};

export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra });
  addFormats(ajv);
  // Forms: the custom rule 'xor' of spec section 5 and the text check of every text field (lib/forms/ajv-keywords.ts).
  ajv.addKeyword(xorKeyword);
  ajv.addKeyword(plainTextKeyword);
  return ajv;
}
