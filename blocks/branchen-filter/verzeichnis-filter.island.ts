// The directory filter's behaviour (BranchenFilterBlock.tsx), an island of the site script. Every tick sends the GET
// form at once (spec section 4: every change rewrites the route query); the page comes back with the list and the
// counts for the new selection, scrolled to the box just ticked, which has the focus again, and the list's live region
// announces the result. A category group's box selects or clears all its subcategories, and toggling an interest
// group clears every subcategory tick (spec section 4). A box ticked before the script ran counts as soon as it runs.
import { focusedElsewhere } from '@/renderer/client/visitor-focus';

/** What the next page needs to know: the box to focus, and that it shows a new selection (to announce). */
const CHANGE_KEY = 'branchen-filter-aenderung';

interface Change {
  /** The address the form was sent to (without its fragment). */
  ziel: string;
  fokus: string;
}

const boxes = (form: HTMLFormElement, selector = '') => [
  ...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"]${selector}`),
];

/** The subcategory boxes of a group box (data-gruppe lists their values). */
function membersOf(form: HTMLFormElement, group: HTMLInputElement): HTMLInputElement[] {
  const values = (group.dataset.gruppe ?? '').split(',');
  return boxes(form, '[name="rubrik_id"]').filter((box) => values.includes(box.value));
}

/** A group's box: ticked when all, mixed when some of its subcategories are. */
function showGroup(form: HTMLFormElement, group: HTMLInputElement): void {
  const members = membersOf(form, group);
  const ticked = members.filter((box) => box.checked).length;
  group.checked = ticked > 0 && ticked === members.length;
  group.indeterminate = ticked > 0 && ticked < members.length;
}

/** The address the form sends: the same as the browser's GET without the script. */
function addressOf(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') query.append(key, value);
  const search = query.toString();
  return new URL(form.getAttribute('action') ?? '', window.location.href).pathname + (search ? `?${search}` : '');
}

function send(form: HTMLFormElement, focus: HTMLElement): void {
  const ziel = addressOf(form);
  try {
    sessionStorage.setItem(CHANGE_KEY, JSON.stringify({ ziel, fokus: focus.id } satisfies Change));
  } catch {
    // Without storage the page still filters; the focus then starts at the top.
  }
  // The fragment brings the box back into view as the page loads (it goes from the address once it has the focus).
  form.setAttribute('action', `${new URL(form.action).pathname}#${focus.id}`);
  form.submit();
}

/** After a change: the focus back on the box, the fragment out of the address, and the result announced. */
function afterChange(): void {
  let change: Change | null = null;
  try {
    change = JSON.parse(sessionStorage.getItem(CHANGE_KEY) ?? 'null') as Change | null;
    sessionStorage.removeItem(CHANGE_KEY);
  } catch {
    return;
  }
  if (!change || change.ziel !== window.location.pathname + window.location.search) return;
  if (window.location.hash) window.history.replaceState(window.history.state, '', change.ziel);
  // Only when the visitor has not moved on yet: a box focused (or being ticked) before the script ran keeps the focus.
  const box = document.getElementById(change.fokus);
  if (!focusedElsewhere(box)) box?.focus();
  const live = document.getElementById('branchen-ansage');
  if (live?.dataset.ansage) {
    const words = document.createElement('span');
    words.textContent = live.dataset.ansage;
    live.replaceChildren(words);
  }
}

/** What a tick on `box` does to the others (spec section 4), the same whether the script saw it or came after it. */
function applyTick(form: HTMLFormElement, box: HTMLInputElement): void {
  if (box.dataset.gruppe !== undefined) {
    // All of them, or none when all were ticked (lib/verzeichnis toggleGruppe).
    const members = membersOf(form, box);
    const all = members.every((member) => member.checked);
    for (const member of members) member.checked = !all;
  } else if (box.name === 'interessengruppen_id') {
    for (const rubrik of boxes(form, '[name="rubrik_id"]')) rubrik.checked = false;
  }
}

export function start(form: HTMLFormElement): void {
  const groups = boxes(form, '[data-gruppe]');
  // Ticked before the script ran (a group's box too, which the form does not send): the selection that tick makes.
  // The interest groups are looked at last: their tick clears the subcategories, also those ticked before.
  const changed = boxes(form)
    .filter((box) => box.checked !== box.defaultChecked)
    .sort((a, b) => Number(a.name === 'interessengruppen_id') - Number(b.name === 'interessengruppen_id'));
  if (changed.length) {
    for (const box of changed) applyTick(form, box);
    return send(form, changed[changed.length - 1]!);
  }
  for (const group of groups) showGroup(form, group);
  afterChange();

  form.addEventListener('change', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox') return;
    applyTick(form, box);
    for (const group of groups) showGroup(form, group);
    send(form, box);
  });
}
