// The rate limit of booking requests and cancellations on an in-memory PGlite: 10 per address in
// 10 minutes by default (BOOKING_RATE_LIMIT), counted atomically (simultaneous requests cannot
// slip past), booking and cancelling counted apart, refused with the forms' 429 and German message.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import { bookingLimitOf, withBookingLimit, type BookingAction } from '@/lib/buchungen/rate-limit';
import { getBookingRateLimit } from '@/lib/config';
import type { ApiAnswer } from '@/lib/http/api-answer';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
const NOW = new Date('2026-06-10T18:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

beforeAll(async () => {
  db = await openMigratedPglite();
}, 120_000);
afterAll(() => db?.close());
beforeEach(async () => {
  await db.query('DELETE FROM anfrage_zaehler');
});
afterEach(() => vi.unstubAllEnvs());

function counter() {
  let runs = 0;
  const run = async (): Promise<ApiAnswer> => {
    runs += 1;
    return { status: 201, body: { uuid: 'x' } };
  };
  return { run, runs: () => runs };
}

const limited = (
  address: string,
  run: () => Promise<ApiAnswer>,
  action: BookingAction = 'buchung',
  now = NOW,
  max = 10,
) => withBookingLimit({ database: async () => db, address, max, now }, action, run);

describe('booking rate limit', () => {
  it('lets 10 requests of an address through, then answers 429 with the forms’ message and Retry-After, without running the request', async () => {
    const { run, runs } = counter();
    for (let i = 0; i < 10; i++) expect((await limited('10.2.0.1', run, 'buchung', at(i / 2))).status).toBe(201);
    const refused = await limited('10.2.0.1', run, 'buchung', at(5));
    expect(runs()).toBe(10);
    expect(refused).toEqual({
      status: 429,
      headers: { 'Retry-After': '300' },
      body: {
        fehler: {
          '': 'Sie haben dieses Formular in kurzer Zeit zu oft abgeschickt. Bitte versuchen Sie es ab 20:10 Uhr erneut (in 5 Minuten).',
        },
        erneutAb: at(10).toISOString(),
      },
    });
    // Another address, and cancellations of the same address, are counted apart.
    expect((await limited('10.2.0.2', run, 'buchung', at(5))).status).toBe(201);
    expect((await limited('10.2.0.1', run, 'stornierung', at(5))).status).toBe(201);
    // The window slides: once the first minute (two requests) has left it, two slots are free again.
    expect((await limited('10.2.0.1', run, 'buchung', at(10))).status).toBe(201);
    expect((await limited('10.2.0.1', run, 'buchung', at(10))).status).toBe(201);
    expect((await limited('10.2.0.1', run, 'buchung', at(10))).status).toBe(429);
  });

  it('counts every request that gets through, whatever it answers (invalid, conflict)', async () => {
    const answers = [422, 409, 422, 409, 201];
    for (const status of answers)
      expect((await limited('10.2.1.1', async () => ({ status, body: {} }), 'buchung', NOW, 5)).status).toBe(status);
    expect((await limited('10.2.1.1', async () => ({ status: 201, body: {} }), 'buchung', NOW, 5)).status).toBe(429);
  });

  it('50 simultaneous requests of one address: exactly the limit gets through', async () => {
    const { run, runs } = counter();
    const answers = await Promise.all(Array.from({ length: 50 }, () => limited('10.2.2.1', run)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40);
    expect(runs()).toBe(10);
  });

  it('refuses (502) rather than letting requests through unlimited when the count cannot be kept', async () => {
    const { run, runs } = counter();
    const answer = await withBookingLimit(
      { database: async () => Promise.reject(new Error('Datenbank weg')), address: '10.2.3.1', max: 10, now: NOW },
      'buchung',
      run,
    );
    expect(answer).toEqual({ status: 502, body: { fehler: 'Dienst nicht erreichbar' } });
    expect(runs()).toBe(0);
  });

  it('is 10 by default and set by BOOKING_RATE_LIMIT; the address comes from the socket unless a proxy is trusted', () => {
    vi.stubEnv('BOOKING_RATE_LIMIT', '');
    expect(getBookingRateLimit()).toBe(10);
    vi.stubEnv('BOOKING_RATE_LIMIT', '0');
    expect(getBookingRateLimit()).toBe(10);
    vi.stubEnv('BOOKING_RATE_LIMIT', '1000');
    expect(getBookingRateLimit()).toBe(1000);
    vi.stubEnv('TRUST_PROXY', '');
    const req = {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      socket: { remoteAddress: '::ffff:10.3.0.1' },
    } as never;
    expect(bookingLimitOf(req)).toMatchObject({ address: '10.3.0.1', max: 1000 });
    vi.stubEnv('TRUST_PROXY', '1');
    expect(bookingLimitOf(req).address).toBe('203.0.113.9');
  });
});
