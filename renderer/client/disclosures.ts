// The buttons of the site's open-and-close controls (renderer/layout/disclosure.tsx): each drives the <details>
// right after it, whose open state is the one truth. This keeps each button's aria-expanded, and the part it
// controls (data-offen, for browsers without :has()), in step with that state, however it changed: by the button,
// by the browser closing the other details of a group, or by a summary pressed before the script ran.

const BUTTON = 'button[data-schalter]';

/** The details a toggle button drives. */
export function detailsOf(button: Element): HTMLDetailsElement | null {
  const next = button.nextElementSibling;
  return next instanceof HTMLDetailsElement ? next : null;
}

/** The toggle button of a details, if it has one. */
export function buttonOf(details: HTMLDetailsElement): HTMLButtonElement | null {
  const previous = details.previousElementSibling;
  return previous instanceof HTMLButtonElement && previous.matches(BUTTON) ? previous : null;
}

/** The part a toggle's details opens (a panel, a level, a submenu). */
export function partOf(details: HTMLDetailsElement): HTMLElement | null {
  const id = details.dataset.oeffnet;
  return id ? document.getElementById(id) : null;
}

function sync(details: HTMLDetailsElement): void {
  buttonOf(details)?.setAttribute('aria-expanded', String(details.open));
  partOf(details)?.toggleAttribute('data-offen', details.open);
}

/** Opens or closes a details (the browser closes the others of its group) and updates its button at once. */
export function setOpen(details: HTMLDetailsElement, open: boolean): void {
  if (details.open === open) return sync(details);
  details.open = open;
  sync(details);
  // The browser closed the other details of the group: their buttons follow at once too.
  if (open && details.name) {
    for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(details.name)}"]`))
      if (other !== details) sync(other);
  }
}

/** Starts the toggle buttons of the whole page (delegated: parts rendered later work too). */
export function startDisclosures(): void {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-oeffnet]')) sync(details);
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    const details = button && detailsOf(button);
    if (details) setOpen(details, !details.open);
  });
  // `toggle` does not bubble; a listener in the capture phase sees every one.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement && event.target.dataset.oeffnet) sync(event.target);
    },
    true,
  );
}

/**
 * Marks the page as run by the site script, which hides the summaries and shows their buttons (globals.css). A summary
 * the visitor pressed before keeps its focus on the button that now stands in for it: else the focus would fall to the
 * page and a dropdown that closes when the focus leaves it would close.
 */
export function takeOverFromSummaries(mark: () => void): void {
  const focused = document.activeElement;
  const details = focused instanceof HTMLElement && focused.matches('summary') ? focused.parentElement : null;
  const button = details instanceof HTMLDetailsElement ? buttonOf(details) : null;
  mark();
  button?.focus({ preventScroll: true });
}
