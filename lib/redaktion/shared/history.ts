// Undo and redo within an editing session. Typing into one field makes many changes a second; those that
// follow each other on the same key within `coalesceMs` form one step, so one undo takes back a word, not a
// letter.
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** What the last change touched (e.g. a block's options), and when. */
  lastKey?: string;
  lastAt?: number;
}

/** At most this many steps are kept. */
export const HISTORY_LIMIT = 100;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

export function record<T>(
  history: History<T>,
  next: T,
  { key, at = Date.now(), coalesceMs = 1000 }: { key?: string; at?: number; coalesceMs?: number } = {},
): History<T> {
  if (next === history.present) return history;
  const coalesce =
    key !== undefined && key === history.lastKey && history.lastAt !== undefined && at - history.lastAt < coalesceMs;
  return {
    past: coalesce ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    lastKey: key,
    lastAt: at,
  };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
