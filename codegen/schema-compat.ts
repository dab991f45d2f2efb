// Would data valid under the old schema still be valid under the new one? A conservative comparison of two JSON
// Schemas: every difference it cannot prove harmless counts as breaking (a false alarm costs a version number, a
// missed break costs editors their content).
import { isDeepStrictEqual } from 'node:util';
import type { References } from './schema-closure';

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
  '$ref',
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

/** Where a `$ref` is resolved: the document it stands in (for `#/definitions/…`) and the shared schemas by `$id`. */
export interface RefSide {
  doc: unknown;
  refs: References | null;
}

interface Context {
  before: RefSide;
  after: RefSide;
  /** Pairs of references being compared (a menu item holds menu items): each pair is compared once. */
  visiting: Set<string>;
}

const hasRef = (node: unknown): node is Schema & { $ref: string } => isSchema(node) && typeof node.$ref === 'string';

/** The schema a `$ref` names, and where its own references resolve; null when it cannot be found. */
function deref(node: Schema & { $ref: string }, side: RefSide): { node: unknown; side: RefSide; key: string } | null {
  const [id, fragment] = node.$ref.split('#') as [string, string | undefined];
  const doc = id ? side.refs?.[id] : side.doc;
  if (doc === undefined) return null;
  let target: unknown = doc;
  for (const part of (fragment ?? '').split('/').filter(Boolean)) {
    target = isSchema(target) && Object.hasOwn(target, part) ? target[part] : undefined;
  }
  if (target === undefined) return null;
  return { node: target, side: { doc, refs: side.refs }, key: `${id}#${fragment ?? ''}` };
}

/**
 * Every way in which data valid under `before` may be invalid under `after`. `$ref`s are followed (local ones in
 * their document, shared ones through `sides.*.refs`, a snapshot's `x-referenzen`); one that cannot be resolved on
 * either side counts as unchanged only while both name the same schema.
 */
export function findIncompatibilities(
  before: unknown,
  after: unknown,
  path = '',
  sides: { before: RefSide; after: RefSide } = {
    before: { doc: before, refs: null },
    after: { doc: after, refs: null },
  },
): Incompatibility[] {
  return compare(before, after, path, { ...sides, visiting: new Set() });
}

function compare(before: unknown, after: unknown, path: string, context: Context): Incompatibility[] {
  const at = path || '/';
  if (hasRef(before) || hasRef(after)) {
    const b = hasRef(before) ? deref(before, context.before) : { node: before, side: context.before, key: '' };
    const a = hasRef(after) ? deref(after, context.after) : { node: after, side: context.after, key: '' };
    if (!b || !a) {
      return isDeepStrictEqual(before, after) ? [] : [{ path: at, reason: 'Verweis geändert (nicht auflösbar)' }];
    }
    const pair = `${b.key}|${a.key}`;
    if (context.visiting.has(pair)) return [];
    const inner = { ...context, before: b.side, after: a.side, visiting: new Set([...context.visiting, pair]) };
    return compare(b.node, a.node, path, inner);
  }
  const deeper = (x: unknown, y: unknown, where: string) => compare(x, y, where, context);
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
    found.push(...deeper(prop, newProps[name], `${path}/${name}`));
  }
  const oldExtra = before.additionalProperties ?? true;
  const newExtra = after.additionalProperties ?? true;
  if (newExtra !== true && !isDeepStrictEqual(oldExtra, newExtra)) {
    if (newExtra === false || oldExtra === false)
      add(`weitere Felder: ${describeValue(oldExtra)} -> ${describeValue(newExtra)}`);
    else found.push(...deeper(oldExtra, newExtra, `${path}/*`));
  }
  // A property new in `after` and not required is additive: the Redaktion's form writes declared fields only, so
  // content written under the old schema does not carry an undeclared key of that name.

  if (after.items !== undefined && !isDeepStrictEqual(before.items, after.items)) {
    if (Array.isArray(before.items) || Array.isArray(after.items)) add('Tupel-Einträge geändert');
    else found.push(...deeper(before.items ?? {}, after.items, `${path}/*`));
  }
  // `definitions` are compared where a `$ref` uses them.
  return found;
}
