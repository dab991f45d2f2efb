// The login route of a staff system against a real embedded store (PGlite in memory, demo
// content): the per-address limit counts the address the trusted proxy saw (issue 12.10), and a
// refused login says when to try again (Retry-After, issue 12.12).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import type { ApiRequest } from '@/lib/http/api-response';
import { fakeResponse, type Answer } from '../../support/fake-response';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
vi.mock('@/lib/db', () => ({ getDatabase: async () => db }));

const { handleIntranetLogin } = await import('@/lib/intranet/intranet-routes');

beforeAll(async () => {
  db = await openMigratedPglite();
}, 120_000);
afterAll(() => db.close());
afterEach(() => vi.unstubAllEnvs());

export async function postLogin(body: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  const { res, answer } = fakeResponse();
  const req = {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      ...headers,
    },
    body,
    socket: { remoteAddress: '127.0.0.1' },
  };
  await handleIntranetLogin(req as unknown as ApiRequest, res);
  return answer;
}

describe('login behind a trusted proxy (TRUST_PROXY=1)', () => {
  it('a blocked client stays blocked whatever it writes into X-Forwarded-For', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    // Ten accounts tried from one client; each time it claims another address, the proxy appends the real one.
    for (let i = 0; i < 9; i++) {
      const answer = await postLogin(
        { email: `konto${i}@tannbrunn.example`, passwort: 'falsch' },
        { 'x-forwarded-for': `1.2.3.${i}, 198.51.100.7` },
      );
      expect(answer.status, `Versuch ${i + 1}`).toBe(401);
    }
    const tenth = await postLogin(
      { email: 'konto9@tannbrunn.example', passwort: 'falsch' },
      { 'x-forwarded-for': '1.2.3.9, 198.51.100.7' },
    );
    expect(tenth.status).toBe(429);
    const again = await postLogin(
      { email: 'intranet@tannbrunn.example', passwort: 'Tannbrunn-Intranet-2026' },
      { 'x-forwarded-for': '5.5.5.5, 198.51.100.7' },
    );
    expect(again.status).toBe(429);
    expect(again.headers['set-cookie']).toBeUndefined();
    // Another client behind the same proxy is not blocked.
    const other = await postLogin(
      { email: 'intranet@tannbrunn.example', passwort: 'Tannbrunn-Intranet-2026' },
      { 'x-forwarded-for': '198.51.100.8' },
    );
    expect(other.status).toBe(200);
  }, 60_000);
});

describe('a refused login (issue 12.12)', () => {
  it('says in seconds when the block ends: Retry-After on the 429', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const attempt = () =>
      postLogin({ email: 'bauamt@tannbrunn.example', passwort: 'falsch' }, { 'x-forwarded-for': '198.51.100.9' });
    for (let i = 0; i < 9; i++) expect((await attempt()).status).toBe(401);
    const tenth = await attempt();
    expect(tenth.status).toBe(429);
    // 15 minutes after the first of the ten failures.
    const retryAfter = Number(tenth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(JSON.parse(tenth.body).message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche\./);
    expect(tenth.headers['cache-control']).toBe('private, no-store, max-age=0');
    expect((await attempt()).headers['retry-after']).toMatch(/^\d+$/);
  }, 60_000);
});
