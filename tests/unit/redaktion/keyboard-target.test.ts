// @vitest-environment happy-dom
// A keyboard drag keeps the target its last arrow key chose when the layout shifts under it (the defect: dnd-kit's
// collision detection, run again after the shift, put the carried block back over its own place); a pointer drag
// is decided by the pointer, as before.
import { describe, expect, it } from 'vitest';
import {
  closestCenter,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type SensorContext,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { keyboardTargets, skippingTarget } from '@/renderer/redaktion/editor/keyboard-target';

const rect = (top: number, height = 40): ClientRect => ({
  top,
  left: 0,
  width: 200,
  height,
  right: 200,
  bottom: top + height,
});

function container(id: UniqueIdentifier): DroppableContainer {
  return {
    id,
    key: String(id),
    data: { current: {} },
    disabled: false,
    node: { current: null },
    rect: { current: null },
  };
}

/** Two places: the header's block on top, the carried block's own place below it. */
const containers = [container('kopf'), container('eigener')];
const before = new Map<UniqueIdentifier, ClientRect>([
  ['kopf', rect(0)],
  ['eigener', rect(200)],
]);
/** After a refusal of 220 px (a narrow screen) appeared above the header's block, measured again; the carried
 * block's own place kept its last measurement (dnd-kit measures again what changed, when it changed). */
const shifted = new Map<UniqueIdentifier, ClientRect>([
  ['kopf', rect(220)],
  ['eigener', rect(200)],
]);
const active = { id: 'eigener', data: { current: {} }, rect: { current: { initial: null, translated: null } } };

/** Up moves the carried block onto the header's block (as sortableKeyboardCoordinates does). */
const up: KeyboardCoordinateGetter = () => ({ x: 0, y: 0 });

function press(getter: KeyboardCoordinateGetter, rects: Map<UniqueIdentifier, ClientRect>, from = 200) {
  const context = {
    active,
    collisionRect: rect(from),
    droppableRects: rects,
    droppableContainers: { getEnabled: () => containers },
  } as unknown as SensorContext;
  getter({ code: 'ArrowUp' } as KeyboardEvent, { active: 'eigener', currentCoordinates: { x: 0, y: 200 }, context });
}

const ask = (detect: CollisionDetection, rects: Map<UniqueIdentifier, ClientRect>, pointer: boolean) =>
  detect({
    active,
    collisionRect: rect(0), // the lift's rectangle plus the translation: it does not follow the shift
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: pointer ? { x: 100, y: 20 } : null,
  })[0]?.id;

describe('keyboard drag target', () => {
  it('dnd-kit alone: after the shift the carried block is over its own place again (the defect)', () => {
    expect(ask(closestCenter, before, false)).toBe('kopf');
    expect(ask(closestCenter, shifted, false)).toBe('eigener');
  });

  it('keeps the place the key chose while the layout shifts, until the next key', () => {
    const targets = keyboardTargets(closestCenter, up);
    press(targets.coordinateGetter, before);
    expect(ask(targets.detect, before, false)).toBe('kopf');
    expect(ask(targets.detect, shifted, false)).toBe('kopf');
  });

  it('decides a pointer drag by the pointer, and forgets the choice at the next lift', () => {
    const targets = keyboardTargets(closestCenter, up);
    press(targets.coordinateGetter, before);
    expect(ask(targets.detect, shifted, true)).toBe('eigener');
    targets.reset();
    expect(ask(targets.detect, shifted, false)).toBe('eigener');
  });

  it('starts the next key from where the layout moved the chosen target', () => {
    const seen: number[] = [];
    const targets = keyboardTargets(closestCenter, (_event, { context }) => {
      seen.push(context.collisionRect!.top);
      return { x: 0, y: 0 };
    });
    press(targets.coordinateGetter, before);
    press(targets.coordinateGetter, shifted, 0);
    expect(seen).toEqual([200, 220]);
  });

  it('steps up out of the carried block’s own slot, whose zone starts a few pixels above its first block', () => {
    const node = { current: document.createElement('div') };
    const place = (id: string, slot: string | null) => ({
      ...container(id),
      node,
      data: { current: slot ? { sortable: { containerId: slot, index: 0, items: [id] } } : {} },
    });
    // The header's zone and block on top; the main column's zone 4 px above its one block, which is carried.
    const all = [
      place('bereich:header', null),
      place('kopf', 'header'),
      place('bereich:main', null),
      place('eigener', 'main'),
    ];
    const rects = new Map<UniqueIdentifier, ClientRect>([
      ['bereich:header', rect(0, 60)],
      ['kopf', rect(10)],
      ['bereich:main', rect(196, 48)],
      ['eigener', rect(200)],
    ]);
    const map = Object.assign(new Map(all.map((c) => [c.id, c])), { getEnabled: () => all });
    const stepUp = (getter: KeyboardCoordinateGetter) =>
      getter({ code: 'ArrowUp', preventDefault: () => {} } as unknown as KeyboardEvent, {
        active: 'eigener',
        currentCoordinates: { x: 0, y: 200 },
        context: {
          active: { ...active, data: { current: { sortable: { containerId: 'main', index: 0 } } } },
          collisionRect: rect(200),
          droppableRects: rects,
          droppableContainers: map,
          over: { id: 'eigener' },
          scrollableAncestors: [],
        } as unknown as SensorContext,
      });
    // dnd-kit alone steps onto the own slot's zone: the block would stay where it is.
    expect(stepUp(sortableKeyboardCoordinates)).toEqual({ x: 0, y: 196 });
    // Without the own zone the step reaches the slot above.
    expect(stepUp(skippingTarget(sortableKeyboardCoordinates, () => 'bereich:main'))?.y).toBeLessThan(60);
  });
});
