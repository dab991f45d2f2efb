// `npm run inhalte:migrieren`: a dry run changes nothing; writing brings every stored version to the current shapes
// in transactions, keeps what was there, leaves what this build cannot read, and a second run finds nothing to do.
// What every read serves is the same before and after. A version stays immutable for everything else.
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { createPage } from '@/lib/redaktion/store/pages';
import { getPageVersion } from '@/lib/redaktion/store/page-versions';
import { seedContent } from '@/lib/redaktion/store/seed';
import { insertVersion, PAGE_KIND } from '@/lib/redaktion/store/versions';
import { rewriteStoredContent } from '@/lib/redaktion/store/rewrite-content';
import { rewriteText } from '@/scripts/inhalte-migrieren';
import { onEachDatabase } from '../../../support/databases';
import { CONTENT, rita } from '../../../support/redaktion-store';

const page = (content: unknown[]) => ({ pageLayout: 'default', title: 'Umschreiben', content });

onEachDatabase('Inhalte migrieren', (open) => {
  let db: Database;
  let seite: string;
  let old: number;
  let newer: number;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
    seite = (await createPage(db, rita, { pfad: '/de/umschreiben', titel: 'U', layout: 'default' })).seite.id;
    const store = async (content: unknown[]) =>
      (await insertVersion(db, PAGE_KIND, seite, page(content), { fehler: 0, meldungen: [] }, rita)).id;
    old = await store([{ id: 'a', template: 'text', slotName: 'main', options: { titel: 'Alt', text: '<p>a</p>' } }]);
    newer = await store([{ id: 'n', template: 'text', slotName: 'main', version: 7, options: { neu: 1 } }]);
  }, 120_000);

  const raw = async (id: number) =>
    (await db.query<{ inhalt: unknown }>('SELECT inhalt FROM dokument_versionen WHERE id = $1', [id])).rows[0]!.inhalt;

  it('a dry run reports and changes nothing', async () => {
    const before = await raw(old);
    const bericht = await rewriteStoredContent(db);
    expect(bericht).toMatchObject({ schreiben: false, transaktionen: 0 });
    expect(bericht.umgeschrieben).toBeGreaterThan(75); // the seed's pages and menus: version 1 blocks without a version
    expect(bericht.migriert['block:text v1']).toBeGreaterThan(50);
    expect(bericht.geblieben).toEqual({ 'block:text v7: zu-neu': 1 });
    expect(await raw(old)).toEqual(before);
    expect(rewriteText(bericht, 10, 100)).toContain('Trockenlauf (nichts geschrieben; mit --schreiben ausführen)');
  });

  it('writes in transactions, keeps the old content, serves the same, and a second run has nothing to do', async () => {
    const readBefore = (await getPageVersion(db, seite, old)).inhalt;
    const stored = await raw(old);
    const bericht = await rewriteStoredContent(db, { schreiben: true });
    expect(bericht.transaktionen).toBeGreaterThan(0);
    expect(await raw(old)).toEqual({
      ...page([
        {
          id: 'a',
          template: 'text',
          slotName: 'main',
          version: 2,
          options: { titel: { text: 'Alt', ebene: 2 }, text: '<p>a</p>' },
        },
      ]),
      version: 1,
    });
    expect((await getPageVersion(db, seite, old)).inhalt).toEqual(readBefore);
    // The newer release's block is left as it was written.
    expect(await raw(newer)).toMatchObject({ content: [{ version: 7, options: { neu: 1 } }] });
    const { rows } = await db.query<{ inhalt: unknown; formen: unknown }>(
      "SELECT inhalt, formen FROM inhalt_vor_migration WHERE tabelle = 'dokument_versionen' AND version_id = $1",
      [old],
    );
    expect(rows).toEqual([{ inhalt: stored, formen: { seite: 1, 'block:text': 1 } }]);
    expect(await rewriteStoredContent(db, { schreiben: true })).toMatchObject({
      umgeschrieben: 0,
      transaktionen: 0,
      migriert: {},
    });
  });

  it('outside the rewrite a stored version stays immutable', async () => {
    await expect(db.query(`UPDATE dokument_versionen SET inhalt = '{}' WHERE id = $1`, [old])).rejects.toThrow(
      'Eine gespeicherte Version ist unveränderlich',
    );
  });
});
