// The custom ajv keyword 'xor' (spec section 5): exactly one of two named fields must be filled;
// it compiles to standalone code, as the precompiled browser validators need.
import standaloneCode from 'ajv/dist/standalone';
import { describe, expect, it } from 'vitest';
import { createAjv } from '@/lib/validation/configure-ajv';
import { germanErrors } from '@/lib/forms/german-errors';

const schema = {
  $id: 'xor-probe',
  type: 'object',
  xor: ['telefon', 'email'],
  properties: { telefon: { type: 'string' }, email: { type: 'string' } },
};

describe("custom keyword 'xor'", () => {
  const validate = createAjv().compile(schema);
  it.each([
    [{ telefon: '0761 1' }, true],
    [{ email: 'a@b.de' }, true],
    [{}, false],
    [{ telefon: '  ', email: '' }, false],
    [{ telefon: '0761 1', email: 'a@b.de' }, false],
  ])('%j -> %s', (data, valid) => {
    expect(validate(data)).toBe(valid);
  });

  it('reports a German message at the first field', () => {
    validate({});
    expect(germanErrors(schema as never, validate.errors)).toEqual({
      telefon: 'Bitte füllen Sie genau eines der beiden Felder aus.',
    });
  });

  it('compiles to standalone code without eval-time functions', () => {
    const ajv = createAjv({ code: { source: true } });
    ajv.addSchema(schema);
    const code = standaloneCode(ajv, { validate_xor: 'xor-probe' });
    expect(code).toContain('validate_xor');
    expect(code).not.toContain('new Function');
  });

  it('rejects a malformed xor in a schema', () => {
    expect(() => createAjv().compile({ type: 'object', xor: ['nur-eins'] })).toThrow();
  });
});
