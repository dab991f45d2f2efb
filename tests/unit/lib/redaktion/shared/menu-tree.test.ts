// Moving menu entries in the menu editor's drag outline: the flat list with levels, the level a place allows, the
// menu's depth with the German reason of a refusal, and the tree after the move (sub-entries travel along).
import { describe, expect, it } from 'vitest';
import { flattenMenu, moveEntry, projectMove, type MenuEntry } from '@/lib/redaktion/shared/menu-tree';

const menu: MenuEntry[] = [
  {
    title: 'Rathaus',
    href: '/de/rathaus',
    menuItems: [
      { title: 'Bürgermeisterin', href: '/de/bm' },
      { title: 'Gemeinderat', href: '/de/gr', menuItems: [{ title: 'Sitzungen', href: '/de/gr/s' }] },
    ],
  },
  {
    title: 'Wirtschaft',
    href: '/de/w',
    menuItems: [
      { title: 'Förderung', href: '/de/w/f' },
      { title: 'Flächen', href: '/de/w/g' },
    ],
  },
  { title: 'Kontakt', href: '/de/kontakt' },
];
const main = { name: 'Hauptmenü', levels: 3 };

describe('menu tree', () => {
  it('lists every entry with its level, span and parent', () => {
    expect(flattenMenu(menu).map((e) => [e.id, e.depth, e.height, e.parentId, e.entry.title])).toEqual([
      ['0', 0, 3, null, 'Rathaus'],
      ['0.0', 1, 1, '0', 'Bürgermeisterin'],
      ['0.1', 1, 2, '0', 'Gemeinderat'],
      ['0.1.0', 2, 1, '0.1', 'Sitzungen'],
      ['1', 0, 2, null, 'Wirtschaft'],
      ['1.0', 1, 1, '1', 'Förderung'],
      ['1.1', 1, 1, '1', 'Flächen'],
      ['2', 0, 1, null, 'Kontakt'],
    ]);
  });

  it('nests an entry one level right under the entry above it, and the tree follows', () => {
    const flat = flattenMenu(menu);
    expect(projectMove(flat, '1.1', '1.1', 1, main)).toEqual({ depth: 2, parentId: '1.0', refusal: null });
    expect(moveEntry(menu, '1.1', '1.1', 2)[1]).toEqual({
      title: 'Wirtschaft',
      href: '/de/w',
      menuItems: [{ title: 'Förderung', href: '/de/w/f', menuItems: [{ title: 'Flächen', href: '/de/w/g' }] }],
    });
  });

  it('allows no level the neighbours forbid: at most one below the entry above, at least the level below', () => {
    const flat = flattenMenu(menu);
    // The first sub-entry cannot go deeper: nothing above it on its level.
    expect(projectMove(flat, '1.0', '1.0', 1, main)!.depth).toBe(1);
    // Nor shallower than the entry below: "Flächen" would lose its parent "Wirtschaft".
    expect(projectMove(flat, '1.0', '1.0', -1, main)!.depth).toBe(1);
    expect(projectMove(flat, '1.1', '1.1', -1, main)).toEqual({ depth: 0, parentId: null, refusal: null });
  });

  it('carries sub-entries along, and refuses a place beyond the menu depth with the reason', () => {
    const flat = flattenMenu(menu);
    // "Gemeinderat" with its sub-entry, one level right under "Bürgermeisterin": four levels.
    expect(projectMove(flat, '0.1', '0.1', 1, main)).toEqual({
      depth: 2,
      parentId: '0.0',
      refusal:
        'Das Menü „Hauptmenü“ zeigt höchstens 3 Ebenen: „Gemeinderat“ mit seinen Untereinträgen reichte dort bis Ebene 4.',
    });
    // Moved down to the end, at the top level, it takes its sub-entry along.
    const moved = moveEntry(menu, '0.1', '2', 0);
    expect(moved.map((e) => e.title)).toEqual(['Rathaus', 'Wirtschaft', 'Kontakt', 'Gemeinderat']);
    expect(moved[3]!.menuItems).toEqual([{ title: 'Sitzungen', href: '/de/gr/s' }]);
    expect(moved[0]!.menuItems).toEqual([{ title: 'Bürgermeisterin', href: '/de/bm' }]);
  });

  it('keeps a flat menu flat', () => {
    const flat = flattenMenu([{ title: 'A' }, { title: 'B' }]);
    expect(projectMove(flat, '1', '1', 1, { name: 'Rechtliches', levels: 1 })!.refusal).toBe(
      'Das Menü „Rechtliches“ ist eine einfache Liste: „B“ kann kein Untereintrag werden.',
    );
    expect(moveEntry([{ title: 'A' }, { title: 'B' }], '1', '0', 0)).toEqual([{ title: 'B' }, { title: 'A' }]);
  });
});
