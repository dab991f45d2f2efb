// @vitest-environment happy-dom
// A keyed view (renderer/redaktion/editor/keyed-view.ts): each component re-renders when its key's part changes,
// not when another key's does, and once the last component is gone the view stops listening to the store.
import { act } from 'react';
import { atom, createStore } from 'jotai';
import { mountInStore, type Mounted } from '../../../support/mount-in-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyedView, useKeyed } from '@/renderer/redaktion/editor/keyed-view';

const valuesAtom = atom<Record<string, number>>({ a: 1, b: 2, c: 3 });
let derivations = 0;
// A derived source, as the editor's are: it is computed only while something listens to it.
const doubledAtom = atom((get) => {
  derivations += 1;
  return Object.fromEntries(Object.entries(get(valuesAtom)).map(([key, value]) => [key, value * 2]));
});
const doubled = keyedView(doubledAtom, (values, key) => values[key]);

const renders: string[] = [];
function Cell({ name }: { name: string }) {
  const value = useKeyed(doubled, name);
  renders.push(name);
  return <span id={`zelle-${name}`}>{value}</span>;
}

describe('keyedView', () => {
  let mounted: Mounted;
  let container: HTMLElement;
  let store: ReturnType<typeof createStore>;

  beforeEach(async () => {
    store = createStore();
    mounted = await mountInStore(
      store,
      <>
        <Cell name="a" />
        <Cell name="b" />
        <Cell name="c" />
      </>,
    );
    container = mounted.container;
    renders.length = 0;
  });

  afterEach(() => mounted.unmount());

  it('re-renders only the component whose part changed, with the new value', async () => {
    await act(async () => store.set(valuesAtom, { a: 1, b: 20, c: 3 }));
    expect(renders).toEqual(['b']);
    expect(container.querySelector('#zelle-b')?.textContent).toBe('40');
    expect(container.querySelector('#zelle-a')?.textContent).toBe('2');
  });

  it('stops listening when the last component is gone', async () => {
    await mounted.unmount();
    derivations = 0;
    store.set(valuesAtom, { a: 5, b: 6, c: 7 });
    // Nobody listens: the derived source is not computed again until somebody reads it.
    expect(derivations).toBe(0);
    expect(store.get(doubledAtom)).toEqual({ a: 10, b: 12, c: 14 });
  });
});
