// The editor's live link check (renderer/redaktion/editor/editor-state.ts): a link to a page that is not published
// shows at its field as soon as the editor opens or types it, judged per block so a keystroke judges one block only.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import { startHistory } from '@/lib/redaktion/shared/history';
import { LINK_TEXTS, targetsForPage, type LinkTargets } from '@/lib/redaktion/shared/internal-links';
import {
  changePageAtom,
  historyAtom,
  linkCheckAtom,
  linkTargetsAtom,
  pageAtom,
} from '@/renderer/redaktion/editor/editor-state';

const TARGETS: LinkTargets = {
  seiten: {
    '/de/rathaus': 'veroeffentlicht',
    '/de/alt': 'archiviert',
    '/de/entwurf': 'entwurf',
    '/de/hier': 'entwurf',
  },
  weiterleitungen: {},
  medien: ['m1'],
};

const text = (id: string, html: string) => ({ id, template: 'text', slotName: 'main', options: { text: html } });

function editorWith(page: Seite) {
  const store = createStore();
  store.set(historyAtom, startHistory(page));
  store.set(linkTargetsAtom, targetsForPage(TARGETS, '/de/hier'));
  return store;
}

describe('the editor’s live link check', () => {
  const page: Seite = {
    pageLayout: 'default',
    title: 'Hier',
    content: [
      text('a', '<p><a href="/de/rathaus">Rathaus</a> und <a href="/de/hier">diese Seite</a></p>'),
      text('b', '<p><a href="/de/alt">Alt</a></p>'),
    ],
  } as Seite;

  it('finds a link to an archived page at its field, and lets a page link to itself', () => {
    const store = editorWith(page);
    const check = store.get(linkCheckAtom);
    expect(check.count).toBe(1);
    expect(check.blocks).toEqual({ b: [{ pointer: '/text', message: LINK_TEXTS.archived('/de/alt') }] });
  });

  it('judges again only the block that changed', () => {
    const store = editorWith(page);
    const before = store.get(linkCheckAtom);
    const current = store.get(pageAtom);
    store.set(changePageAtom, {
      page: {
        ...current,
        content: [
          current.content[0]!,
          text('b', '<p><a href="/de/entwurf">Entwurf</a> <img src="/api/medien/weg/bild.jpg" alt=""></p>'),
        ],
      } as Seite,
    });
    const after = store.get(linkCheckAtom);
    expect(after.blocks.b!.map((m) => m.message)).toEqual([
      LINK_TEXTS.unpublished('/de/entwurf'),
      LINK_TEXTS.mediumGone('/api/medien/weg/bild.jpg'),
    ]);
    expect(after.count).toBe(2);
    // Block a is the same object: its (empty) findings were not computed again, and b's old ones are gone.
    expect(after.blocks.a).toBeUndefined();
    expect(before.blocks.b).not.toEqual(after.blocks.b);
  });

  it('finds nothing before the targets are known (nothing judged on guesswork)', () => {
    const store = createStore();
    store.set(historyAtom, startHistory(page));
    expect(store.get(linkCheckAtom)).toEqual({ page: [], blocks: {}, count: 0 });
  });
});
