import type { Migration } from './index';

// One vocabulary for the staff systems' tables: German domain words (DESIGN.md section 2) instead
// of login_failures and demo_seeds beside sitzungs_tokens, and the council information system
// called ratsinfo as in its URL and code (tables rat_* and token kind 'rat' before). The token
// kinds admit the Redaktion, the third staff system. Data stays: running blocks, sessions and
// seeded content carry over.
export const staffSessionNames: Migration = {
  name: '024-staff-session-names',
  async up(tx) {
    await tx.query('ALTER TABLE login_failures RENAME TO anmelde_fehlversuche');
    await tx.query('ALTER TABLE anmelde_fehlversuche RENAME COLUMN key TO schluessel');
    await tx.query('ALTER TABLE anmelde_fehlversuche RENAME COLUMN failed_at TO zeitpunkt');
    await tx.query('ALTER INDEX login_failures_key_time RENAME TO anmelde_fehlversuche_schluessel_zeitpunkt');
    await tx.query(
      "UPDATE anmelde_fehlversuche SET schluessel = 'ratsinfo:' || substr(schluessel, 5) WHERE schluessel LIKE 'rat:%'",
    );

    await tx.query('ALTER TABLE demo_seeds RENAME TO demo_inhalte');
    await tx.query('ALTER TABLE demo_inhalte RENAME COLUMN seeded_at TO eingespielt_am');

    for (const table of ['konten', 'sitzungen', 'tagesordnung', 'berichte', 'dokumente'])
      await tx.query(`ALTER TABLE rat_${table} RENAME TO ratsinfo_${table}`);

    await tx.query('ALTER TABLE sitzungs_tokens DROP CONSTRAINT sitzungs_tokens_art_check');
    await tx.query("UPDATE sitzungs_tokens SET art = 'ratsinfo' WHERE art = 'rat'");
    await tx.query(
      "ALTER TABLE sitzungs_tokens ADD CONSTRAINT sitzungs_tokens_art_check CHECK (art IN ('intranet', 'ratsinfo', 'redaktion'))",
    );
  },
};
