// What changed between two versions of a page, block by block. Blocks are matched by their stable id, so a
// block that moved is a move (with any field changes), not a deletion plus an addition. Changed fields are listed
// with their schema title and old and new value; HTML fields are compared and shown as text.
import type { Inhaltsblock, Seite } from '@/codegen/out/types';
import { ownEntry } from '@/lib/shapes/own-entry';
import { schemaAt, type SchemaLookup } from '@/lib/validation/german-messages';
import { migrateEnvelope } from '@/lib/blocks/migrate';
import { htmlToText } from './html-text';

type Node = Record<string, unknown>;

export interface FieldChange {
  /** JSON Pointer within the block's options (or the envelope, for page fields). */
  pointer: string;
  /** The field's schema title with the titles of the lists and groups above it: 'Bilder › 2 › Titel'. */
  label: string;
  before: string | null;
  after: string | null;
}

interface Place {
  slot: Inhaltsblock['slotName'];
  position: number;
}

export type BlockChange =
  | { kind: 'hinzugefuegt'; id: string; template: string; at: Place }
  | { kind: 'entfernt'; id: string; template: string; at: Place }
  | { kind: 'verschoben'; id: string; template: string; from: Place; to: Place; fields: FieldChange[] }
  | { kind: 'geaendert'; id: string; template: string; at: Place; fields: FieldChange[] };

export interface PageDiff {
  page: FieldChange[];
  blocks: BlockChange[];
}

export interface DiffSchemas {
  page: Node;
  blocks: Record<string, Node>;
  lookup: SchemaLookup;
}

const PAGE_FIELDS = ['title', 'description', 'pageLayout', 'pageTheme', 'canonical', 'breadcrumbs', 'heroImages'];

/** Every leaf value by its pointer; objects and lists are walked, so a change names its field. */
function leaves(value: unknown, pointer = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    if (!value.length) out.set(pointer, []);
    value.forEach((item, i) => leaves(item, `${pointer}/${i}`, out));
  } else if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) out.set(pointer, {});
    for (const [key, child] of entries)
      leaves(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  } else if (value !== undefined) out.set(pointer, value);
  return out;
}

function labelOf(schema: Node | undefined, pointer: string, lookup: SchemaLookup): string {
  const segments = pointer.split('/').slice(1);
  const parts: string[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const segment = segments[i - 1]!;
    if (/^\d+$/.test(segment)) {
      parts.push(String(Number(segment) + 1));
      continue;
    }
    const node = schema ? schemaAt(schema, `/${segments.slice(0, i).join('/')}`, lookup) : undefined;
    parts.push(typeof node?.title === 'string' ? node.title : segment);
  }
  return parts.join(' › ') || 'Inhalt';
}

function shown(value: unknown, isHtml: boolean): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return isHtml ? htmlToText(value) : value;
  if (Array.isArray(value)) return value.length ? JSON.stringify(value) : '(leer)';
  if (value && typeof value === 'object') return '(leer)';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  return String(value);
}

export function diffFields(
  before: unknown,
  after: unknown,
  schema: Node | undefined,
  lookup: SchemaLookup,
): FieldChange[] {
  const a = leaves(before);
  const b = leaves(after);
  const pointers = [...new Set([...a.keys(), ...b.keys()])];
  const changes: FieldChange[] = [];
  for (const pointer of pointers) {
    const node = schema ? schemaAt(schema, pointer, lookup) : undefined;
    const isHtml = node?.contentMediaType === 'text/html';
    const old = shown(a.get(pointer), isHtml);
    const now = shown(b.get(pointer), isHtml);
    if (old === now) continue;
    changes.push({ pointer, label: labelOf(schema, pointer, lookup), before: old, after: now });
  }
  return changes;
}

/** Ids of the longest run of common blocks that kept their order: the others moved. */
function stayedInOrder(before: string[], after: string[]): Set<string> {
  const common = new Set(before.filter((id) => after.includes(id)));
  const x = before.filter((id) => common.has(id));
  const y = after.filter((id) => common.has(id));
  const table = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      table[i]![j] = x[i] === y[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    if (x[i] === y[j]) {
      kept.add(x[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

function places(page: Seite): Map<string, { block: Inhaltsblock; at: Place }> {
  const counters = new Map<string, number>();
  const result = new Map<string, { block: Inhaltsblock; at: Place }>();
  page.content.forEach((block, index) => {
    const position = (counters.get(block.slotName) ?? 0) + 1;
    counters.set(block.slotName, position);
    result.set(String(block.id ?? `#${index}`), { block, at: { slot: block.slotName, position } });
  });
  return result;
}

/** Both sides in the current block shape first: a version stored before a block changed differs only where edited. */
export function diffPages(storedBefore: Seite, storedAfter: Seite, schemas: DiffSchemas): PageDiff {
  const before = migrateEnvelope(storedBefore);
  const after = migrateEnvelope(storedAfter);
  const pick = (page: Seite) => Object.fromEntries(PAGE_FIELDS.map((f) => [f, (page as unknown as Node)[f]]));
  const page = diffFields(pick(before), pick(after), schemas.page, schemas.lookup);
  const a = places(before);
  const b = places(after);
  // Order is compared per slot and across slots: a block that changed slot moved as well.
  const key = (id: string, at: Place) => `${at.slot}:${id}`;
  const kept = stayedInOrder(
    [...a].map(([id, p]) => key(id, p.at)),
    [...b].map(([id, p]) => key(id, p.at)),
  );
  const blocks: BlockChange[] = [];
  for (const [id, { block, at }] of b) {
    const old = a.get(id);
    const schema = ownEntry(schemas.blocks, block.template);
    if (!old) {
      blocks.push({ kind: 'hinzugefuegt', id, template: block.template, at });
      continue;
    }
    const fields = diffFields(old.block.options ?? {}, block.options ?? {}, schema, schemas.lookup);
    if (!kept.has(key(id, at)))
      blocks.push({ kind: 'verschoben', id, template: block.template, from: old.at, to: at, fields });
    else if (fields.length) blocks.push({ kind: 'geaendert', id, template: block.template, at, fields });
  }
  for (const [id, { block, at }] of a) {
    if (!b.has(id)) blocks.push({ kind: 'entfernt', id, template: block.template, at });
  }
  return { page, blocks };
}
