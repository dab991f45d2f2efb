// Whether the visitor asks for reduced motion (prefers-reduced-motion), following changes live.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const now = () => window.matchMedia?.(QUERY).matches ?? false;
// On the server (and while hydrating) nothing moves: carousels start only once the browser has answered.
const onServer = () => true;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, now, onServer);
}
