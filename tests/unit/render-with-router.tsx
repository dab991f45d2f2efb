// Server-renders an element the way Next does, inside a router context (the header reads it).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';

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
