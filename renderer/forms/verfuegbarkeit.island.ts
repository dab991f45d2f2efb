// The availability calendar's behaviour (AvailabilityCalendar.tsx), an island of the site script: it loads the
// reserved dates from the site's API, writes each day's status, and turns the months (up to `data-monate` ahead).
// A failed load empties the list (spec section 8) and says so over the days, in the same place as the loading
// notice, so nothing moves. After every request sent with the form the dates are loaded again
// (AVAILABILITY_CHANGED, announced by the form: renderer/forms/availability-events.ts).
import { formatDayLong, formatMonthLong, todayInBerlin } from '@/lib/format/kalendertag';
import { calendarWeeks, dayStatus, shiftMonth, type CalendarKind } from '@/lib/buchungen/calendar-month';
import { onAvailabilityChanged } from './availability-events';

async function reservedDates(url: string): Promise<unknown[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Verfügbarkeit: Antwort ${response.status}`);
  const body = (await response.json()) as { reserved_dates?: unknown[] };
  return Array.isArray(body.reserved_dates) ? body.reserved_dates : [];
}

function dayCell(day: string, today: string, kind: CalendarKind, reservations: readonly unknown[]): HTMLElement {
  const cell = document.createElement('td');
  cell.dataset.tag = day;
  const number = document.createElement('span');
  number.dataset.zahl = '';
  number.setAttribute('aria-hidden', 'true');
  number.textContent = String(Number(day.slice(8)));
  const spoken = document.createElement('span');
  spoken.className = 'visually-hidden';
  spoken.textContent = `${formatDayLong(day)}: `;
  const text = document.createElement('span');
  text.dataset.text = '';
  cell.append(number, spoken, text);
  writeStatus(cell, day, today, kind, reservations);
  return cell;
}

function writeStatus(
  cell: HTMLElement,
  day: string,
  today: string,
  kind: CalendarKind,
  reservations: readonly unknown[],
) {
  const text = cell.querySelector<HTMLElement>('[data-text]');
  if (day <= today) {
    cell.dataset.status = 'vergangen';
    if (text) text.innerHTML = '<span class="visually-hidden">nicht buchbar</span>';
    return;
  }
  const status = dayStatus(kind, reservations, day);
  cell.dataset.status = status.kind;
  if (text) text.textContent = status.label;
}

export function start(calendar: HTMLElement): void {
  const { art, quelle, fehler } = calendar.dataset;
  const kind = art as CalendarKind;
  const first = calendar.dataset.monat ?? '';
  const monthsAhead = Number(calendar.dataset.monate ?? 12);
  const body = calendar.querySelector('tbody');
  let notice = calendar.querySelector<HTMLElement>('[data-hinweis]');
  const [back, forward] = calendar.querySelectorAll<HTMLButtonElement>('[data-monat-schritt]');
  const monthName = calendar.querySelector('[data-monatsname]');
  const caption = calendar.querySelector('[data-monatstitel]');
  if (!quelle || !body || !first) return;
  let offset = 0;
  let reservations: unknown[] = [];

  const showNotice = (words: string) => {
    if (!notice || notice.textContent === words) return;
    // Another message is a new element: its centred lines do not count as moved.
    const fresh = notice.cloneNode(false) as HTMLElement;
    fresh.textContent = words;
    fresh.hidden = !words;
    notice.replaceWith(fresh);
    notice = fresh;
  };

  const render = () => {
    const today = todayInBerlin();
    const month = shiftMonth(first, offset);
    if (back) back.disabled = offset === 0;
    if (forward) forward.disabled = offset >= monthsAhead;
    const shown = body.querySelectorAll<HTMLElement>('td[data-tag]');
    if (shown[0]?.dataset.tag?.startsWith(month.slice(0, 7))) {
      // The month on screen (the server's, at first): its days only change their status. Building them anew would
      // format every day's name, the most costly part of the island's first run on a slow phone.
      for (const cell of shown) writeStatus(cell, cell.dataset.tag!, today, kind, reservations);
      return;
    }
    const name = formatMonthLong(month);
    if (monthName) monthName.textContent = name;
    if (caption) caption.textContent = `Verfügbarkeit im ${name}`;
    const rows = calendarWeeks(month).map((week) => {
      const row = document.createElement('tr');
      for (const day of week) row.append(day ? dayCell(day, today, kind, reservations) : document.createElement('td'));
      return row;
    });
    body.replaceChildren(...rows);
  };

  const load = async () => {
    try {
      reservations = await reservedDates(quelle);
      showNotice('');
    } catch {
      reservations = [];
      showNotice(fehler ?? '');
    }
    render();
  };

  back?.addEventListener('click', () => {
    offset = Math.max(0, offset - 1);
    render();
  });
  forward?.addEventListener('click', () => {
    offset = Math.min(monthsAhead, offset + 1);
    render();
  });
  onAvailabilityChanged(kind, () => void load());
  // The visitor came back to the tab: the dates may have changed meanwhile.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void load());
  void load();
}
