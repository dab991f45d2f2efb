// Server-renders an element the way Next does, inside a router context (the header reads it).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';

type Preloadable = { preload?: () => Promise<unknown>; render?: { preload?: () => Promise<unknown> } };

/** next/dynamic components load lazily: load them first, as the Next server does before rendering. */
export async function preloadDynamic(...components: unknown[]): Promise<void> {
  await Promise.all(components.map((c) => (c as Preloadable).preload?.() ?? (c as Preloadable).render?.preload?.()));
}

export function renderWithRouter(element: ReactElement, asPath = '/de/test'): string {
  const noop = () => {};
  const router = {
    asPath,
    pathname: '/de/[[...slug]]',
    route: '/de/[[...slug]]',
    query: {},
    basePath: '',
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    events: { on: noop, off: noop, emit: noop },
    push: async () => true,
    replace: async () => true,
    reload: noop,
    back: noop,
    forward: noop,
    prefetch: async () => {},
    beforePopState: noop,
  } as unknown as NextRouter;
  return renderToString(<RouterContext.Provider value={router}>{element}</RouterContext.Provider>);
}
