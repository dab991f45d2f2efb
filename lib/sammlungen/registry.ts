// The collections of this build (codegen/out/collections.ts), looked up by name, by the call that lists them and by
// the address of an entry's page. Browser-safe.
import { SAMMLUNGEN, SAMMLUNG_NAMEN, type SammlungName } from '@/codegen/out/collections';
import type { SammlungsDeklaration } from './declaration';

export type { SammlungName };
export { SAMMLUNG_NAMEN };

export function sammlung(name: SammlungName): SammlungsDeklaration {
  return SAMMLUNGEN[name];
}

export function isSammlungName(raw: unknown): raw is SammlungName {
  return typeof raw === 'string' && Object.hasOwn(SAMMLUNGEN, raw);
}

export const ALLE_SAMMLUNGEN: readonly SammlungsDeklaration[] = SAMMLUNG_NAMEN.map((name) => SAMMLUNGEN[name]);

/** A block call of a collection: its list (`/api/cms/veranstaltungen`) or one entry (`…/veranstaltungen/12`). */
export function callOf(
  endpoint: string,
): { sammlung: SammlungsDeklaration; kennung: number | null } | { sammlung: null; kennung: null } {
  const path = endpoint.replace(/\/+$/, '');
  for (const s of ALLE_SAMMLUNGEN) {
    if (path === s.endpunkt) return { sammlung: s, kennung: null };
    if (path.startsWith(`${s.endpunkt}/`)) {
      const rest = path.slice(s.endpunkt.length + 1);
      if (/^\d{1,9}$/.test(rest)) return { sammlung: s, kennung: Number(rest) };
    }
  }
  return { sammlung: null, kennung: null };
}

/** The collection whose entries have their page at this site path, and the slug; null for any other path. */
export function detailOf(pfad: string): { sammlung: SammlungsDeklaration; slug: string } | null {
  for (const s of ALLE_SAMMLUNGEN) {
    if (!s.detail) continue;
    const prefix = s.detail.pfad.slice(0, -'{slug}'.length);
    const slug = pfad.startsWith(prefix) ? pfad.slice(prefix.length) : '';
    if (/^[a-z0-9-]{1,120}$/.test(slug)) return { sammlung: s, slug };
  }
  return null;
}
