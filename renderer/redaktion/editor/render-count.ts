// How often a component rendered, by name and key: what tests/unit/renderer/redaktion/editor/BlockOutline.test.tsx reads to prove
// that a keystroke re-renders one block's entry and form, not the page. Counted outside production only: the
// production build replaces NODE_ENV and drops the counting.
const counts = new Map<string, number>();

export function countRender(component: string, key = ''): void {
  if (process.env.NODE_ENV === 'production') return;
  const name = `${component}:${key}`;
  counts.set(name, (counts.get(name) ?? 0) + 1);
}

/** The counts since the last reset, by `component:key`. */
export function renderCounts(): ReadonlyMap<string, number> {
  return new Map(counts);
}

export function resetRenderCounts(): void {
  counts.clear();
}
