// The one store of the embedded services (bookings, accounts, sessions, rate limits, search):
// PGlite in a folder under .data/ by default, a real PostgreSQL when DATABASE_URL is set.
// Both speak the same SQL (PostgreSQL 15) and run the same migrations.

export interface QueryResult<T> {
  rows: T[];
}

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Sql {
  /** Runs `fn` in one transaction; a thrown error rolls it back. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** SQLSTATE of a violated exclusion constraint: two bookings overlap. */
export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
export const SERIALIZATION_FAILURE = '40001';

export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
