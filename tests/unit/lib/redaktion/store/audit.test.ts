// The audit log holds what happened (issue 41, audit gaps): the table only grows (a trigger refuses every UPDATE,
// DELETE and TRUNCATE, so no code path can rewrite it), and a refusal on a page of the Redaktion (not only of its API)
// is in it, with the page's address and the German reason.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import type { Database } from '@/lib/db/database';
import type { ApiRequest } from '@/lib/http/api-response';
import { fakeResponse } from '../../../support/fake-response';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
vi.mock('@/lib/db', () => ({ getDatabase: async () => db }));

const { redaktionSystem } = await import('@/lib/redaktion/actions/redaktion-system');
const { staffLoginRoute } = await import('@/lib/session/staff-routes');
const { writeAudit } = await import('@/lib/redaktion/store/audit');
const { getServerSideProps: auditPageProps } = await import('@/pages/redaktion/protokoll');

beforeAll(async () => {
  db = await openMigratedPglite();
}, 120_000);
afterAll(() => db.close());

const entries = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM redaktion_protokoll')).rows[0]!.n;

it('only ever grows: no statement changes, deletes or empties an entry', async () => {
  await writeAudit(db, { id: 'a-1', name: 'Ada Admin', role: 'admin' }, { aktion: 'anmeldung', objektArt: 'konto' });
  const before = await entries();
  for (const statement of [
    "UPDATE redaktion_protokoll SET konto_name = 'Niemand'",
    'DELETE FROM redaktion_protokoll',
    'TRUNCATE redaktion_protokoll',
  ])
    await expect(db.query(statement), statement).rejects.toThrow(/nur ergänzt, nie geändert oder gelöscht/);
  expect(await entries()).toBe(before);
  const { rows } = await db.query<{ konto_name: string }>('SELECT konto_name FROM redaktion_protokoll');
  expect(rows.every((row) => row.konto_name !== 'Niemand')).toBe(true);
});

it("logs a refusal on one of the Redaktion's pages, with its address and reason", async () => {
  const { res, answer } = fakeResponse();
  const login = {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json' },
    body: { email: 'redaktion@tannbrunn.example', passwort: 'Tannbrunn-Redaktion-2026' },
    socket: { remoteAddress: '127.0.0.1' },
  };
  await staffLoginRoute(redaktionSystem)(login as unknown as ApiRequest, res);
  expect(answer.status, answer.body).toBe(200);
  const cookie = (answer.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]!).join('; ');

  const page = fakeResponse();
  const context = {
    req: { method: 'GET', headers: { host: 'localhost:3000', cookie }, socket: { remoteAddress: '127.0.0.1' } },
    res: page.res,
    resolvedUrl: '/redaktion/protokoll?vor=5',
    query: { vor: '5' },
    params: {},
  } as unknown as GetServerSidePropsContext;
  const result = await auditPageProps(context);
  expect(result).toMatchObject({
    props: { view: 'verweigert', text: 'Das Protokoll zu lesen ist der Rolle Administration vorbehalten.' },
  });
  const { rows } = await db.query<{ konto_name: string; details: Record<string, unknown> }>(
    "SELECT konto_name, details FROM redaktion_protokoll WHERE aktion = 'abgelehnt' ORDER BY id DESC LIMIT 1",
  );
  expect(rows[0]).toMatchObject({
    konto_name: 'Lena Kienzler',
    details: {
      methode: 'GET',
      adresse: '/redaktion/protokoll',
      status: 403,
      grund: 'Das Protokoll zu lesen ist der Rolle Administration vorbehalten.',
    },
  });
}, 120_000);
