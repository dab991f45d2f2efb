// Would data valid under the old schema still be valid under the new one? A conservative comparison of two JSON
// Schemas: every difference it cannot prove harmless counts as breaking (a false alarm costs a version number, a
// missed break costs editors their content).
import { isDeepStrictEqual } from 'node:util';

export interface Incompatibility {
  /** JSON pointer into the data, `*` for every item of an array, e.g. `/titel` or `/bilder/*`. */
  path: string;
  reason: string;
}

type Schema = Record<string, unknown>;

/** Keywords that describe but never constrain data. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', '$comment', '$id', '$schema', 'readOnly']);
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'];
/** Keywords compared below; any other constraining keyword must be unchanged. */
const HANDLED = new Set([
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'definitions',
  ...LOWER_BOUNDS,
  ...UPPER_BOUNDS,
]);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(schema: Schema): Set<string> | null {
  const type = schema.type;
  if (type === undefined) return null;
  return new Set(Array.isArray(type) ? (type as string[]) : [type as string]);
}

function widens(oldTypes: Set<string> | null, newTypes: Set<string> | null): boolean {
  if (newTypes === null) return true;
  if (oldTypes === null) return false;
  return [...oldTypes].every((t) => newTypes.has(t) || (t === 'integer' && newTypes.has('number')));
}

function describeValue(value: unknown): string {
  return value === undefined ? 'keine' : JSON.stringify(value);
}

/** Every way in which data valid under `before` may be invalid under `after`. */
export function findIncompatibilities(before: unknown, after: unknown, path = ''): Incompatibility[] {
  const at = path || '/';
  if (after === true || (isSchema(after) && Object.keys(after).every((k) => ANNOTATIONS.has(k) || k.startsWith('x-'))))
    return [];
  if (!isSchema(before) || !isSchema(after)) {
    return isDeepStrictEqual(before, after) ? [] : [{ path: at, reason: 'Schema geändert (nicht vergleichbar)' }];
  }
  const found: Incompatibility[] = [];
  const add = (reason: string, where = at) => found.push({ path: where, reason });

  const oldTypes = typesOf(before);
  const newTypes = typesOf(after);
  if (!widens(oldTypes, newTypes)) add(`Typ eingeengt: ${describeValue(before.type)} -> ${describeValue(after.type)}`);

  if (after.enum !== undefined) {
    const allowed = after.enum as unknown[];
    const old = before.enum as unknown[] | undefined;
    const lost = old?.filter((v) => !allowed.some((a) => isDeepStrictEqual(a, v)));
    if (!old) add(`Werteliste neu eingeführt: ${describeValue(after.enum)}`);
    else if (lost!.length) add(`Werte entfallen: ${describeValue(lost)}`);
  }
  if (after.const !== undefined && !isDeepStrictEqual(after.const, before.const))
    add(`fester Wert geändert: ${describeValue(before.const)} -> ${describeValue(after.const)}`);

  for (const key of LOWER_BOUNDS) {
    const next = after[key] as number | undefined;
    const prev = before[key] as number | undefined;
    if (next !== undefined && (prev === undefined || next > prev))
      add(`${key} erhöht: ${describeValue(prev)} -> ${next}`);
  }
  for (const key of UPPER_BOUNDS) {
    const next = after[key] as number | undefined;
    const prev = before[key] as number | undefined;
    if (next !== undefined && (prev === undefined || next < prev))
      add(`${key} gesenkt: ${describeValue(prev)} -> ${next}`);
  }

  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (HANDLED.has(key) || ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (!isDeepStrictEqual(before[key], after[key]))
      add(`"${key}" geändert: ${describeValue(before[key])} -> ${describeValue(after[key])}`);
  }

  const oldRequired = new Set((before.required as string[] | undefined) ?? []);
  for (const name of (after.required as string[] | undefined) ?? []) {
    if (!oldRequired.has(name)) add('neues Pflichtfeld', `${path}/${name}`);
  }

  const oldProps = isSchema(before.properties) ? before.properties : {};
  const newProps = isSchema(after.properties) ? after.properties : {};
  for (const [name, prop] of Object.entries(oldProps)) {
    if (!Object.hasOwn(newProps, name)) {
      add('Feld entfernt oder umbenannt: gespeicherte Inhalte verlören es', `${path}/${name}`);
      continue;
    }
    found.push(...findIncompatibilities(prop, newProps[name], `${path}/${name}`));
  }
  const oldExtra = before.additionalProperties ?? true;
  const newExtra = after.additionalProperties ?? true;
  if (newExtra !== true && !isDeepStrictEqual(oldExtra, newExtra)) {
    if (newExtra === false || oldExtra === false)
      add(`weitere Felder: ${describeValue(oldExtra)} -> ${describeValue(newExtra)}`);
    else found.push(...findIncompatibilities(oldExtra, newExtra, `${path}/*`));
  }
  // A property new in `after` and not required is additive: the Redaktion's form writes declared fields only, so
  // content written under the old schema does not carry an undeclared key of that name.

  if (after.items !== undefined && !isDeepStrictEqual(before.items, after.items)) {
    if (Array.isArray(before.items) || Array.isArray(after.items)) add('Tupel-Einträge geändert');
    else found.push(...findIncompatibilities(before.items ?? {}, after.items, `${path}/*`));
  }

  const oldDefs = isSchema(before.definitions) ? before.definitions : {};
  const newDefs = isSchema(after.definitions) ? after.definitions : {};
  for (const [name, def] of Object.entries(newDefs)) {
    if (Object.hasOwn(oldDefs, name)) found.push(...findIncompatibilities(oldDefs[name], def, `${path}#${name}`));
  }
  return found;
}
