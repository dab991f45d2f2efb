// Rules of the directory filter sidebar (spec sections 3 and 4): reading the query, grouping the
// categories, labelling places, and how each tick rewrites the selection.
import { INTERESSENGRUPPEN, QUERY_KEYS } from './konstanten';
import type { FilterAuswahl, FilterRubrik } from './types';

type Query = Record<string, string | string[] | undefined>;

const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const ids = (value: string | string[] | undefined): number[] => [
  ...new Set(
    list(value)
      .filter((v) => /^\d{1,9}$/.test(v))
      .map(Number),
  ),
];

/** 'Ort (Hinterwald)' -> 'Hinterwald'; any other name stays as it is. */
export function ortLabel(name: string): string {
  const match = /^Ort \((.+)\)$/.exec(name.trim());
  return match ? match[1]!.trim() : name.trim();
}

export function auswahlAusQuery(query: Query): FilterAuswahl {
  const gruppen = new Set<number>(INTERESSENGRUPPEN.map((g) => g.id));
  return {
    rubrikIds: ids(query[QUERY_KEYS.rubrik]),
    orte: [...new Set(list(query[QUERY_KEYS.ort]))].slice(0, 50),
    interessengruppenIds: ids(query[QUERY_KEYS.interessengruppe]).filter((id) => gruppen.has(id)),
  };
}

/** The route query for a selection: empty lists are left out, and a new filter starts on page 1. */
export function queryAusAuswahl(auswahl: FilterAuswahl, rest: Query = {}): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (
      value === undefined ||
      key === 'seite' ||
      key === 'slug' ||
      (Object.values(QUERY_KEYS) as string[]).includes(key)
    )
      continue;
    out[key] = value;
  }
  if (auswahl.rubrikIds.length) out[QUERY_KEYS.rubrik] = auswahl.rubrikIds.map(String);
  if (auswahl.orte.length) out[QUERY_KEYS.ort] = [...auswahl.orte];
  if (auswahl.interessengruppenIds.length) out[QUERY_KEYS.interessengruppe] = auswahl.interessengruppenIds.map(String);
  return out;
}

function toggle<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

export function toggleRubrik(auswahl: FilterAuswahl, id: number): FilterAuswahl {
  return { ...auswahl, rubrikIds: toggle(auswahl.rubrikIds, id) };
}

/** The checkbox of a category group selects all its subcategories, or clears them when all were selected. */
export function toggleGruppe(auswahl: FilterAuswahl, unterIds: number[]): FilterAuswahl {
  const alle = unterIds.length > 0 && unterIds.every((id) => auswahl.rubrikIds.includes(id));
  const ohne = auswahl.rubrikIds.filter((id) => !unterIds.includes(id));
  return { ...auswahl, rubrikIds: alle ? ohne : [...ohne, ...unterIds] };
}

export function toggleOrt(auswahl: FilterAuswahl, ort: string): FilterAuswahl {
  return { ...auswahl, orte: toggle(auswahl.orte, ort) };
}

/** Toggling an interest group clears every subcategory tick (spec section 4). */
export function toggleInteressengruppe(auswahl: FilterAuswahl, id: number): FilterAuswahl {
  return { ...auswahl, rubrikIds: [], interessengruppenIds: toggle(auswahl.interessengruppenIds, id) };
}

export type GruppenStatus = 'alle' | 'einige' | 'keine';

export function gruppenStatus(auswahl: FilterAuswahl, unterIds: number[]): GruppenStatus {
  const n = unterIds.filter((id) => auswahl.rubrikIds.includes(id)).length;
  return n === 0 ? 'keine' : n === unterIds.length ? 'alle' : 'einige';
}

export interface RubrikGruppe {
  hauptrubrik: string;
  anzahl: number;
  unterrubriken: { id: number; rubrik: string; anzahl: number }[];
}

export function anzahlEintraege(rubrik: Pick<FilterRubrik, 'brancheneintraege'>): number {
  const e = rubrik.brancheneintraege;
  return Array.isArray(e) ? e.length : typeof e === 'number' && e >= 0 ? e : 0;
}

/** Subcategories grouped under their main category, both in German alphabetical order. */
export function gruppiereRubriken(rubriken: FilterRubrik[]): RubrikGruppe[] {
  const gruppen = new Map<string, RubrikGruppe>();
  for (const r of rubriken) {
    const name = r.hauptrubrik?.rubrik?.trim() || 'Weitere';
    const gruppe = gruppen.get(name) ?? { hauptrubrik: name, anzahl: 0, unterrubriken: [] };
    const anzahl = anzahlEintraege(r);
    gruppe.unterrubriken.push({ id: r.id, rubrik: r.rubrik, anzahl });
    gruppe.anzahl += anzahl;
    gruppen.set(name, gruppe);
  }
  const de = (a: string, b: string) => a.localeCompare(b, 'de');
  return [...gruppen.values()]
    .sort((a, b) => de(a.hauptrubrik, b.hauptrubrik))
    .map((g) => ({ ...g, unterrubriken: g.unterrubriken.sort((a, b) => de(a.rubrik, b.rubrik)) }));
}

/** Places with their labels, sorted by label; duplicates (same label) are merged to the first name. */
export function ortOptionen(orte: string[]): { wert: string; label: string }[] {
  const seen = new Set<string>();
  return orte
    .map((wert) => ({ wert, label: ortLabel(wert) }))
    .filter((o) => o.label && !seen.has(o.wert) && (seen.add(o.wert), true))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

export function anzahlAktiv(auswahl: FilterAuswahl): number {
  return auswahl.rubrikIds.length + auswahl.orte.length + auswahl.interessengruppenIds.length;
}
