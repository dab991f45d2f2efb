// @vitest-environment happy-dom
// "Entwurf teilen" loads the page's links when it is opened. An editor may open it on the server's HTML before the
// script ran (a slow connection, or a fast click): its toggle event then comes before React listens, and the list
// must still load once React has taken over the page.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareBar } from '@/renderer/redaktion/editor/ShareBar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMPTY = 'Für diese Seite gibt es noch keine Links zum Entwurf.';
const bar = <ShareBar seiteId="seite-1" saveFirst={async () => null} />;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The server's HTML in the document, optionally opened as a click before the script would, then hydrated. */
async function hydrate(openedBeforeScript: boolean) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(String(url));
    return new Response(JSON.stringify({ links: [] }), { headers: { 'content-type': 'application/json' } });
  });
  const container = document.createElement('div');
  container.innerHTML = renderToString(bar);
  document.body.append(container);
  const details = container.querySelector('details')!;
  if (openedBeforeScript) details.open = true;
  await act(async () => {
    root = hydrateRoot(container, bar);
  });
  return { container, requests };
}

describe('sharing a draft, opened before the script ran', () => {
  it('loads the links once React has taken over', async () => {
    const { container, requests } = await hydrate(true);
    await vi.waitFor(() => expect(container.textContent).toContain(EMPTY));
    expect(requests).toEqual(['/api/redaktion/seiten/seite-1/entwurfslinks']);
  });

  it('loads nothing while it stays folded', async () => {
    const { container, requests } = await hydrate(false);
    await act(async () => {});
    expect(requests).toEqual([]);
    expect(container.textContent).not.toContain(EMPTY);
  });
});
