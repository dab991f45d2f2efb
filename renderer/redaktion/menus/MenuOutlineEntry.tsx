// One entry of the menu's drag outline: its title, indented by its level (while carried, by the level it would
// take), and the handle it is carried by.
import { memo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import editorStyles from '../Redaktion.module.css';
import styles from './MenuOutline.module.css';

interface Props {
  id: string;
  handleId: string;
  title: string;
  /** 0 for the top level. */
  depth: number;
  /** Carried over a place the menu refuses. */
  refused: boolean;
  /** How many sub-entries travel with it while it is carried. */
  subEntries: number;
}

export const MenuOutlineEntry = memo(function MenuOutlineEntry({
  id,
  handleId,
  title,
  depth,
  refused,
  subEntries,
}: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: 'verschiebbarer Eintrag' },
  });
  // The level indents the row inside the list item: the item's own box stays put, as dnd-kit measures it to place
  // the carried entry (a box that moved with the level asked for would undo the sideways move that asked for it).
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? editorStyles.dragging : undefined}
      style={{
        transform: CSS.Translate.toString(transform && { ...transform, x: 0 }),
        transition,
        paddingInlineStart: `${depth * 1.75}rem`,
      }}
    >
      <div className={`${styles.entry} ${refused ? styles.refused : ''}`}>
        <button
          type="button"
          id={handleId}
          ref={setActivatorNodeRef}
          className={editorStyles.dragHandle}
          aria-label={`Eintrag „${title}“, Ebene ${depth + 1}, verschieben`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className={styles.entryTitle}>{title}</span>
        {subEntries > 0 && <span className={styles.subEntries}>mit {subEntries} Untereinträgen</span>}
      </div>
    </li>
  );
});
