// ajv's findings as German sentences for editors, named after the fields' German schema titles
// ("Folien › Eintrag 2 › Titel: Darf nicht leer sein."). Works on any schema: the server passes the block bundle of
// codegen, an editor in the browser may pass the schema it renders its form from.
import type { ErrorObject } from 'ajv';

export interface SchemaNode {
  title?: string;
  $id?: string;
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | SchemaNode[];
  additionalProperties?: boolean | SchemaNode;
  definitions?: Record<string, SchemaNode>;
}

/** Finds a schema by its `$id` (for `$ref: "bildupload"`); undefined when unknown. */
export type SchemaLookup = (id: string) => SchemaNode | undefined;

const TYPE_NAMES: Record<string, string> = {
  string: 'Text',
  number: 'Zahl',
  integer: 'ganze Zahl',
  boolean: 'Ja oder Nein',
  array: 'Liste',
  object: 'Gruppe von Feldern',
  null: 'leer',
};

const FORMAT_NAMES: Record<string, string> = {
  date: 'Datum (TT.MM.JJJJ)',
  time: 'Uhrzeit (HH:MM)',
  'date-time': 'Zeitpunkt',
  email: 'E-Mail-Adresse',
  uri: 'Internetadresse (mit https://)',
  'uri-reference': 'Adresse',
};

interface Scope {
  node: SchemaNode | undefined;
  /** The schema whose `#/definitions/…` a local `$ref` means. */
  root: SchemaNode;
}

/** Follows `$ref`s: local ones within the current root schema, others by `$id`. */
function deref({ node, root }: Scope, lookup: SchemaLookup): Scope {
  for (let depth = 0; node?.$ref && depth < 10; depth++) {
    const local = /^#\/definitions\/(.+)$/.exec(node.$ref);
    if (local) {
      node = root.definitions?.[local[1]!];
    } else {
      node = lookup(node.$ref);
      if (node) root = node;
    }
  }
  return { node, root };
}

function child(node: SchemaNode | undefined, key: string): SchemaNode | undefined {
  if (!node) return undefined;
  if (node.properties && Object.hasOwn(node.properties, key)) return node.properties[key];
  if (/^\d+$/.test(key) && node.items) return Array.isArray(node.items) ? node.items[Number(key)] : node.items;
  return typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
}

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The German names along a JSON pointer: property titles, array entries as 'Eintrag N'. */
export function fieldLabel(schema: SchemaNode, instancePath: string, lookup: SchemaLookup = () => undefined): string {
  const names: string[] = [];
  let scope = deref({ node: schema, root: schema }, lookup);
  for (const segment of instancePath.split('/').slice(1).map(unescape)) {
    const next = deref({ node: child(scope.node, segment), root: scope.root }, lookup);
    // A property's own title wins over the title of the schema it refers to.
    const title = child(scope.node, segment)?.title ?? next.node?.title;
    names.push(/^\d+$/.test(segment) ? `Eintrag ${Number(segment) + 1}` : (title ?? segment));
    scope = next;
  }
  return names.join(' › ');
}

function list(values: unknown): string {
  const all = Array.isArray(values) ? values.map((v) => JSON.stringify(v)) : [];
  return all.length > 8 ? `${all.slice(0, 8).join(', ')} …` : all.join(', ');
}

/** The German text of one ajv finding, without the field's name. */
export function germanText(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const n = Number(p.limit);
  switch (error.keyword) {
    case 'required':
      return 'Pflichtangabe fehlt.';
    case 'type': {
      const types = String(p.type).split(',');
      return `Erwartet wird: ${types.map((t) => TYPE_NAMES[t] ?? t).join(' oder ')}.`;
    }
    case 'minLength':
      return n <= 1 ? 'Darf nicht leer sein.' : `Mindestens ${n} Zeichen.`;
    case 'maxLength':
      return `Höchstens ${n} Zeichen.`;
    case 'minimum':
      return `Mindestens ${n}.`;
    case 'maximum':
      return `Höchstens ${n}.`;
    case 'exclusiveMinimum':
      return `Größer als ${n}.`;
    case 'exclusiveMaximum':
      return `Kleiner als ${n}.`;
    case 'minItems':
      return n === 1 ? 'Mindestens ein Eintrag.' : `Mindestens ${n} Einträge.`;
    case 'maxItems':
      return n === 1 ? 'Höchstens ein Eintrag.' : `Höchstens ${n} Einträge.`;
    case 'enum':
      return `Erlaubt ist nur: ${list(p.allowedValues)}.`;
    case 'const':
      return `Erlaubt ist nur: ${JSON.stringify(p.allowedValue)}.`;
    case 'pattern':
      return 'Die Schreibweise stimmt nicht.';
    case 'format':
      return `Kein gültiges Format: erwartet wird ${FORMAT_NAMES[String(p.format)] ?? String(p.format)}.`;
    case 'additionalProperties':
      return `Unbekanntes Feld „${String(p.additionalProperty)}“.`;
    case 'uniqueItems':
      return 'Einträge dürfen sich nicht wiederholen.';
    case 'anyOf':
    case 'oneOf':
      return 'Passt zu keiner der erlaubten Varianten.';
    case 'not':
      return 'Dieser Wert ist nicht erlaubt.';
    case 'dependencies':
    case 'dependentRequired':
      return `„${String(p.missingProperty)}“ fehlt (nötig, wenn „${String(p.property)}“ angegeben ist).`;
    default:
      return 'Ungültiger Wert.';
  }
}

/** The pointer a finding belongs to (for `required`, the missing field itself). */
export function errorPointer(error: ErrorObject): string {
  if (error.keyword !== 'required') return error.instancePath;
  const missing = String((error.params as { missingProperty: string }).missingProperty);
  return `${error.instancePath}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** `<field>: <text>`; a missing property is named after its own title. */
export function germanMessage(error: ErrorObject, schema: SchemaNode, lookup?: SchemaLookup): string {
  const label = fieldLabel(schema, errorPointer(error), lookup);
  return label ? `${label}: ${germanText(error)}` : germanText(error);
}
