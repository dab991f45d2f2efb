// A part of a public page that needs React (a form, say). Its wrapper marks it in the server's HTML: the page then
// lists React and Next.js for the loader, which runs them – and hydrates the page – once such a part comes within
// 400 px of the viewport or is touched, or as soon as the visitor uses the keyboard (public/scripts-after-paint.js,
// renderer/document/script-plan.ts). A page without one never loads React. The wrapper is a block of its own, so that
// the loader can see where it is even while what it holds is hidden or not rendered yet.
import type { ComponentType, ReactNode } from 'react';

/** The attribute that marks a React island in the server's HTML. */
export const REACT_ISLAND_ATTRIBUTE = 'data-react-insel';

export function ReactIsland({ children }: { children: ReactNode }) {
  return <div {...{ [REACT_ISLAND_ATTRIBUTE]: '' }}>{children}</div>;
}

type Preloadable = { preload?: () => unknown; render?: { preload?: () => unknown } };

/** A component (a block that needs the browser) inside a React island. */
export function reactIsland<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function InReactIsland(props: P) {
    return (
      <ReactIsland>
        <Component {...props} />
      </ReactIsland>
    );
  }
  // A next/dynamic component can be loaded ahead (a render outside Next's server, which loads them all at start).
  const inner = Component as unknown as Preloadable;
  return Object.assign(InReactIsland, { preload: () => inner.preload?.() ?? inner.render?.preload?.() });
}
