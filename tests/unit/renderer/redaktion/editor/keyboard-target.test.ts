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
import { keyboardTargets } from '@/renderer/redaktion/editor/keyboard-target';

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
});
