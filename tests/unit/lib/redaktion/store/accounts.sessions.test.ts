// A Redaktion password change through its API route (issue 33): the session that changed it goes on, every other
// session of the account is refused at its next request, another account's session is untouched.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import type { ApiRequest } from '@/lib/http/api-response';
import { fakeResponse } from '../../../support/fake-response';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
vi.mock('@/lib/db', () => ({ getDatabase: async () => db }));

const { redaktionSystem } = await import('@/lib/redaktion/actions/redaktion-system');
const { requireStaffSession, staffLoginRoute, staffPasswordRoute } = await import('@/lib/session/staff-routes');

beforeAll(async () => {
  db = await openMigratedPglite();
}, 120_000);
afterAll(() => db.close());

function exchange(method: string, body: Record<string, string> | undefined, cookie?: string) {
  const { res, answer } = fakeResponse();
  const req = {
    method,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body,
    socket: { remoteAddress: '127.0.0.1' },
  };
  return { req: req as unknown as ApiRequest, res: res, answer };
}

/** Logs in through the route; the session cookie as a browser would send it back. */
async function login(email: string, passwort: string): Promise<string> {
  const { req, res, answer } = exchange('POST', { email, passwort });
  await staffLoginRoute(redaktionSystem)(req, res);
  expect(answer.status, answer.body).toBe(200);
  const cookies = answer.headers['set-cookie'] as string[];
  return cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${redaktionSystem.cookie}=`))!;
}

/** The status a guarded Redaktion route answers to this cookie: 200 with a session, 401 without. */
async function nextRequest(cookie: string): Promise<number> {
  const { req, res, answer } = exchange('GET', undefined, cookie);
  return (await requireStaffSession(redaktionSystem, req, res)) ? 200 : answer.status;
}

it('ends the other sessions of the account; the changing one and other accounts go on', async () => {
  const current = await login('redaktion@tannbrunn.example', 'Tannbrunn-Redaktion-2026');
  const other = await login('redaktion@tannbrunn.example', 'Tannbrunn-Redaktion-2026');
  const colleague = await login('freigabe@tannbrunn.example', 'Tannbrunn-Freigabe-2026');
  expect(await nextRequest(other)).toBe(200);

  const neu = 'Ein ganz neues Passwort 2027';
  const change = exchange('POST', { aktuell: 'Tannbrunn-Redaktion-2026', neu, wiederholung: neu }, current);
  await staffPasswordRoute(redaktionSystem)(change.req, change.res);
  expect(change.answer.status, change.answer.body).toBe(200);

  expect(await nextRequest(other)).toBe(401);
  expect(await nextRequest(current)).toBe(200);
  expect(await nextRequest(colleague)).toBe(200);
}, 120_000);
