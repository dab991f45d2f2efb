// A menu's entries as one flat list (each with its level), and moving an entry with its sub-entries to another
// place and level: what the menu editor's drag outline shows and does. The level an entry may take follows from its
// neighbours (at most one deeper than the entry above it, at least as deep as the entry below it, which would
// otherwise lose its parent) and from the menu's depth (MENU_MAX_DEPTH): a place beyond it is refused, with the reason.

export interface MenuEntry {
  title?: string;
  href?: string;
  menuItems?: MenuEntry[];
  [key: string]: unknown;
}

export interface FlatEntry {
  /** The entry's path of indexes ("2.0.1"): stable while nothing moves. */
  id: string;
  /** 0 for the top level. */
  depth: number;
  entry: MenuEntry;
  /** How many levels the entry spans with its sub-entries (1 without any). */
  height: number;
  parentId: string | null;
}

export function flattenMenu(items: readonly MenuEntry[], parentId: string | null = null, depth = 0): FlatEntry[] {
  return items.flatMap((entry, index) => {
    const id = parentId === null ? String(index) : `${parentId}.${index}`;
    const children = flattenMenu(entry.menuItems ?? [], id, depth + 1);
    const height = 1 + Math.max(0, ...children.filter((c) => c.parentId === id).map((c) => c.height));
    return [{ id, depth, entry, height, parentId }, ...children];
  });
}

/** The flat list without the sub-entries of `id` (they travel with it while it is carried). */
export function withoutDescendants(flat: readonly FlatEntry[], id: string): FlatEntry[] {
  return flat.filter((item) => !item.id.startsWith(`${id}.`));
}

export interface Projection {
  depth: number;
  /** The entry the moved one would stand under, null at the top level. */
  parentId: string | null;
  /** Why the menu does not take the entry there, or null. */
  refusal: string | null;
}

/**
 * Where the carried entry `activeId` lands when dropped over `overId`, moved `levelShift` levels right (positive)
 * or left: the level its neighbours allow, nearest to the one asked for.
 */
export function projectMove(
  flat: readonly FlatEntry[],
  activeId: string,
  overId: string,
  levelShift: number,
  menu: { name: string; levels: number },
): Projection | null {
  const items = withoutDescendants(flat, activeId);
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0) return null;
  const active = items[from]!;
  const moved = [...items];
  moved.splice(to, 0, ...moved.splice(from, 1));
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const deepest = previous ? previous.depth + 1 : 0;
  const shallowest = next ? next.depth : 0;
  const depth = Math.min(deepest, Math.max(shallowest, active.depth + levelShift));
  const parentId = parentAt(moved, to, depth);
  const levels = depth + active.height;
  const refusal =
    levels <= menu.levels
      ? null
      : menu.levels === 1
        ? `Das Menü „${menu.name}“ ist eine einfache Liste: „${active.entry.title ?? 'Eintrag'}“ kann kein Untereintrag werden.`
        : `Das Menü „${menu.name}“ zeigt höchstens ${menu.levels} Ebenen: „${active.entry.title ?? 'Eintrag'}“` +
          (active.height > 1 ? ' mit seinen Untereinträgen' : '') +
          ` reichte dort bis Ebene ${levels}.`;
  return { depth, parentId, refusal };
}

/** The entry that the one at `index`, at `depth`, would stand under. */
function parentAt(items: readonly FlatEntry[], index: number, depth: number): string | null {
  if (depth === 0) return null;
  for (let i = index - 1; i >= 0; i -= 1) {
    if (items[i]!.depth === depth - 1) return items[i]!.id;
    if (items[i]!.depth < depth - 1) break;
  }
  return null;
}

/** The menu with entry `activeId` (and its sub-entries) moved over `overId` at level `depth`. */
export function moveEntry(items: readonly MenuEntry[], activeId: string, overId: string, depth: number): MenuEntry[] {
  const flat = flattenMenu(items);
  const list = withoutDescendants(flat, activeId);
  const from = list.findIndex((item) => item.id === activeId);
  const to = list.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0) return [...items];
  const carried = flat.filter((item) => item.id === activeId || item.id.startsWith(`${activeId}.`));
  const shift = depth - carried[0]!.depth;
  const placed = carried.map((item) => ({ ...item, depth: item.depth + shift }));
  // Without the carried entry, the list's first `to` entries stand before it after the move (either direction).
  const others = list.filter((item) => item.id !== activeId);
  return buildTree([...others.slice(0, to), ...placed, ...others.slice(to)]);
}

/** The tree from a flat list in order, each entry under the nearest one before it that is one level higher. */
function buildTree(sequence: readonly FlatEntry[]): MenuEntry[] {
  const root: MenuEntry[] = [];
  const stack: MenuEntry[][] = [root];
  const hadList = new Set<MenuEntry>();
  for (const item of sequence) {
    const copy: MenuEntry = { ...item.entry, menuItems: [] };
    if (item.entry.menuItems) hadList.add(copy);
    stack.length = Math.min(item.depth, stack.length - 1) + 1;
    stack.at(-1)!.push(copy);
    stack.push(copy.menuItems!);
  }
  // An entry keeps an empty list of sub-entries only where it had one (as stored).
  const prune = (entries: MenuEntry[]): MenuEntry[] =>
    entries.map((entry) => {
      const { menuItems, ...own } = entry;
      return menuItems!.length || hadList.has(entry) ? { ...own, menuItems: prune(menuItems!) } : own;
    });
  return prune(root);
}
