// The embedded booking store (SQL), beside the embedded adapter that uses it, as the intranet's and Ratsinfo's stores sit
// beside theirs. A request is decided inside ONE transaction that first locks the resource's row: concurrent requests
// for the same e-bike fleet, cargo bike or room queue there, and each sees every booking committed before it.
import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@/lib/db/database';
import type { RadReservation, ReservationStatus, RaumReservation, Zeitraum } from './booking-types';
import type { Buchungsart } from '@/codegen/out/form-names';
import type { BookingState } from './booking-service';

export class BookingConflictError extends Error {
  constructor() {
    super('Reservierungszeitraum bereits belegt');
    this.name = 'BookingConflictError';
  }
}

export interface NewBooking {
  kind: Buchungsart;
  /** 'ebike', 'lastenrad' or 'raum:<id>'. */
  resource: string;
  from: string;
  to: string;
  count: number;
  data: unknown;
  status?: ReservationStatus;
  zeitraum?: Zeitraum;
  uuid?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function raumResource(raumId: string): string {
  return `raum:${raumId}`;
}

/** Locks a resource's row (every decision on it queues here) and answers its capacity. */
export async function lockResource(tx: Sql, resource: string): Promise<number> {
  // Rooms get their row on first use; ON CONFLICT waits for a concurrent insert of the same row.
  if (resource.startsWith('raum:')) {
    await tx.query('INSERT INTO buchungs_ressourcen (id, kapazitaet) VALUES ($1, 1) ON CONFLICT (id) DO NOTHING', [
      resource,
    ]);
  }
  const { rows } = await tx.query<{ kapazitaet: number }>(
    'SELECT kapazitaet FROM buchungs_ressourcen WHERE id = $1 FOR UPDATE',
    [resource],
  );
  if (!rows[0]) throw new Error(`Unbekannte Ressource ${resource}`);
  return rows[0].kapazitaet;
}

/** Stores the request when every day from `from` to `to` still has room; else BookingConflictError. */
export async function insertBooking(db: Database, booking: NewBooking): Promise<string> {
  const uuid = booking.uuid ?? randomUUID();
  await db.transaction(async (tx) => {
    const capacity = await lockResource(tx, booking.resource);
    if (booking.status !== 'blocked') {
      // Blocked records neither count nor are checked (spec section 5).
      const { rows } = await tx.query(
        `SELECT tag FROM generate_series($2::date, $3::date, interval '1 day') AS tag
         JOIN buchungen b ON b.ressource = $1 AND b.storniert_am IS NULL AND b.status IN ('pending', 'accepted')
          AND tag::date BETWEEN b.datum_von AND b.datum_bis
         GROUP BY tag HAVING sum(b.anzahl) + $4 > $5 LIMIT 1`,
        [booking.resource, booking.from, booking.to, booking.count, capacity],
      );
      if (rows.length) throw new BookingConflictError();
    }
    await tx.query(
      `INSERT INTO buchungen (uuid, art, ressource, datum_von, datum_bis, anzahl, status, zeitraum, daten)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        uuid,
        booking.kind,
        booking.resource,
        booking.from,
        booking.to,
        booking.count,
        booking.status ?? 'pending',
        booking.zeitraum ?? null,
        JSON.stringify(booking.data ?? {}),
      ],
    );
  });
  return uuid;
}

interface Row {
  datum_von: string;
  datum_bis: string;
  status: ReservationStatus;
  anzahl: number;
  zeitraum: Zeitraum | null;
}

async function activeRows(db: Sql, resource: string): Promise<Row[]> {
  const { rows } = await db.query<Row>(
    `SELECT to_char(datum_von, 'YYYY-MM-DD') AS datum_von, to_char(datum_bis, 'YYYY-MM-DD') AS datum_bis, status, anzahl, zeitraum
     FROM buchungen WHERE ressource = $1 AND storniert_am IS NULL AND status <> 'declined' AND datum_bis >= CURRENT_DATE - 1
     ORDER BY datum_von`,
    [resource],
  );
  return rows;
}

/** The reserved dates of the e-bikes or the cargo bike, in the shape of the spec's webhook answer. */
export async function radReservations(db: Sql, kind: 'ebike' | 'lastenrad'): Promise<RadReservation[]> {
  return (await activeRows(db, kind)).map((r) => ({
    datum_von: r.datum_von,
    datum_bis: r.datum_bis,
    status: r.status,
    ...(kind === 'ebike' ? { bikes: r.anzahl } : {}),
  }));
}

export async function raumReservations(db: Sql, raumId: string): Promise<RaumReservation[]> {
  return (await activeRows(db, raumResource(raumId))).map((r) => ({
    datum: r.datum_von,
    status: r.status,
    ...(r.zeitraum ? { zeitraum: r.zeitraum } : {}),
  }));
}

/** A resident's request as its cancellation page shows it; null for an unknown uuid, another kind or a staff block. */
export async function bookingState(db: Sql, kind: Buchungsart, uuid: string): Promise<BookingState | null> {
  if (!isUuid(uuid)) return null;
  const { rows } = await db.query<{
    status: string;
    storniert: boolean;
    datum_von: string;
    datum_bis: string;
    nachricht: string | null;
  }>(
    `SELECT status, storniert_am IS NOT NULL AS storniert, to_char(datum_von, 'YYYY-MM-DD') AS datum_von,
            to_char(datum_bis, 'YYYY-MM-DD') AS datum_bis, nachricht
     FROM buchungen WHERE uuid = $1 AND art = $2 AND sperre_grund IS NULL AND status <> 'blocked'`,
    [uuid.toLowerCase(), kind],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    status: row.storniert ? 'storniert' : (row.status as BookingState['status']),
    datum_von: row.datum_von,
    datum_bis: row.datum_bis,
    nachricht: row.nachricht,
  };
}

/** Cancels by uuid; false for an unknown, already cancelled or other kind's uuid. */
export async function cancelBooking(db: Sql, kind: Buchungsart, uuid: string): Promise<boolean> {
  if (!isUuid(uuid)) return false;
  const { rows } = await db.query(
    "UPDATE buchungen SET storniert_am = now() WHERE uuid = $1 AND art = $2 AND storniert_am IS NULL AND status <> 'blocked' AND sperre_grund IS NULL RETURNING uuid",
    [uuid.toLowerCase(), kind],
  );
  return rows.length === 1;
}
