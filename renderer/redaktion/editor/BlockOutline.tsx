// The page's blocks per slot: select one to edit it; move, duplicate or remove it with buttons or the keyboard
// (Alt+↑/↓ moves the selected block, Entf removes it after confirmation); carry it by its handle to another place or
// slot (pointer or keyboard, announced in German; a slot that does not take the block refuses it and says why); add
// one from the palette.
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ownEntry } from '@/lib/shapes/own-entry';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import type { Seite } from '@/codegen/out/types';
import {
  addBlock,
  blockId,
  blocksOf,
  moveBlock,
  placeBlock,
  removeBlock,
  SLOT_TITLES,
  SLOTS,
  type SlotName,
} from '@/lib/redaktion/shared/block-operations';
import { blockCatalog, blockSchemas, editorTitle } from '@/lib/blocks/site-schemas';
import { slotsOf } from '@/lib/redaktion/shared/slot-rules';
import { BlockPalette } from './BlockPalette';
import { OutlineBlock } from './OutlineBlock';
import type { BlockActionHandlers } from './BlockActions';
import { announcementsFor, blocksFirst, INSTRUCTIONS, placeOf, refusalOf, slotOfTarget, zoneId } from './outline-drag';
import { keyboardTargets } from './keyboard-target';
import { MeasureOnResize } from './MeasureOnResize';
import { countRender } from './render-count';
import { changePageAtom, layoutAtom, pageAtom, pageErrorsAtom, PAGE_FIELDS, selectedAtom } from './editor-state';
import styles from '../Redaktion.module.css';

const focusBlock = (id: string) => requestAnimationFrame(() => document.getElementById(`block-eintrag-${id}`)?.focus());

/**
 * Memoised, and subscribed to the layout only: a keystroke in a form re-renders the one entry of its block, and
 * selecting a block the entries whose selection changed (each entry shows its own actions while selected).
 */
