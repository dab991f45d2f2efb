import type { Migration } from './index';

/**
 * The revalidation ledger (lib/revalidation/ledger.ts): one row per revalidation (CMS webhook,
 * publication, unpublication, scheduled job) with the site paths it changed. Every instance reads
 * it after a `NOTIFY revalidierung` and again when it (re)connects, so a page changed through one
 * instance is regenerated on all of them. Old rows are removed as new ones are written.
 */
export const revalidierung: Migration = {
  name: '050-revalidierung',
  async up(tx) {
    await tx.query(`CREATE TABLE revalidierung (
      id bigserial PRIMARY KEY,
      pfade text[] NOT NULL CHECK (cardinality(pfade) BETWEEN 1 AND 1000),
      anlass text NOT NULL CHECK (length(anlass) BETWEEN 1 AND 40),
      erstellt_am timestamptz NOT NULL DEFAULT now()
    )`);
    await tx.query('CREATE INDEX revalidierung_erstellt_am ON revalidierung (erstellt_am)');
  },
};
