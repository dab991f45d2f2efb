import type { Migration } from './index';

/**
 * What residents send becomes a draft (issue 43): an entry that arrived through a form of the site (an event reported
 * with "Veranstaltung melden") remembers the submission it came from. The sender's details are not in the entry:
 * they stay in the submission (`formular_eingaenge`), which the inbox shows to the office and deletes after its
 * retention period, so this row names it and nothing personal.
 */
export const eintragEinsendungen: Migration = {
  name: '302-eintrag-einsendungen',
  async up(tx) {
    await tx.query(`CREATE TABLE eintrag_einsendungen (
      dokument_id uuid PRIMARY KEY REFERENCES dokumente (id),
      eingang_id uuid NOT NULL,
      formular text NOT NULL,
      eingegangen_am timestamptz NOT NULL DEFAULT now()
    )`);
  },
};
