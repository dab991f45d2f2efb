// What the tests of several instances share: plain SQL on the test's PostgreSQL, a new database in it, the
// environment of an instance, and HTTP requests with a timeout.
import { Client } from 'pg';

const ADMIN_URL = process.env.DATABASE_URL;
/** The revalidation webhook's secret, the same on every instance. */
export const SECRET = 'ledger-geheimnis-fuer-tests';

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

/** A new, empty database in the test's PostgreSQL; its URL. */
export async function createDatabase(name: string): Promise<string> {
  await sql(ADMIN_URL!, `CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  await sql(ADMIN_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
}

/** Environment of every instance: nothing of the shell's upstream configuration leaks in. */
export function instanceEnv(extra: Record<string, string>): Record<string, string> {
  for (const name of ['CMS_URL', 'AUTOMATION_URL', 'FORM_SERVICE_URL', 'DATA_DIR', 'PREVIEW_SECRET'])
    delete process.env[name];
  return { TRUST_PROXY: '1', BOOKING_RATE_LIMIT: '200', REVALIDATE_SECRET: SECRET, ...extra };
}

export const get = async (base: string, path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(base + path, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  return { status: res.status, text: await res.text(), headers: res.headers };
};

export const post = async (base: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
};

/** The session cookies an answer sets, as a Cookie header. */
export const cookieOf = (answer: { headers: Headers }) =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
