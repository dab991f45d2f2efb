import type { SearchAnswer } from '@/lib/search/types';

/** The site search: the CMS's search engine upstream, or the embedded index of the demo content. */
export interface SearchService {
  /** One page (from 1) of the hits for a normalised, non-empty term. */
  search(term: string, page: number): Promise<SearchAnswer>;
}
