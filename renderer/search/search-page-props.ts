// The data function of /de/gemeinde/suche: reads q and seite, asks the search, and answers a
// single hit with a redirect to it on the server (works without JavaScript). pages/ only calls this.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getConfig } from '@/lib/config';
import { reportError } from '@/lib/error-reporting';
import { getServices } from '@/lib/wiring';
import { getSearchService } from '@/lib/wiring/search';
import { hitTarget } from '@/lib/search/hit-target';
import { readSearchRequest } from '@/lib/search/search-query';
import { HITS_PER_PAGE, MAX_QUERY_LENGTH } from '@/lib/search/types';
import { loadLayoutData, type LayoutData } from '@/renderer/load-layout';

export const SEARCH_PATH = '/de/gemeinde/suche';

export interface ResultItem {
  href: string;
  titel: string;
  text: string | null;
  rubrik: string | null;
  typ: 'suche_webcontact' | 'wegweiser';
}

export type SearchView =
  | { kind: 'empty' }
  | { kind: 'tooLong'; term: string; maxLength: number }
  | { kind: 'failed'; term: string }
  | {
      kind: 'results';
      term: string;
      gesamt: number;
      seite: number;
      seiten: number;
      perPage: number;
      items: ResultItem[];
    };

export interface SearchPageProps {
  view: SearchView;
  layoutData: LayoutData;
  canonical: string;
}

async function runSearch(term: string, page: number): Promise<SearchView> {
  try {
    const answer = await getSearchService().search(term, page);
    const items = answer.treffer.flatMap((hit): ResultItem[] => {
      const href = hitTarget(hit);
      return href
        ? [
            {
              href,
              titel: hit._source.titel,
              text: hit._source.text ?? null,
              rubrik: hit._source.rubrik ?? null,
              typ: hit._type,
            },
          ]
        : [];
    });
    return {
      kind: 'results',
      term,
      gesamt: answer.gesamt,
      seite: answer.seite,
      seiten: answer.seiten,
      perPage: HITS_PER_PAGE,
      items,
    };
  } catch (error) {
    reportError(error, { message: 'Suche fehlgeschlagen', tags: { route: SEARCH_PATH } });
    return { kind: 'failed', term };
  }
}

export async function getSearchServerSideProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<SearchPageProps>> {
  const request = readSearchRequest(context.query);
  const [view, layoutData] = await Promise.all([
    request.kind === 'search'
      ? runSearch(request.term, request.page)
      : Promise.resolve<SearchView>(
          request.kind === 'tooLong'
            ? { kind: 'tooLong', term: request.term, maxLength: MAX_QUERY_LENGTH }
            : { kind: 'empty' },
        ),
    loadLayoutData(getServices(), 'default'),
  ]);
  const { pageRevalidateSeconds, siteUrl } = getConfig();

  if (view.kind === 'failed') {
    context.res.statusCode = 503;
    context.res.setHeader('Cache-Control', 'no-store');
  } else {
    context.res.setHeader(
      'Cache-Control',
      `public, s-maxage=${pageRevalidateSeconds}, stale-while-revalidate=${pageRevalidateSeconds * 10}`,
    );
  }
  // Spec section 2: a search with exactly one hit goes straight to it.
  if (view.kind === 'results' && view.gesamt === 1 && view.items.length === 1) {
    return { redirect: { destination: view.items[0]!.href, permanent: false } };
  }
  return { props: { view, layoutData, canonical: `${siteUrl}${SEARCH_PATH}` } };
}
