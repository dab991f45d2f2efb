import type { Migration } from './index';

/**
 * The four-eyes workflow of the Redaktion (lib/redaktion/store/workflow.ts): a version submitted for approval carries the
 * submitter's comment, a version sent back the approver's reason; the settings table holds the four-eyes switch
 * (on by default: nobody approves or publishes their own change).
 */
export const redaktionFreigabe: Migration = {
  name: '070-redaktion-freigabe',
  async up(tx) {
    await tx.query(`ALTER TABLE seiten_versionen
      ADD COLUMN eingereicht_am timestamptz,
      ADD COLUMN einreichung text NOT NULL DEFAULT '' CHECK (length(einreichung) <= 2000),
      ADD COLUMN rueckweisung text NOT NULL DEFAULT '' CHECK (length(rueckweisung) <= 2000),
      ADD COLUMN zurueckgewiesen_von_name text,
      ADD COLUMN zurueckgewiesen_am timestamptz`);
    await tx.query(`CREATE TABLE redaktion_einstellungen (
      schluessel text PRIMARY KEY CHECK (schluessel IN ('vier_augen')),
      wert jsonb NOT NULL
    )`);
    await tx.query(`INSERT INTO redaktion_einstellungen (schluessel, wert) VALUES ('vier_augen', 'true')`);
  },
};
