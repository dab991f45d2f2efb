// The staff forms read their fields from the form on submit instead of mirroring them in React state: text typed
// before the page hydrated stays on screen, but React would never see it in its state, and the form would send
// empty fields while the visitor sees them filled.

/** The named fields' values as the browser holds them ('' for a missing field). */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    names.map((name) => {
      const value = data.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<K, string>;
}
