// The forms' own ajv keywords, beside the one ajv set-up that registers them (configure-ajv.ts; codegen precompiles
// them into the standalone validators that browser and server share). Names and messages:
// lib/validation/keyword-messages.ts.
//   x-fehlermeldung  annotation: the German message of a field, one text or one per ajv keyword
//   xor              spec section 5: exactly one of two named fields must be filled
//   plainText        a text as people type it: no control character but tab and line breaks, no
//                    lone UTF-16 surrogate. Every text field of every form carries it (codegen checks),
//                    so such input is refused with a German message instead of failing in the database
//                    (PostgreSQL stores neither NUL nor a lone surrogate in jsonb).
import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
// ajv's own helper for a regular expression in generated code (not a React hook, despite its name).
import { usePattern as regExpOf } from 'ajv/dist/vocabularies/code';
import { PLAIN_TEXT_KEYWORD, PLAIN_TEXT_MESSAGE, XOR_KEYWORD, XOR_MESSAGE } from './keyword-messages';

export const xorKeyword: CodeKeywordDefinition = {
  keyword: XOR_KEYWORD,
  type: 'object',
  schemaType: 'array',
  metaSchema: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
  error: { message: XOR_MESSAGE, params: ({ schemaCode }) => _`{felder: ${schemaCode}}` },
  code(cxt: KeywordCxt) {
    const [first, second] = cxt.schema as [string, string];
    // Filled = present and not empty, blank or false (an unticked box counts as empty).
    const filled = (key: string) => {
      const value = _`${cxt.data}[${key}]`;
      return _`(${value} !== undefined && ${value} !== null && ${value} !== false && String(${value}).trim() !== "")`;
    };
    cxt.pass(_`${filled(first)} !== ${filled(second)}`);
  },
};

// With the u flag (ajv's default) a lone surrogate is a code point of its own in D800-DFFF, while a
// pair (an emoji) is one code point beyond FFFF and does not match.
const NOT_PLAIN_TEXT = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]';

export const plainTextKeyword: CodeKeywordDefinition = {
  keyword: PLAIN_TEXT_KEYWORD,
  type: 'string',
  schemaType: 'boolean',
  error: { message: PLAIN_TEXT_MESSAGE },
  code(cxt: KeywordCxt) {
    if (cxt.schema !== true) return;
    cxt.fail(_`${regExpOf(cxt, NOT_PLAIN_TEXT)}.test(${cxt.data})`);
  },
};
