// The embedded booking store under load: 50 simultaneous requests for the last e-bike and for one
// room day give exactly one 201 and 49 x 409, with no lost or duplicated row - on PGlite, and on
// a real PostgreSQL when DATABASE_URL is set (tests/run-all.mjs starts Debian's postgresql).
// Then 1,000 malformed submissions: never a 5xx, never a row.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/lib/db/postgres-database';
import { migrate } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/database';
import { ebikeRequest as ebike, PERSON as person, weekdayAhead } from '../../../../support/booking-requests';
import { cancelBookingRequest, submitBooking } from '@/lib/buchungen/api';
import { createEmbeddedBooking } from '@/lib/services/automation/embedded-booking';
import type { Buchungsart } from '@/codegen/out/form-names';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

const CONTENT = path.join(PROJECT_ROOT, 'content');
const room = (day: string) => ({
  raum: '12',
  datum: day,
  veranstalter: 'Privat',
  veranstaltung: 'Feier',
  ...person,
  datenschutz: true,
});

async function rowCount(db: Database): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM buchungen')).rows[0]!.n;
}

function raceSuite(name: string, open: () => Promise<Database>) {
  describe(name, () => {
    let db: Database;
    let service: ReturnType<typeof createEmbeddedBooking>;
    beforeAll(async () => {
      db = await open();
      await migrate(db);
      service = createEmbeddedBooking(async () => db, CONTENT);
      await service.radReservations('ebike'); // seeds the demo reservations first
    }, 120_000);
    afterAll(() => db?.close());

    it('50 simultaneous requests for the last e-bike: one 201, 49 x 409, one row', async () => {
      const day = weekdayAhead(120);
      expect((await submitBooking(service, 'ebike', ebike(day, 3))).status).toBe(201);
      const before = await rowCount(db);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => submitBooking(service, 'ebike', ebike(day, 1))),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(await rowCount(db)).toBe(before + 1);
      const { rows } = await db.query<{ n: number }>(
        "SELECT sum(anzahl)::int AS n FROM buchungen WHERE ressource = 'ebike' AND storniert_am IS NULL AND $1::date BETWEEN datum_von AND datum_bis",
        [day],
      );
      expect(rows[0]!.n).toBe(4);
    });

    it('50 simultaneous requests for one room day: one 201, 49 x 409, one row', async () => {
      const day = weekdayAhead(130);
      const before = await rowCount(db);
      const answers = await Promise.all(Array.from({ length: 50 }, () => submitBooking(service, 'raum', room(day))));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
      expect(await rowCount(db)).toBe(before + 1);
      // Cancelled, the day is free again; a second cancel fails.
      const uuid = (answers.find((a) => a.status === 201)!.body as { uuid: string }).uuid;
      expect((await cancelBookingRequest(service, 'raum', { uuid })).status).toBe(200);
      expect((await cancelBookingRequest(service, 'raum', { uuid })).status).toBe(404);
      expect((await cancelBookingRequest(service, 'ebike', { uuid: randomUUID() })).status).toBe(404);
      expect((await submitBooking(service, 'raum', room(day))).status).toBe(201);
    });

    it('blocked room days do not count as conflicts; an unknown room is refused', async () => {
      const reserved = await service.raumReservations('12');
      const blocked = reserved.find((r) => r.status === 'blocked');
      expect(blocked?.zeitraum).toBe('Vormittags');
      expect((await submitBooking(service, 'raum', room(blocked!.datum))).status).toBe(201);
      expect((await submitBooking(service, 'raum', { ...room(weekdayAhead(140)), raum: '999' })).status).toBe(422);
    });

    it('1,000 malformed submissions: no 5xx, no row written', { timeout: 120_000 }, async () => {
      const before = await rowCount(db);
      const kinds: Buchungsart[] = ['ebike', 'lastenrad', 'raum'];
      const junk = [
        null,
        0,
        -1,
        1e309,
        '',
        ' ',
        'x'.repeat(5000),
        true,
        [],
        {},
        '2026-02-30',
        '9999-12-31',
        '<script>',
        { $gt: '' },
        ['a'],
        NaN,
      ];
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
      const bases = {
        ebike: ebike(weekdayAhead(150), 2),
        lastenrad: { ...ebike(weekdayAhead(150), 1) },
        raum: room(weekdayAhead(150)),
      };
      for (let i = 0; i < 1000; i += 1) {
        const kind = pick(kinds);
        const base: Record<string, unknown> = { ...bases[kind] };
        if (kind === 'lastenrad') for (const key of ['anzahl', 'groesse_0', 'schwarzwaldcard']) delete base[key];
        // One required field is always broken (null or missing), up to three more get junk;
        // sometimes the body is not an object at all.
        const keys = Object.keys(base);
        const broken = pick(keys.filter((k) => k !== 'schwarzwaldcard'));
        if (random() < 0.5) base[broken] = null;
        else delete base[broken];
        for (let j = 0; j < Math.floor(random() * 4); j += 1) base[pick(keys.filter((k) => k !== broken))] = pick(junk);
        if (i % 7 === 0) base.__proto__evil = { polluted: true };
        const body =
          i % 50 === 0 ? pick(junk) : i % 33 === 0 ? JSON.parse(`{"__proto__": {"x": 1}, "datum": 5}`) : base;
        const answer = await submitBooking(service, kind, body);
        expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(422);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await rowCount(db)).toBe(before);
    });
  });
}

raceSuite('booking store on PGlite', openMigratedPglite);

const url = process.env.DATABASE_URL;
describe.runIf(Boolean(url))('on PostgreSQL', () => {
  // A fresh schema per run, so reruns and other suites never see each other's rows.
  const schema = `buchung_test_${Date.now()}`;
  let admin: Database;
  beforeAll(async () => {
    admin = openPostgres(url!);
    await admin.query(`CREATE SCHEMA ${schema}`);
  }, 60_000);
  afterAll(async () => {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  });
  const withSchema = () => {
    const target = new URL(url!);
    target.searchParams.set('options', `-c search_path=${schema},public`);
    return Promise.resolve(openPostgres(target.toString()));
  };
  raceSuite('booking store on PostgreSQL', withSchema);
});
