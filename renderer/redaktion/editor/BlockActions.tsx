// The actions of the selected block, under its outline entry: move up or down, duplicate, remove, insert a block
// below. Only the selected entry shows them, so only it reads the slot's layout (first or last place).
import { useAtomValue, useStore } from 'jotai';
import type { Seite } from '@/codegen/out/types';
import { duplicateBlock, moveBlock, SLOTS, type SlotName } from '@/lib/redaktion/shared/block-operations';
import { layoutAtom, pageAtom } from './editor-state';
import styles from '../Redaktion.module.css';

export interface BlockActionHandlers {
  /** A changed page with the sentence the screen reader hears, and the block that gets the focus. */
  act: (next: Seite, message: string, focus?: string) => void;
  remove: (id: string, name: string) => void;
  select: (id: string) => void;
  insertBelow: (slot: SlotName, afterId: string) => void;
}

interface Props {
  id: string;
  slot: SlotName;
  name: string;
  handlers: BlockActionHandlers;
}

export function BlockActions({ id, slot, name, handlers }: Props) {
  const store = useStore();
  const ids = useAtomValue(layoutAtom)[SLOTS.indexOf(slot)] ?? [];
  const index = ids.indexOf(id);
  const { act, remove, select, insertBelow } = handlers;
  return (
    <div className={styles.blockActions} role="group" aria-label={`Block „${name}“`}>
      <button
        type="button"
        className={styles.smallButton}
        disabled={index === 0}
        onClick={() => act(moveBlock(store.get(pageAtom), id, -1), `Block „${name}“ nach oben verschoben.`, id)}
      >
        Nach oben
      </button>
      <button
        type="button"
        className={styles.smallButton}
        disabled={index === ids.length - 1}
        onClick={() => act(moveBlock(store.get(pageAtom), id, 1), `Block „${name}“ nach unten verschoben.`, id)}
      >
        Nach unten
      </button>
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => {
          const copy = duplicateBlock(store.get(pageAtom), id);
          act(copy.page, `Block „${name}“ dupliziert.`, copy.id);
          select(copy.id);
        }}
      >
        Duplizieren
      </button>
      <button type="button" className={`${styles.smallButton} ${styles.danger}`} onClick={() => remove(id, name)}>
        Entfernen
      </button>
      <button type="button" className={styles.smallButton} onClick={() => insertBelow(slot, id)}>
        Block darunter einfügen
      </button>
    </div>
  );
}
