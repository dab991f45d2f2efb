// @vitest-environment happy-dom
// A block whose migration failed is shown read-only with the reason and its stored data, never as a form in the
// wrong shape; it can be replaced by an empty block of the current version, and undo brings it back. A block of a
// newer release is read-only too, without the replacement (it would lose what that release wrote).
import { act } from 'react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import { startHistory } from '@/lib/redaktion/shared/history';
import { SelectedForm } from '@/renderer/redaktion/editor/SelectedForm';
import { historyAtom, pageAtom, savedPageAtom, selectedAtom, undoAtom } from '@/renderer/redaktion/editor/editor-state';
import { UNREADABLE_TEXTS } from '@/renderer/redaktion/editor/UnreadableBlock';
import { mountInStore, type Mounted } from '../../../support/mount-in-store';

const page = (block: Record<string, unknown>): Seite =>
  ({ pageLayout: 'default', title: 'Seite', content: [{ id: 'x', slotName: 'main', ...block }] }) as Seite;

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

async function open(block: Record<string, unknown>) {
  const store = createStore();
  store.set(historyAtom, startHistory(page(block)));
  store.set(savedPageAtom, page(block));
  store.set(selectedAtom, 'x');
  mounted = await mountInStore(store, <SelectedForm formContext={{ pages: [], images: [] } as never} />);
  return { store, container: mounted.container };
}

describe('a block this build cannot read, in the editor', () => {
  it('shows why and the stored data, read-only, and replaces it with an empty current block on request', async () => {
    const stored = { template: 'text', version: 0, options: { titel: 'Alt', text: '<p>Gespeichert</p>' } };
    const { store, container } = await open(stored);
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      `${UNREADABLE_TEXTS.title} Er ließ sich nicht auf die aktuelle Version (2) bringen: Die Version 0 ist ungültig.`,
    );
    expect(container.querySelector('summary')!.textContent).toBe('Gespeicherte Daten (Version 0)');
    expect(container.querySelector('pre')!.textContent).toContain('"text": "<p>Gespeichert</p>"');
    expect(container.querySelector('input, textarea, [contenteditable]')).toBeNull();
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === UNREADABLE_TEXTS.replace)!;
    await act(async () => button.click());
    expect(store.get(pageAtom).content[0]).toEqual({
      id: 'x',
      slotName: 'main',
      template: 'text',
      version: 2,
      options: {},
    });
    expect(container.textContent).not.toContain(UNREADABLE_TEXTS.title);
    await act(async () => store.set(undoAtom));
    expect(store.get(pageAtom).content[0]).toMatchObject(stored);
  });

  it('shows a block of a newer release read-only, without the replacement', async () => {
    const { container } = await open({ template: 'text', version: 9, options: { neu: true } });
    expect(container.querySelector('[role="alert"]')!.textContent).toContain(
      'Er wurde mit einer neueren Version der Website gespeichert (Version 9); diese Version kennt ihn bis Version 2.',
    );
    expect([...container.querySelectorAll('button')].some((b) => b.textContent === UNREADABLE_TEXTS.replace)).toBe(
      false,
    );
  });
});
