import { Pool } from 'pg';
import type { Database, Sql } from './database';

/** How an instance's connections are named in pg_stat_activity: which instance holds what. */
export function applicationName(role = 'tannbrunn'): string {
  return process.env.PORT ? `${role}:${process.env.PORT}` : role;
}

export function openPostgres(connectionString: string): Database {
  const pool = new Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    statement_timeout: 10_000,
    application_name: applicationName(),
  });
  const asSql = (q: Pick<Pool, 'query'>): Sql => ({
    query: async (text, params) => ({ rows: (await q.query(text, params as unknown[])).rows }),
  });
  return {
    kind: 'postgres',
    ...asSql(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(asSql(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
