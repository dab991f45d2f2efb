// The one Ajv set-up shared by codegen (precompiled validators) and anything that compiles at run time.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';

export const AJV_OPTIONS: Options = {
  allErrors: true,
  strict: true,
  strictTypes: false,
  allowUnionTypes: true,
  // Editors' annotations in the schemas; not validation keywords.
  keywords: ['tsType', 'x-editor'],
};

export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra });
  addFormats(ajv);
  return ajv;
}
