import type { Migration } from './index';

// The booking and form tables named like every other German table of the store, in the plural
// (rat_sitzungen, intranet_texte): buchungen, buchungs_ressourcen, formular_eingaenge, and
// anfrage_zaehler for what the rate-limit table holds (a count per key and minute). Renamed in
// place with their indexes, so every row stays as it is. The spec's own words stay: uuid, status
// (accepted, pending, blocked).
export const bookingTableNames: Migration = {
  name: '040-buchungen-tabellen',
  async up(tx) {
    for (const [table, renamed, indexes] of [
      ['buchung', 'buchungen', ['buchung_pkey', 'buchung_aktiv']],
      ['buchungs_ressource', 'buchungs_ressourcen', ['buchungs_ressource_pkey']],
      ['formular_eingang', 'formular_eingaenge', ['formular_eingang_pkey']],
      ['anfrage_limit', 'anfrage_zaehler', ['anfrage_limit_pkey']],
    ] as const) {
      await tx.query(`ALTER TABLE ${table} RENAME TO ${renamed}`);
      for (const index of indexes) await tx.query(`ALTER INDEX ${index} RENAME TO ${index.replace(table, renamed)}`);
    }
  },
};
