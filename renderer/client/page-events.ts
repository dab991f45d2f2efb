// Where Next.js runs (the staff systems, and a public page once a React island has hydrated it), a client-side
// navigation changes the page without a load. The app shell (renderer/AppShell.tsx) tells the site script so with
// these events on `document`, since the site script carries no router of its own.

/** A navigation starts: open menus close. */
export const NAVIGATION_START = 'tannbrunn:navigation';
/** A navigation has finished; `detail` is the new address. */
export const NAVIGATION_DONE = 'tannbrunn:navigiert';

export function announceNavigation(type: typeof NAVIGATION_START | typeof NAVIGATION_DONE, url: string): void {
  document.dispatchEvent(new CustomEvent(type, { detail: url }));
}

export function onNavigation(
  type: typeof NAVIGATION_START | typeof NAVIGATION_DONE,
  listener: (url: string) => void,
): () => void {
  const handler = (event: Event) => listener(String((event as CustomEvent<string>).detail ?? ''));
  document.addEventListener(type, handler);
  return () => document.removeEventListener(type, handler);
}
