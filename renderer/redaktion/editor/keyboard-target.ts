// A keyboard drag stays over the place its last arrow key chose until the next key, whatever moves on the page
// meanwhile.
//
// Why: dnd-kit keeps the carried item's rectangle in the layout of the lift (its rectangle then plus the sensor's
// translation), while it measures the drop targets again during the drag (when a list changes or a target resizes)
// and runs collision detection on every render. When the layout shifts under a keyboard drag (the refusal shown
// above a slot, the autosave's status line, the browser's scroll anchoring), the targets move away from the unmoved
// rectangle and a later render finds the item over another place, often its own old one: the drop the editor chose
// and heard announced lands elsewhere, or nowhere. A pointer follows the real mouse, so its target is re-decided; a
// keyboard drag (dnd-kit gives it no pointer coordinates) changes its target by a key only. So the target is decided
// where the key is handled, against the rectangles of that moment, and kept.
import type {
  ClientRect,
  Collision,
  CollisionDetection,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';

export interface KeyboardTargets {
  /** The collision detection for the DndContext. */
  detect: CollisionDetection;
  /** The KeyboardSensor's coordinate getter. */
  coordinateGetter: KeyboardCoordinateGetter;
  /** Forget the last drag's choice: call when a drag starts. */
  reset: () => void;
}

/** `detection` everywhere, but for a keyboard drag asked once per key, at the place the key moves the item to. */
export function keyboardTargets(detection: CollisionDetection, moveBy: KeyboardCoordinateGetter): KeyboardTargets {
  /** The last key's target: its collisions, and where its first target stood then. */
  let chosen: { activeId: UniqueIdentifier; collisions: Collision[]; left: number; top: number } | null = null;

  const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
    const { active, droppableRects, droppableContainers } = args.context;
    let { collisionRect } = args.context;
    // Where the layout moved the chosen target since its key, the next key starts from its new place: the arrow
    // then means "from here", not "from where the page stood at the lift".
    const target =
      chosen && active && chosen.activeId === active.id ? droppableRects.get(chosen.collisions[0]!.id) : null;
    if (collisionRect && target && chosen && (target.left !== chosen.left || target.top !== chosen.top)) {
      collisionRect = moved(collisionRect, target.left - chosen.left, target.top - chosen.top);
      args = {
        ...args,
        context: { ...args.context, collisionRect },
        currentCoordinates: { x: collisionRect.left, y: collisionRect.top },
      };
    }
    const next = moveBy(event, args);
    if (next && active && collisionRect) {
      const there = moved(collisionRect, next.x - collisionRect.left, next.y - collisionRect.top);
      const collisions = detection({
        active,
        collisionRect: there,
        droppableRects,
        droppableContainers: droppableContainers.getEnabled(),
        pointerCoordinates: null,
      });
      const first = collisions[0] && droppableRects.get(collisions[0].id);
      chosen = first ? { activeId: active.id, collisions, left: first.left, top: first.top } : null;
    }
    return next;
  };

  const detect: CollisionDetection = (args) => {
    const keyboard = args.pointerCoordinates === null;
    const kept =
      keyboard &&
      chosen?.activeId === args.active.id &&
      chosen.collisions.every((hit) => args.droppableContainers.some((container) => container.id === hit.id));
    return kept ? chosen!.collisions : detection(args);
  };

  return {
    detect,
    coordinateGetter,
    reset: () => {
      chosen = null;
    },
  };
}

function moved(rect: ClientRect, x: number, y: number): ClientRect {
  return {
    left: rect.left + x,
    top: rect.top + y,
    right: rect.right + x,
    bottom: rect.bottom + y,
    width: rect.width,
    height: rect.height,
  };
}
