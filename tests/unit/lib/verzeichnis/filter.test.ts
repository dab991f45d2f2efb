import { describe, expect, it } from 'vitest';
import {
  auswahlAusQuery,
  gruppenStatus,
  gruppiereRubriken,
  INTERESSENGRUPPEN,
  ortLabel,
  ortOptionen,
  queryAusAuswahl,
  toggleGruppe,
  toggleInteressengruppe,
  toggleOrt,
  toggleRubrik,
  type FilterAuswahl,
} from '@/lib/verzeichnis';
import { filterList } from '@/lib/services/cms/list-filter';

const leer: FilterAuswahl = { rubrikIds: [], orte: [], interessengruppenIds: [] };

describe('Orte', () => {
  it("shows 'Ort (X)' as X", () => {
    expect(ortLabel('Ort (Hinterwald)')).toBe('Hinterwald');
    expect(ortLabel('Tannbrunn')).toBe('Tannbrunn');
    expect(ortLabel('Ortenau (Kreis)')).toBe('Ortenau (Kreis)');
  });
  it('keeps the raw name as value and sorts by label', () => {
    expect(ortOptionen(['Tannbrunn', 'Ort (Hinterwald)', 'Ort (Bärental)', 'Tannbrunn'])).toEqual([
      { wert: 'Ort (Bärental)', label: 'Bärental' },
      { wert: 'Ort (Hinterwald)', label: 'Hinterwald' },
      { wert: 'Tannbrunn', label: 'Tannbrunn' },
    ]);
  });
});

describe('Interessengruppen', () => {
  it('are 4 familienfreundlich, 8 motorradfreundlich, 11 Dorfurlaub', () => {
    expect(INTERESSENGRUPPEN).toEqual([
      { id: 4, name: 'familienfreundlich' },
      { id: 8, name: 'motorradfreundlich' },
      { id: 11, name: 'Dorfurlaub' },
    ]);
  });
  it('toggling one clears every subcategory tick', () => {
    const vorher = { rubrikIds: [3, 5], orte: ['Tannbrunn'], interessengruppenIds: [] };
    expect(toggleInteressengruppe(vorher, 8)).toEqual({
      rubrikIds: [],
      orte: ['Tannbrunn'],
      interessengruppenIds: [8],
    });
    expect(toggleInteressengruppe({ ...vorher, interessengruppenIds: [8] }, 8)).toEqual({
      rubrikIds: [],
      orte: ['Tannbrunn'],
      interessengruppenIds: [],
    });
  });
});

describe('Rubriken', () => {
  it('a group checkbox selects all subcategories, or clears them when all are selected', () => {
    const teil = { ...leer, rubrikIds: [1, 9] };
    const alle = toggleGruppe(teil, [1, 2, 3]);
    expect(alle.rubrikIds.sort()).toEqual([1, 2, 3, 9]);
    expect(gruppenStatus(alle, [1, 2, 3])).toBe('alle');
    expect(toggleGruppe(alle, [1, 2, 3]).rubrikIds).toEqual([9]);
    expect(gruppenStatus(teil, [1, 2, 3])).toBe('einige');
    expect(gruppenStatus(leer, [1, 2, 3])).toBe('keine');
  });
  it('single subcategories and places toggle', () => {
    expect(toggleRubrik(leer, 4).rubrikIds).toEqual([4]);
    expect(toggleRubrik({ ...leer, rubrikIds: [4] }, 4).rubrikIds).toEqual([]);
    expect(toggleOrt(leer, 'Tannbrunn').orte).toEqual(['Tannbrunn']);
  });
  it('groups subcategories under their main category with counts', () => {
    const gruppen = gruppiereRubriken([
      { id: 2, rubrik: 'Pensionen', hauptrubrik: { rubrik: 'Übernachten' }, brancheneintraege: 3 },
      { id: 1, rubrik: 'Hotels', hauptrubrik: { rubrik: 'Übernachten' }, brancheneintraege: [{ id: 7 }, { id: 8 }] },
      { id: 5, rubrik: 'Bäckereien', hauptrubrik: { rubrik: 'Einkaufen' }, brancheneintraege: 1 },
    ]);
    expect(gruppen).toEqual([
      { hauptrubrik: 'Einkaufen', anzahl: 1, unterrubriken: [{ id: 5, rubrik: 'Bäckereien', anzahl: 1 }] },
      {
        hauptrubrik: 'Übernachten',
        anzahl: 5,
        unterrubriken: [
          { id: 1, rubrik: 'Hotels', anzahl: 2 },
          { id: 2, rubrik: 'Pensionen', anzahl: 3 },
        ],
      },
    ]);
  });
});

describe('Query', () => {
  it('reads lists, comma lists and single values, dropping junk and unknown groups', () => {
    expect(
      auswahlAusQuery({ rubrik_id: ['3', '5,7', 'x'], ort: 'Ort (Hinterwald)', interessengruppen_id: ['4', '99'] }),
    ).toEqual({
      rubrikIds: [3, 5, 7],
      orte: ['Ort (Hinterwald)'],
      interessengruppenIds: [4],
    });
    expect(auswahlAusQuery({})).toEqual(leer);
  });
  it('writes rubrik_id, ort and interessengruppen_id, drops the page and keeps other keys', () => {
    expect(
      queryAusAuswahl(
        { rubrikIds: [3], orte: [], interessengruppenIds: [11] },
        { seite: '3', rubrik_id: '9', suche: 'Bad' },
      ),
    ).toEqual({
      suche: 'Bad',
      rubrik_id: ['3'],
      interessengruppen_id: ['11'],
    });
    expect(queryAusAuswahl(leer)).toEqual({});
  });
});

describe('Listenfilter des eingebetteten CMS', () => {
  const eintraege = [
    { id: 1, ort: 'Tannbrunn', rubriken: [{ id: 3 }], interessengruppen: [{ id: 4 }] },
    { id: 2, ort: 'Ort (Hinterwald)', rubriken: [{ id: 5 }], interessengruppen: [{ id: 8 }, { id: 11 }] },
    { id: 3, ort: 'Tannbrunn', rubriken: [{ id: 5 }] },
  ];
  const ids = (list: unknown[]) => list.map((e) => (e as { id: number }).id);

  it('filters by categories (rubriken), places and interest groups, AND across, OR within', () => {
    expect(ids(filterList(eintraege, { rubriken: ['3', '5'] }))).toEqual([1, 2, 3]);
    expect(ids(filterList(eintraege, { rubriken: '5', ort: 'Tannbrunn' }))).toEqual([3]);
    expect(ids(filterList(eintraege, { interessengruppen_id: ['11'] }))).toEqual([2]);
    expect(ids(filterList(eintraege, {}))).toEqual([1, 2, 3]);
  });

  it('filters by overlapping date ranges and orders', () => {
    const termine = [
      { id: 1, datum_von: '2026-11-28', datum_bis: '2026-11-29' },
      { id: 2, datum_von: '2026-11-01' },
      { id: 3, datum_von: '2027-02-04' },
    ];
    const now = new Date('2026-11-29T10:00:00Z');
    expect(ids(filterList(termine, { datum_von: 'heute', order: 'datum_von' }, now))).toEqual([1, 3]);
    expect(ids(filterList(termine, { datum_bis: '2026-12-31', order: '-datum_von' }, now))).toEqual([1, 2]);
    expect(ids(filterList(termine, { order: 'datum_von', anzahl: 1 }, now))).toEqual([2]);
  });
});
