// The embedded mode's bookings: the database (PGlite or PostgreSQL) plus the demo rooms and
// demo reservations of content/buchungen/.
import type { Database } from '@/lib/db/database';
import { addDays, isWeekend, todayInBerlin } from '@/lib/format/kalendertag';
import {
  bookingState,
  cancelBooking,
  insertBooking,
  radReservations,
  raumReservations,
  raumResource,
} from './booking-store';
import type { ReservationStatus, Zeitraum } from './booking-types';
import { readContentJson } from '@/lib/content/content-files';
import { BookingInvalidError, bookedSpan, type BookingService } from './booking-service';

interface DemoRaeume {
  raeume: { id: string; branchenId: string; name: string }[];
}

interface DemoSeed {
  uuid: string;
  ab_heute: number;
  tage?: number;
  bikes?: number;
  raum?: string;
  status: ReservationStatus;
  zeitraum?: Zeitraum;
}

interface DemoReservations {
  ebike: DemoSeed[];
  lastenrad: DemoSeed[];
  raeume: DemoSeed[];
}

function nextWeekday(day: string): string {
  let result = day;
  while (isWeekend(result)) result = addDays(result, 1);
  return result;
}

/** Demo reservations, dated from the first start on; kept (by uuid) once written. */
async function seed(db: Database, contentDir: string): Promise<void> {
  const demo = (await readContentJson(contentDir, ['buchungen', 'reservierungen'])) as DemoReservations | undefined;
  if (!demo) return;
  const today = todayInBerlin();
  const { rows } = await db.query<{ uuid: string }>(
    'SELECT uuid::text AS uuid FROM buchungen WHERE uuid = ANY($1::uuid[])',
    [[...demo.ebike, ...demo.lastenrad, ...demo.raeume].map((s) => s.uuid)],
  );
  const present = new Set(rows.map((r) => r.uuid));
  const add = async (s: DemoSeed, kind: 'ebike' | 'lastenrad' | 'raum') => {
    if (present.has(s.uuid)) return;
    const from = kind === 'lastenrad' ? nextWeekday(addDays(today, s.ab_heute)) : addDays(today, s.ab_heute);
    const to = addDays(from, (s.tage ?? 1) - 1);
    const resource = kind === 'raum' ? raumResource(s.raum ?? '') : kind;
    await insertBooking(db, {
      kind,
      resource,
      from,
      to: kind === 'lastenrad' ? nextWeekday(to) : to,
      count: s.bikes ?? 1,
      data: { demo: true },
      status: s.status,
      zeitraum: s.zeitraum,
      uuid: s.uuid,
    }).catch(() => {
      // A demo record that no longer fits (dates taken meanwhile) is simply left out.
    });
  };
  for (const s of demo.ebike) await add(s, 'ebike');
  for (const s of demo.lastenrad) await add(s, 'lastenrad');
  for (const s of demo.raeume) await add(s, 'raum');
}

export function createEmbeddedBooking(openDatabase: () => Promise<Database>, contentDir: string): BookingService {
  let ready: Promise<Database> | undefined;
  const database = () => {
    ready ??= openDatabase().then(async (db) => {
      await seed(db, contentDir);
      return db;
    });
    ready.catch(() => (ready = undefined));
    return ready;
  };
  const raeume = async () =>
    ((await readContentJson(contentDir, ['buchungen', 'raeume'])) as DemoRaeume | undefined)?.raeume ?? [];
  return {
    async radReservations(kind) {
      return radReservations(await database(), kind);
    },
    async raumReservations(raumId) {
      return raumReservations(await database(), raumId);
    },
    async findRaum(branchenId) {
      return (await raeume()).find((r) => r.branchenId === branchenId)?.id ?? null;
    },
    async submit(kind, request) {
      const db = await database();
      const span = bookedSpan(kind, request);
      if (span.raumId !== undefined && !(await raeume()).some((r) => r.id === span.raumId)) {
        throw new BookingInvalidError({ raum: 'Bitte wählen Sie einen Raum aus.' });
      }
      const resource = span.raumId !== undefined ? raumResource(span.raumId) : kind;
      return {
        uuid: await insertBooking(db, {
          kind,
          resource,
          from: span.from,
          to: span.to,
          count: span.count,
          data: request,
        }),
      };
    },
    async cancel(kind, uuid) {
      return cancelBooking(await database(), kind, uuid);
    },
    async status(kind, uuid) {
      return bookingState(await database(), kind, uuid);
    },
  };
}
