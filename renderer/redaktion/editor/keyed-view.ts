// Many components that each watch one key of one value of the editor's state (hundreds of outline entries, each its
// own block, its findings, whether it is selected). One derived atom per key would have jotai recompute hundreds of
// atoms at every keystroke, which on a page of 400 blocks was the largest part of a keystroke's script; a keyed view
// subscribes to the value once per store and tells only the keys whose part changed.
import { useCallback, useSyncExternalStore } from 'react';
import { useStore, type Atom } from 'jotai';

type Store = ReturnType<typeof useStore>;

interface Hub<T> {
  listeners: Map<string, Set<() => void>>;
  last: Map<string, T>;
  stop: (() => void) | null;
}

export interface KeyedView<S, T> {
  source: Atom<S>;
  pick: (value: S, key: string) => T;
  hubs: WeakMap<Store, Hub<T>>;
}

/** A view of `source` by key; `pick` must return the same value (Object.is) while a key's part is unchanged. */
export function keyedView<S, T>(source: Atom<S>, pick: (value: S, key: string) => T): KeyedView<S, T> {
  return { source, pick, hubs: new WeakMap() };
}

function hubOf<S, T>(view: KeyedView<S, T>, store: Store): Hub<T> {
  let hub = view.hubs.get(store);
  if (!hub) view.hubs.set(store, (hub = { listeners: new Map(), last: new Map(), stop: null }));
  return hub;
}

function subscribe<S, T>(view: KeyedView<S, T>, store: Store, key: string, listener: () => void): () => void {
  const hub = hubOf(view, store);
  let forKey = hub.listeners.get(key);
  if (!forKey) {
    hub.listeners.set(key, (forKey = new Set()));
    hub.last.set(key, view.pick(store.get(view.source), key));
  }
  forKey.add(listener);
  hub.stop ??= store.sub(view.source, () => {
    const value = store.get(view.source);
    for (const [watched, set] of hub.listeners) {
      const next = view.pick(value, watched);
      if (Object.is(next, hub.last.get(watched))) continue;
      hub.last.set(watched, next);
      for (const notify of set) notify();
    }
  });
  return () => {
    forKey.delete(listener);
    if (forKey.size === 0) {
      hub.listeners.delete(key);
      hub.last.delete(key);
    }
    if (hub.listeners.size === 0) {
      hub.stop?.();
      hub.stop = null;
    }
  };
}

/** The part of `view` for `key`; the component re-renders when that part changes, not when another key's does. */
export function useKeyed<S, T>(view: KeyedView<S, T>, key: string): T {
  const store = useStore();
  const onChange = useCallback((listener: () => void) => subscribe(view, store, key, listener), [view, store, key]);
  const snapshot = () => view.pick(store.get(view.source), key);
  return useSyncExternalStore(onChange, snapshot, snapshot);
}
