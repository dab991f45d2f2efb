// Counts of the directory filter for the current selection (faceted counts). The filter answer's
// `brancheneintraege` may be the entries themselves (id, ort, interessengruppen); then every option's
// count is recomputed for the selection. When it is only a number, the CMS's totals are shown as sent.
import { gruppiereRubriken, ortOptionen } from './filter';
import { INTERESSENGRUPPEN } from './konstanten';
import type { FilterAuswahl, FilterRubrik, VerzeichnisFilterDaten } from './types';

/** What the counting needs to know of one directory entry. */
export interface FacettenEintrag {
  id: number;
  rubrikIds: number[];
  ort: string;
  interessengruppenIds: number[];
}

export interface FacettenAnzahlen {
  /** Subcategory id -> count. */
  rubriken: Map<number, number>;
  /** Place (raw name, as in the query) -> count. */
  orte: Map<string, number>;
  /** Interest group id -> count. */
  interessengruppen: Map<number, number>;
  /** Entries that match the whole selection (what the list shows). */
  treffer: number;
}

type Facette = 'rubrik' | 'ort' | 'interessengruppe';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idsOf = (list: unknown): number[] =>
  Array.isArray(list) ? list.map((x) => Number(isRecord(x) ? x.id : x)).filter((n) => Number.isInteger(n)) : [];

/**
 * The entries behind the filter answer, each with every subcategory it is listed under. Null when
 * any subcategory sends only a number: then the selection cannot be counted.
 */
export function facettenEintraege(rubriken: FilterRubrik[]): FacettenEintrag[] | null {
  if (!rubriken.length || !rubriken.every((r) => Array.isArray(r.brancheneintraege))) return null;
  const byId = new Map<number, FacettenEintrag>();
  for (const r of rubriken) {
    for (const raw of r.brancheneintraege as unknown[]) {
      if (!isRecord(raw) || !Number.isInteger(raw.id)) continue;
      const id = raw.id as number;
      const known = byId.get(id);
      if (known) {
        if (!known.rubrikIds.includes(r.id)) known.rubrikIds.push(r.id);
        continue;
      }
      byId.set(id, {
        id,
        rubrikIds: [r.id],
        ort: typeof raw.ort === 'string' ? raw.ort : '',
        interessengruppenIds: idsOf(raw.interessengruppen),
      });
    }
  }
  return [...byId.values()];
}

/** Whether an entry passes the selection, leaving out the filters named in `ohne`. AND across, OR within. */
function passt(e: FacettenEintrag, auswahl: FilterAuswahl, ohne: Facette[]): boolean {
  const { rubrikIds, orte, interessengruppenIds } = auswahl;
  if (!ohne.includes('rubrik') && rubrikIds.length && !e.rubrikIds.some((id) => rubrikIds.includes(id))) return false;
  if (!ohne.includes('ort') && orte.length && !orte.includes(e.ort)) return false;
  if (
    !ohne.includes('interessengruppe') &&
    interessengruppenIds.length &&
    !e.interessengruppenIds.some((id) => interessengruppenIds.includes(id))
  )
    return false;
  return true;
}

function zaehle<K>(eintraege: FacettenEintrag[], keysOf: (e: FacettenEintrag) => K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const e of eintraege) for (const key of new Set(keysOf(e))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * Each option's count is the number of entries that match every OTHER active filter and this
 * option: what the list would show for this option, whatever else of its own group is ticked.
 * Interest groups leave the subcategories out, because ticking one clears every subcategory tick
 * (spec section 4): the count says what the visitor gets after the click.
 */
export function facettenAnzahlen(eintraege: FacettenEintrag[], auswahl: FilterAuswahl): FacettenAnzahlen {
  const ohne = (...facetten: Facette[]) => eintraege.filter((e) => passt(e, auswahl, facetten));
  return {
    rubriken: zaehle(ohne('rubrik'), (e) => e.rubrikIds),
    orte: zaehle(ohne('ort'), (e) => [e.ort]),
    interessengruppen: zaehle(ohne('interessengruppe', 'rubrik'), (e) => e.interessengruppenIds),
    treffer: ohne().length,
  };
}

/** Entries of a category group for the selection: those matching the other filters in any of its subcategories. */
export function gruppenAnzahl(eintraege: FacettenEintrag[], auswahl: FilterAuswahl, unterIds: number[]): number {
  return eintraege.filter((e) => passt(e, auswahl, ['rubrik']) && e.rubrikIds.some((id) => unterIds.includes(id)))
    .length;
}

export interface FilterOption<W> {
  wert: W;
  label: string;
  /** Count for the current selection; undefined when the answer does not allow counting. */
  anzahl?: number;
}

export interface FilterGruppe {
  hauptrubrik: string;
  anzahl: number;
  unterrubriken: FilterOption<number>[];
}

export interface FilterOptionen {
  gruppen: FilterGruppe[];
  orte: FilterOption<string>[];
  interessengruppen: FilterOption<number>[];
}

/** Everything the filter sidebar shows, with counts for the selection (or the CMS's totals). */
export function filterOptionen(
  daten: VerzeichnisFilterDaten | null | undefined,
  auswahl: FilterAuswahl,
): FilterOptionen {
  const rubriken = daten?.rubriken ?? [];
  const eintraege = facettenEintraege(rubriken);
  const anzahlen = eintraege && facettenAnzahlen(eintraege, auswahl);
  const gruppen = gruppiereRubriken(rubriken).map((g) => {
    const unterIds = g.unterrubriken.map((u) => u.id);
    return {
      hauptrubrik: g.hauptrubrik,
      anzahl: eintraege ? gruppenAnzahl(eintraege, auswahl, unterIds) : g.anzahl,
      unterrubriken: g.unterrubriken.map((u) => ({
        wert: u.id,
        label: u.rubrik,
        anzahl: anzahlen ? (anzahlen.rubriken.get(u.id) ?? 0) : u.anzahl,
      })),
    };
  });
  return {
    gruppen,
    orte: ortOptionen(daten?.orte ?? []).map((o) => ({
      wert: o.wert,
      label: o.label,
      anzahl: anzahlen ? (anzahlen.orte.get(o.wert) ?? 0) : undefined,
    })),
    interessengruppen: INTERESSENGRUPPEN.map((g) => ({
      wert: g.id,
      label: g.name,
      anzahl: anzahlen ? (anzahlen.interessengruppen.get(g.id) ?? 0) : undefined,
    })),
  };
}
