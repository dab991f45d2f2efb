// Paging of a list answer `{ data: [...] }` the way the CMS does it: `seite` (from 1) and
// `pro_seite`, answered with `seiten`, the number of pages.
import type { JsonAnswer } from '@/lib/http/fetch-json';
import type { QueryParams } from '@/lib/services/cms/cms-service';
import { filterList } from '@/lib/services/cms/list-filter';

const DEFAULT_PER_PAGE = 10;

function firstNumber(value: QueryParams[string] | undefined): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function answerListCall(answer: unknown, params: QueryParams): JsonAnswer {
  const all = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(all)) return { status: 200, body: answer };
  const data = filterList(all, params);
  if (params.seite === undefined) return { status: 200, body: { ...(answer as object), data } };
  const perPage = Math.min(firstNumber(params.pro_seite) ?? DEFAULT_PER_PAGE, 100);
  const pages = Math.max(1, Math.ceil(data.length / perPage));
  const page = Math.min(firstNumber(params.seite) ?? 1, pages);
  return {
    status: 200,
    body: {
      ...(answer as object),
      data: data.slice((page - 1) * perPage, page * perPage),
      seite: page,
      seiten: pages,
      gesamt: data.length,
    },
  };
}
