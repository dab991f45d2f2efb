// A menu's entries as an outline to carry by their handles (pointer or keyboard, announced in German): up and down
// to another place, right and left to another level (with the pointer: sideways by one indent per level), with
// their sub-entries. It changes the order and nesting of the same entries the form edits (one state, the editor's);
// a place deeper than the menu shows is refused with the reason (lib/redaktion/shared/menu-tree.ts).
import { useMemo, useRef, useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragMoveEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  flattenMenu,
  moveEntry,
  projectMove,
  withoutDescendants,
  type FlatEntry,
  type MenuEntry,
  type Projection,
} from '@/lib/redaktion/shared/menu-tree';
import { keyboardTargets } from '../editor/keyboard-target';
import { MeasureOnResize } from '../editor/MeasureOnResize';
import { MenuOutlineEntry } from './MenuOutlineEntry';
import { useHydrated } from '@/renderer/client/use-hydrated';
import editorStyles from '../Redaktion.module.css';
import styles from './MenuOutline.module.css';
import disclosure from '../frame/Disclosure.module.css';

/** One level's indent in px: the pointer moves this far sideways to change an entry's level by one. */
export const INDENT = 28;

/** Left and right change the level by one indent; up and down go to the next place (as in the block outline) and
 * keep the level asked for. */
const menuKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === KeyboardCode.Left || event.code === KeyboardCode.Right) {
    event.preventDefault();
    const step = event.code === KeyboardCode.Right ? INDENT : -INDENT;
    return { x: args.currentCoordinates.x + step, y: args.currentCoordinates.y };
  }
  const next = sortableKeyboardCoordinates(event, args);
  return next && { x: args.currentCoordinates.x, y: next.y };
};

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Zum Aufnehmen des Eintrags Leertaste oder Eingabe drücken. Mit Pfeil nach oben und unten an einen anderen Platz, ' +
    'mit Pfeil nach rechts und links eine Ebene tiefer oder höher; mit Leertaste oder Eingabe ablegen, mit Escape ' +
    'abbrechen.',
};

/** dnd-kit's own words stay silent: the outline speaks itself, knowing the level the sideways move chose. */
const SILENT = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

interface Props {
  items: readonly MenuEntry[];
  /** The menu's name as editors see it, and how many levels its place shows. */
  menu: { name: string; levels: number };
  onChange: (items: MenuEntry[]) => void;
}

interface Carried {
  id: string;
  overId: string;
  levelShift: number;
}

const titleOf = (entry: FlatEntry | undefined) => `„${entry?.entry.title || 'Eintrag ohne Titel'}“`;

function placeText(flat: readonly FlatEntry[], projection: Projection): string {
  const parent = flat.find((item) => item.id === projection.parentId);
  return `Ebene ${projection.depth + 1}${parent ? `, unter ${titleOf(parent)}` : ''}`;
}

