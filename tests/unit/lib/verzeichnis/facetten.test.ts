// Faceted counts of the directory filter and the words of the list's live region.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  auswahlSchluessel,
  ergebnisAnsage,
  facettenAnzahlen,
  facettenEintraege,
  filterOptionen,
  gruppenAnzahl,
  LADEFEHLER,
  toggleInteressengruppe,
  type FilterAuswahl,
  type FilterRubrik,
  type VerzeichnisFilterDaten,
} from '@/lib/verzeichnis';
import { filterList } from '@/lib/services/cms/list-filter';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const leer: FilterAuswahl = { rubrikIds: [], orte: [], interessengruppenIds: [] };
const ue = { rubrik: 'Übernachten' };
const essen = { rubrik: 'Essen & Trinken' };

// 1 Hotel Tannbrunn {4}; 2 Hotel Hinterwald {8}; 3 Pension Tannbrunn {}; 4 Gasthaus Hinterwald {4, 11},
// 5 Hotel and Gasthaus at once, Tannbrunn {11}.
const e = (id: number, ort: string, gruppen: number[] = []) => ({
  id,
  ort,
  interessengruppen: gruppen.map((g) => ({ id: g })),
});
const rubriken: FilterRubrik[] = [
  {
    id: 11,
    rubrik: 'Hotels',
    hauptrubrik: ue,
    brancheneintraege: [e(1, 'Tannbrunn', [4]), e(2, 'Ort (Hinterwald)', [8]), e(5, 'Tannbrunn', [11])],
  },
  { id: 13, rubrik: 'Pensionen', hauptrubrik: ue, brancheneintraege: [e(3, 'Tannbrunn')] },
  {
    id: 21,
    rubrik: 'Gasthäuser',
    hauptrubrik: essen,
    brancheneintraege: [e(4, 'Ort (Hinterwald)', [4, 11]), e(5, 'Tannbrunn', [11])],
  },
];
const daten: VerzeichnisFilterDaten = { rubriken, orte: ['Tannbrunn', 'Ort (Hinterwald)', 'Ort (Kapellenhof)'] };
const eintraege = facettenEintraege(rubriken)!;
const obj = <K>(map: Map<K, number>) => Object.fromEntries(map);

