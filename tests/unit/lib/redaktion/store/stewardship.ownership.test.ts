// A page's office decides who may edit, publish, withdraw and move it (department rights), so handing it to another
// office is an admin's action (issue 41, point 3): before, an unlimited editor could hand any page, even /de, to the
// Tourist-Information, whose limited approver could then publish it. A limited account hands pages only between its
// own offices. Every change of the office is logged with the office and review date before and after. Taken through
// the API's page action `zustaendigkeit`, as the editor calls it.
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { PAGE_ACTIONS } from '@/lib/redaktion/actions/page-actions';
import type { ActionInput } from '@/lib/redaktion/actions/api-route';
import { NUR_EIGENE_AEMTER } from '@/lib/redaktion/shared/permissions';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT, franz, idAt, rita } from '../../../support/redaktion-store';

/** The demo's approver limited to the Tourist-Information (office 7). */
const tourismus: Actor = { id: 't-1', name: 'Tanja', role: 'freigabe', bereich: { abteilungen: [7], pfade: [] } };
/** An editor limited to the Bürgerbüro (1) and the Tourist-Information (7). */
const beide: Actor = { id: 'b-1', name: 'Bea', role: 'redaktion', bereich: { abteilungen: [1, 7], pfade: [] } };

onEachDatabase('who hands a page to another office', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await ensureSeeded(db, CONTENT);
  }, 120_000);

  async function handOn(actor: Actor, pfad: string, abteilung: number) {
    const id = await idAt(db, pfad);
    const input: ActionInput = {
      db,
      actor,
      query: { id },
      body: { abteilung, pruefenBis: '2099-01-01' },
      renderVersion: async () => '',
    };
    try {
      return { status: (await PAGE_ACTIONS.zustaendigkeit!.POST!(input)).status };
    } catch (error) {
      if (!(error instanceof RedaktionError)) throw error;
      return { status: error.status, message: error.message };
    }
  }

  const ownerOf = async (pfad: string) =>
    (
      await db.query<{ abteilung: number }>("SELECT abteilung FROM dokumente WHERE pfad = $1 AND zustand = 'aktiv'", [
        pfad,
      ])
    ).rows[0]!.abteilung;

  it("refuses an unlimited editor or approver who hands /de to the Tourist-Information; the page stays its office's", async () => {
    const before = await ownerOf('/de');
    for (const actor of [rita, franz])
      expect(await handOn(actor, '/de', 7)).toEqual({
        status: 403,
        message: 'Das Übergeben einer Seite an ein anderes Amt ist der Rolle Administration vorbehalten.',
      });
    expect(await ownerOf('/de')).toBe(before);
    // The review date alone stays everybody's.
    expect(await handOn(rita, '/de', before)).toEqual({ status: 200 });
  });

  it('lets an admin hand a page on, and logs the office and review date before and after', async () => {
    const before = await ownerOf('/de/leben/abfall');
    expect(await handOn(ada, '/de/leben/abfall', 6)).toEqual({ status: 200 });
    expect(await ownerOf('/de/leben/abfall')).toBe(6);
    const { rows } = await db.query<{ aktion: string; details: Record<string, unknown> }>(
      'SELECT aktion, details FROM redaktion_protokoll WHERE objekt_id = $1 ORDER BY id DESC LIMIT 1',
      [await idAt(db, '/de/leben/abfall')],
    );
    expect(rows[0]).toMatchObject({
      aktion: 'seite_uebergeben',
      details: {
        pfad: '/de/leben/abfall',
        vorher: { abteilung: { id: before, name: 'Ordnungsamt' }, pruefenBis: expect.any(String) },
        nachher: { abteilung: { id: 6 }, pruefenBis: '2099-01-01' },
      },
    });
  });

  it('lets a limited account hand a page only between its own offices', async () => {
    expect(await ownerOf('/de/rathaus/kontakt')).toBe(1);
    expect(await handOn(tourismus, '/de/tourismus/kurpark', 3)).toEqual({ status: 403, message: NUR_EIGENE_AEMTER });
    expect(await handOn(beide, '/de/rathaus/kontakt', 3)).toEqual({ status: 403, message: NUR_EIGENE_AEMTER });
    expect(await handOn(beide, '/de/rathaus/kontakt', 7)).toEqual({ status: 200 });
    expect(await ownerOf('/de/rathaus/kontakt')).toBe(7);
    expect(await handOn(beide, '/de/rathaus/kontakt', 1)).toEqual({ status: 200 });
  });
});
