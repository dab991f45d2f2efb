// The latest-texts action (spec section 7): every category is fetched, the results merged, sorted
// by datum_von descending and the newest N kept.
import type {
  IntranetRubrik,
  IntranetService,
  IntranetSession,
  IntranetText,
} from '@/lib/services/intranet/intranet-service';

export const LATEST_TEXTS_DEFAULT = 3;

export interface Dated {
  datum_von?: string | null;
}

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

export function mergeLatest<T extends Dated>(lists: T[][], count = LATEST_TEXTS_DEFAULT): T[] {
  return (
    lists
      .flat()
      .map((item, index) => ({ item, index }))
      // Stable: equal dates keep the order of the categories.
      .sort((a, b) => time(b.item.datum_von) - time(a.item.datum_von) || a.index - b.index)
      .slice(0, Math.max(0, count))
      .map(({ item }) => item)
  );
}

/** The latest texts of all categories (spec section 7). */
export async function latestTexts(
  service: IntranetService,
  session: IntranetSession,
  categories: IntranetRubrik[],
  count = LATEST_TEXTS_DEFAULT,
): Promise<IntranetText[]> {
  const lists = await Promise.all(
    categories.map(async (c) =>
      (await service.getTexts(session, c.url, { seite: 1, proSeite: count })).data.map((t) => ({
        ...t,
        rubrik: t.rubrik ?? c.url,
      })),
    ),
  );
  return mergeLatest(lists, count);
}
