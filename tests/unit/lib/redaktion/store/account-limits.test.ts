// Admins assign editing rights per department (lib/redaktion/store/account-limits.ts): only admins list accounts and
// change a limit; offices must be of the site's list and subtrees site paths; the change is audit-logged with what it
// was before, and the account's next request acts with it (its actor carries the new limit).
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { actorOf, createEditorAccounts } from '@/lib/redaktion/store/accounts';
import { listAccounts, setAccountLimit } from '@/lib/redaktion/store/account-limits';
import { readAudit } from '@/lib/redaktion/store/audit';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';
import type { Abteilung, Actor } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT, refusal } from '../../../support/redaktion-store';

const LENA = '8f0c2b1e-3d4a-4c5b-9e6f-7a8b9c0d1e2f';

onEachDatabase('account limits', (open) => {
  let db: Database;
  let aemter: Abteilung[];
  beforeAll(async () => {
    db = await open();
    // Seeds the accounts of the content folder.
    await createEditorAccounts(async () => db, CONTENT).restore(LENA, 'kein-token');
    aemter = await readAbteilungen(CONTENT);
  }, 120_000);

  it('lists the accounts with role and limit for admins only', async () => {
    const konten = await listAccounts(db, ada);
    expect(konten.find((k) => k.id === LENA)).toMatchObject({
      email: 'redaktion@tannbrunn.example',
      rolle: 'redaktion',
      bereich: { abteilungen: [], pfade: [] },
    });
    const editor: Actor = { id: LENA, name: 'Lena Kienzler', role: 'redaktion' };
    expect(await refusal(listAccounts(db, editor))).toMatchObject({ status: 403 });
    expect(await refusal(setAccountLimit(db, editor, LENA, { abteilungen: [1] }, aemter))).toMatchObject({
      status: 403,
    });
  });

  it('sets a limit the account acts with at once, and logs it with what it was', async () => {
    const konto = await setAccountLimit(db, ada, LENA, { abteilungen: [6, 1, 1], pfade: ['/de/tourismus/'] }, aemter);
    expect(konto.bereich).toEqual({ abteilungen: [1, 6], pfade: ['/de/tourismus'] });
    expect((await actorOf(db, LENA))?.bereich).toEqual({ abteilungen: [1, 6], pfade: ['/de/tourismus'] });
    const { eintraege } = await readAudit(db, ada, { aktion: 'konto_bereich_geaendert' });
    expect(eintraege[0]?.details).toMatchObject({
      vorher: { abteilungen: [], pfade: [] },
      nachher: { abteilungen: [1, 6], pfade: ['/de/tourismus'] },
    });
    await setAccountLimit(db, ada, LENA, { abteilungen: [], pfade: [] }, aemter);
    expect((await actorOf(db, LENA))?.bereich).toEqual({ abteilungen: [], pfade: [] });
  });

  it('refuses offices not in the list, paths that are no site paths and unknown accounts, changing nothing', async () => {
    expect(await refusal(setAccountLimit(db, ada, LENA, { abteilungen: [99] }, aemter))).toMatchObject({
      status: 422,
      message: 'Bitte wählen Sie nur Ämter aus der Liste.',
    });
    expect(await refusal(setAccountLimit(db, ada, LENA, { pfade: ['/rathaus'] }, aemter))).toMatchObject({
      status: 422,
      message: expect.stringContaining('muss mit /de beginnen'),
    });
    expect(await refusal(setAccountLimit(db, ada, LENA, { pfade: '/de/x' }, aemter))).toMatchObject({ status: 422 });
    expect(await refusal(setAccountLimit(db, ada, '00000000-0000-4000-8000-000000000000', {}, aemter))).toMatchObject({
      status: 404,
    });
    expect((await actorOf(db, LENA))?.bereich).toEqual({ abteilungen: [], pfade: [] });
  });
});
