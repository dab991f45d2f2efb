// Filters of list calls as the CMS applies them: the page query keys the blocks declare (`x-query` with
// `matches` in their schemas, collected by codegen: e.g. `rubriken` from the page's `rubrik_id` against each
// entry's `rubriken`) and date ranges (`datum_von`/`datum_bis`, 'heute' = today in Berlin), then the order
// (`order`, '-' = descending) and a limit (`anzahl`).
import queryKeys from '@/codegen/out/query-keys.json';
import type { QueryParams } from '@/lib/services/cms/cms-service';
import { todayInBerlin } from '@/lib/format/dayjs';

/** Call parameter -> the field of a list entry it is matched against. */
const LIST_FILTERS: Record<string, string> = queryKeys.listFilters;

type Item = Record<string, unknown>;

const values = (v: QueryParams[string] | undefined): string[] =>
  v === undefined
    ? []
    : (Array.isArray(v) ? v : [v])
        .flatMap((x) => String(x).split(','))
        .map((x) => x.trim())
        .filter(Boolean);

/** What a field offers to match: the ids of a list (of ids or of objects with an id), or the value itself. */
const matchValues = (field: unknown): string[] =>
  Array.isArray(field) ? field.map((x) => String((x as { id?: unknown })?.id ?? x)) : [String(field ?? '')];

const dayOf = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;

function dateParam(v: QueryParams[string] | undefined, now: Date): string | null {
  const raw = values(v)[0];
  if (!raw) return null;
  return raw === 'heute' ? todayInBerlin(now) : dayOf(raw);
}

export function filterList(
  data: unknown[],
  params: QueryParams,
  now: Date = new Date(),
  listFilters: Record<string, string> = LIST_FILTERS,
): unknown[] {
  const filters = Object.entries(listFilters)
    .map(([param, field]) => ({ field, wanted: values(params[param]) }))
    .filter((f) => f.wanted.length > 0);
  const von = dateParam(params.datum_von, now);
  const bis = dateParam(params.datum_bis, now);
  let out = data.filter((raw) => {
    const item = (raw ?? {}) as Item;
    // AND across the filters, OR within one.
    if (filters.some((f) => !matchValues(item[f.field]).some((v) => f.wanted.includes(v)))) return false;
    const start = dayOf(item.datum_von);
    const end = dayOf(item.datum_bis) ?? start;
    // An item is in the range when it overlaps it.
    if (von && (!end || end < von)) return false;
    if (bis && (!start || start > bis)) return false;
    return true;
  });
  const order = values(params.order)[0];
  if (order && /^-?[a-z_]{1,40}$/.test(order)) {
    const key = order.replace(/^-/, '');
    const dir = order.startsWith('-') ? -1 : 1;
    out = [...out].sort(
      (a, b) => dir * String((a as Item)?.[key] ?? '').localeCompare(String((b as Item)?.[key] ?? ''), 'de'),
    );
  }
  const limit = Number(values(params.anzahl)[0]);
  return Number.isInteger(limit) && limit > 0 ? out.slice(0, limit) : out;
}
