// The page's blocks per slot: select one to edit it; move, duplicate or remove it with buttons or the keyboard
// (Alt+↑/↓ moves the selected block, Entf removes it after confirmation); add one from the palette.
import { htmlToText } from '@/lib/redaktion/shared/html-text';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { Inhaltsblock } from '@/codegen/out/types';
import {
  addBlock,
  blockId,
  blocksOf,
  duplicateBlock,
  moveBlock,
  removeBlock,
  SLOT_TITLES,
  SLOTS,
  type SlotName,
} from '@/lib/redaktion/shared/block-operations';
import { blockCatalog, blockSchemas, editorTitle } from '@/lib/blocks/site-schemas';
import { BlockPalette } from './BlockPalette';
import { changePageAtom, checkAtom, pageAtom, PAGE_FIELDS, selectedAtom } from './editor-state';
import styles from './Editor.module.css';

/** The line under a block's name: its own heading or title, so two text blocks can be told apart. */
/** What tells a block from its neighbours: its title, else the start of its first text (HTML as plain text). */
function summaryOf(block: Inhaltsblock): string {
  const options = (block.options ?? {}) as Record<string, unknown>;
  for (const key of ['titel', 'title', 'ueberschrift', 'headline', 'name']) {
    if (typeof options[key] === 'string' && options[key]) return options[key] as string;
  }
  const first = Object.values(options).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const text = first ? htmlToText(first).trim() : '';
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

export function BlockOutline() {
  const page = useAtomValue(pageAtom);
  const check = useAtomValue(checkAtom);
  const change = useSetAtom(changePageAtom);
  const [selected, setSelected] = useAtom(selectedAtom);
  const palette = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<{ slot: SlotName; afterId?: string }>({ slot: 'main' });
  const [announcement, setAnnouncement] = useState('');

  const focusBlock = (id: string) =>
    requestAnimationFrame(() => document.getElementById(`block-eintrag-${id}`)?.focus());

  const act = (next: typeof page, message: string, focus?: string) => {
    change({ page: next });
    setAnnouncement(message);
    if (focus) focusBlock(focus);
  };

  const remove = (id: string, name: string) => {
    if (!window.confirm(`Den Block „${name}“ wirklich entfernen?`)) return;
    const slot = page.content.find((b) => blockId(b) === id)?.slotName ?? 'main';
    const slotBlocks = blocksOf(page.content, slot);
    const index = slotBlocks.findIndex((b) => blockId(b) === id);
    const neighbour = slotBlocks[index + 1] ?? slotBlocks[index - 1];
    act(removeBlock(page, id), `Block „${name}“ entfernt.`);
    setSelected(neighbour ? blockId(neighbour) : PAGE_FIELDS);
    if (neighbour) focusBlock(blockId(neighbour));
  };

  const onKeyDown = (event: KeyboardEvent, id: string, name: string) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      act(moveBlock(page, id, event.key === 'ArrowUp' ? -1 : 1), `Block „${name}“ verschoben.`, id);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      remove(id, name);
    }
  };

  const openPalette = (slot: SlotName, afterId?: string) => {
    setTarget({ slot, afterId });
    palette.current?.showModal();
  };

  return (
    <nav aria-label="Blöcke der Seite" className={styles.outline}>
      <button
        type="button"
        className={`${styles.outlineEntry} ${selected === PAGE_FIELDS ? styles.outlineSelected : ''}`}
        aria-current={selected === PAGE_FIELDS ? 'true' : undefined}
        onClick={() => setSelected(PAGE_FIELDS)}
      >
        <span className={styles.outlineName}>Seiteneigenschaften</span>
        <span className={styles.outlineSummary}>Titel, Beschreibung, Layout, Titelbilder</span>
        {check.page.length > 0 && <span className={styles.badge}>{check.page.length} Fehler</span>}
      </button>
      {SLOTS.map((slot) => {
        const blocks = blocksOf(page.content, slot);
        return (
          <section key={slot} aria-labelledby={`bereich-${slot}`} className={styles.slot}>
            <h2 id={`bereich-${slot}`} className={styles.slotTitle}>
              {SLOT_TITLES[slot]}
            </h2>
            {blocks.length === 0 && <p className={styles.hint}>Keine Blöcke in diesem Bereich.</p>}
            <ol className={styles.blockList}>
              {blocks.map((block, index) => {
                const id = blockId(block);
                const name = editorTitle(blockSchemas[block.template], block.template);
                const errors = check.blocks[id]?.length ?? 0;
                const isSelected = selected === id;
                return (
                  <li key={id} className={`${styles.blockItem} ${isSelected ? styles.outlineSelected : ''}`}>
                    <button
                      type="button"
                      id={`block-eintrag-${id}`}
                      className={styles.outlineEntry}
                      aria-current={isSelected ? 'true' : undefined}
                      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Delete"
                      onClick={() => setSelected(id)}
                      onKeyDown={(event) => onKeyDown(event, id, name)}
                    >
                      <span className={styles.outlineName}>{name}</span>
                      {summaryOf(block) && <span className={styles.outlineSummary}>{summaryOf(block)}</span>}
                      {errors > 0 && <span className={styles.badge}>{errors} Fehler</span>}
                    </button>
                    {isSelected && (
                      <div className={styles.blockActions} role="group" aria-label={`Block „${name}“`}>
                        <button
                          type="button"
                          className={styles.smallButton}
                          disabled={index === 0}
                          onClick={() => act(moveBlock(page, id, -1), `Block „${name}“ nach oben verschoben.`, id)}
                        >
                          Nach oben
                        </button>
                        <button
                          type="button"
                          className={styles.smallButton}
                          disabled={index === blocks.length - 1}
                          onClick={() => act(moveBlock(page, id, 1), `Block „${name}“ nach unten verschoben.`, id)}
                        >
                          Nach unten
                        </button>
                        <button
                          type="button"
                          className={styles.smallButton}
                          onClick={() => {
                            const copy = duplicateBlock(page, id);
                            act(copy.page, `Block „${name}“ dupliziert.`, copy.id);
                            setSelected(copy.id);
                          }}
                        >
                          Duplizieren
                        </button>
                        <button
                          type="button"
                          className={`${styles.smallButton} ${styles.danger}`}
                          onClick={() => remove(id, name)}
                        >
                          Entfernen
                        </button>
                        <button type="button" className={styles.smallButton} onClick={() => openPalette(slot, id)}>
                          Block darunter einfügen
                        </button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
            <button type="button" className={styles.addButton} onClick={() => openPalette(slot)}>
              Block hinzufügen<span className="visually-hidden">: {SLOT_TITLES[slot]}</span>
            </button>
          </section>
        );
      })}
      <BlockPalette
        ref={palette}
        catalog={blockCatalog}
        slotTitle={SLOT_TITLES[target.slot]}
        onPick={(template) => {
          palette.current?.close();
          const added = addBlock(page, { template, options: {} }, target);
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
}
