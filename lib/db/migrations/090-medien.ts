import type { Migration } from './index';

/**
 * The Redaktion's media library (lib/medien/media-store.ts): uploaded images and PDFs, re-encoded or checked by
 * content, stored in the database so that every instance serves them, with alt text, the 'dekorativ' flag and
 * copyright per file.
 */
export const medien: Migration = {
  name: '090-medien',
  async up(tx) {
    await tx.query(`CREATE TABLE medien (
      id uuid PRIMARY KEY,
      art text NOT NULL CHECK (art IN ('bild', 'dokument')),
      mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
      daten bytea NOT NULL,
      groesse integer NOT NULL,
      breite integer,
      hoehe integer,
      dateiname text NOT NULL CHECK (length(dateiname) BETWEEN 1 AND 200),
      alt text NOT NULL DEFAULT '' CHECK (length(alt) <= 300),
      dekorativ boolean NOT NULL DEFAULT false,
      copyright text NOT NULL DEFAULT '' CHECK (length(copyright) <= 200),
      konto_id text NOT NULL,
      konto_name text NOT NULL,
      hochgeladen_am timestamptz NOT NULL DEFAULT now(),
      CHECK (NOT dekorativ OR alt = '')
    )`);
    await tx.query('CREATE INDEX medien_neueste ON medien (hochgeladen_am DESC)');
  },
};
