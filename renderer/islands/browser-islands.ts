// The site script's islands: parts of the server's HTML that a small module of plain browser code enhances (a
// slider, the directory filter, a banner), without React. Each says `data-insel="<name>"` (its module:
// `<name>.island.ts`, collected by codegen) and when its code is worth loading, in `data-insel-laden`:
// - `sofort` (the default): right away, with the site script;
// - `leerlauf`: once the browser is idle after the load event, or at once when the visitor points at, touches or
//   focuses it (a slider that moves by itself); a press on it before its code has come is replayed then;
// - `nah`: once it comes within 400 px of the viewport (a part seen only when scrolled to).
// A module that cannot load leaves the server's HTML as it is: it works without the script.
import { islandModules } from '@/codegen/out/islands';
import { reloadOnceForChunkError } from '@/renderer/client/chunk-reload';

/** requestIdleCallback's deadline after the load event. */
const IDLE_TIMEOUT_MS = 2000;
const NEAR_MARGIN = '400px 0px';
const WAKE_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

const started = new WeakSet<HTMLElement>();
/** Islands waiting for idle time or the visitor; a button pressed on one meanwhile. */
const waiting = new Map<HTMLElement, HTMLElement | null>();

function start(island: HTMLElement): void {
  if (started.has(island)) return;
  started.add(island);
  const pressed = waiting.get(island) ?? null;
  waiting.delete(island);
  const load = islandModules[island.dataset.insel ?? ''];
  if (!load) return;
  load().then(
    (module) => {
      module.start(island);
      pressed?.click();
    },
    (error: unknown) => reloadOnceForChunkError(error),
  );
}

const islandOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>('[data-insel]') : null;

let near: IntersectionObserver | null = null;
/** Once the idle time after the load has come, islands that appear later start at once. */
let idleCame = false;

function listen(): void {
  near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near?.unobserve(entry.target);
        start(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  const wake = (event: Event) => {
    const island = islandOf(event);
    if (island && waiting.has(island)) start(island);
  };
  for (const type of WAKE_EVENTS) document.addEventListener(type, wake, { passive: true, capture: true });
  // A button pressed before the island's code has come: kept, and pressed again once it runs.
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event);
      if (!island || !waiting.has(island)) return;
      const button = (event.target as Element).closest<HTMLElement>('button');
      if (!button || !island.contains(button)) return;
      waiting.set(island, button);
      start(island);
    },
    true,
  );
  const idle = () => {
    const run = () => {
      idleCame = true;
      [...waiting.keys()].forEach(start);
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 500);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function startIslandsIn(root: ParentNode): void {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-insel]')];
  if (root instanceof HTMLElement && root.matches('[data-insel]')) islands.unshift(root);
  for (const island of islands) {
    if (started.has(island) || waiting.has(island)) continue;
    const when = island.dataset.inselLaden ?? 'sofort';
    if (when === 'nah') near?.observe(island);
    else if (when === 'leerlauf' && !idleCame) waiting.set(island, null);
    else start(island);
  }
}

/**
 * Starts the islands of the page, and those that appear later: parts React renders in the browser (the room
 * reservation, whose room is looked up first) and the pages of client-side navigations in the staff systems.
 */
export function startBrowserIslands(): void {
  listen();
  startIslandsIn(document);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof HTMLElement) startIslandsIn(node);
  }).observe(document.body, { childList: true, subtree: true });
}
