// The rules of an entry of a collection that the store, the embedded CMS and the Redaktion share: its address (a
// slug from its title), until when it is current (the collection's governing date), the values the list call's
// filters match, its days for a date range, and the detail page's address written where the blocks read it.
// Browser-safe (no dayjs: the Redaktion's list runs it too).
import { addDays } from '@/lib/format/kalendertag';
import type { SammlungsDeklaration } from './declaration';
import { withoutVersion } from './entry-shape';

type Item = Record<string, unknown>;

const UMLAUTE: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** The slug of a title: lower case, umlauts spelt out, everything else but letters and digits a hyphen. */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTE[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'eintrag';
}

/** The entry's title, by the collection's title field. */
export function titleOf(sammlung: Pick<SammlungsDeklaration, 'titelfeld'>, item: unknown): string {
  const value = (item as Item | null)?.[sammlung.titelfeld];
  return typeof value === 'string' ? value.trim() : '';
}

/** The site path of the entry's page for a slug, or null when the collection has no detail pages. */
export function detailPath(sammlung: Pick<SammlungsDeklaration, 'detail'>, slug: string): string | null {
  return sammlung.detail ? sammlung.detail.pfad.replace('{slug}', slug) : null;
}

const DAY = /^(\d{4}-\d{2}-\d{2})$/;
const LOCAL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The offset of Berlin from UTC at a moment, in minutes (CET +60, CEST +120). */
function berlinOffset(utc: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(utc));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(utc / 60_000) * 60_000) / 60_000);
}

/** A Berlin wall-clock time ('2026-12-17', '2026-12-17T10:00', '…T10:00:30') as a moment. */
export function berlinMoment(day: string, hour = 0, minute = 0, second = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute, second);
  // Twice, so a wall time next to a clock change lands on the right side of it.
  const first = wall - berlinOffset(wall) * 60_000;
  return new Date(wall - berlinOffset(first) * 60_000);
}

/**
 * Until when the entry is current: the first governing date it has. A day counts to its end (the entry leaves at
 * midnight, Berlin), a time from that minute. Null: always current (or the collection has no governing date).
 */
export function currentUntil(sammlung: Pick<SammlungsDeklaration, 'aktuellBis'>, item: unknown): Date | null {
  for (const field of sammlung.aktuellBis ?? []) {
    const value = (item as Item | null)?.[field];
    if (typeof value !== 'string') continue;
    const day = DAY.exec(value);
    if (day) return berlinMoment(addDays(day[1]!, 1));
    const local = LOCAL.exec(value);
    if (local) return berlinMoment(local[1]!, Number(local[2]), Number(local[3]), Number(local[4] ?? 0));
  }
  return null;
}

/** What a field offers a list filter to match: the ids of a list (of ids or of objects with an id), or the value. */
export function matchValues(field: unknown): string[] {
  if (field === undefined || field === null || field === '') return [];
  return Array.isArray(field) ? field.map((x) => String((x as { id?: unknown })?.id ?? x)) : [String(field)];
}

/** The values of every filtered field of an entry: `{ rubriken: ['1', '3'] }`. */
export function filterValues(item: unknown, fields: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const field of fields) {
    const values = matchValues((item as Item | null)?.[field]);
    if (values.length) out[field] = [...new Set(values)];
  }
  return out;
}

/** The entry's plain top-level values, what a list's `order` sorts by (texts cut to 200 characters, numbers). */
export function sortValues(item: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries((item ?? {}) as Item)) {
    if (typeof value === 'string') out[key] = value.slice(0, 200);
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return out;
}

const dayOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** The days the entry spans, for a date range of the list call (`datum_von`, `datum_bis`). */
export function daysOf(item: unknown): { von: string | null; bis: string | null } {
  const von = dayOf((item as Item | null)?.datum_von);
  return { von, bis: dayOf((item as Item | null)?.datum_bis) ?? von };
}

/** The entry as the list and detail calls answer it: its number as `id`, its page's address where blocks read it. */
export function answerItem(
  sammlung: Pick<SammlungsDeklaration, 'detail'>,
  kennung: number,
  inhalt: unknown,
  pfad: string | null,
): Item {
  const item: Item = { id: kennung, ...(withoutVersion(inhalt) as Item) };
  if (!pfad || !sammlung.detail) return item;
  for (const verweis of sammlung.detail.verweise) {
    const [list, , field] = verweis.split('.');
    if (!field) {
      item[verweis] = pfad;
      continue;
    }
    const entries = item[list!];
    if (Array.isArray(entries))
      item[list!] = entries.map((entry) =>
        entry && typeof entry === 'object' ? { ...(entry as Item), [field]: pfad } : entry,
      );
  }
  return item;
}

/**
 * An entry's content as stored: without its number (the document keeps it) and without the addresses the call adds.
 * An `id` that is a string is the entry's own key (a waste district's `tannbrunn` in addresses), kept as content: the
 * call answers it in place of the number.
 */
export function storedContent(sammlung: Pick<SammlungsDeklaration, 'detail'>, item: unknown): Item {
  const { id, ...others } = (item ?? {}) as Item;
  const rest: Item = typeof id === 'string' ? { id, ...others } : others;
  for (const verweis of sammlung.detail?.verweise ?? []) {
    const [list, , field] = verweis.split('.');
    if (!field) {
      delete rest[verweis];
      continue;
    }
    const entries = rest[list!];
    if (Array.isArray(entries))
      rest[list!] = entries.map((entry) => {
        if (!entry || typeof entry !== 'object') return entry;
        const kept = { ...(entry as Item) };
        delete kept[field];
        return kept;
      });
  }
  return rest;
}
