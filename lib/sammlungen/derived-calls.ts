// Block calls that are no collection's list but are derived from one's published entries (the directory's filter
// data: categories with counts and the places). The embedded CMS answers them from the store
// (lib/redaktion/store/entry-queries.ts answerDerivedCall); publishing an entry regenerates the pages that make them,
// since they lie under the collection's call (`/api/cms/branchen/…`). Browser-safe.
import type { SammlungName } from './registry';
import { directoryFilter } from './directory-filter';

export interface AbgeleiteterAbruf {
  endpunkt: string;
  sammlung: SammlungName;
  /** The seed answer under content/ (it may give what the entries cannot, e.g. an order). */
  inhalte?: string;
  /** The answer from the published entries (in their order) and the seed answer. */
  antwort: (eintraege: readonly Record<string, unknown>[], seed: unknown) => unknown;
}

export const ABGELEITETE_ABRUFE: readonly AbgeleiteterAbruf[] = [
  {
    endpunkt: '/api/cms/branchen/filter',
    sammlung: 'branchen',
    inhalte: 'api/cms/branchen/filter.json',
    antwort: directoryFilter,
  },
];

export function derivedCallOf(endpoint: string): AbgeleiteterAbruf | null {
  const path = endpoint.replace(/\/+$/, '');
  return ABGELEITETE_ABRUFE.find((call) => call.endpunkt === path) ?? null;
}
