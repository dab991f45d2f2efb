import type { Migration } from './index';

/**
 * Who keeps a page true, and until when (lib/redaktion/store/stewardship.ts): the owning office (the number of an
 * Amt of the site's list of offices), the date by which somebody must look at the page again, and who last did so
 * without changing it ('geprüft, unverändert': no new version).
 */
export const seitenPflege: Migration = {
  name: '160-seiten-pflege',
  async up(tx) {
    await tx.query(`ALTER TABLE seiten
      ADD COLUMN abteilung integer,
      ADD COLUMN pruefen_bis date,
      ADD COLUMN geprueft_am timestamptz,
      ADD COLUMN geprueft_von text`);
    await tx.query("CREATE INDEX seiten_pruefen_bis ON seiten (pruefen_bis) WHERE zustand = 'aktiv'");
  },
};