describe('Einträge aus den Filterdaten', () => {
  it('merges an entry listed under two subcategories', () => {
    expect(eintraege.map((x) => x.id).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(eintraege.find((x) => x.id === 5)).toEqual({
      id: 5,
      rubrikIds: [11, 21],
      ort: 'Tannbrunn',
      interessengruppenIds: [11],
    });
  });

  it('gives up (null) when a subcategory sends only its number', () => {
    expect(facettenEintraege([...rubriken, { id: 9, rubrik: 'X', hauptrubrik: ue, brancheneintraege: 4 }])).toBeNull();
    expect(facettenEintraege([])).toBeNull();
  });
});

describe('Facettenzählung', () => {
  it('without a selection every option counts all its entries', () => {
    const a = facettenAnzahlen(eintraege, leer);
    expect(obj(a.rubriken)).toEqual({ 11: 3, 13: 1, 21: 2 });
    expect(obj(a.orte)).toEqual({ Tannbrunn: 3, 'Ort (Hinterwald)': 2 });
    expect(obj(a.interessengruppen)).toEqual({ 4: 2, 8: 1, 11: 2 });
    expect(a.treffer).toBe(5);
  });

  it('a subcategory counts within the other filters, not within its own group (OR within)', () => {
    const auswahl = { ...leer, rubrikIds: [11], orte: ['Tannbrunn'] };
    const a = facettenAnzahlen(eintraege, auswahl);
    // Subcategories: only the place applies.
    expect(obj(a.rubriken)).toEqual({ 11: 2, 13: 1, 21: 1 });
    // Places: only the subcategory applies.
    expect(obj(a.orte)).toEqual({ Tannbrunn: 2, 'Ort (Hinterwald)': 1 });
    expect(a.treffer).toBe(2);
    // The treffer count is exactly what the embedded CMS lists for this selection.
    const alle = [1, 2, 3, 4, 5].map((id) => ({
      id,
      ort: eintraege.find((x) => x.id === id)!.ort,
      rubriken: eintraege.find((x) => x.id === id)!.rubrikIds.map((r) => ({ id: r })),
    }));
    expect(filterList(alle, { rubriken: ['11'], ort: ['Tannbrunn'] })).toHaveLength(a.treffer);
  });

  it('interest groups leave out the subcategories (a tick there clears them) but keep the places', () => {
    const auswahl = { ...leer, rubrikIds: [13], orte: ['Tannbrunn'] };
    const a = facettenAnzahlen(eintraege, auswahl);
    expect(obj(a.interessengruppen)).toEqual({ 4: 1, 11: 1 });
    // What the count promised is what the click gives.
    const danach = toggleInteressengruppe(auswahl, 4);
    expect(facettenAnzahlen(eintraege, danach).treffer).toBe(1);
  });

  it('interest groups count OR within their group and narrow the other facets', () => {
    const auswahl = { ...leer, interessengruppenIds: [4, 8] };
    const a = facettenAnzahlen(eintraege, auswahl);
    expect(obj(a.interessengruppen)).toEqual({ 4: 2, 8: 1, 11: 2 });
    expect(obj(a.rubriken)).toEqual({ 11: 2, 21: 1 });
    expect(obj(a.orte)).toEqual({ Tannbrunn: 1, 'Ort (Hinterwald)': 2 });
    expect(a.treffer).toBe(3);
  });

  it('a category group counts each entry once, within the other filters', () => {
    expect(gruppenAnzahl(eintraege, leer, [11, 13])).toBe(4);
    expect(gruppenAnzahl(eintraege, { ...leer, orte: ['Tannbrunn'], rubrikIds: [21] }, [11, 13])).toBe(3);
    expect(gruppenAnzahl(eintraege, { ...leer, interessengruppenIds: [11] }, [11, 13])).toBe(1);
  });
});

describe('Optionen der Filterleiste', () => {
  it('keeps options without entries, with 0, and shows Ort (X) as X', () => {
    const o = filterOptionen(daten, { ...leer, orte: ['Ort (Hinterwald)'] });
    expect(o.orte).toEqual([
      { wert: 'Ort (Hinterwald)', label: 'Hinterwald', anzahl: 2 },
      { wert: 'Ort (Kapellenhof)', label: 'Kapellenhof', anzahl: 0 },
      { wert: 'Tannbrunn', label: 'Tannbrunn', anzahl: 3 },
    ]);
    expect(o.gruppen).toEqual([
      { hauptrubrik: 'Essen & Trinken', anzahl: 1, unterrubriken: [{ wert: 21, label: 'Gasthäuser', anzahl: 1 }] },
      {
        hauptrubrik: 'Übernachten',
        anzahl: 1,
        unterrubriken: [
          { wert: 11, label: 'Hotels', anzahl: 1 },
          { wert: 13, label: 'Pensionen', anzahl: 0 },
        ],
      },
    ]);
    expect(o.interessengruppen).toEqual([
      { wert: 4, label: 'familienfreundlich', anzahl: 1 },
      { wert: 8, label: 'motorradfreundlich', anzahl: 1 },
      { wert: 11, label: 'Dorfurlaub', anzahl: 1 },
    ]);
  });

  it("falls back to the CMS's totals when it sends numbers, without counts for places and groups", () => {
    const o = filterOptionen(
      { rubriken: [{ id: 11, rubrik: 'Hotels', hauptrubrik: ue, brancheneintraege: 7 }], orte: ['Tannbrunn'] },
      { ...leer, orte: ['Tannbrunn'] },
    );
    expect(o.gruppen).toEqual([
      { hauptrubrik: 'Übernachten', anzahl: 7, unterrubriken: [{ wert: 11, label: 'Hotels', anzahl: 7 }] },
    ]);
    expect(o.orte).toEqual([{ wert: 'Tannbrunn', label: 'Tannbrunn', anzahl: undefined }]);
    expect(o.interessengruppen.map((g) => g.anzahl)).toEqual([undefined, undefined, undefined]);
  });

  it('without data shows the interest groups only', () => {
    const o = filterOptionen(null, leer);
    expect(o.gruppen).toEqual([]);
    expect(o.orte).toEqual([]);
    expect(o.interessengruppen.map((g) => g.label)).toEqual(['familienfreundlich', 'motorradfreundlich', 'Dorfurlaub']);
  });
});

describe('Ansage der Trefferzahl', () => {
  it('says how many entries were found, in German singular and plural', () => {
    expect(ergebnisAnsage(12)).toBe('12 Einträge gefunden');
    expect(ergebnisAnsage(1)).toBe('1 Eintrag gefunden');
    expect(ergebnisAnsage(0)).toBe('Keine Einträge gefunden');
    expect(ergebnisAnsage(null)).toBe(LADEFEHLER);
  });

  it('a selection has one key whatever the order of its ticks', () => {
    expect(auswahlSchluessel({ rubrikIds: [12, 11], orte: ['B', 'A'], interessengruppenIds: [] })).toBe(
      auswahlSchluessel({ rubrikIds: [11, 12], orte: ['A', 'B'], interessengruppenIds: [] }),
    );
    expect(auswahlSchluessel({ ...leer, rubrikIds: [1] })).not.toBe(
      auswahlSchluessel({ ...leer, interessengruppenIds: [1] }),
    );
  });
});

describe('Demo-Inhalt: Filterdaten und Verzeichnis stimmen überein', () => {
  const content = path.join(PROJECT_ROOT, 'content/api/cms');
  const filter = JSON.parse(readFileSync(path.join(content, 'branchen/filter.json'), 'utf8')) as VerzeichnisFilterDaten;
  const branchen = (
    JSON.parse(readFileSync(path.join(content, 'branchen.json'), 'utf8')) as {
      data: { id: number; ort: string; rubriken: { id: number }[]; interessengruppen?: { id: number }[] }[];
    }
  ).data;

  it('every subcategory lists exactly the entries filed under it, with their place and interest groups', () => {
    const ausFilter = facettenEintraege(filter.rubriken);
    expect(ausFilter).not.toBeNull();
    const sortiert = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);
    expect(sortiert(ausFilter!).map((x) => ({ ...x, rubrikIds: [...x.rubrikIds].sort() }))).toEqual(
      sortiert(branchen).map((b) => ({
        id: b.id,
        rubrikIds: b.rubriken.map((r) => r.id).sort(),
        ort: b.ort,
        interessengruppenIds: (b.interessengruppen ?? []).map((g) => g.id),
      })),
    );
  });

  it('for any selection, the count of hits equals what the list call answers', () => {
    const alle = facettenEintraege(filter.rubriken)!;
    const auswahlen: FilterAuswahl[] = [
      leer,
      { ...leer, rubrikIds: [11, 12, 13, 14], orte: ['Ort (Hinterwald)'] },
      { ...leer, interessengruppenIds: [8], orte: ['Tannbrunn', 'Ort (Oberbrunn)'] },
      { rubrikIds: [21, 32], orte: ['Ort (Kapellenhof)'], interessengruppenIds: [4, 11] },
    ];
    for (const a of auswahlen) {
      const liste = filterList(branchen, {
        rubriken: a.rubrikIds.map(String),
        ort: a.orte,
        interessengruppen_id: a.interessengruppenIds.map(String),
      });
      expect(facettenAnzahlen(alle, a).treffer, JSON.stringify(a)).toBe(liste.length);
    }
  });
});
