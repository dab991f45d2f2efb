// The http mode makes exactly the booking calls of spec section 7, checked against a local
// recording server: webhook paths with the short name 'tannbrunn', form-service view ids and
// field_<id> keys from configuration, Ja/Nein for the guest card, the room id as a list.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBookingService } from '@/lib/wiring/automation';
import { submitBooking, cancelBookingRequest, availability, raumLookup } from '@/lib/buchungen/api';
import { getConfig } from '@/lib/config';
import { PERSON as person, weekdayAhead } from '../../../../support/booking-requests';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; json?: unknown; raw?: string; hang?: boolean };

let server: http.Server;
let base = '';
const calls: Recorded[] = [];
let handler: (r: Recorded) => Reply = () => ({ json: {} });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://upstream.invalid');
      const recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(recorded);
      const reply = handler(recorded);
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.raw ?? JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
  handler = () => ({ json: { reserved_dates: [] } });
});

function service(timeoutMs = 500) {
  return createBookingService(
    {
      ...getConfig(),
      automationUrl: `${base}/hooks`,
      formServiceUrl: `${base}/formulare`,
      upstreamTimeoutMs: timeoutMs,
    },
    'tannbrunn',
    path.join(PROJECT_ROOT, 'content/buchungen/formular-service.json'),
  );
}

const day = weekdayAhead(30);
const ebike = {
  datum_von: day,
  zeit_von: '09:00',
  datum_bis: day,
  zeit_bis: '16:00',
  anzahl: 2,
  groesse_0: 47,
  groesse_1: 51,
  schwarzwaldcard: true,
  ...person,
  geburtsdatum: '1980-01-01',
  datenschutz: true,
  nutzungsbestimmungen: true,
};
const lastenrad = {
  datum_von: day,
  zeit_von: '09:00',
  datum_bis: day,
  zeit_bis: '12:00',
  ...person,
  geburtsdatum: '1980-01-01',
  datenschutz: true,
  nutzungsbestimmungen: true,
};
const room = {
  raum: '12',
  datum: day,
  veranstalter: 'Privat',
  veranstaltung: 'Feier',
  kueche: false,
  vor_nachbereitung: 'Keine',
  ...person,
  datenschutz: true,
};

