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

/**
 * The collections whose entries may have their page at this site path, with the slug; none for any other path.
 * Collections may share an address prefix (offices and staff under /de/leben/mitarbeiter-aemter/): a slug is unique
 * among live documents, so the store tells whose page it is.
 */
export function detailsOf(pfad: string): { sammlung: SammlungsDeklaration; slug: string }[] {
  return ALLE_SAMMLUNGEN.flatMap((s) => {
    if (!s.detail) return [];
    const prefix = s.detail.pfad.slice(0, -'{slug}'.length);
    const slug = pfad.startsWith(prefix) ? pfad.slice(prefix.length) : '';
    return /^[a-z0-9-]{1,120}$/.test(slug) ? [{ sammlung: s, slug }] : [];
  });
}
