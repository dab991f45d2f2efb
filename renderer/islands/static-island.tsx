// Parts of a page that render from their props alone – most blocks (codegen/needs-browser.ts decides which), the
// footer, the hero image – are sent as HTML and kept so in the browser: the page's first load carries neither their
// code nor the work of hydrating them. Their links stay client-side routes (renderer/client/use-idle-prefetch.ts
// handles plain links), native controls (details, GET forms) work as they are. Only a render the server did not do
// – a part on a page reached by client-side navigation, or new props for it – loads its code, as next/dynamic would.
import { lazy, Suspense, useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { reloadOnceForChunkError } from '@/renderer/client/chunk-reload';
import styles from './ServerHtml.module.css';

type Loader<P> = () => Promise<ComponentType<P>>;

/** True until the page's first render in the browser has been committed: only then does server HTML wait in the DOM. */
let hydrating = true;

const selectorFor = (id: string) => `[data-server-html="${CSS.escape(id)}"]`;

/** Called once the page's first render in the browser is committed (renderer/AppShell.tsx). */
export function useEndOfHydration(): void {
  useEffect(() => {
    hydrating = false;
    // Outside React's tree: says that the page's React parts answer now.
    document.documentElement.setAttribute('data-hydriert', '');
  }, []);
}

/** The HTML the server rendered for this island, read once while the page hydrates. */
function serverHtmlOf(id: string): string | null {
  if (!hydrating) return null;
  return document.querySelector(selectorFor(id))?.innerHTML ?? null;
}

/**
 * The part's code, or – when it cannot come – what Next does for a page whose code fails: the server renders the page
 * instead (one full load per address); offline there is nothing to gain from that, and the part is left out.
 */
function lazyOrLeftOut<P>(load: Loader<P>): ComponentType<P> {
  const leftOut: ComponentType<P> = () => null;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (navigator.onLine) reloadOnceForChunkError(error);
        return { default: leftOut };
      },
    ),
  );
}

/** The wrapper that marks an island; it takes no box of its own (ServerHtml.module.css). */
function Island({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div data-server-html={id} className={styles.island}>
      {children}
    </div>
  );
}

/** The island as the server sent it: the very markup already in the DOM, which React adopts and never touches. */
function KeptHtml({ id, html }: { id: string; html: string }) {
  return (
    <div
      data-server-html={id}
      className={styles.island}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** Every component that staticIsland() made, on the server: what only they read, the browser need not be sent. */
const staticIslands = new WeakSet<object>();

/** True for a component kept as server HTML (renderer/hydration-props.ts leaves its props out of the page data). */
export function isStaticIsland(component: unknown): boolean {
  return typeof component === 'function' && staticIslands.has(component);
}

/** Props as the server saw them: the page's own props arrive anew, as equal objects, after a shallow re-render. */
function sameProps(a: object, b: object): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A component kept as server HTML. `source` is the component on the server (rendered right away) and its loader in
 * the browser (called only when it must be rendered there); the caller passes one or the other:
 *   staticIsland(typeof window === 'undefined' ? require('./Part').Part : () => import('./Part').then((m) => m.Part))
 * so webpack leaves the component's code out of the browser's copy of the caller.
 */
export function staticIsland<P extends object>(source: ComponentType<P> | Loader<P>): ComponentType<P> {
  if (typeof window === 'undefined') {
    const Component = source as ComponentType<P>;
    const ServerRenderedIsland = (props: P) => {
      const id = useId();
      return (
        <Island id={id}>
          <Component {...props} />
        </Island>
      );
    };
    staticIslands.add(ServerRenderedIsland);
    return ServerRenderedIsland;
  }
  const Component = lazyOrLeftOut(source as Loader<P>);
  return function KeptIsland(props: P) {
    const id = useId();
    const [serverHtml] = useState(() => serverHtmlOf(id));
    const [propsOfServerHtml] = useState(props);
    const kept = serverHtml !== null && <KeptHtml id={id} html={serverHtml} />;
    if (kept && sameProps(propsOfServerHtml, props)) return kept;
    const rendered = (
      <Island id={id}>
        <Component {...props} />
      </Island>
    );
    // New props for kept HTML: it stays on screen while the code loads. An island new to the page has no boundary:
    // a navigation (a transition) keeps the previous page until every island of the next one is ready.
    return kept ? <Suspense fallback={kept}>{rendered}</Suspense> : rendered;
  };
}

/**
 * Content that hydrates only once it is `active` (a closed menu panel: nothing in it can be reached before it opens).
 * Until then the browser keeps the server's HTML and React spends no work on it; its code is in the page already.
 */
export function ServerHtmlUntil({ active, children }: { active: boolean; children: ReactNode }) {
  const id = useId();
  const [serverHtml] = useState(() => (typeof window === 'undefined' ? null : serverHtmlOf(id)));
  // Once rendered, it stays rendered: closing the panel again keeps the live content.
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);
  if (serverHtml !== null && !active && !opened) return <KeptHtml id={id} html={serverHtml} />;
  return <Island id={id}>{children}</Island>;
}
