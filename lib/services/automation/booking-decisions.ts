// Staff decisions on the embedded store's booking requests (the Redaktion's booking desk): accept, decline, block days
// for maintenance, lift a block. Each runs in the caller's transaction after locking the resource's row, the same lock
// every new request takes (booking-store.ts), so two people accepting conflicting requests at once queue there and
// exactly one wins; the other finds the days full. A request is accepted only while every one of its days has room
// for it beside the accepted requests and blocks; pending requests hold no days against a decision (they are what is
// being decided). Every change moves the row's version on; a change made on another version does nothing.
import { randomUUID } from 'node:crypto';
import type { Sql } from '@/lib/db/database';
import { isUuid, lockResource } from './booking-store';
import type { Buchungsart } from '@/codegen/out/form-names';

export type BookingDecisionReason = 'unbekannt' | 'version' | 'storniert' | 'belegt' | 'sperre' | 'gleich';

export class BookingDecisionError extends Error {
  constructor(readonly reason: BookingDecisionReason) {
    super(`Buchungsentscheidung abgelehnt: ${reason}`);
    this.name = 'BookingDecisionError';
  }
}

export interface BookingRow {
  uuid: string;
  art: Buchungsart;
  ressource: string;
  datum_von: string;
  datum_bis: string;
  anzahl: number;
  status: 'pending' | 'accepted' | 'declined' | 'blocked';
  zeitraum: string | null;
  daten: Record<string, unknown>;
  version: number;
  storniert_am: Date | string | null;
  sperre_grund: string | null;
  entschieden_am: Date | string | null;
  entschieden_von: string | null;
  nachricht: string | null;
  erstellt_am: Date | string;
}

/** The columns of a BookingRow, of the table under `alias` (e.g. 'b.'). */
export const bookingColumns = (alias = '') =>
  `${alias}uuid::text AS uuid, ${alias}art AS art, ${alias}ressource AS ressource,
  to_char(${alias}datum_von, 'YYYY-MM-DD') AS datum_von, to_char(${alias}datum_bis, 'YYYY-MM-DD') AS datum_bis,
  ${['anzahl', 'status', 'zeitraum', 'daten', 'version', 'storniert_am', 'sperre_grund', 'entschieden_am', 'entschieden_von', 'nachricht', 'erstellt_am'].map((c) => `${alias}${c} AS ${c}`).join(', ')}`;

export const BOOKING_COLUMNS = bookingColumns();

/** A request as it is now, without a lock (for reading). */
export async function readBooking(sql: Sql, uuid: string): Promise<BookingRow | null> {
  if (!isUuid(uuid)) return null;
  const { rows } = await sql.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM buchungen WHERE uuid = $1`, [
    uuid.toLowerCase(),
  ]);
  return rows[0] ?? null;
}

/** Locks the request's resource, then the request, and answers both (resource first: the order every writer keeps). */
async function lockBooking(tx: Sql, uuid: string): Promise<{ row: BookingRow; capacity: number }> {
  const first = await readBooking(tx, uuid);
  if (!first) throw new BookingDecisionError('unbekannt');
  const capacity = await lockResource(tx, first.ressource);
  const { rows } = await tx.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM buchungen WHERE uuid = $1 FOR UPDATE`, [
    first.uuid,
  ]);
  if (!rows[0]) throw new BookingDecisionError('unbekannt');
  return { row: rows[0], capacity };
}

/** Would `count` more units on every day from `from` to `to` exceed the capacity beside what is accepted or blocked? */
async function overCapacity(
  tx: Sql,
  resource: string,
  from: string,
  to: string,
  count: number,
  capacity: number,
  except: string | null,
): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT tag FROM generate_series($2::date, $3::date, interval '1 day') AS tag
     JOIN buchungen b ON b.ressource = $1 AND b.storniert_am IS NULL AND b.status = 'accepted'
      AND ($6::uuid IS NULL OR b.uuid <> $6::uuid) AND tag::date BETWEEN b.datum_von AND b.datum_bis
     GROUP BY tag HAVING sum(b.anzahl) + $4 > $5 LIMIT 1`,
    [resource, from, to, count, capacity, except],
  );
  return rows.length > 0;
}

export interface DecisionInput {
  entscheidung: 'annehmen' | 'ablehnen';
  version: number;
  von: string;
  nachricht: string | null;
}

/** Accepts or declines a request; answers the row before and after. */
export async function decideBooking(
  tx: Sql,
  uuid: string,
  input: DecisionInput,
): Promise<{ before: BookingRow; after: BookingRow }> {
  const { row, capacity } = await lockBooking(tx, uuid);
  if (row.sperre_grund !== null) throw new BookingDecisionError('sperre');
  if (row.version !== input.version) throw new BookingDecisionError('version');
  if (row.storniert_am) throw new BookingDecisionError('storniert');
  const status = input.entscheidung === 'annehmen' ? 'accepted' : 'declined';
  if (row.status === status) throw new BookingDecisionError('gleich');
  if (
    status === 'accepted' &&
    (await overCapacity(tx, row.ressource, row.datum_von, row.datum_bis, row.anzahl, capacity, row.uuid))
  )
    throw new BookingDecisionError('belegt');
  const { rows } = await tx.query<BookingRow>(
    `UPDATE buchungen SET status = $2, version = version + 1, entschieden_am = now(), entschieden_von = $3, nachricht = $4
     WHERE uuid = $1 RETURNING ${BOOKING_COLUMNS}`,
    [row.uuid, status, input.von, input.nachricht],
  );
  return { before: row, after: rows[0]! };
}

export interface BlockInput {
  kind: Buchungsart;
  resource: string;
  from: string;
  to: string;
  count: number;
  grund: string;
  von: string;
}

/** Blocks days (maintenance): an accepted record without a resident, so the calendars show them taken. */
export async function insertBlock(tx: Sql, block: BlockInput): Promise<BookingRow> {
  const capacity = await lockResource(tx, block.resource);
  if (
    block.count > capacity ||
    (await overCapacity(tx, block.resource, block.from, block.to, block.count, capacity, null))
  )
    throw new BookingDecisionError('belegt');
  const { rows } = await tx.query<BookingRow>(
    `INSERT INTO buchungen (uuid, art, ressource, datum_von, datum_bis, anzahl, status, zeitraum, daten, sperre_grund,
       entschieden_am, entschieden_von, benachrichtigt_am)
     VALUES ($1, $2, $3, $4, $5, $6, 'accepted', $7, '{}'::jsonb, $8, now(), $9, now()) RETURNING ${BOOKING_COLUMNS}`,
    [
      randomUUID(),
      block.kind,
      block.resource,
      block.from,
      block.to,
      block.count,
      block.kind === 'raum' ? 'Ganztägig' : null,
      block.grund,
      block.von,
    ],
  );
  return rows[0]!;
}

/** Lifts a block: its days are free again. */
export async function removeBlock(tx: Sql, uuid: string, version: number): Promise<BookingRow> {
  const { row } = await lockBooking(tx, uuid);
  if (row.sperre_grund === null) throw new BookingDecisionError('sperre');
  if (row.version !== version) throw new BookingDecisionError('version');
  await tx.query('DELETE FROM buchungen WHERE uuid = $1', [row.uuid]);
  return row;
}
