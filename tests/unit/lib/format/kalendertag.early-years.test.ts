// Dates in the years 0000-0099 (issue 12.5): `Date.UTC` maps year 50 to 1950, so the day check
// took them for malformed and every date rule skipped them; the schema's `format: date` accepts
// them, and the request was stored. Every date rule must see them as the past they are.
import { describe, expect, it } from 'vitest';
import { isIsoDay } from '@/lib/format/kalendertag';
import { submitBooking } from '@/lib/buchungen/api';
import { submitForm } from '@/lib/forms/submit-form';
import { useEmbeddedStores } from '../../support/embedded-stores';
import { VALID } from '../../support/valid-submissions';

// VALID is dated relative to 2026-06-10.
const NOW = new Date('2026-06-10T10:00:00Z');
const OLD = '0050-06-01';
// The first valid example of each form folder (schemas/forms/<name>/examples.json).
const { ebike, lastenrad, raum: room } = VALID;

const FUTURE = 'Bitte wählen Sie ein Termin in der Zukunft aus';

describe('a calendar day in the years 0000-0099', () => {
  it('is a day like any other, with the Gregorian leap years', () => {
    for (const day of ['0050-06-01', '0000-01-01', '0001-12-31', '0099-02-28', '0004-02-29', '0400-02-29'])
      expect(isIsoDay(day), day).toBe(true);
    for (const day of ['0100-02-29', '0050-02-30', '0050-13-01', '0050-00-10', '50-06-01'])
      expect(isIsoDay(day), day).toBe(false);
  });
});

describe('old dates are refused with the German message, nothing stored', () => {
  const stores = useEmbeddedStores();

  it.each([
    ['ebike', { ...ebike, datum_von: OLD, datum_bis: OLD }, { datum_von: FUTURE }],
    ['lastenrad', { ...lastenrad, datum_von: OLD, datum_bis: OLD }, { datum_von: FUTURE }],
    ['raum', { ...room, datum: OLD }, { datum: FUTURE }],
    ['ebike', { ...ebike, geburtsdatum: OLD }, { geburtsdatum: 'Bitte geben Sie Ihren Geburtstag ein.' }],
    ['lastenrad', { ...lastenrad, geburtsdatum: OLD }, { geburtsdatum: 'Bitte geben Sie Ihren Geburtstag ein.' }],
  ] as const)('POST /api/buchungen/%s %j -> 422', async (kind, request, errors) => {
    const before = await stores.rows('buchungen');
    const answer = await submitBooking(stores.booking, kind, request, NOW);
    expect(answer.status).toBe(422);
    expect((answer.body as { fehler: Record<string, string> }).fehler).toMatchObject(errors);
    expect(await stores.rows('buchungen')).toBe(before);
  });

  it.each([
    ['veranstaltung-melden', { datum_von: OLD }, { datum_von: FUTURE }],
    ['veranstaltung-melden', { datum_von: OLD, datum_bis: OLD }, { datum_von: FUTURE }],
    ['fuehrungsanfrage', { wunschtermin: OLD }, { wunschtermin: FUTURE }],
    ['fuehrungsanfrage', { ausweichtermin: '0099-12-31' }, { ausweichtermin: FUTURE }],
    [
      'schadensmeldung',
      { bemerkt_am: '0000-01-01' },
      { bemerkt_am: 'Bitte geben Sie ein Datum an, das nicht in der Zukunft liegt.' },
    ],
  ] as const)('POST /api/formulare/%s %j -> 422', async (form, change, errors) => {
    const before = await stores.rows('formular_eingaenge');
    const answer = await submitForm(
      stores.formApi,
      form,
      { ...VALID[form], ...change },
      { address: `10.9.0.${before + 1}`, now: NOW },
    );
    expect(answer.status).toBe(422);
    expect((answer.body as { fehler: Record<string, string> }).fehler).toMatchObject(errors);
    expect(await stores.rows('formular_eingaenge')).toBe(before);
  });
});
