// The API logic of the other forms on an in-memory PGlite: storing, the honeypot, the rate limit
// (5 per address and form in 10 minutes, German message with the time to try again), a fuzz run
// of 500 malformed submissions, and forwarding to the form service (contract, local HTTP server).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { forms } from '@/codegen/out/forms';
import { FORMULARNAMEN as FORM_NAMES } from '@/codegen/out/form-names';
import type { Formularname as FormName } from '@/codegen/out/types';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { MAX_SUBMISSIONS, limitKey, takeSubmissionSlot, tooManyMessage } from '@/lib/forms/rate-limit';
import type { SubmissionSink } from '@/lib/forms/submit-form';
import { createEmbeddedSink } from '@/lib/redaktion/store/submission-inbox';
import { createSubmissionSink } from '@/lib/wiring/submission-sink';
import { submitForm } from '@/lib/forms/submit-form';
import type { Config } from '@/lib/config';
import { VALID } from '../../support/valid-submissions';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

const MAPPING = path.join(PROJECT_ROOT, 'content/buchungen/formular-service.json');
let db: Database;
let sink: SubmissionSink;
let addressCounter = 0;
const freshAddress = () => `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

// Dates in VALID are relative to 2026-06-10; submit as on that evening.
const NOW = new Date('2026-06-10T18:00:00Z');
const deps = () => ({ database: async () => db, sink, forms });
const submit = (form: unknown, body: unknown, address = freshAddress(), now = NOW) =>
  submitForm(deps(), form, body, { address, now });

async function stored(form?: FormName): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM formular_eingaenge ${form ? 'WHERE formular = $1' : ''}`,
    form ? [form] : [],
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  db = await openMigratedPglite();
  sink = createEmbeddedSink(async () => db);
}, 120_000);
afterAll(() => db?.close());
beforeEach(async () => {
  await db.query('DELETE FROM anfrage_zaehler');
});

