// The directory's filter data (`/api/cms/branchen/filter`, schema branchen-filterdaten) derived from its published
// entries, so its categories, their counts and the places follow every publication: a category is listed while an
// entry is in it (with that entry's id, place and features, from which the filter counts for every choice), named as
// its entries name it, with their main category; the places are those of the entries. The seed answer only gives
// the order (categories and places it lists first, in its order; new ones after, categories by number, places as
// they first occur). Pure: the store reads the entries (lib/redaktion/store/entry-queries.ts).

type Item = Record<string, unknown>;

interface Rubrik {
  id: number;
  rubrik: string;
  hauptrubrik?: unknown;
}

interface FilterRubrik extends Rubrik {
  brancheneintraege: Item[];
}

const isRubrik = (value: unknown): value is Rubrik =>
  !!value &&
  typeof value === 'object' &&
  Number.isInteger((value as Item).id) &&
  typeof (value as Item).rubrik === 'string';

/** What the filter counts of an entry: its id, place and features (by id). */
function facetSource(item: Item): Item {
  const features = Array.isArray(item.interessengruppen)
    ? item.interessengruppen.flatMap((g: unknown) =>
        Number.isInteger((g as Item | null)?.id) ? [{ id: (g as Item).id }] : [],
      )
    : undefined;
  return {
    id: item.id,
    ...(typeof item.ort === 'string' && item.ort ? { ort: item.ort } : {}),
    ...(features ? { interessengruppen: features } : {}),
  };
}

/** A rank by the seed's order, then after it (ties keep their own order). */
function seedRank<T>(seedOrder: readonly T[]): (value: T) => number {
  const rank = new Map(seedOrder.map((value, i) => [value, i]));
  return (value) => rank.get(value) ?? seedOrder.length;
}

/** The filter data of the published entries (in their order), with the seed answer's order. */
export function directoryFilter(entries: readonly Item[], seed: unknown): { rubriken: FilterRubrik[]; orte: string[] } {
  const seedAnswer = (seed ?? {}) as Item;
  const seedRubriken = (Array.isArray(seedAnswer.rubriken) ? seedAnswer.rubriken : []).filter(isRubrik);
  const seedOrte = (Array.isArray(seedAnswer.orte) ? seedAnswer.orte : []).filter(
    (ort): ort is string => typeof ort === 'string',
  );
  const rubriken = new Map<number, FilterRubrik>();
  const orte: string[] = [];
  for (const item of entries) {
    for (const rubrik of Array.isArray(item.rubriken) ? item.rubriken.filter(isRubrik) : []) {
      let entry = rubriken.get(rubrik.id);
      if (!entry) {
        entry = {
          id: rubrik.id,
          rubrik: rubrik.rubrik,
          ...(rubrik.hauptrubrik !== undefined ? { hauptrubrik: rubrik.hauptrubrik } : {}),
          brancheneintraege: [],
        };
        rubriken.set(rubrik.id, entry);
      }
      if (!entry.brancheneintraege.some((e) => e.id === item.id)) entry.brancheneintraege.push(facetSource(item));
    }
    if (typeof item.ort === 'string' && item.ort && !orte.includes(item.ort)) orte.push(item.ort);
  }
  const rubrikRank = seedRank(seedRubriken.map((r) => r.id));
  const ortRank = seedRank(seedOrte);
  return {
    rubriken: [...rubriken.values()].sort((a, b) => rubrikRank(a.id) - rubrikRank(b.id) || a.id - b.id),
    orte: orte
      .map((ort, i) => ({ ort, i }))
      .sort((a, b) => ortRank(a.ort) - ortRank(b.ort) || a.i - b.i)
      .map((o) => o.ort),
  };
}