export function MenuOutline({ items, menu, onChange }: Props) {
  const outline = useRef<HTMLElement>(null);
  const flat = useMemo(() => flattenMenu(items), [items]);
  const [carried, setCarried] = useState<Carried | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  // Folded until wanted: the outline lists every entry of every level, which would make the folded form long again.
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const [targets] = useState(() => keyboardTargets(closestCenter, menuKeyboardCoordinates));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: targets.coordinateGetter }),
  );
  // The place last spoken of: a pointer's every pixel is no news, nor is the lift's own place.
  const spokenPlace = useRef('');

  const carriedId = carried?.id;
  const visible = useMemo(() => (carriedId ? withoutDescendants(flat, carriedId) : flat), [flat, carriedId]);
  const ids = useMemo(() => visible.map((item) => item.id), [visible]);
  const projection = carried ? projectMove(flat, carried.id, carried.overId, carried.levelShift, menu) : null;

  /** The carried entry's position in the list as it would be after the drop (1-based). */
  const positionOf = (next: Carried) => {
    const list = withoutDescendants(flat, next.id);
    return `${list.findIndex((item) => item.id === next.overId) + 1} von ${list.length}`;
  };

  const follow = ({ active, over, delta }: Pick<DragMoveEvent, 'active' | 'over' | 'delta'>) => {
    const id = String(active.id);
    const next = { id, overId: String(over?.id ?? id), levelShift: Math.round(delta.x / INDENT) };
    setCarried(next);
    const place = projectMove(flat, next.id, next.overId, next.levelShift, menu);
    const key = place && `${next.overId}|${place.depth}`;
    if (!place || key === spokenPlace.current) return;
    spokenPlace.current = key!;
    const entry = flat.find((item) => item.id === id);
    setAnnouncement(
      place.refusal ?? `Eintrag ${titleOf(entry)}: Position ${positionOf(next)}, ${placeText(flat, place)}.`,
    );
  };

  const drop = () => {
    const place = projection;
    const current = carried;
    setCarried(null);
    if (!place || !current) return;
    const entry = flat.find((item) => item.id === current.id);
    if (place.refusal) {
      setRefused(`Nicht verschoben. ${place.refusal}`);
      setAnnouncement(`Nicht verschoben. ${place.refusal}`);
      return;
    }
    const moved = moveEntry(items, current.id, current.overId, place.depth);
    const to = withoutDescendants(flat, current.id).findIndex((item) => item.id === current.overId);
    const movedId = flattenMenu(moved)[to]?.id ?? current.id;
    const unchanged = JSON.stringify(moved) === JSON.stringify(items);
    setAnnouncement(
      unchanged
        ? `Eintrag ${titleOf(entry)} bleibt an seinem Platz.`
        : `Eintrag ${titleOf(entry)} abgelegt: Position ${positionOf(current)}, ${placeText(flat, place)}.`,
    );
    if (unchanged) return;
    onChange(moved);
    requestAnimationFrame(() => document.getElementById(handleId(movedId))?.focus());
  };

  return (
    <section ref={outline} aria-labelledby="menue-gliederung" className={styles.outline}>
      <h2 id="menue-gliederung" className={styles.title}>
        <button
          type="button"
          className={`${styles.toggle} ${disclosure.disclosure}`}
          aria-expanded={open}
          aria-controls="menue-gliederung-inhalt"
          disabled={!hydrated}
          onClick={() => setOpen(!open)}
        >
          Reihenfolge und Ebenen
        </button>
      </h2>
      <div id="menue-gliederung-inhalt" hidden={!open}>
        {open && (
          <>
            <p className={editorStyles.hint}>
              Einträge am Griff ziehen oder mit der Tastatur tragen: nach oben und unten an einen anderen Platz, nach
              rechts und links eine Ebene tiefer oder höher.
            </p>
            <DndContext
              sensors={sensors}
              collisionDetection={targets.detect}
              accessibility={{ announcements: SILENT, screenReaderInstructions: INSTRUCTIONS }}
              onDragStart={({ active }) => {
                targets.reset();
                setRefused(null);
                const id = String(active.id);
                setCarried({ id, overId: id, levelShift: 0 });
                const entry = flat.find((item) => item.id === id);
                spokenPlace.current = `${id}|${entry?.depth ?? 0}`;
                const list = withoutDescendants(flat, id);
                setAnnouncement(
                  `Eintrag ${titleOf(entry)} aufgenommen, Position ${list.findIndex((item) => item.id === id) + 1} von ` +
                    `${list.length}, Ebene ${(entry?.depth ?? 0) + 1}.`,
                );
              }}
              onDragMove={follow}
              onDragOver={follow}
              onDragEnd={drop}
              onDragCancel={({ active }) => {
                setCarried(null);
                setAnnouncement(
                  `Verschieben abgebrochen. Eintrag ${titleOf(flat.find((item) => item.id === active.id))} bleibt an seinem Platz.`,
                );
              }}
            >
              <MeasureOnResize outline={outline} />
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                <ol className={styles.list}>
                  {visible.map((item) => (
                    <MenuOutlineEntry
                      key={item.id}
                      id={item.id}
                      handleId={handleId(item.id)}
                      title={item.entry.title || 'Eintrag ohne Titel'}
                      depth={carried?.id === item.id && projection ? projection.depth : item.depth}
                      refused={carried?.id === item.id && Boolean(projection?.refusal)}
                      subEntries={carried?.id === item.id ? flat.length - visible.length : 0}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
            {(projection?.refusal ?? refused) && (
              <p className={editorStyles.refusal}>{projection?.refusal ?? refused}</p>
            )}
          </>
        )}
      </div>
      <p className="visually-hidden" aria-live="assertive" data-testid="menue-ansage">
        {announcement}
      </p>
    </section>
  );
}

const handleId = (id: UniqueIdentifier) => `menueeintrag-${String(id).replaceAll('.', '-')}`;
