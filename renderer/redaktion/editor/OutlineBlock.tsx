// One block in the outline: its entry (select it; Alt+↑/↓ moves it, Entf removes it), after it a handle to carry it
// by pointer or keyboard to another place or slot (dnd-kit), and, while selected, its actions. It reads its own
// block and findings from the editor's state, so a keystroke in one block's form re-renders that block's entry only.
import { memo, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Inhaltsblock } from '@/codegen/out/types';
import type { SlotName } from '@/lib/redaktion/shared/block-operations';
import { htmlToText } from '@/lib/redaktion/shared/html-text';
import { blockSchemas, editorTitle } from '@/lib/blocks/site-schemas';
import { blocksByIdAtom, checkAtom } from './editor-state';
import { countRender } from './render-count';
import styles from './Editor.module.css';

/** Summaries by block object: a keystroke makes one new block object, the other blocks keep theirs (and summary). */
const summaries = new WeakMap<Inhaltsblock, string>();

function summaryOf(block: Inhaltsblock): string {
  let summary = summaries.get(block);
  if (summary === undefined) summaries.set(block, (summary = summarise(block)));
  return summary;
}

/** What tells a block from its neighbours: its title, else the start of its first text (HTML as plain text). */
function summarise(block: Inhaltsblock): string {
  const options = (block.options ?? {}) as Record<string, unknown>;
  for (const key of ['titel', 'title', 'ueberschrift', 'headline', 'name']) {
    // A heading is a text, or (the text block since version 2) an object with its text and level.
    const value = options[key];
    const heading = typeof value === 'object' && value !== null ? (value as { text?: unknown }).text : value;
    if (typeof heading === 'string' && heading) return heading;
  }
  const first = Object.values(options).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const text = first ? htmlToText(first).trim() : '';
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The block's name, summary and number of findings; a new value only when one of them changes. */
function useEntry(id: string) {
  const block = useAtomValue(useMemo(() => selectAtom(blocksByIdAtom, (blocks) => blocks.get(id)), [id]));
  const errors = useAtomValue(useMemo(() => selectAtom(checkAtom, (check) => check.blocks[id]?.length ?? 0), [id]));
  const name = block ? editorTitle(blockSchemas[block.template], block.template) : 'Block';
  return { name, summary: block ? summaryOf(block) : '', errors };
}

interface Props {
  id: string;
  slot: SlotName;
  selected: boolean;
  onSelect: (id: string) => void;
  onKeyDown: (event: KeyboardEvent, id: string, name: string) => void;
  /** The block's actions, shown while it is selected. */
  children?: ReactNode;
}

/** Memoised: a keystroke in one block's form re-renders that block's entry, not the other hundreds. */
export const OutlineBlock = memo(function OutlineBlock({ id, slot, selected, onSelect, onKeyDown, children }: Props) {
  countRender('OutlineBlock', id);
  const { name, summary, errors } = useEntry(id);
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
