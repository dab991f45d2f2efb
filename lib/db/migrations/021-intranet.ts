import type { Migration } from './index';

// The embedded intranet: categories (rubrik), texts, archive topics, entries and their documents.
export const intranet: Migration = {
  name: '021-intranet',
  async up(tx) {
    await tx.query(`CREATE TABLE intranet_rubriken (
      url text PRIMARY KEY,
      rubrik text NOT NULL,
      taggingpfad text NOT NULL UNIQUE,
      position int NOT NULL DEFAULT 0
    )`);
    await tx.query(`CREATE TABLE intranet_texte (
      id serial PRIMARY KEY,
      rubrik_url text NOT NULL REFERENCES intranet_rubriken (url),
      titel text NOT NULL,
      teaser text NOT NULL DEFAULT '',
      text text NOT NULL DEFAULT '',
      autor text,
      datum_von date NOT NULL,
      datum_bis date
    )`);
    await tx.query('CREATE INDEX intranet_texte_rubrik_datum ON intranet_texte (rubrik_url, datum_von DESC)');
    await tx.query(
      'CREATE TABLE intranet_archiv_themen (id serial PRIMARY KEY, thema text NOT NULL, position int NOT NULL DEFAULT 0)',
    );
    await tx.query(`CREATE TABLE intranet_archiv (
      id serial PRIMARY KEY,
      thema_id int NOT NULL REFERENCES intranet_archiv_themen (id),
      titel text NOT NULL,
      gueltig_von date,
      gueltig_bis date
    )`);
    await tx.query(`CREATE TABLE intranet_archiv_dokumente (
      id serial PRIMARY KEY,
      archiv_id int NOT NULL REFERENCES intranet_archiv (id),
      downloadtext text NOT NULL,
      stand date NOT NULL,
      dateiname text NOT NULL,
      inhalt text NOT NULL
    )`);
  },
};
