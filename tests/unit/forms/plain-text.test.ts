// NUL, other control characters and lone surrogates in a text field (issue 12.6): PostgreSQL
// cannot store them in jsonb, so they reached the database and came back as 502. The schema's
// `plainText` keyword, which every text field of every form carries, refuses them with a German
// message (422) before anything is stored.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/pglite-database';
import { migrate } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/database';
import { submitBooking } from '@/lib/buchungen/api';
import { createEmbeddedBooking } from '@/lib/services/automation/embedded-booking';
import { createEmbeddedSink } from '@/lib/forms/submission-sink';
import { submitForm } from '@/lib/forms/submit-form';
import { forms } from '@/codegen/out/forms';
import { PLAIN_TEXT_MESSAGE } from '@/lib/forms/keyword-messages';
import { VALID } from './valid-submissions';

const CONTENT = path.join(__dirname, '..', '..', '..', 'content');
const NOW = new Date('2026-06-10T10:00:00Z');
const person = {
  name: 'Erika Muster',
  strasse: 'Talweg',
  hausnummer: '3',
  plz: '79877',
  ort: 'Tannbrunn',
  email: 'erika@example.org',
  telefon: '07655 1',
};
const ebike = {
  datum_von: '2026-06-16',
  zeit_von: '09:00',
  datum_bis: '2026-06-16',
  zeit_bis: '16:00',
  anzahl: 1,
  groesse_0: 47,
  ...person,
  geburtsdatum: '1980-01-01',
  datenschutz: true,
  nutzungsbestimmungen: true,
};
const room = {
  raum: '12',
  datum: '2026-06-16',
  veranstalter: 'Privat',
  veranstaltung: 'Feier',
  ...person,
  datenschutz: true,
};

const HOSTILE = ['a\u0000b', '\u0000', 'a\ud800b', 'x\udc00', 'Ende\ud83d', 'a\u0007b', 'a\u001bb'];

describe('hostile characters in text fields: 422 with a German message, nothing stored', () => {
  let db: Database;
  let service: ReturnType<typeof createEmbeddedBooking>;
  const rows = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

  beforeAll(async () => {
    db = await openPglite(undefined);
    await migrate(db);
    service = createEmbeddedBooking(async () => db, CONTENT);
    await service.radReservations('ebike');
  }, 120_000);
  afterAll(() => db?.close());

  it.each(HOSTILE)('kontakt nachricht %j', async (text) => {
    const before = await rows('formular_eingaenge');
    const answer = await submitForm(
      { database: async () => db, sink: createEmbeddedSink(async () => db), forms },
      'kontakt',
      { ...VALID.kontakt, nachricht: text },
      { address: `10.8.0.${HOSTILE.indexOf(text) + 1}`, now: NOW },
    );
    expect(answer).toEqual({ status: 422, body: { fehler: { nachricht: PLAIN_TEXT_MESSAGE } } });
    expect(await rows('formular_eingaenge')).toBe(before);
  });

  it.each([
    ['ebike', 'name', { ...ebike, name: 'Erika\u0000' }],
    ['ebike', 'ort', { ...ebike, ort: 'Tann\ud800brunn' }],
    ['raum', 'veranstaltung', { ...room, veranstaltung: 'Feier\u0000' }],
    ['raum', 'abweichender_nutzer', { ...room, abweichender_nutzer: '\udfff' }],
  ] as const)('booking %s, field %s', async (kind, field, request) => {
    const before = await rows('buchungen');
    const answer = await submitBooking(service, kind, request, NOW);
    expect(answer).toEqual({ status: 422, body: { fehler: { [field]: PLAIN_TEXT_MESSAGE } } });
    expect(await rows('buchungen')).toBe(before);
  });

  it('tabs, line breaks, umlauts and emoji (surrogate pairs) are ordinary text', async () => {
    const answer = await submitForm(
      { database: async () => db, sink: createEmbeddedSink(async () => db), forms },
      'kontakt',
      { ...VALID.kontakt, nachricht: 'Grüße\taus\r\nTannbrunn 🌲 ẞ' },
      { address: '10.8.1.1', now: NOW },
    );
    expect(answer.status).toBe(201);
  });
});
