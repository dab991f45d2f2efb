// Folding of list entries in the Redaktion's forms: every entry of a list (menu entries, slides, cards) is one
// summary line until it is opened, and opening one folds the others (but those showing an error), so a long menu
// stays a short list. A new entry opens with its first field focused; an entry whose error shows opens itself; a
// field that somebody leads the editor to (reveal-field.ts) opens the entries around it. Each list keeps its own
// state: nested lists fold on their own. The entries stay in the page while folded (hidden), so their fields keep
// their state and their ids.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { entryErrors, entrySummary } from '@/lib/redaktion/shared/entry-summary';
import { pointerOfDomId } from './field-ids';
import { REVEAL_EVENT } from './reveal-field';

type Node = Record<string, unknown>;

export const summaryIdOf = (entryId: string) => `${entryId}--eintrag-kopf`;
export const bodyIdOf = (entryId: string) => `${entryId}--eintrag-inhalt`;
export const entryIdOf = (arrayId: string, index: number, separator: string) => `${arrayId}${separator}${index}`;

const FIRST_CONTROL = 'input, select, textarea, [contenteditable="true"], button';

/** What the list does with the focus once rjsf has drawn the change an entry's button asked for. */
type AfterChange =
  | { kind: 'hinzugefuegt'; count: number }
  | { kind: 'entfernt'; index: number; count: number }
  | { kind: 'verschoben'; key: string; index: number; button: 'hoch' | 'runter' };

export interface EntryFold {
  isOpen: (key: string) => boolean;
  /** Opens this entry and folds the others (but those showing an error), or folds it. */
  toggle: (key: string) => void;
  /** Opens this entry at once (before a focus that needs it visible). */
  reveal: (key: string) => void;
  summary: (index: number) => string;
  hasErrors: (index: number) => boolean;
  /** Called by an entry's buttons before rjsf changes the list. */
  expect: (change: AfterChange) => void;
}

const FoldContext = createContext<EntryFold | null>(null);
export const EntryFoldProvider = FoldContext.Provider;

/** The errors the form shows (JSON Pointers) and its save attempt: rjsf gives a list template no error schema. */
export interface ShownErrors {
  pointers: readonly string[];
  attempt: number;
}
const ShownErrorsContext = createContext<ShownErrors>({ pointers: [], attempt: 0 });
export const ShownErrorsProvider = ShownErrorsContext.Provider;

export function useEntryFold(): EntryFold | null {
  return useContext(FoldContext);
}

/** Focuses the first control of a now open entry, or the given element. */
function focusIn(element: HTMLElement | null, selector?: string): void {
  const target = selector ? element?.querySelector<HTMLElement>(selector) : element;
  target?.focus();
}

interface ListProps {
  items: ReactElement[];
  formData: unknown;
  itemSchema: Node | undefined;
  itemTitle: string;
  arrayId: string;
  separator: string;
  /** The ids of what takes the focus when the last entry is removed, best first (the add button, the list). */
  emptyFocusIds: string[];
}

