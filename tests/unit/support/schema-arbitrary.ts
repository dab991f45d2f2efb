// Test data from a JSON Schema: a fast-check arbitrary for the keywords the block snapshots use. A keyword it does
// not know fails loudly, so a property test can never pass on data the schema did not describe.
import fc from 'fast-check';

type Schema = Record<string, unknown>;
export type Lookup = (id: string) => Schema | undefined;

const DESCRIPTIVE = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'contentMediaType',
  'x-editor',
  'x-version',
  'x-query',
  'x-detail',
  'x-verweis',
]);
const HANDLED = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'enum',
  'const',
  'items',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  '$ref',
]);

export function arbitraryOf(schema: Schema, lookup: Lookup): fc.Arbitrary<unknown> {
  for (const key of Object.keys(schema)) {
    if (!DESCRIPTIVE.has(key) && !HANDLED.has(key)) throw new Error(`arbitraryOf: Schlüsselwort "${key}" fehlt`);
  }
  if (typeof schema.$ref === 'string') {
    const target = lookup(schema.$ref);
    if (!target) throw new Error(`arbitraryOf: $ref ${schema.$ref} unbekannt`);
    return arbitraryOf(target, lookup);
  }
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      return (
        fc
          .string({
            minLength: (schema.minLength as number) ?? 0,
            maxLength: (schema.maxLength as number) ?? 40,
            unit: 'grapheme',
          })
          // A grapheme may count as two UTF-16 units: keep within the limit the validator counts in code points.
          .filter(
            (s) =>
              [...s].length <= ((schema.maxLength as number) ?? 40) &&
              [...s].length >= ((schema.minLength as number) ?? 0),
          )
      );
    case 'integer':
      return fc.integer({ min: (schema.minimum as number) ?? -1000, max: (schema.maximum as number) ?? 1000 });
    case 'number':
      return fc.double({
        min: (schema.minimum as number) ?? -1000,
        max: (schema.maximum as number) ?? 1000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryOf((schema.items as Schema) ?? {}, lookup), {
        minLength: (schema.minItems as number) ?? 0,
        maxLength: Math.min((schema.maxItems as number) ?? 4, 4),
      });
    case 'object': {
      const properties = (schema.properties as Record<string, Schema>) ?? {};
      const required = (schema.required as string[]) ?? [];
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, prop]) => [name, arbitraryOf(prop, lookup)])),
        { requiredKeys: required.filter((name) => Object.hasOwn(properties, name)) },
      );
    }
    default:
      throw new Error(`arbitraryOf: Typ ${JSON.stringify(schema.type)} fehlt`);
  }
}
