import type { Migration } from './index';

/**
 * Withdrawing a published page with a reason (lib/redaktion/store/withdrawals.ts), and the public change note of a
 * version ("Änderungshinweis", shown beside "Zuletzt geändert").
 *
 * - `seiten_rueckzug`: one row per page taken offline with a reason: either replaced by another page (its address
 *   answers 308 to that page's current path) or withdrawn with a public note (its address answers 410 with the note
 *   and an optional suggested page). Pages are named by id, so a rename of the replacement or the suggestion is
 *   followed. Publishing the page again deletes the row.
 * - `seiten_versionen.aenderungshinweis`: set when the version is submitted; not part of the immutable content.
 */
export const seitenRueckzug: Migration = {
  name: '190-seiten-rueckzug',
  async up(tx) {
    await tx.query(`CREATE TABLE seiten_rueckzug (
      seite_id uuid PRIMARY KEY REFERENCES seiten (id),
      art text NOT NULL CHECK (art IN ('ersetzt', 'hinweis')),
      ersatz_id uuid REFERENCES seiten (id),
      hinweis text CHECK (length(hinweis) BETWEEN 1 AND 1000),
      vorschlag_id uuid REFERENCES seiten (id),
      zurueckgezogen_am timestamptz NOT NULL DEFAULT now(),
      von_id text NOT NULL,
      von_name text NOT NULL,
      CHECK ((art = 'ersetzt') = (ersatz_id IS NOT NULL)),
      CHECK ((art = 'hinweis') = (hinweis IS NOT NULL)),
      CHECK (ersatz_id IS DISTINCT FROM seite_id AND vorschlag_id IS DISTINCT FROM seite_id)
    )`);
    await tx.query(
      'ALTER TABLE seiten_versionen ADD COLUMN aenderungshinweis text CHECK (length(aenderungshinweis) <= 300)',
    );
  },
};
