// NUL, other control characters and lone surrogates in a text field (issue 12.6): PostgreSQL
// cannot store them in jsonb, so they reached the database and came back as 502. The schema's
// `plainText` keyword, which every text field of every form carries, refuses them with a German
// message (422) before anything is stored.
import { describe, expect, it } from 'vitest';
import { submitBooking } from '@/lib/buchungen/api';
import { submitForm } from '@/lib/forms/submit-form';
import { PLAIN_TEXT_MESSAGE } from '@/lib/validation/keyword-messages';
import { useEmbeddedStores } from '../../support/embedded-stores';
import { VALID } from '../../support/valid-submissions';

const NOW = new Date('2026-06-10T10:00:00Z');
// The first valid example of each form folder (schemas/forms/<name>/examples.json).
const { ebike, raum: room } = VALID;

const HOSTILE = ['a\u0000b', '\u0000', 'a\ud800b', 'x\udc00', 'Ende\ud83d', 'a\u0007b', 'a\u001bb'];

describe('hostile characters in text fields: 422 with a German message, nothing stored', () => {
  const stores = useEmbeddedStores();

  it.each(HOSTILE)('kontakt nachricht %j', async (text) => {
    const before = await stores.rows('formular_eingaenge');
    const answer = await submitForm(
      stores.formApi,
      'kontakt',
      { ...VALID.kontakt, nachricht: text },
      { address: `10.8.0.${HOSTILE.indexOf(text) + 1}`, now: NOW },
    );
    expect(answer).toEqual({ status: 422, body: { fehler: { nachricht: PLAIN_TEXT_MESSAGE } } });
    expect(await stores.rows('formular_eingaenge')).toBe(before);
  });

  it.each([
    ['ebike', 'name', { ...ebike, name: 'Erika\u0000' }],
    ['ebike', 'ort', { ...ebike, ort: 'Tann\ud800brunn' }],
    ['raum', 'veranstaltung', { ...room, veranstaltung: 'Feier\u0000' }],
    ['raum', 'abweichender_nutzer', { ...room, abweichender_nutzer: '\udfff' }],
  ] as const)('booking %s, field %s', async (kind, field, request) => {
    const before = await stores.rows('buchungen');
    const answer = await submitBooking(stores.booking, kind, request, NOW);
    expect(answer).toEqual({ status: 422, body: { fehler: { [field]: PLAIN_TEXT_MESSAGE } } });
    expect(await stores.rows('buchungen')).toBe(before);
  });

  it('tabs, line breaks, umlauts and emoji (surrogate pairs) are ordinary text', async () => {
    const answer = await submitForm(
      stores.formApi,
      'kontakt',
      { ...VALID.kontakt, nachricht: 'Grüße\taus\r\nTannbrunn 🌲 ẞ' },
      { address: '10.8.1.1', now: NOW },
    );
    expect(answer.status).toBe(201);
  });
});
