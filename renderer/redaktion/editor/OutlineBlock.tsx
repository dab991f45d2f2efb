// One block in the outline: its entry (select it; Alt+↑/↓ moves it, Entf removes it), after it a handle to carry it
// by pointer or keyboard to another place or slot (dnd-kit), and, while selected, its actions. It reads its own
// block, findings and selection from the editor's state (keyed views), so a keystroke in one block's form
// re-renders that block's entry only, and selecting another block the two entries whose selection changed.
import { memo, type KeyboardEvent } from 'react';
import { ownEntry } from '@/lib/shapes/own-entry';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Inhaltsblock } from '@/codegen/out/types';
import type { SlotName } from '@/lib/redaktion/shared/block-operations';
import { htmlToText } from '@/lib/redaktion/shared/html-text';
import { blockSchemas, editorTitle } from '@/lib/blocks/site-schemas';
import { blocksByIdAtom, checkAtom, selectedAtom } from './editor-state';
import { keyedView, useKeyed } from './keyed-view';
import { BlockActions, type BlockActionHandlers } from './BlockActions';
import { countRender } from './render-count';
import styles from '../Redaktion.module.css';

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

const blockOfEntry = keyedView(blocksByIdAtom, (blocks, id) => blocks.get(id));
const errorsOfEntry = keyedView(checkAtom, (check, id) => check.blocks[id]?.length ?? 0);
const entrySelected = keyedView(selectedAtom, (selected, id) => selected === id);

/** The block's name, summary, number of findings and selection; a new value only when one of them changes. */
function useEntry(id: string) {
  const block = useKeyed(blockOfEntry, id);
  const errors = useKeyed(errorsOfEntry, id);
  const selected = useKeyed(entrySelected, id);
  const name = block ? editorTitle(ownEntry(blockSchemas, block.template), block.template) : 'Block';
  return { name, summary: block ? summaryOf(block) : '', errors, selected };
}

interface Props {
  id: string;
  slot: SlotName;
  onKeyDown: (event: KeyboardEvent, id: string, name: string) => void;
  /** What the actions shown while the block is selected do (stable: made once by the outline). */
  handlers: BlockActionHandlers;
}

/** Memoised: a keystroke in one block's form re-renders that block's entry, not the other hundreds. */
export const OutlineBlock = memo(function OutlineBlock({ id, slot, onKeyDown, handlers }: Props) {
  countRender('OutlineBlock', id);
  const { name, summary, errors, selected } = useEntry(id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    data: { slot },
    attributes: { roleDescription: 'verschiebbarer Block' },
  });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.blockItem} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className={styles.entryRow}>
        <button
          type="button"
          id={`block-eintrag-${id}`}
          className={styles.outlineEntry}
          aria-current={selected ? 'true' : undefined}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Delete"
          onClick={() => handlers.select(id)}
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
      {selected && <BlockActions id={id} slot={slot} name={name} handlers={handlers} />}
    </li>
  );
});
