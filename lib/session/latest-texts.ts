// The latest-texts action (spec section 7): every category is fetched, the results merged, sorted
// by datum_von descending and the newest N kept.
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
