// @vitest-environment happy-dom
// A keystroke on a long page re-renders the edited block's outline entry and the form, not the page: the outline
// of 400 blocks renders none of its other entries, nor itself (issue 35: typing latency on long pages). The
// keystroke is the change a form makes (replaceOptions through changePageAtom), counted with the editor's render
// counter (renderer/redaktion/editor/render-count.ts, outside production only).
import { act } from 'react';
import { createStore } from 'jotai';
import { mountInStore, type Mounted } from '../../../support/mount-in-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import { replaceOptions } from '@/lib/redaktion/shared/block-operations';
import { startHistory } from '@/lib/redaktion/shared/history';
import { BlockOutline } from '@/renderer/redaktion/editor/BlockOutline';
import {
  changePageAtom,
  historyAtom,
  pageAtom,
  savedPageAtom,
  selectedAtom,
} from '@/renderer/redaktion/editor/editor-state';
import { renderCounts, resetRenderCounts } from '@/renderer/redaktion/editor/render-count';

const COUNT = 400;

function longPage(): Seite {
  return {
    pageLayout: 'default',
    title: 'Lange Seite',
    content: Array.from({ length: COUNT }, (_, i) => ({
      id: `b${i}`,
      template: 'text',
      slotName: 'main',
      options: { titel: `Abschnitt ${i + 1}`, text: `<p>Absatz ${i + 1}.</p>` },
    })),
  } as Seite;
}

function rendered(component: string): string[] {
  return [...renderCounts().keys()].filter((key) => key.startsWith(`${component}:`));
}

describe('a keystroke on a page of 400 blocks', () => {
  let mounted: Mounted;
  let container: HTMLElement;
  const store = createStore();

  beforeEach(async () => {
    const page = longPage();
    store.set(historyAtom, startHistory(page));
    store.set(savedPageAtom, page);
    mounted = await mountInStore(store, <BlockOutline />);
    container = mounted.container;
  });

  afterEach(() => mounted.unmount());

  it('lists every block', () => {
    expect(container.querySelectorAll('[id^="block-eintrag-"]')).toHaveLength(COUNT);
    expect(rendered('OutlineBlock')).toHaveLength(COUNT);
  });

  it('re-renders the entry of the edited block only, with its new summary', async () => {
    resetRenderCounts();
    const page = store.get(pageAtom);
    await act(async () =>
      store.set(changePageAtom, {
        page: replaceOptions(page, 'b200', { titel: 'Abschnitt 201, geändert', text: '<p>Absatz 201.</p>' }),
        key: 'b200',
      }),
    );
    expect(rendered('OutlineBlock')).toEqual(['OutlineBlock:b200']);
    expect(rendered('BlockOutline')).toEqual([]);
    expect(container.querySelector('#block-eintrag-b200')?.textContent).toContain('Abschnitt 201, geändert');
  });

  it('re-renders the two entries whose selection changed when another block is selected, not the outline', async () => {
    await act(async () => store.set(selectedAtom, 'b10'));
    resetRenderCounts();
    await act(async () => store.set(selectedAtom, 'b300'));
    expect(rendered('OutlineBlock').sort()).toEqual(['OutlineBlock:b10', 'OutlineBlock:b300']);
    expect(rendered('BlockOutline')).toEqual([]);
    expect(container.querySelector('#block-eintrag-b300')?.getAttribute('aria-current')).toBe('true');
    expect(container.querySelector('#block-eintrag-b10')?.getAttribute('aria-current')).toBeNull();
    // The actions follow the selection: one group, under the selected entry.
    const groups = container.querySelectorAll('[role="group"][aria-label^="Block „"]');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.closest('li')?.querySelector('#block-eintrag-b300')).not.toBeNull();
  });
});
