// Which slots of a page take which blocks, from the block schemas: `x-editor.bereiche` lists the slots a block may
// stand in. Without it a block goes in any slot but the header (`hero`), which the layout draws above the page title
// and where only blocks made for it belong (a header block brings the page's h1). The editor's palette and its drag
// and drop ask the same rule, and say its reason in German.
import { SLOT_TITLES, SLOTS, type SlotName } from './block-operations';
import { ownEntry } from '@/lib/shapes/own-entry';

type Node = Record<string, unknown>;

const FEW = 5;

const DEFAULT_SLOTS: readonly SlotName[] = SLOTS.filter((slot) => slot !== 'hero');

export function slotsOf(schema: Node | undefined): readonly SlotName[] {
  const listed = (schema?.['x-editor'] as { bereiche?: unknown } | undefined)?.bereiche;
  if (!Array.isArray(listed)) return DEFAULT_SLOTS;
  return SLOTS.filter((slot) => listed.includes(slot));
}

function nameOf(schema: Node | undefined, template: string): string {
  const titel = (schema?.['x-editor'] as { titel?: unknown } | undefined)?.titel;
  return typeof titel === 'string' ? titel : template;
}

/** Why `slot` does not take a block of `template`, or null when it does. */
export function slotRefusal(schemas: Record<string, Node>, template: string, slot: SlotName): string | null {
  const schema = ownEntry(schemas, template);
  const allowed = slotsOf(schema);
  if (allowed.includes(slot)) return null;
  const fitting = Object.keys(schemas)
    .filter((other) => slotsOf(schemas[other]).includes(slot))
    .map((other) => nameOf(schemas[other], other))
    .sort((a, b) => a.localeCompare(b, 'de'));
  const where = allowed.map((s) => SLOT_TITLES[s]).join(', ');
  return (
    `Der Block „${nameOf(schema, template)}“ passt nicht in den Bereich „${SLOT_TITLES[slot]}“` +
    // A slot reserved for a few blocks names them; the open slots would name nearly every block.
    (fitting.length && fitting.length <= FEW ? ` (dort stehen nur: ${fitting.join(', ')})` : '') +
    `. Er gehört in: ${where || 'keinen Bereich'}.`
  );
}
