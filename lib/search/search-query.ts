// Reads the search page's query: `q` (the term) and `seite` (result page, from 1).
import { MAX_QUERY_LENGTH } from './types';

export type SearchRequest =
  { kind: 'empty' } | { kind: 'tooLong'; term: string } | { kind: 'search'; term: string; page: number };

const first = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? (value[0] ?? '') : (value ?? '');

export function normaliseTerm(raw: string): string {
  // Control characters never belong in a term; runs of white space count as one.
  return raw
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parsePageNumber(raw: string): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export function readSearchRequest(query: Record<string, string | string[] | undefined>): SearchRequest {
  const term = normaliseTerm(first(query.q));
  if (!term) return { kind: 'empty' };
  if (term.length > MAX_QUERY_LENGTH) return { kind: 'tooLong', term: term.slice(0, MAX_QUERY_LENGTH) };
  return { kind: 'search', term, page: parsePageNumber(first(query.seite)) };
}
