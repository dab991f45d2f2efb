// The list of CMS pages for sitemap.xml. Our contract (the specification shows none):
//   GET {CMS_URL}/api/cms/sitemap  ->  { "seiten": [{ "pfad": "/de/tourismus", "geaendert": "2026-05-04T10:00:00Z" }] }
// `pfad` is the site path of a published page, `geaendert` (optional) its last change as an ISO 8601 date.
import { isStaffPage } from '@/lib/session/staff-areas.js';

export interface SitemapEntry {
  pfad: string;
  geaendert?: string;
}

export interface SitemapService {
  /** Every public CMS page, each once, sorted by path. */
  pages(): Promise<SitemapEntry[]>;
}

const SITE_PATH = /^\/de(?:\/[^/?#\s]+)*$/;

/** Checks a CMS answer (or the embedded list) entry by entry: bad entries are dropped, not fatal. */
export function publicEntries(answer: unknown): SitemapEntry[] {
  const seiten = (answer as { seiten?: unknown } | null)?.seiten;
  if (!Array.isArray(seiten)) throw new Error('Antwort ohne Liste "seiten"');
  const byPath = new Map<string, SitemapEntry>();
  for (const item of seiten as unknown[]) {
    const { pfad, geaendert } = (item ?? {}) as { pfad?: unknown; geaendert?: unknown };
    if (typeof pfad !== 'string') continue;
    const path = pfad.length > 3 ? pfad.replace(/\/+$/, '') : pfad;
    // Personal areas have no CMS pages; should the CMS list one anyway, it stays out of the sitemap.
    if (!SITE_PATH.test(path) || isStaffPage(path)) continue;
    byPath.set(path, typeof geaendert === 'string' && geaendert ? { pfad: path, geaendert } : { pfad: path });
  }
  return [...byPath.values()].sort((a, b) => a.pfad.localeCompare(b.pfad, 'de'));
}
