// One block in the outline: its entry (select it; Alt+↑/↓ moves it, Entf removes it), after it a handle to carry it
// by pointer or keyboard to another place or slot (dnd-kit), and, while selected, its actions.
import { memo, type KeyboardEvent, type ReactNode } from 'react';
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
  onSelect: (id: string) => void;
  onKeyDown: (event: KeyboardEvent, id: string, name: string) => void;
  /** The block's actions, shown while it is selected. */
  children?: ReactNode;
}

/** Memoised: a keystroke in one block's form re-renders that block's entry, not the other hundreds. */
export const OutlineBlock = memo(function OutlineBlock({
  id,
  slot,
  name,
  summary,
  errors,
  selected,
  onSelect,
  onKeyDown,
  children,
}: Props) {
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
          id={`block-eintrag-${id}`}
          className={styles.outlineEntry}
          aria-current={selected ? 'true' : undefined}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Delete"
          onClick={() => onSelect(id)}
          onKeyDown={(event) => onKeyDown(event, id, name)}
        >
          <span className={styles.outlineName}>{name}</span>
          {summary && <span className={styles.outlineSummary}>{summary}</span>}
          {errors > 0 && <span className={styles.badge}>{errors} Fehler</span>}
        </button>
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
      </div>
      {children}
    </li>
  );
});
