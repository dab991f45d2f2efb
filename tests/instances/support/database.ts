// The throw-away databases of the several-instances tests: one PostgreSQL where they may create databases
// (DATABASE_URL; `npm test` starts one), a new database per suite.
import { Client } from 'pg';

export async function sql<T = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A new, empty database beside the admin URL's; its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await sql(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await sql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
}