export const BlockOutline = memo(function BlockOutline() {
  countRender('BlockOutline');
  const store = useStore();
  const idsBySlot = useAtomValue(layoutAtom);
  const change = useSetAtom(changePageAtom);
  const setSelected = useSetAtom(selectedAtom);
  const palette = useRef<HTMLDialogElement>(null);
  const outline = useRef<HTMLElement>(null);
  const [target, setTarget] = useState<{ slot: SlotName; afterId?: string }>({ slot: 'main' });
  const [announcement, setAnnouncement] = useState('');
  // Shown in the slot that refused the carried block, while it is over it and after a refused drop.
  const [refusal, setRefusal] = useState<{ slot: SlotName; text: string } | null>(null);
  const refuse = (overId: UniqueIdentifier | null, text: string | null) => {
    const slot = overId === null ? null : slotOfTarget(store.get(pageAtom), overId);
    setRefusal(slot && text ? { slot, text } : null);
  };
  // A keyboard drag keeps the target its last key chose while the layout shifts (the refusal above a slot).
  const [targets] = useState(() => keyboardTargets(blocksFirst, sortableKeyboardCoordinates));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: targets.coordinateGetter }),
  );

  const onDragOver = ({ active, over }: DragOverEvent) =>
    refuse(over?.id ?? null, refusalOf(store.get(pageAtom), active.id, over?.id ?? null));
  const onDragEnd = (event: DragEndEvent) => {
    const page = store.get(pageAtom);
    const refused = event.over ? refusalOf(page, event.active.id, event.over.id) : null;
    refuse(event.over?.id ?? null, refused && `Nicht verschoben. ${refused}`);
    const place = refused ? null : placeOf(page, event);
    if (!place) return;
    const next = placeBlock(page, String(event.active.id), place.slot, place.beforeId);
    if (next !== page) change({ page: next });
    focusBlock(String(event.active.id));
  };

  // A keystroke in a form re-renders only the entry of its block (each entry reads its own block): the sortable
  // lists get the same id arrays while no block is added, removed or moved, and the handlers read the newest page
  // from the store when they run instead of taking it from a render.
  const accessibility = useMemo(
    () => ({ announcements: announcementsFor(() => store.get(pageAtom)), screenReaderInstructions: INSTRUCTIONS }),
    [store],
  );

  const act = useCallback(
    (next: Seite, message: string, focus?: string) => {
      change({ page: next });
      setAnnouncement(message);
      if (focus) focusBlock(focus);
    },
    [change],
  );

  const remove = useCallback(
    (id: string, name: string) => {
      if (!window.confirm(`Den Block „${name}“ wirklich entfernen?`)) return;
      const current = store.get(pageAtom);
      const slot = current.content.find((b) => blockId(b) === id)?.slotName ?? 'main';
      const slotBlocks = blocksOf(current.content, slot);
      const index = slotBlocks.findIndex((b) => blockId(b) === id);
      const neighbour = slotBlocks[index + 1] ?? slotBlocks[index - 1];
      act(removeBlock(current, id), `Block „${name}“ entfernt.`);
      setSelected(neighbour ? blockId(neighbour) : PAGE_FIELDS);
      if (neighbour) focusBlock(blockId(neighbour));
    },
    [store, act, setSelected],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent, id: string, name: string) => {
      if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        event.preventDefault();
        const current = store.get(pageAtom);
        act(moveBlock(current, id, event.key === 'ArrowUp' ? -1 : 1), `Block „${name}“ verschoben.`, id);
      } else if (event.key === 'Delete') {
        event.preventDefault();
        remove(id, name);
      }
    },
    [store, act, remove],
  );

  const openPalette = useCallback((slot: SlotName, afterId?: string) => {
    setTarget({ slot, afterId });
    palette.current?.showModal();
  }, []);

  // Stable, so that selecting a block re-renders the two entries whose selection changed, not the outline.
  const handlers = useMemo<BlockActionHandlers>(
    () => ({ act, remove, select: setSelected, insertBelow: openPalette }),
    [act, remove, setSelected, openPalette],
  );

  return (
    <nav ref={outline} aria-label="Blöcke der Seite" className={styles.outline}>
      <PageFieldsEntry />
      <DndContext
        sensors={sensors}
        collisionDetection={targets.detect}
        accessibility={accessibility}
        onDragStart={() => {
          targets.reset();
          setRefusal(null);
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setRefusal(null)}
      >
        <MeasureOnResize outline={outline} />
        {SLOTS.map((slot, slotIndex) => {
          const ids = idsBySlot[slotIndex]!;
          return (
            <section key={slot} aria-labelledby={`bereich-${slot}`} className={styles.slot}>
              <h2 id={`bereich-${slot}`} className={styles.slotTitle}>
                {SLOT_TITLES[slot]}
              </h2>
              {refusal?.slot === slot && <p className={styles.refusal}>{refusal.text}</p>}
              <SlotZone slot={slot}>
                {ids.length === 0 && <p className={styles.hint}>Keine Blöcke in diesem Bereich.</p>}
                <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                  <ol className={styles.blockList}>
                    {ids.map((id) => (
                      <OutlineBlock key={id} id={id} slot={slot} onKeyDown={onKeyDown} handlers={handlers} />
                    ))}
                  </ol>
                </SortableContext>
              </SlotZone>
              <button type="button" className={styles.addButton} onClick={() => openPalette(slot)}>
                Block hinzufügen<span className="visually-hidden">: {SLOT_TITLES[slot]}</span>
              </button>
            </section>
          );
        })}
      </DndContext>
      <BlockPalette
        ref={palette}
        catalog={blockCatalog.filter((entry) => slotsOf(ownEntry(blockSchemas, entry.template)).includes(target.slot))}
        slotTitle={SLOT_TITLES[target.slot]}
        onPick={(template) => {
          palette.current?.close();
          const added = addBlock(store.get(pageAtom), { template, options: {} }, target);
          const name = editorTitle(blockSchemas[template], template);
          act(added.page, `Block „${name}“ hinzugefügt.`);
          setSelected(added.id);
          // The new block's form is where the editor continues.
          requestAnimationFrame(() => document.getElementById('blockformular')?.focus());
        }}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </nav>
  );
});

/** The first entry: the page's own fields (title, description, layout, title images). */
function PageFieldsEntry() {
  const [selected, setSelected] = useAtom(selectedAtom);
  const pageErrors = useAtomValue(pageErrorsAtom);
  return (
    <button
      type="button"
      className={styles.outlineEntry}
      aria-current={selected === PAGE_FIELDS ? 'true' : undefined}
      onClick={() => setSelected(PAGE_FIELDS)}
    >
      <span className={styles.outlineName}>Seiteneigenschaften</span>
      <span className={styles.outlineSummary}>Titel, Beschreibung, Layout, Titelbilder</span>
      {pageErrors > 0 && <span className={styles.badge}>{pageErrors} Fehler</span>}
    </button>
  );
}

/** A slot as a drop target: also an empty slot takes a block (its end). */
function SlotZone({ slot, children }: { slot: SlotName; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: zoneId(slot), data: { slot } });
  return (
    <div ref={setNodeRef} className={`${styles.slotZone} ${isOver ? styles.slotZoneOver : ''}`}>
      {children}
    </div>
  );
}
