// Every limit holds under a burst (issue 41, point 4), through the staff routes against a real embedded store:
// - 200 parallel wrong logins for one account from 200 addresses (behind a trusted proxy) are held at the account's
//   limit of 10 checked passwords, the rest refused with 429, and never more than the gate's places check at once;
// - the password change asks for the current password under the login's limit: a stolen session cannot test it
//   without end (before, every wrong guess was only logged);
// - a refused login and a refused password change are in the Redaktion's audit log.
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import type { ApiRequest } from '@/lib/http/api-response';
import { fakeResponse } from '../../support/fake-response';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
vi.mock('@/lib/db', () => ({ getDatabase: async () => db }));

const { redaktionSystem } = await import('@/lib/redaktion/actions/redaktion-system');
const { staffLoginRoute, staffPasswordRoute } = await import('@/lib/session/staff-routes');
const { passwordGate } = await import('@/lib/session/password-gate');

beforeAll(async () => {
  db = await openMigratedPglite();
}, 120_000);
afterAll(() => db.close());
afterEach(() => vi.unstubAllEnvs());

function exchange(body: Record<string, string>, { cookie, forwardedFor }: { cookie?: string; forwardedFor?: string }) {
  const { res, answer } = fakeResponse();
  const req = {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body,
    socket: { remoteAddress: '127.0.0.1' },
  };
  return { req: req as unknown as ApiRequest, res, answer };
}

async function login(email: string, passwort: string, forwardedFor?: string) {
  const { req, res, answer } = exchange({ email, passwort }, { forwardedFor });
  await staffLoginRoute(redaktionSystem)(req, res);
  return answer;
}

const auditCount = async (aktion: string) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM redaktion_protokoll WHERE aktion = $1', [aktion]))
    .rows[0]!.n;

it('holds 200 parallel wrong logins from 200 addresses at 10 checked passwords, two at a time', async () => {
  vi.stubEnv('TRUST_PROXY', '1');
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      login('freigabe@tannbrunn.example', `falsch-${i}`, `203.0.113.${i % 250}, 198.51.${Math.floor(i / 250)}.${i}`),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  // A 401 is a password checked and found wrong (the tenth is answered 429 at once, after its check).
  const checked = (
    await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM anmelde_fehlversuche WHERE schluessel = 'redaktion:konto:freigabe@tannbrunn.example'",
    )
  ).rows[0]!.n;
  expect(checked).toBeLessThanOrEqual(10);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(190);
  expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  expect(passwordGate().stats().peak).toBeLessThanOrEqual(2);
  expect(answers.find((a) => a.status === 429)!.headers['retry-after']).toMatch(/^\d+$/);
  // The block is in the audit log, not only the failures: once, not once per refusal (the log only grows).
  expect(await auditCount('anmeldung_gesperrt')).toBe(1);
}, 240_000);

it('limits the password change like the login: the eleventh wrong current password is refused with 429', async () => {
  const answer = await login('redaktion@tannbrunn.example', 'Tannbrunn-Redaktion-2026');
  expect(answer.status, answer.body).toBe(200);
  const cookie = (answer.headers['set-cookie'] as string[])
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${redaktionSystem.cookie}=`))!;
  const change = async (aktuell: string) => {
    const neu = 'Ein ganz neues Passwort 2027';
    const { req, res, answer: reply } = exchange({ aktuell, neu, wiederholung: neu }, { cookie });
    await staffPasswordRoute(redaktionSystem)(req, res);
    return reply;
  };
  for (let i = 0; i < 10; i++) expect((await change(`falsch-${i}`)).status, `Versuch ${i + 1}`).toBe(422);
  const refused = await change('falsch-10');
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body).message).toMatch(/^Zu viele fehlgeschlagene Versuche\. Bitte versuchen Sie es ab/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  // Even the right one now: the limit does not let a guess through.
  expect((await change('Tannbrunn-Redaktion-2026')).status).toBe(429);
  expect(await auditCount('passwort_gesperrt')).toBe(1);
}, 240_000);
