import type { Migration } from './index';

// The embedded council information system: meetings with agenda, reports, documents of both.
export const ratsinfo: Migration = {
  name: '022-ratsinfo',
  async up(tx) {
    await tx.query(`CREATE TABLE rat_sitzungen (
      id serial PRIMARY KEY,
      titel text NOT NULL,
      gremium text NOT NULL,
      beginn timestamptz NOT NULL,
      ende timestamptz,
      ort text NOT NULL,
      oeffentlich boolean NOT NULL DEFAULT true,
      hinweis text NOT NULL DEFAULT ''
    )`);
    await tx.query(`CREATE TABLE rat_tagesordnung (
      id serial PRIMARY KEY,
      sitzung_id int NOT NULL REFERENCES rat_sitzungen (id),
      position int NOT NULL,
      nummer text NOT NULL,
      titel text NOT NULL,
      oeffentlich boolean NOT NULL DEFAULT true,
      beschluss text
    )`);
    await tx.query(`CREATE TABLE rat_berichte (
      id serial PRIMARY KEY,
      titel text NOT NULL,
      gremium text NOT NULL,
      datum date NOT NULL,
      zusammenfassung text NOT NULL
    )`);
    await tx.query(`CREATE TABLE rat_dokumente (
      id serial PRIMARY KEY,
      sitzung_id int REFERENCES rat_sitzungen (id),
      tagesordnung_id int REFERENCES rat_tagesordnung (id),
      bericht_id int REFERENCES rat_berichte (id),
      titel text NOT NULL,
      dateiname text NOT NULL,
      inhalt text NOT NULL
    )`);
  },
};