/** The fold state of one list. */
export function useListFold({
  items,
  formData,
  itemSchema,
  itemTitle,
  arrayId,
  separator,
  emptyFocusIds,
}: ListProps): EntryFold {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef<AfterChange | null>(null);
  const focusNewEntry = useRef<string | null>(null);
  const keys = items.map((item) => String(item.key));
  const values = Array.isArray(formData) ? formData : [];
  const { pointers, attempt } = useContext(ShownErrorsContext);
  const listPointer = pointerOfDomId(arrayId);
  const errorsByEntry = keys.map((_, index) => entryErrors(pointers, listPointer, index));
  const errored = errorsByEntry.map((errors) => errors.length > 0);
  // Each shown error as "entry key, pointer": what changes when an error comes to show.
  const shownErrors = keys.flatMap((key, index) => errorsByEntry[index]!.map((p) => `${key} ${p}`)).join('\n');
  const seenErrors = useRef<{ errors: ReadonlySet<string>; attempt: number }>({ errors: new Set(), attempt: 0 });
  const erroredNow = useRef<ReadonlySet<string>>(new Set());

  // An entry opens when an error of it comes to show, and at every save that finds errors in it (the others stay as
  // they are: several may need mending).
  useEffect(() => {
    const now = shownErrors ? shownErrors.split('\n') : [];
    const saved = attempt !== seenErrors.current.attempt;
    const fresh = now.filter((error) => saved || !seenErrors.current.errors.has(error)).map((e) => e.split(' ')[0]!);
    seenErrors.current = { errors: new Set(now), attempt };
    erroredNow.current = new Set(now.map((error) => error.split(' ')[0]!));
    if (fresh.length) setOpen((before) => new Set([...before, ...fresh]));
  }, [shownErrors, attempt]);

  // After rjsf has drawn an added, removed or moved entry: the focus goes where the editor's work goes on.
  const keyList = keys.join('\n');
  const emptyFocusList = emptyFocusIds.join(' ');
  useEffect(() => {
    const keys = keyList ? keyList.split('\n') : [];
    const change = pending.current;
    const summaryOf = (index: number) => document.getElementById(summaryIdOf(entryIdOf(arrayId, index, separator)));
    if (focusNewEntry.current && open.has(focusNewEntry.current)) {
      const index = keys.indexOf(focusNewEntry.current);
      focusNewEntry.current = null;
      focusIn(document.getElementById(bodyIdOf(entryIdOf(arrayId, index, separator))), FIRST_CONTROL);
    }
    if (!change) return;
    if (change.kind === 'hinzugefuegt' && keys.length > change.count) {
      pending.current = null;
      const key = keys[keys.length - 1]!;
      focusNewEntry.current = key;
      setOpen(new Set([key]));
    } else if (change.kind === 'entfernt' && keys.length < change.count) {
      pending.current = null;
      const index = Math.min(change.index, keys.length - 1);
      if (index < 0)
        focusIn(
          emptyFocusList
            .split(' ')
            .map((id) => document.getElementById(id))
            .find(Boolean) ?? null,
        );
      else focusIn(summaryOf(index));
    } else if (change.kind === 'verschoben' && keys[change.index] === change.key) {
      pending.current = null;
      // The button pressed (beside the summary line), or at the end of the list, where it is disabled, the summary.
      const summary = summaryOf(change.index);
      const button = summary?.parentElement?.querySelector<HTMLButtonElement>(
        `[data-eintrag-aktion="${change.button}"]`,
      );
      if (button && !button.disabled) button.focus();
      else focusIn(summary);
    }
  }, [open, keyList, arrayId, separator, emptyFocusList]);

  const isOpen = useCallback((key: string) => open.has(key), [open]);
  // Opening an entry folds the others, except those that show an error: it stays in sight until it is mended.
  const toggle = useCallback(
    (key: string) =>
      setOpen((before) =>
        before.has(key)
          ? new Set([...before].filter((k) => k !== key))
          : new Set([key, ...[...before].filter((k) => erroredNow.current.has(k))]),
      ),
    [],
  );
  const reveal = useCallback((key: string) => flushSync(() => setOpen((before) => new Set([...before, key]))), []);
  return {
    isOpen,
    toggle,
    reveal,
    summary: (index: number) => entrySummary(itemSchema, values[index], index, itemTitle),
    hasErrors: (index: number) => errored[index] ?? false,
    expect: (change: AfterChange) => {
      pending.current = change;
    },
  };
}

/** Opens the entry when a field inside it is to be shown (reveal-field.ts). */
export function useRevealListener(element: HTMLElement | null, fold: EntryFold | null, key: string): void {
  useEffect(() => {
    if (!element || !fold) return;
    const onReveal = () => {
      if (!fold.isOpen(key)) fold.reveal(key);
    };
    element.addEventListener(REVEAL_EVENT, onReveal);
    return () => element.removeEventListener(REVEAL_EVENT, onReveal);
  }, [element, fold, key]);
}
