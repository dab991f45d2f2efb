// An in-memory database with the embedded booking service (demo reservations seeded) and the form
// API's dependencies, for tests that look at what was stored. Call inside a describe block.
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { forms } from '@/codegen/out/forms';
import type { Database } from '@/lib/db/database';
import { createEmbeddedSink } from '@/lib/redaktion/store/submission-inbox';
import type { FormApiDeps } from '@/lib/forms/submit-form';
import type { BookingService } from '@/lib/services/automation/booking-service';
import { createEmbeddedBooking } from '@/lib/services/automation/embedded-booking';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

const CONTENT = path.join(__dirname, '..', '..', '..', 'content');

export interface EmbeddedStores {
  db: Database;
  booking: BookingService;
  formApi: FormApiDeps;
  /** Rows in a table now. */
  rows(table: 'buchungen' | 'formular_eingaenge'): Promise<number>;
}

export function useEmbeddedStores(): EmbeddedStores {
  const stores = {} as EmbeddedStores;
  beforeAll(async () => {
    const db = await openMigratedPglite();
    stores.db = db;
    stores.booking = createEmbeddedBooking(async () => db, CONTENT);
    await stores.booking.radReservations('ebike'); // the demo reservations first
    stores.formApi = { database: async () => db, sink: createEmbeddedSink(async () => db), forms };
    stores.rows = async (table) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  }, 120_000);
  afterAll(() => stores.db?.close());
  return stores;
}
