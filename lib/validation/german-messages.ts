// ajv's errors as German sentences that name the field by its schema title: what the Redaktion shows at the
// field and in its error summary, and what the renderer's notice for an invalid block says. The validators
// are the precompiled ones that render the site; only the wording is made here.
import type { ErrorObject } from 'ajv';
import { MESSAGE_KEYWORD } from './keyword-messages';

type Node = Record<string, unknown>;

/** Finds a shared schema by its `$id` (e.g. 'bildupload'); local `#/…` references are resolved against the root. */
export type SchemaLookup = (id: string) => Node | undefined;

export interface FieldMessage {
  /** JSON Pointer of the field, e.g. '/slides/0/titel'; '' is the whole block. */
  pointer: string;
  message: string;
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function resolveNode(node: Node | undefined, root: Node, lookup: SchemaLookup): Node | undefined {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 8; hops++) {
    const ref = current.$ref as string;
    const target = ref.startsWith('#/')
      ? ref
          .slice(2)
          .split('/')
          .reduce<Node | undefined>((acc, key) => acc?.[unescape(key)] as Node | undefined, root)
      : lookup(ref);
    // Keywords beside the reference (a title, a description) win over the target's.
    const beside = Object.fromEntries(Object.entries(current).filter(([key]) => key !== '$ref'));
    current = target ? { ...target, ...beside } : undefined;
  }
  return current;
}

/** The schema node at a JSON Pointer of the data (through properties and array items). */
export function schemaAt(root: Node, pointer: string, lookup: SchemaLookup): Node | undefined {
  let node = resolveNode(root, root, lookup);
  for (const raw of pointer.split('/').slice(1)) {
    if (!node) return undefined;
    const segment = unescape(raw);
    const properties = node.properties as Record<string, Node> | undefined;
    if (/^\d+$/.test(segment) && node.items && typeof node.items === 'object') node = node.items as Node;
    else node = properties?.[segment];
    node = resolveNode(node, root, lookup);
  }
  return node;
}

function fieldPointer(error: ErrorObject): string {
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return `${error.instancePath}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
  return error.instancePath;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'Text',
  number: 'Zahl',
  integer: 'ganze Zahl',
  boolean: 'Ja/Nein',
  array: 'Liste',
  object: 'Gruppe von Feldern',
  null: 'leer',
};

const FORMAT_HINTS: Record<string, string> = {
  date: 'ein Datum',
  time: 'eine Uhrzeit (SS:MM)',
  'date-time': 'Datum und Uhrzeit',
  email: 'eine E-Mail-Adresse',
  uri: 'eine vollständige Adresse (https://…)',
  'uri-reference': 'eine Adresse',
};

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The field's label: the schema titles along its path, entries of a list as 'Eintrag N' ("Folien › Eintrag 2 ›
 * Titel"), so a message in the error summary says which of several alike fields it means. A segment without a title
 * is named by its key.
 */
export function fieldLabel(root: Node, pointer: string, lookup: SchemaLookup): string {
  const segments = pointer.split('/').slice(1);
  if (segments.length === 0) return typeof root.title === 'string' && root.title.trim() ? root.title : 'Block';
  return segments
    .map((raw, index) => {
      const segment = unescape(raw);
      if (/^\d+$/.test(segment)) return `Eintrag ${Number(segment) + 1}`;
      const title = schemaAt(root, `/${segments.slice(0, index + 1).join('/')}`, lookup)?.title;
      return typeof title === 'string' && title.trim() ? title : segment;
    })
    .join(' › ');
}

function sentence(error: ErrorObject, label: string): string {
  const p = error.params as Record<string, unknown>;
  const limit = Number(p.limit);
  switch (error.keyword) {
    case 'required':
      return `Bitte füllen Sie „${label}“ aus.`;
    case 'minLength':
      return limit <= 1 ? `Bitte füllen Sie „${label}“ aus.` : `„${label}“ muss mindestens ${limit} Zeichen lang sein.`;
    case 'maxLength':
      return `„${label}“ darf höchstens ${limit} Zeichen lang sein.`;
    case 'minItems':
      return `„${label}“ braucht mindestens ${count(limit, 'Eintrag', 'Einträge')}.`;
    case 'maxItems':
      return `„${label}“ darf höchstens ${count(limit, 'Eintrag', 'Einträge')} haben.`;
    case 'minimum':
      return `„${label}“ muss mindestens ${limit} sein.`;
    case 'maximum':
      return `„${label}“ darf höchstens ${limit} sein.`;
    case 'enum':
    case 'const':
      return `Bitte wählen Sie für „${label}“ einen der angebotenen Werte.`;
    case 'type': {
      const expected = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' oder ');
      return `„${label}“ muss ${expected === 'Liste' ? 'eine Liste' : `vom Typ ${expected}`} sein.`;
    }
    case 'format': {
      const hint = FORMAT_HINTS[String(p.format)];
      return hint ? `„${label}“ muss ${hint} sein.` : `„${label}“ hat nicht die erwartete Form.`;
    }
    case 'pattern':
      return `„${label}“ hat nicht die erwartete Form.`;
    case 'additionalProperties':
      return `Das Feld „${String(p.additionalProperty)}“ ist in „${label}“ nicht vorgesehen.`;
    case 'uniqueItems':
      return `„${label}“ enthält denselben Eintrag zweimal.`;
    default:
      return `„${label}“ ist ungültig.`;
  }
}

function ownMessage(node: Node | undefined, keyword: string): string | undefined {
  const own = node?.[MESSAGE_KEYWORD];
  if (typeof own === 'string') return own;
  if (own && typeof own === 'object') return (own as Record<string, string>)[keyword];
  return undefined;
}

/**
 * One German message per field (the first error ajv reports there), in the order ajv reported them. A field's
 * own `x-fehlermeldung` wins, as in the forms.
 */
export function germanMessages(
  schema: Node,
  errors: readonly ErrorObject[] | null | undefined,
  lookup: SchemaLookup,
): FieldMessage[] {
  const seen = new Set<string>();
  const messages: FieldMessage[] = [];
  for (const error of errors ?? []) {
    // if/then and the like add a summary error beside the real one; it says nothing of its own.
    if (error.keyword === 'if') continue;
    const pointer = fieldPointer(error);
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    const node = schemaAt(schema, pointer, lookup);
    messages.push({
      pointer,
      message: ownMessage(node, error.keyword) ?? sentence(error, fieldLabel(schema, pointer, lookup)),
    });
  }
  return messages;
}
