// The page of an entry: its collection's page template (`detail.seite`) filled with the entry, its number in every
// `{id}`, its title as the page's title and last breadcrumb, its teaser as the description. The same for the site
// and for the Redaktion's preview of a draft.
import { migrateEnvelope } from '@/lib/blocks/migrate';
import type { SammlungsDeklaration } from './declaration';
import { titleOf } from './entry-rules';

type Item = Record<string, unknown>;

const fill = (value: unknown, kennung: number): unknown =>
  typeof value === 'string'
    ? value.replaceAll('{id}', String(kennung))
    : Array.isArray(value)
      ? value.map((v) => fill(v, kennung))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, kennung)]))
        : value;

export function entryEnvelope(s: SammlungsDeklaration, kennung: number, inhalt: unknown, pfad: string): unknown {
  if (!s.detail) return null;
  const template = fill(s.detail.seite, kennung) as Item;
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
