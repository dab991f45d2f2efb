// Which branches of the page tree are open. Without a search: what the editor opened, remembered in this browser
// (localStorage) so a reload or the way back from the editor finds the tree as it was left; at first the top level
// is open. During a search: every branch that leads to a hit is open (a deep hit is seen in its place at once),
// and what the editor folds then is forgotten with the search, so the remembered tree comes back when it is cleared.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { SeitenKnoten } from '@/lib/redaktion/shared/types';

export const TREE_STORAGE_KEY = 'redaktion:seitenbaum:offen';

export interface TreeFolding {
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  openAll: () => void;
  foldAll: () => void;
}

function branchIds(tree: SeitenKnoten[]): string[] {
  return tree.flatMap((node) => (node.kinder.length ? [node.id, ...branchIds(node.kinder)] : []));
}

// The remembered branches as stored (a JSON list of page ids), read through useSyncExternalStore: the server and the
// first drawing know nothing of this browser and show the default, then the stored state.
const listeners = new Set<() => void>();
let unstored: string | null = null;

function storedText(): string | null {
  try {
    return window.localStorage.getItem(TREE_STORAGE_KEY) ?? unstored;
  } catch {
    return unstored;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function store(open: ReadonlySet<string>): void {
  const text = JSON.stringify([...open]);
  try {
    window.localStorage.setItem(TREE_STORAGE_KEY, text);
  } catch {
    // Storage refused (private mode, full): the tree still folds, only not beyond this page.
    unstored = text;
  }
  listeners.forEach((listener) => listener());
}

function parseIds(text: string | null): ReadonlySet<string> | null {
  try {
    const ids = JSON.parse(text ?? 'null') as unknown;
    return Array.isArray(ids) ? new Set(ids.filter((id): id is string => typeof id === 'string')) : null;
  } catch {
    return null;
  }
}

/** `tree` is the whole tree; `shown` the tree as searched for `term` (the same when there is no search). */
export function useTreeFolding(tree: SeitenKnoten[], shown: SeitenKnoten[], term: string): TreeFolding {
  const searching = term.trim() !== '';
  const topLevel = useMemo(() => tree.filter((node) => node.kinder.length).map((node) => node.id), [tree]);
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  const remembered = useMemo(() => parseIds(text) ?? new Set(topLevel), [text, topLevel]);
  // What was folded during a search belongs to that search: another term starts with every branch to its hits open.
  const [search, setSearch] = useState<{ term: string; folded: ReadonlySet<string> }>({ term: '', folded: new Set() });
  const foldedInSearch = useMemo(() => (search.term === term ? search.folded : new Set<string>()), [search, term]);
  const setFoldedInSearch = useCallback((folded: ReadonlySet<string>) => setSearch({ term, folded }), [term]);
  const allBranches = useMemo(() => branchIds(tree), [tree]);

  const remember = store;

  const isOpen = useCallback(
    (id: string) => (searching ? !foldedInSearch.has(id) : remembered.has(id)),
    [searching, foldedInSearch, remembered],
  );
  const toggle = useCallback(
    (id: string) => {
      const flip = (set: ReadonlySet<string>) => {
        const next = new Set(set);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      };
      if (searching) setFoldedInSearch(flip(foldedInSearch));
      else remember(flip(remembered));
    },
    [searching, foldedInSearch, setFoldedInSearch, remembered, remember],
  );
  const openAll = useCallback(() => {
    if (searching) setFoldedInSearch(new Set());
    else remember(new Set(allBranches));
  }, [searching, setFoldedInSearch, allBranches, remember]);
  const foldAll = useCallback(() => {
    if (searching) setFoldedInSearch(new Set(branchIds(shown)));
    else remember(new Set());
  }, [searching, setFoldedInSearch, shown, remember]);
  return { isOpen, toggle, openAll, foldAll };
}
