// One block in the outline: its entry (select it; Alt+↑/↓ moves it, Entf removes it), a handle to carry it by
// pointer or keyboard to another place or slot (dnd-kit), and, while selected, its actions.
import type { KeyboardEvent, ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { SlotName } from '@/lib/redaktion/shared/block-operations';
import styles from './Editor.module.css';

interface Props {
  id: string;
  slot: SlotName;
  name: string;
  summary: string;
  errors: number;
  selected: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** The block's actions, shown while it is selected. */
  children?: ReactNode;
}

export function OutlineBlock({ id, slot, name, summary, errors, selected, onSelect, onKeyDown, children }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    data: { slot },
    attributes: { roleDescription: 'verschiebbarer Block' },
  });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.blockItem} ${selected ? styles.outlineSelected : ''} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className={styles.entryRow}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.dragHandle}
          aria-label={`Block „${name}“ verschieben`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          id={`block-eintrag-${id}`}
          className={styles.outlineEntry}
          aria-current={selected ? 'true' : undefined}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Delete"
          onClick={onSelect}
          onKeyDown={onKeyDown}
        >
          <span className={styles.outlineName}>{name}</span>
          {summary && <span className={styles.outlineSummary}>{summary}</span>}
          {errors > 0 && <span className={styles.badge}>{errors} Fehler</span>}
        </button>
      </div>
      {children}
    </li>
  );
}
