// What an editor does to the blocks of a page: add, remove, duplicate, move within a slot and between slots. The page keeps
// one flat list (the envelope's `content`); a slot is the blocks of that list with its `slotName`, in order.
// Every block has a stable id, so a move stays a move for React keys, diffs and restores.
import type { Inhaltsblock, Seite } from '@/codegen/out/types';
import { newBlockId } from './block-ids';
import { currentBlockVersion } from '@/lib/blocks/migrate';

/** The slots of a page: the block envelope's schema names them (schemas/inhaltsblock.schema.json `slotName`). */
export type SlotName = Inhaltsblock['slotName'];

/** Each slot's German name, in the order of the page; a slot the schema adds fails the type check until it has one. */
export const SLOT_TITLES: Record<SlotName, string> = {
  hero: 'Kopfbereich',
  main: 'Hauptspalte',
  sidebar: 'Seitenleiste',
  bottom: 'Unterer Bereich',
};
export const SLOTS = Object.keys(SLOT_TITLES) as readonly SlotName[];

/** A block as the Redaktion stores it: always with its id. */
export type EditorBlock = Inhaltsblock & { id: string };

export function blockId(block: Inhaltsblock): string {
  return String(block.id ?? '');
}

export function blocksOf(content: readonly Inhaltsblock[], slot: SlotName): Inhaltsblock[] {
  return content.filter((b) => b.slotName === slot);
}

function indexOf(content: readonly Inhaltsblock[], id: string): number {
  return content.findIndex((b) => blockId(b) === id);
}

/**
 * Adds a block after `afterId` (in that block's slot), or at the end of `slot`, naming the version of its type that
 * this editor's bundle writes (the server migrates an older one and refuses a newer one, never guessing).
 */
export function addBlock(
  page: Seite,
  block: Omit<Inhaltsblock, 'id' | 'slotName'>,
  where: { slot: SlotName; afterId?: string },
): { page: Seite; id: string } {
  const id = newBlockId();
  const content = [...page.content];
  const after = where.afterId ? indexOf(content, where.afterId) : -1;
  const version = currentBlockVersion(block.template);
  const created: Inhaltsblock = {
    ...block,
    ...(version !== undefined ? { version } : {}),
    id,
    slotName: after >= 0 ? content[after]!.slotName : where.slot,
  };
  if (after >= 0) content.splice(after + 1, 0, created);
  else {
    const lastOfSlot = content.map((b) => b.slotName).lastIndexOf(where.slot);
    content.splice(lastOfSlot >= 0 ? lastOfSlot + 1 : content.length, 0, created);
  }
  return { page: { ...page, content }, id };
}

export function removeBlock(page: Seite, id: string): Seite {
  return { ...page, content: page.content.filter((b) => blockId(b) !== id) };
}

/** A copy with a new id, right after the original (with the version it was read in: the editor stamped it). */
export function duplicateBlock(page: Seite, id: string): { page: Seite; id: string } {
  const at = indexOf(page.content, id);
  if (at < 0) return { page, id };
  const copyId = newBlockId();
  const content = [...page.content];
  content.splice(at + 1, 0, { ...structuredClone(content[at]!), id: copyId });
  return { page: { ...page, content }, id: copyId };
}

/** Moves a block one place up (-1) or down (+1) among the blocks of its slot; at the edge nothing changes. */
export function moveBlock(page: Seite, id: string, direction: -1 | 1): Seite {
  const at = indexOf(page.content, id);
  if (at < 0) return page;
  const slot = page.content[at]!.slotName;
  let other = at + direction;
  while (other >= 0 && other < page.content.length && page.content[other]!.slotName !== slot) other += direction;
  if (other < 0 || other >= page.content.length) return page;
  const content = [...page.content];
  [content[at], content[other]] = [content[other]!, content[at]!];
  return { ...page, content };
}

/**
 * Moves a block into `slot`, before the block `beforeId` of that slot (or to the slot's end): drag and drop, within
 * a slot and between slots. The slot rules are the caller's (slot-rules.ts); an unknown id changes nothing.
 */
export function placeBlock(page: Seite, id: string, slot: SlotName, beforeId: string | null): Seite {
  const at = indexOf(page.content, id);
  if (at < 0 || beforeId === id) return page;
  const moved: Inhaltsblock = { ...page.content[at]!, slotName: slot };
  const content = page.content.filter((_, index) => index !== at);
  const before = beforeId ? indexOf(content, beforeId) : -1;
  if (before >= 0 && content[before]!.slotName === slot) content.splice(before, 0, moved);
  else {
    const lastOfSlot = content.map((b) => b.slotName).lastIndexOf(slot);
    content.splice(lastOfSlot >= 0 ? lastOfSlot + 1 : content.length, 0, moved);
  }
  return { ...page, content };
}

export function replaceOptions(page: Seite, id: string, options: Record<string, unknown>): Seite {
  return { ...page, content: page.content.map((b) => (blockId(b) === id ? { ...b, options } : b)) };
}

/**
 * A block whose stored data this build cannot migrate, replaced by an empty block of the same type in the current
 * version, at the same place with the same id (the editor's undo brings the stored one back).
 */
export function replaceWithEmptyBlock(page: Seite, id: string): Seite {
  return {
    ...page,
    content: page.content.map((b) => {
      if (blockId(b) !== id) return b;
      const version = currentBlockVersion(b.template);
      return { ...b, ...(version !== undefined ? { version } : {}), options: {} };
    }),
  };
}
