// Editing rights per department, the rule itself (lib/redaktion/shared/page-scope.ts): offices, subtrees (a prefix
// only at a path boundary), unlimited accounts, and the German refusal.
import { describe, expect, it } from 'vitest';
import { bereichsGrund, darfSeite, istBegrenzt } from '@/lib/redaktion/shared/page-scope';

const namen = (id: number) => ({ 1: 'Bürgerbüro', 6: 'Bauamt', 7: 'Tourist-Information' })[id] ?? `Amt ${id}`;

describe('page scope', () => {
  it('lets an unlimited account act everywhere', () => {
    expect(istBegrenzt(undefined)).toBe(false);
    expect(istBegrenzt({ abteilungen: [], pfade: [] })).toBe(false);
    expect(darfSeite(undefined, { pfad: '/de/x', abteilung: 6 })).toBe(true);
    expect(darfSeite({ abteilungen: [], pfade: [] }, { pfad: '/de/x', abteilung: null })).toBe(true);
  });

  it('lets a limited account act on its offices’ pages and within its subtrees only', () => {
    const bereich = { abteilungen: [1], pfade: ['/de/tourismus'] };
    expect(darfSeite(bereich, { pfad: '/de/rathaus/buergerservice', abteilung: 1 })).toBe(true);
    expect(darfSeite(bereich, { pfad: '/de/tourismus', abteilung: 7 })).toBe(true);
    expect(darfSeite(bereich, { pfad: '/de/tourismus/wandern', abteilung: 7 })).toBe(true);
    expect(darfSeite(bereich, { pfad: '/de/tourismusbuero', abteilung: 7 })).toBe(false);
    expect(darfSeite(bereich, { pfad: '/de/leben/baugebiete', abteilung: 6 })).toBe(false);
    expect(darfSeite(bereich, { pfad: '/de/ohne-amt', abteilung: null })).toBe(false);
  });

  it('words the refusal with the offices and subtrees', () => {
    expect(bereichsGrund({ abteilungen: [1], pfade: [] }, { pfad: '/de/a', abteilung: 6 }, namen)).toBe(
      'Diese Seite gehört zum Amt „Bauamt“; Ihr Konto darf nur Seiten von „Bürgerbüro“ bearbeiten.',
    );
    expect(
      bereichsGrund({ abteilungen: [1, 7], pfade: ['/de/b'] }, { pfad: '/de/a', abteilung: null }, namen, 'pfad'),
    ).toBe(
      'Der Pfad „/de/a“ gehört keinem Amt; Ihr Konto darf nur Seiten von „Bürgerbüro“, „Tourist-Information“ und Seiten unter „/de/b“ bearbeiten.',
    );
  });
});