describe('automation webhooks', () => {
  it('reserved dates of e-bikes, lastenrad bike and a room', async () => {
    handler = () => ({ json: { reserved_dates: [{ datum_von: day, datum_bis: day, status: 'accepted', bikes: 2 }] } });
    const s = service();
    expect(await availability(s, 'ebike', undefined)).toEqual({
      status: 200,
      body: { reserved_dates: [{ datum_von: day, datum_bis: day, status: 'accepted', bikes: 2 }] },
    });
    await availability(s, 'lastenrad', undefined);
    handler = () => ({ json: { reserved_dates: [{ datum: day, status: 'blocked', zeitraum: 'Nachmittags' }] } });
    await availability(s, 'raum', '12');
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ['GET', '/hooks/automation/webhook/tannbrunn-ebike', {}],
      ['GET', '/hooks/automation/webhook/tannbrunn-leihanfragen', {}],
      ['GET', '/hooks/automation/webhook/tannbrunn-raumanfragen', { raum: '12' }],
    ]);
  });

  it('room lookup by directory entry: results[0].id, or nothing', async () => {
    handler = () => ({ json: { results: [{ id: 12 }, { id: 13 }] } });
    expect(await raumLookup(service(), '301')).toEqual({ status: 200, body: { raum: '12' } });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/hooks/automation/webhook/tannbrunn-raeume',
      query: { branchenId: '301' },
    });
    handler = () => ({ json: { results: [] } });
    expect((await raumLookup(service(), '302')).status).toBe(404);
    handler = () => ({ status: 500 });
    expect((await raumLookup(service(), '303')).status).toBe(502);
  });

  it('cancellations post the uuid to the three webhooks', async () => {
    const uuid = '0b7c5a52-6a57-4a7b-9a3e-2d9c7f1e0c11';
    const s = service();
    for (const kind of ['ebike', 'lastenrad', 'raum'] as const)
      expect((await cancelBookingRequest(s, kind, { uuid })).status).toBe(200);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/hooks/automation/webhook/tannbrunn-ebike-stornieren', { uuid }],
      ['POST', '/hooks/automation/webhook/tannbrunn-leihanfragen-stornieren', { uuid }],
      ['POST', '/hooks/automation/webhook/raum-reservierung-stornierung', { uuid }],
    ]);
    handler = () => ({ status: 404 });
    expect((await cancelBookingRequest(s, 'ebike', { uuid })).status).toBe(404);
    // A malformed uuid never leaves the site.
    calls.length = 0;
    expect((await cancelBookingRequest(s, 'ebike', { uuid: '../x' })).status).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe('form service', () => {
  it('e-bike: checks the reserved dates, then posts field_<id> keys to its view, guest card as Ja', async () => {
    const answer = await submitBooking(service(), 'ebike', ebike);
    expect(answer.status).toBe(201);
    const uuid = (answer.body as { uuid: string }).uuid;
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['GET', '/hooks/automation/webhook/tannbrunn-ebike'],
      ['POST', '/formulare/api/database/views/form/101/submit/'],
    ]);
    expect(calls[1]!.body).toEqual({
      field_1001: uuid,
      field_1002: day,
      field_1003: '09:00',
      field_1004: day,
      field_1005: '16:00',
      field_1006: 2,
      field_1007: 47,
      field_1008: 51,
      field_1011: 'Ja',
      field_1012: 'Erika Muster',
      field_1013: 'Talweg',
      field_1014: '3',
      field_1015: '79877',
      field_1016: 'Tannbrunn',
      field_1017: 'erika@example.org',
      field_1018: '07655 1',
      field_1019: '1980-01-01',
      field_1020: true,
      field_1021: true,
    });
    calls.length = 0;
    await submitBooking(service(), 'ebike', { ...ebike, schwarzwaldcard: false });
    expect((calls[1]!.body as Record<string, unknown>).field_1011).toBe('Nein');
  });

  it('lastenrad bike and room: their own views; the room id goes as a list', async () => {
    expect((await submitBooking(service(), 'lastenrad', lastenrad)).status).toBe(201);
    expect((await submitBooking(service(), 'raum', room)).status).toBe(201);
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ['GET', '/hooks/automation/webhook/tannbrunn-leihanfragen', {}],
      ['POST', '/formulare/api/database/views/form/102/submit/', {}],
      ['GET', '/hooks/automation/webhook/tannbrunn-raumanfragen', { raum: '12' }],
      ['POST', '/formulare/api/database/views/form/103/submit/', {}],
    ]);
    expect((calls[3]!.body as Record<string, unknown>).field_3002).toEqual([12]);
  });

  it('a taken date is a conflict and nothing is posted', async () => {
    handler = () => ({ json: { reserved_dates: [{ datum_von: day, datum_bis: day, status: 'pending', bikes: 3 }] } });
    expect((await submitBooking(service(), 'ebike', ebike)).status).toBe(409);
    handler = () => ({ json: { reserved_dates: [{ datum: day, status: 'accepted' }] } });
    expect((await submitBooking(service(), 'raum', room)).status).toBe(409);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('invalid input never reaches the upstream; failures and timeouts give 502', async () => {
    expect((await submitBooking(service(), 'ebike', { ...ebike, name: '' })).status).toBe(422);
    expect(calls).toEqual([]);
    handler = (r) => (r.method === 'POST' ? { status: 500 } : { json: { reserved_dates: [] } });
    expect((await submitBooking(service(), 'lastenrad', lastenrad)).status).toBe(502);
    handler = () => ({ json: { unerwartet: true } });
    expect((await availability(service(), 'ebike', undefined)).status).toBe(502);
    handler = () => ({ hang: true });
    const started = Date.now();
    expect((await submitBooking(service(200), 'raum', room)).status).toBe(502);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
