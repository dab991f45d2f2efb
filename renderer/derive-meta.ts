// Step 5 (spec section 4): after the content calls, title, description, breadcrumbs, canonical and
// pagination are derived from the envelope and the call results. Title and description come from the answer
// of a detail block only (spec: seo.title, seo.description, titel, vorname, nachname).
import { absoluteSiteUrl } from '@/lib/security/site-url';
import type { Pagination } from './block-props';
import type { Breadcrumb } from './page-types';
import type { ContextResult } from './load-block-data';

interface DetailFields {
  seo?: { title?: unknown; description?: unknown };
  titel?: unknown;
  vorname?: unknown;
  nachname?: unknown;
  seiten?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Title of a detail answer: seo.title, else titel, else first and last name. */
export function detailTitle(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const d = data as DetailFields;
  const name = [text(d.vorname), text(d.nachname)].filter(Boolean).join(' ');
  return text(d.seo?.title) ?? text(d.titel) ?? (name || undefined);
}

export function detailDescription(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  return text((data as DetailFields).seo?.description);
}

/** Pagination exists only when a call has a `seite` query: page is that value or 1, pages is `seiten` or 1. */
export function derivePagination(results: (ContextResult | null)[]): Pagination | null {
  const paged = results.find((r) => r && r.params.seite !== undefined);
  if (!paged) return null;
  const raw = Array.isArray(paged.params.seite) ? paged.params.seite[0] : paged.params.seite;
  const page = Number.parseInt(String(raw), 10);
  const pages = Number.parseInt(String((paged.data as DetailFields | null)?.seiten), 10);
  return { page: page > 0 ? page : 1, pages: pages > 0 ? pages : 1 };
}

export interface DerivedMeta {
  title: string;
  description: string | null;
  breadcrumbs: Breadcrumb[];
  canonical: string;
  pagination: Pagination | null;
}

export function deriveMeta(
  envelope: { title: string; description?: string; canonical?: string; breadcrumbs?: Breadcrumb[] },
  results: (ContextResult | null)[],
  { path, siteUrl }: { path: string; siteUrl: string },
): DerivedMeta {
  // Only a block that declares its data a detail (x-detail in its data.schema.json) names the page.
  const detail = results.find((r) => r?.detail && detailTitle(r.data));
  const title = (detail && detailTitle(detail.data)) ?? envelope.title;
  const breadcrumbs = [...(envelope.breadcrumbs ?? [])];
  // A detail page names its last crumb after the item it shows.
  if (detail) {
    if (breadcrumbs.at(-1)?.href === path) breadcrumbs[breadcrumbs.length - 1] = { title, href: path };
    else breadcrumbs.push({ title, href: path });
  }
  // An address that is neither http(s) nor on this site falls back to the page's own.
  const canonical = absoluteSiteUrl(envelope.canonical ?? path, siteUrl) ?? siteUrl + path;
  return {
    title,
    description: (detail && detailDescription(detail.data)) ?? envelope.description ?? null,
    breadcrumbs,
    canonical,
    pagination: derivePagination(results),
  };
}
