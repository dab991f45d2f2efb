import type { Migration } from './index';

// Bookings of e-bikes, the cargo bike and rooms. One row per request; a request holds `anzahl`
// units of its resource on every day from datum_von to datum_bis. Conflicts are decided while
// the resource's row in buchungs_ressource is locked (lib/booking/store.ts).
export const bookings: Migration = {
  name: '010-bookings',
  async up(tx) {
    await tx.query(`CREATE TABLE buchungs_ressource (
      id text PRIMARY KEY,
      kapazitaet integer NOT NULL CHECK (kapazitaet > 0)
    )`);
    await tx.query(`INSERT INTO buchungs_ressource (id, kapazitaet) VALUES ('ebike', 4), ('lastenrad', 1)`);
    await tx.query(`CREATE TABLE buchung (
      uuid uuid PRIMARY KEY,
      art text NOT NULL CHECK (art IN ('ebike', 'lastenrad', 'raum')),
      ressource text NOT NULL REFERENCES buchungs_ressource (id),
      datum_von date NOT NULL,
      datum_bis date NOT NULL,
      anzahl integer NOT NULL DEFAULT 1 CHECK (anzahl BETWEEN 1 AND 4),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'blocked')),
      zeitraum text CHECK (zeitraum IN ('Ganztägig', 'Vormittags', 'Nachmittags')),
      daten jsonb NOT NULL DEFAULT '{}'::jsonb,
      erstellt_am timestamptz NOT NULL DEFAULT now(),
      storniert_am timestamptz,
      CHECK (datum_bis >= datum_von)
    )`);
    await tx.query(
      'CREATE INDEX buchung_aktiv ON buchung (ressource, datum_von, datum_bis) WHERE storniert_am IS NULL',
    );
  },
};
