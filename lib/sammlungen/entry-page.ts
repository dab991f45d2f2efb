// The page of an entry: its collection's page template (`detail.seite`) filled with the entry (its number in every
// `{id}`, a field in `{feld}`, blocks with `nurMit` only where the entry has that field), its title as the page's
// title and last breadcrumb, its teaser as the description. The same for the site
// and for the Redaktion's preview of a draft.
import { migrateEnvelope } from '@/lib/blocks/migrate';
import type { SammlungsDeklaration } from './declaration';
import { titleOf } from './entry-rules';

type Item = Record<string, unknown>;

const FIELD_PATH = '([A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*)';
const PLACEHOLDER = new RegExp(`\\{${FIELD_PATH}\\}`, 'g');
const WHOLE = new RegExp(`^\\{${FIELD_PATH}\\}$`);

/** A field of the entry by its path (`raumreservierung.titel`); `id` is its number. */
function fieldOf(item: Item, kennung: number, path: string): unknown {
  if (path === 'id') return kennung;
  return path.split('.').reduce<unknown>((node, key) => (node as Item | null | undefined)?.[key], item);
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The page template filled with the entry: `{id}` is its number, `{feld}` / `{a.b}` a field of it (a value that is
 * only a placeholder of a missing field is left out, so the block's default applies); a block with `nurMit` is kept
 * only when the entry has that field (a directory entry's room reservation).
 */
function fill(value: unknown, item: Item, kennung: number): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole) {
      const found = fieldOf(item, kennung, whole[1]!);
      return present(found) ? (typeof found === 'number' ? String(found) : found) : undefined;
    }
    return value.replace(PLACEHOLDER, (_, path: string) => {
      const found = fieldOf(item, kennung, path);
      return present(found) ? String(found) : '';
    });
  }
  if (Array.isArray(value))
    return value
      .filter((v) => {
        const nurMit = (v as { nurMit?: unknown } | null)?.nurMit;
        return typeof nurMit !== 'string' || present(fieldOf(item, kennung, nurMit));
      })
      .map((v) => fill(v, item, kennung));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).flatMap(([k, v]) => {
        if (k === 'nurMit') return [];
        const filled = fill(v, item, kennung);
        return filled === undefined ? [] : [[k, filled]];
      }),
    );
  return value;
}

export function entryEnvelope(s: SammlungsDeklaration, kennung: number, inhalt: unknown, pfad: string): unknown {
  if (!s.detail) return null;
  const template = fill(s.detail.seite, (inhalt ?? {}) as Item, kennung) as Item;
  const title = titleOf(s, inhalt) || s.eintrag;
  const item = (inhalt ?? {}) as Item;
  const description = [item.kurztext, (item.seo as Item | undefined)?.description].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  const crumbs = Array.isArray(template.breadcrumbs) ? template.breadcrumbs : [];
  return migrateEnvelope({
    pageLayout: 'default',
    ...template,
    title,
    ...(description ? { description: description.slice(0, 300) } : {}),
    breadcrumbs: [...crumbs, { title, href: pfad }],
  });
}
