// A deploy replaces the chunks an open tab still asks for: reload once to get the new ones,
// and never loop (a flag in sessionStorage remembers the reload for this address). Offline, a chunk fails for want of
// a network, not because of a deploy: a reload would only show the offline page again, and it would cancel the
// navigation the visitor has just started (seen on the offline page, whose scripts run after its first paint).
const FLAG = 'tannbrunn:chunk-reload';

export function isChunkLoadError(reason: unknown): boolean {
  const e = reason as { name?: string; message?: string } | null;
  return Boolean(
    e &&
    (e.name === 'ChunkLoadError' ||
      /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Failed to load chunk/i.test(
        e.message ?? '',
      )),
  );
}

export function reloadOnceForChunkError(reason: unknown, win: Window = window): boolean {
  if (!isChunkLoadError(reason) || win.navigator?.onLine === false) return false;
  const key = `${FLAG}:${win.location.pathname}`;
  if (win.sessionStorage.getItem(key)) return false;
  win.sessionStorage.setItem(key, '1');
  win.location.reload();
  return true;
}

export function installChunkReload(win: Window = window): () => void {
  const onError = (event: ErrorEvent) => reloadOnceForChunkError(event.error ?? { message: event.message }, win);
  const onRejection = (event: PromiseRejectionEvent) => reloadOnceForChunkError(event.reason, win);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