describe('submitting the other forms (embedded store)', () => {
  it.each(FORM_NAMES)('%s: valid -> 201, one row with exactly the values', async (form) => {
    const before = await stored(form);
    const answer = await submit(form, { ...VALID[form], [HONEYPOT_FIELD]: '' });
    expect(answer).toEqual({ status: 201, body: { gesendet: true } });
    expect(await stored(form)).toBe(before + 1);
    const { rows } = await db.query<{ daten: unknown }>(
      'SELECT daten FROM formular_eingaenge WHERE formular = $1 ORDER BY erstellt_am DESC LIMIT 1',
      [form],
    );
    expect(rows[0]!.daten).toEqual(VALID[form]);
  });

  it('invalid -> 422 with German messages, nothing stored; unknown form -> 404', async () => {
    const before = await stored();
    const answer = await submit('kontakt', { name: 'Erika' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      fehler: {
        betreff: 'Bitte geben Sie einen Betreff an.',
        nachricht: 'Bitte geben Sie Ihre Nachricht ein.',
        email: 'Bitte geben Sie Ihre E-Mail Adresse an.',
        datenschutz: 'Bitte stimmen Sie der Datenschutzerklärung zu.',
      },
    });
    expect((await submit('umfrage', VALID.kontakt)).status).toBe(404);
    expect((await submit(['kontakt'], VALID.kontakt)).status).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('a filled honeypot is answered like a success and stores nothing, valid or not', async () => {
    const before = await stored();
    for (const trap of ['https://spam.example', ' x ', 1]) {
      expect(await submit('kontakt', { ...VALID.kontakt, [HONEYPOT_FIELD]: trap })).toEqual({
        status: 201,
        body: { gesendet: true },
      });
    }
    expect(await submit('kontakt', { [HONEYPOT_FIELD]: 'bot' })).toEqual({ status: 201, body: { gesendet: true } });
    expect(await stored()).toBe(before);
    // An empty honeypot is no catch.
    expect((await submit('kontakt', { ...VALID.kontakt, [HONEYPOT_FIELD]: '  ' })).status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('at most 5 submissions per address and form in 10 minutes; the 6th gets 429 and a German message with the time', async () => {
    const address = '192.0.2.10';
    const before = await stored('kontakt');
    for (let i = 0; i < MAX_SUBMISSIONS; i += 1) {
      expect((await submit('kontakt', VALID.kontakt, address, new Date(NOW.getTime() + i * 60_000))).status).toBe(201);
    }
    // 18:04 UTC + 10 minutes; the first slot (18:00) frees at 18:10 UTC = 20:10 in Berlin.
    const refused = await submit('kontakt', VALID.kontakt, address, new Date(NOW.getTime() + 4 * 60_000 + 30_000));
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'Retry-After': '330' });
    expect(refused.body).toEqual({
      fehler: {
        '': 'Sie haben dieses Formular in kurzer Zeit zu oft abgeschickt. Bitte versuchen Sie es ab 20:10 Uhr erneut (in 6 Minuten).',
      },
      erneutAb: '2026-06-10T18:10:00.000Z',
    });
    expect(await stored('kontakt')).toBe(before + MAX_SUBMISSIONS);
    // Another form and another address are not affected; honeypot and invalid requests count too.
    expect(
      (await submit('schadensmeldung', VALID.schadensmeldung, address, new Date(NOW.getTime() + 5 * 60_000))).status,
    ).toBe(201);
    expect((await submit('kontakt', VALID.kontakt, '192.0.2.11', new Date(NOW.getTime() + 5 * 60_000))).status).toBe(
      201,
    );
    // A refused request does not count: at 18:10 one slot is free again, then none.
    expect((await submit('kontakt', VALID.kontakt, address, new Date(NOW.getTime() + 10 * 60_000))).status).toBe(201);
    expect((await submit('kontakt', VALID.kontakt, address, new Date(NOW.getTime() + 10 * 60_000))).status).toBe(429);
  });

  it('honeypot and invalid submissions count towards the limit', async () => {
    const address = '192.0.2.20';
    for (let i = 0; i < 3; i += 1)
      expect((await submit('fuehrungsanfrage', { [HONEYPOT_FIELD]: 'bot' }, address)).status).toBe(201);
    for (let i = 0; i < 2; i += 1) expect((await submit('fuehrungsanfrage', {}, address)).status).toBe(422);
    expect((await submit('fuehrungsanfrage', VALID.fuehrungsanfrage, address)).status).toBe(429);
  });

  it('20 simultaneous submissions of one address: exactly 5 get through', async () => {
    const address = '192.0.2.30';
    const before = await stored('vereinsanmeldung');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit('vereinsanmeldung', VALID.vereinsanmeldung, address)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_SUBMISSIONS);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - MAX_SUBMISSIONS);
    expect(await stored('vereinsanmeldung')).toBe(before + MAX_SUBMISSIONS);
  });

  it('the window slides: 5 spread over 10 minutes block until the oldest leaves', async () => {
    const key = limitKey('kontakt', '192.0.2.40');
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    for (const m of [0, 2, 4, 6, 8]) expect(await takeSubmissionSlot(db, key, at(m))).toEqual({ allowed: true });
    expect(await takeSubmissionSlot(db, key, at(9.9))).toEqual({ allowed: false, retryAt: at(10) });
    expect(await takeSubmissionSlot(db, key, at(10))).toEqual({ allowed: true });
    expect(await takeSubmissionSlot(db, key, at(11))).toEqual({ allowed: false, retryAt: at(12) });
    expect(tooManyMessage(at(12), at(11))).toMatch(/ab 20:12 Uhr erneut \(in 1 Minute\)\.$/);
  });

  it('a failing store gives 502, never a stack trace', async () => {
    const broken: SubmissionSink = { submit: () => Promise.reject(new Error('Platte voll')) };
    const answer = await submitForm({ database: async () => db, sink: broken, forms }, 'kontakt', VALID.kontakt, {
      address: freshAddress(),
      now: NOW,
    });
    expect(answer).toEqual({ status: 502, body: { fehler: 'Dienst nicht erreichbar' } });
  });

  it('500 malformed submissions: no 5xx, nothing stored', { timeout: 120_000 }, async () => {
    const before = await stored();
    const junk = [
      null,
      0,
      -1,
      1e309,
      '',
      ' ',
      'x'.repeat(6000),
      true,
      false,
      [],
      {},
      '2026-02-30',
      '9999-12-31',
      '<script>alert(1)</script>',
      { $gt: '' },
      ['a'],
      NaN,
      '25:99',
    ];
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    for (let i = 0; i < 500; i += 1) {
      const form = pick(FORM_NAMES);
      const base: Record<string, unknown> = { ...VALID[form] };
      const keys = Object.keys(base);
      // One field is always broken (a required one nulled or removed, or the consent refused),
      // up to three more get junk; sometimes the body is no object or tries prototype pollution.
      const broken = pick(keys);
      if (broken === 'datenschutz' || broken === 'veroeffentlichung') base[broken] = false;
      else if (random() < 0.5) base[broken] = null;
      else base[broken] = pick([null, [], {}, -42, true]);
      for (let j = 0; j < Math.floor(random() * 4); j += 1) base[pick(keys.filter((k) => k !== broken))] = pick(junk);
      if (i % 7 === 0) base.__proto__evil = { polluted: true };
      const body =
        i % 50 === 0 ? pick(junk) : i % 33 === 0 ? JSON.parse('{"__proto__": {"polluted": 1}, "name": 5}') : base;
      const answer = await submit(form, body);
      expect(answer.status, JSON.stringify(body)?.slice(0, 200)).toBe(422);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await stored()).toBe(before);
  });
});

describe('forwarding to the form service (FORM_SERVICE_URL)', () => {
  let server: http.Server;
  let url: string;
  const received: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let status = 200;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          path: req.url ?? '',
          body: JSON.parse(raw || '{}') as Record<string, unknown>,
        });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"id": 1}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = (formServiceUrl: string | undefined) =>
    ({ formServiceUrl, upstreamTimeoutMs: 2000, contentDir: '' }) as unknown as Config;

  it('posts field_<id> keys to the view of the mapping and stores nothing locally', async () => {
    const forwarding = createSubmissionSink(config(url), MAPPING);
    const before = await stored();
    const answer = await submitForm(
      { database: async () => db, sink: forwarding, forms },
      'schadensmeldung',
      VALID.schadensmeldung,
      { address: freshAddress(), now: NOW },
    );
    expect(answer.status).toBe(201);
    expect(await stored()).toBe(before);
    const call = received.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/api/database/views/form/105/submit/');
    const { field_5001: uuid, ...rest } = call.body;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest).toEqual({
      field_5002: 'Straßenbeleuchtung',
      field_5003: 'Talstraße vor Nr. 12, Laterne 34',
      field_5004: 'Die Laterne flackert seit Tagen.',
      field_5011: true,
    });
  });

  it('every form has a view in the demo mapping', async () => {
    const forwarding = createSubmissionSink(config(url), MAPPING);
    for (const form of FORM_NAMES) await forwarding.submit(form, VALID[form]);
    expect(
      received
        .slice(-5)
        .map((c) => c.path)
        .sort(),
    ).toEqual([104, 105, 106, 107, 108].map((v) => `/api/database/views/form/${v}/submit/`));
  });

  it('an upstream failure gives 502, a filled honeypot never reaches the service', async () => {
    const forwarding = createSubmissionSink(config(url), MAPPING);
    status = 500;
    const failed = await submitForm({ database: async () => db, sink: forwarding, forms }, 'kontakt', VALID.kontakt, {
      address: freshAddress(),
      now: NOW,
    });
    expect(failed.status).toBe(502);
    status = 200;
    const calls = received.length;
    const trapped = await submitForm(
      { database: async () => db, sink: forwarding, forms },
      'kontakt',
      { ...VALID.kontakt, [HONEYPOT_FIELD]: 'x' },
      { address: freshAddress(), now: NOW },
    );
    expect(trapped.status).toBe(201);
    expect(received.length).toBe(calls);
  });

  it('without FORM_SERVICE_URL the embedded store is used', async () => {
    const before = await stored('kontakt');
    const calls = received.length;
    await createSubmissionSink(config(undefined), MAPPING, async () => db).submit('kontakt', VALID.kontakt);
    expect(await stored('kontakt')).toBe(before + 1);
    expect(received.length).toBe(calls);
  });
});
