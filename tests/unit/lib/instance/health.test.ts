// GET /api/health's answer: 200 when the database answers, 503 (bounded in time) when it fails, hangs, or the
// instance is stopping.
import { describe, expect, it } from 'vitest';
import { checkHealth } from '@/lib/instance/health';
import type { Sql } from '@/lib/db/database';

const db = (query: () => Promise<unknown>) => async (): Promise<Sql> => ({
  query: async () => ({ rows: [await query()] as never[] }),
});
const build = () => 'build-1';

describe('checkHealth', () => {
  it('200 {ok, db, build} when the database answers', async () => {
    expect(await checkHealth({ database: db(async () => 1), draining: () => false, build })).toEqual({
      status: 200,
      body: { ok: true, db: true, build: 'build-1' },
    });
  });

  it('503 when the database fails or cannot be opened', async () => {
    for (const database of [
      db(async () => Promise.reject(new Error('weg'))),
      async () => Promise.reject(new Error('nicht erreichbar')),
    ]) {
      expect(await checkHealth({ database, draining: () => false, build })).toEqual({
        status: 503,
        body: { ok: false, db: false, build: 'build-1', fehler: 'Die Datenbank antwortet nicht.' },
      });
    }
  });

  it('503 within the bound when the database hangs', async () => {
    const started = Date.now();
    const health = await checkHealth({
      database: db(() => new Promise(() => {})),
      timeoutMs: 100,
      draining: () => false,
      build,
    });
    expect(health.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('503 while the instance is stopping, without asking the database', async () => {
    let asked = false;
    const health = await checkHealth({
      database: db(async () => (asked = true)),
      draining: () => true,
      build,
    });
    expect(health).toEqual({
      status: 503,
      body: { ok: false, db: false, build: 'build-1', fehler: 'Die Instanz wird beendet.' },
    });
    expect(asked).toBe(false);
  });
});
