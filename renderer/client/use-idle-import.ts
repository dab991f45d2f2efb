// Loads a part of the page that the first paint does not need (the slider library) once the browser is
// idle after the page has loaded, or at once when the visitor reaches for it (`wake`, e.g. on pointer or focus).
import { useCallback, useEffect, useRef, useState } from 'react';
import { reloadOnceForChunkError } from '@/renderer/client/chunk-reload';

/** requestIdleCallback's deadline: the part loads at the latest this long after the load event. */
const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari): a fixed pause after the load event instead. */
const FALLBACK_DELAY_MS = 500;

/** `needed` false: nothing is loaded (e.g. a slider with a single slide). */
export function useIdleImport<T>(load: () => Promise<T>, needed = true): { loaded: T | null; wake: () => void } {
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<T | null>(null);
  const loadRef = useRef(load);

  useEffect(() => {
    if (wanted || !needed) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => setWanted(true), { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(() => setWanted(true), FALLBACK_DELAY_MS);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [wanted, needed]);

  useEffect(() => {
    if (!wanted || !needed) return;
    let live = true;
    loadRef.current().then(
      // Wrapped: a loaded component is a function, which setState would call as an updater.
      (value) => live && setLoaded(() => value),
      // A chunk of an older deploy: reload once. Anything else: the static part stays.
      (error: unknown) => reloadOnceForChunkError(error),
    );
    return () => {
      live = false;
    };
  }, [wanted, needed]);

  return { loaded, wake: useCallback(() => setWanted(true), []) };
}
