import type { Migration } from './index';

/**
 * Links that show a draft to someone without an account (issue 45; lib/redaktion/store/share-links.ts). A link names
 * its target by kind and id, and the version where the kind has versions (`seite`: a page's id and one of its
 * versions; later an entry of a collection or a release), so that other kinds need no other table. The token itself
 * is never stored: its SHA-256 hash, looked up by the unique index. At most 30 days between making and expiry;
 * revoked links stay listed (who revoked them, when).
 */
export const entwurfslinks: Migration = {
  name: '241-entwurfslinks',
  async up(tx) {
    await tx.query(`CREATE TABLE entwurfslinks (
      id uuid PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      ziel_art text NOT NULL CHECK (ziel_art IN ('seite')),
      ziel_id text NOT NULL,
      ziel_version integer,
      bezeichnung text CHECK (length(bezeichnung) BETWEEN 1 AND 200),
      erstellt_von_id text NOT NULL,
      erstellt_von_name text NOT NULL,
      erstellt_am timestamptz NOT NULL,
      gueltig_bis timestamptz NOT NULL,
      widerrufen_von_name text,
      widerrufen_am timestamptz,
      zuletzt_genutzt_am timestamptz,
      nutzungen integer NOT NULL DEFAULT 0,
      CHECK (gueltig_bis > erstellt_am AND gueltig_bis <= erstellt_am + interval '30 days'),
      CHECK ((widerrufen_am IS NULL) = (widerrufen_von_name IS NULL))
    )`);
    await tx.query('CREATE INDEX entwurfslinks_ziel ON entwurfslinks (ziel_art, ziel_id, erstellt_am DESC)');
  },
};
