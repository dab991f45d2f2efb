import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Sql } from './database';

/**
 * PGlite is one process's database: `dataDir` must not be opened by a second process. `image` (a data directory as
 * `dumpImage` wrote it) starts the store from that state instead of an empty one, without PGlite's initdb.
 */
export async function openPglite(dataDir: string | undefined, image?: Blob): Promise<Database & PgliteImage> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? `file://${dataDir}` : 'memory://', {
    extensions: { btree_gist, pg_trgm, unaccent },
    ...(image ? { loadDataDir: image } : {}),
  });
  const asSql = (q: Pick<PGlite, 'query'>): Sql => ({
    query: async (text, params) => ({ rows: (await q.query(text, params as never[])).rows as never[] }),
  });
  return {
    kind: 'pglite',
    ...asSql(db),
    // PGlite runs one transaction at a time: concurrent callers queue here.
    transaction: (fn) => db.transaction((tx) => fn(asSql(tx))),
    close: () => db.close(),
    dumpImage: async () => (await db.dumpDataDir('none')) as Blob,
  };
}

export interface PgliteImage {
  /** The whole data directory as an uncompressed tar, for `openPglite(…, image)`. */
  dumpImage(): Promise<Blob>;
}
