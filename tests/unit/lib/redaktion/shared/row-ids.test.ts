// Ids beyond what the database's integer columns hold name no row (issue 41, "500s left"): a version, schedule or
// audit id of 2^31 or more is answered 404 (or, for the audit log's paging, read as "every entry"), never handed to
// the database, where it failed the whole query with a 500 before.
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import type { ActionInput } from '@/lib/redaktion/actions/api-route';
import { MENU_ACTIONS } from '@/lib/redaktion/actions/menu-actions';
import { PAGE_ACTIONS } from '@/lib/redaktion/actions/page-actions';
import { readAudit } from '@/lib/redaktion/store/audit';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT, franz, idAt } from '../../../support/redaktion-store';

const TOO_LARGE = [2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER];

onEachDatabase('row ids beyond the integer range', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await ensureSeeded(db, CONTENT);
  }, 120_000);

  async function status(promise: Promise<unknown>): Promise<number | 'ok'> {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      if (!(error instanceof RedaktionError)) throw error;
      return error.status;
    }
  }

  it('answers 404 for a version or schedule id of 2^31 or more, on every action that takes one', async () => {
    const id = await idAt(db, '/de/tourismus');
    const input = (body: Record<string, unknown>, query: ActionInput['query'] = { id }): ActionInput => ({
      db,
      actor: franz,
      query,
      body,
      renderVersion: async () => '',
    });
    // Tomorrow at this time, as the schedule's Berlin wall-clock field sends it.
    const zeitpunkt = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'short',
    })
      .format(new Date(Date.now() + 86_400_000))
      .replace(' ', 'T');
    for (const large of TOO_LARGE) {
      const calls = {
        veroeffentlichen: () => PAGE_ACTIONS.veroeffentlichen!.POST!(input({ versionId: large })),
        einreichen: () => PAGE_ACTIONS.einreichen!.POST!(input({ versionId: large })),
        zurueckweisen: () => PAGE_ACTIONS.zurueckweisen!.POST!(input({ versionId: large, grund: 'Nein.' })),
        wiederherstellen: () => PAGE_ACTIONS['version-wiederherstellen']!.POST!(input({ versionId: large })),
        speichern: () => PAGE_ACTIONS.versionen!.POST!(input({ umschlag: {}, basisVersionId: large })),
        planen: () => PAGE_ACTIONS.termine!.POST!(input({ art: 'veroeffentlichen', versionId: large, zeitpunkt })),
        abbrechen: () => PAGE_ACTIONS['termin-abbrechen']!.POST!(input({ terminId: large })),
        menue: () => MENU_ACTIONS.veroeffentlichen!.POST!(input({ versionId: large }, { name: 'Footer' })),
      };
      for (const [name, call] of Object.entries(calls)) expect(await status(call()), `${name} ${large}`).toBe(404);
    }
  });

  it('reads the audit log older than an id beyond the range as the whole log', async () => {
    const all = await readAudit(db, ada, { limit: 5 });
    expect((await readAudit(db, ada, { limit: 5, vor: 2 ** 31 + 7 })).eintraege).toEqual(all.eintraege);
  });
});
