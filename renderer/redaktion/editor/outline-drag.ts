// Drag and drop in the outline (dnd-kit): where a drop puts a block, which drops the slot rules refuse, and what a
// screen reader hears while a block is carried (in German; dnd-kit's own words are English).
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { ownEntry } from '@/lib/shapes/own-entry';
import { closestCenter, pointerWithin } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import type { Seite } from '@/codegen/out/types';
import { blockId, blocksOf, SLOT_TITLES, type SlotName } from '@/lib/redaktion/shared/block-operations';
import { slotRefusal } from '@/lib/redaktion/shared/slot-rules';
import { blockSchemas, editorTitle } from '@/lib/blocks/site-schemas';

const ZONE = 'bereich:';

/** The droppable of a whole slot (its list, also when empty). */
export const zoneId = (slot: SlotName) => `${ZONE}${slot}`;

export interface Place {
  slot: SlotName;
  /** The block the dropped one goes before; null: the slot's end. */
  beforeId: string | null;
}

function blockOf(page: Seite, id: UniqueIdentifier) {
  return page.content.find((b) => blockId(b) === String(id));
}

export function slotOfTarget(page: Seite, id: UniqueIdentifier): SlotName | null {
  const text = String(id);
  if (text.startsWith(ZONE)) return text.slice(ZONE.length) as SlotName;
  return blockOf(page, id)?.slotName ?? null;
}

export function blockName(page: Seite, id: UniqueIdentifier): string {
  const block = blockOf(page, id);
  return block ? editorTitle(ownEntry(blockSchemas, block.template), block.template) : 'Block';
}

/** Why the slot under the carried block refuses it, or null. */
export function refusalOf(page: Seite, activeId: UniqueIdentifier, overId: UniqueIdentifier | null): string | null {
  const block = blockOf(page, activeId);
  const slot = overId === null ? null : slotOfTarget(page, overId);
  return block && slot ? slotRefusal(blockSchemas, block.template, slot) : null;
}

/**
 * Where a drop puts the block: in its own slot, where the sortable list showed it; in another slot, before the block
 * it was dropped on (after it when its middle was below that block's middle), or at the end of an empty slot's zone.
 */
export function placeOf(page: Seite, { active, over }: Pick<DragEndEvent, 'active' | 'over'>): Place | null {
  if (!over) return null;
  const slot = slotOfTarget(page, over.id);
  const from = blockOf(page, active.id);
  if (!slot || !from) return null;
  const ids = blocksOf(page.content, slot).map(blockId);
  const overIndex = ids.indexOf(String(over.id));
  if (overIndex < 0) return { slot, beforeId: null };
  if (from.slotName === slot) {
    const moved = arrayMove(ids, ids.indexOf(String(active.id)), overIndex);
    return { slot, beforeId: moved[overIndex + 1] ?? null };
  }
  const carried = active.rect.current.translated;
  const below = carried ? carried.top + carried.height / 2 > over.rect.top + over.rect.height / 2 : false;
  return { slot, beforeId: below ? (ids[overIndex + 1] ?? null) : ids[overIndex]! };
}

/** Blocks before slots: a drop on a block says where in the slot, the slot's zone only where no block is. */
export const blocksFirst: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const hits = within.length ? within : closestCenter(args);
  const blocks = hits.filter((hit) => !String(hit.id).startsWith(ZONE));
  return blocks.length ? blocks : hits;
};

export const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Zum Aufnehmen des Blocks Leertaste oder Eingabe drücken. Mit den Pfeiltasten verschieben, auch in einen anderen ' +
    'Bereich; mit Leertaste oder Eingabe ablegen, mit Escape abbrechen.',
};

function position(page: Seite, id: UniqueIdentifier): string {
  const slot = slotOfTarget(page, id);
  if (!slot) return '';
  const ids = blocksOf(page.content, slot).map(blockId);
  const index = ids.indexOf(String(id));
  return index < 0
    ? `Bereich „${SLOT_TITLES[slot]}“`
    : `Position ${index + 1} von ${ids.length} im Bereich „${SLOT_TITLES[slot]}“`;
}

/** The announcements, reading the page (`current`) when they speak: made once per editor, not per keystroke. */
export function announcementsFor(current: () => Seite): Announcements {
  return {
    onDragStart: ({ active }) => {
      const page = current();
      return `Block „${blockName(page, active.id)}“ aufgenommen, ${position(page, active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      // Lifted, the block is over its own place: the start's words stay.
      if (over?.id === active.id) return undefined;
      const page = current();
      if (!over) return `Block „${blockName(page, active.id)}“ ist über keinem Bereich.`;
      return (
        refusalOf(page, active.id, over.id) ?? `Block „${blockName(page, active.id)}“ über ${position(page, over.id)}.`
      );
    },
    onDragEnd: ({ active, over }) => {
      const page = current();
      const refusal = over ? refusalOf(page, active.id, over.id) : null;
      if (refusal) return `Nicht verschoben. ${refusal}`;
      return over
        ? `Block „${blockName(page, active.id)}“ abgelegt: ${position(page, over.id)}.`
        : `Block „${blockName(page, active.id)}“ wurde nicht verschoben.`;
    },
    onDragCancel: ({ active }) =>
      `Verschieben abgebrochen. Block „${blockName(current(), active.id)}“ bleibt an seinem Platz.`,
  };
}
