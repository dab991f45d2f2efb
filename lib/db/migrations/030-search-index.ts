import type { Migration } from './index';

/**
 * The embedded site search (lib/redaktion/embedded/embedded-search.ts): one row per findable thing,
 * German full-text vectors kept by PostgreSQL itself, titles weighted above body text. The
 * index is rebuilt from content/ whenever the content's hash differs from the stored one.
 */
export const searchIndex: Migration = {
  name: '030-search-index',
  async up(tx) {
    await tx.query(`
      CREATE TABLE search_documents (
        id serial PRIMARY KEY,
        typ text NOT NULL CHECK (typ IN ('suche_webcontact', 'wegweiser')),
        url text NOT NULL,
        url_ext text NOT NULL DEFAULT '',
        rubrik text NOT NULL,
        titel text NOT NULL,
        text text NOT NULL,
        titel_tsv tsvector GENERATED ALWAYS AS (to_tsvector('german', titel)) STORED,
        tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('german', titel), 'A') || setweight(to_tsvector('german', text), 'B')
        ) STORED
      )`);
    await tx.query('CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv)');
    await tx.query(`
      CREATE TABLE search_index_state (
        id integer PRIMARY KEY CHECK (id = 1),
        content_hash text NOT NULL,
        documents integer NOT NULL,
        built_at timestamptz NOT NULL DEFAULT now()
      )`);
  },
};
