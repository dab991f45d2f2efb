// The Redaktion opens the store seeded: on a fresh database its page tree lists the demo pages at once, before any
// public page has been requested (which used to be the only thing that seeded it).
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import { listPages } from '@/lib/redaktion/store/pages';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
vi.mock('@/lib/db', () => ({ getDatabase: async () => db }));

const { redaktionStore } = await import('@/lib/redaktion/store/redaktion-store');

beforeAll(async () => {
  db = await openMigratedPglite();
}, 120_000);
afterAll(() => db.close());

it('a fresh database shows the demo pages in the page tree', async () => {
  expect(await listPages(db)).toEqual([]);
  const store = await redaktionStore();
  const tree = await listPages(store);
  expect(tree.map((node) => node.pfad)).toContain('/de');
  expect(JSON.stringify(tree)).toContain('/de/rathaus');
});
