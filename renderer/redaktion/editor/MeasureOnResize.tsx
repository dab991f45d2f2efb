// While something is carried, the drop targets are measured again whenever the outline (or the page) changes size:
// the refusal shown above a slot, the autosave's status line or an opened block's actions move every target below
// them, and dnd-kit (measuring only at the lift and when its lists change) would otherwise test the pointer against
// where the targets stood before, and drop on the wrong place.
import { useEffect, type RefObject } from 'react';
import { useDndContext } from '@dnd-kit/core';

/** Rendered inside a DndContext; `outline` is the element whose size changes move the targets. */
export function MeasureOnResize({ outline }: { outline: RefObject<HTMLElement | null> }) {
  const { active, measureDroppableContainers } = useDndContext();
  const dragging = active !== null;
  useEffect(() => {
    const element = outline.current;
    if (!dragging || !element) return;
    // dnd-kit measures while it renders, before React commits a change: measured again after the layout settled.
    const observer = new ResizeObserver(() => measureDroppableContainers([]));
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [dragging, outline, measureDroppableContainers]);
  return null;
}
