// The forms' own ajv keywords, registered wherever ajv is set up (codegen precompiles them into
// the standalone validators that browser and server share).
//   x-fehlermeldung  annotation: the German message of a field, one text or one per ajv keyword
//   xor              spec section 5: exactly one of two named fields must be filled
import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';

export const MESSAGE_KEYWORD = 'x-fehlermeldung';

export const XOR_MESSAGE = 'Bitte füllen Sie genau eines der beiden Felder aus.';

export const xorKeyword: CodeKeywordDefinition = {
  keyword: 'xor',
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
