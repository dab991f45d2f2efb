import type { Migration } from './index';

// The other forms (contact, damage report, ...) and the rate limit against spam. The limit
// lives in the database so every instance of the site counts the same requests.
export const formSubmissions: Migration = {
  name: '011-form-submissions',
  async up(tx) {
    await tx.query(`CREATE TABLE formular_eingang (
      id uuid PRIMARY KEY,
      formular text NOT NULL,
      daten jsonb NOT NULL,
      erstellt_am timestamptz NOT NULL DEFAULT now()
    )`);
    await tx.query(`CREATE TABLE anfrage_limit (
      schluessel text NOT NULL,
      fenster bigint NOT NULL,
      anzahl integer NOT NULL,
      PRIMARY KEY (schluessel, fenster)
    )`);
  },
};
