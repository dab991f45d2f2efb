import type { Migration } from './index';

/**
 * Scheduled publications and unpublications of pages (lib/redaktion/store/schedules.ts). A due row is claimed by one instance at a
 * time (`beansprucht_bis`, a lease) and carried out with the store's idempotent publish, so several instances on one
 * PostgreSQL carry it out once; its outcome is kept for the editors ('ok' or the German refusal).
 */
export const redaktionZeitplan: Migration = {
  name: '080-redaktion-zeitplan',
  async up(tx) {
    await tx.query(`CREATE TABLE seiten_zeitplaene (
      id serial PRIMARY KEY,
      seite_id uuid NOT NULL REFERENCES seiten (id),
      art text NOT NULL CHECK (art IN ('veroeffentlichen', 'zurueckziehen')),
      version_id integer,
      zeitpunkt timestamptz NOT NULL,
      konto_id text NOT NULL,
      konto_name text NOT NULL,
      rolle text NOT NULL,
      angelegt_am timestamptz NOT NULL DEFAULT now(),
      abgebrochen_am timestamptz,
      -- Claimed by an instance until then; after it, another may take the row over.
      beansprucht_bis timestamptz,
      ausgefuehrt_am timestamptz,
      ergebnis text,
      CHECK ((art = 'veroeffentlichen') = (version_id IS NOT NULL)),
      FOREIGN KEY (version_id, seite_id) REFERENCES seiten_versionen (id, seite_id)
    )`);
    await tx.query(`CREATE INDEX seiten_zeitplaene_faellig ON seiten_zeitplaene (zeitpunkt)
      WHERE ausgefuehrt_am IS NULL AND abgebrochen_am IS NULL`);
  },
};
