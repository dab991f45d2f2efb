// Stored content outlives its schema: a page seeded in block version 1 is read in the current shape everywhere
// (version, draft, diff), a save writes the current version, no stored row is rewritten, and an older instance that
// finds blocks of a newer release serves the newest version it can read and says why (README „Mehrere Instanzen“).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import { addReportSink, type ReportEvent } from '@/lib/error-reporting';
import { getPageVersion, listPageVersions, savePageVersion } from '@/lib/redaktion/store/page-versions';
import { pageEnvelope } from '@/lib/redaktion/store/published';
import { seedContent } from '@/lib/redaktion/store/seed';
import { blockSchemas, schemaLookup, sharedSchemas } from '@/lib/blocks/site-schemas';
import { diffPages } from '@/lib/redaktion/shared/version-diff';
import { insertVersion, markPublished, PAGE_KIND } from '@/lib/redaktion/store/versions';
import { onEachDatabase } from '../../../support/databases';
import { CONTENT, franz, idAt, refusal, rita } from '../../../support/redaktion-store';

const PFAD = '/de/rathaus/kontakt';
type Block = Seite['content'][number] & { version?: number };

async function storedRow(db: Database, versionId: number): Promise<Seite> {
  const { rows } = await db.query<{ inhalt: Seite }>('SELECT inhalt FROM dokument_versionen WHERE id = $1', [
    versionId,
  ]);
  return rows[0]!.inhalt;
}
const anfahrt = (page: Seite) => page.content.find((b) => b.id === 'kt-anfahrt') as Block;

onEachDatabase('block versions in the store', (open) => {
  let db: Database;
  let id: string;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
    id = await idAt(db, PFAD);
  }, 120_000);

  it('reads a version stored in block version 1 in the current shape, and leaves the row as stored', async () => {
    const [seeded] = await listPageVersions(db, id);
    const read = await getPageVersion(db, id, seeded!.id);
    expect(anfahrt(read.inhalt as Seite)).toMatchObject({
      version: 2,
      options: { titel: { text: 'Anfahrt & Parken', ebene: 2 } },
    });
    expect(anfahrt(await storedRow(db, seeded!.id))).not.toHaveProperty('version');
    expect(anfahrt(await storedRow(db, seeded!.id)).options).toMatchObject({ titel: 'Anfahrt & Parken' });
    expect(anfahrt((await pageEnvelope(db, PFAD)) as Seite).options).toMatchObject({ titel: { ebene: 2 } });
  });

  it('saves the current version, and the diff against the old version shows only the real edit', async () => {
    const [seeded] = await listPageVersions(db, id);
    const old = (await getPageVersion(db, id, seeded!.id)).inhalt as Seite;
    const edited = structuredClone(old);
    (anfahrt(edited).options as { titel: { ebene: number } }).titel.ebene = 3;
    const { version } = await savePageVersion(db, rita, id, edited);
    const row = await storedRow(db, version.id);
    expect(row.content.filter((b) => b.template === 'text').every((b) => (b as Block).version === 2)).toBe(true);
    expect(anfahrt(row).options).toMatchObject({ titel: { text: 'Anfahrt & Parken', ebene: 3 } });
    const diff = diffPages(await storedRow(db, seeded!.id), row, {
      page: sharedSchemas.seite!,
      blocks: blockSchemas,
      lookup: schemaLookup,
    });
    expect(diff.page).toEqual([]);
    expect(diff.blocks).toEqual([
      {
        kind: 'geaendert',
        id: 'kt-anfahrt',
        template: 'text',
        at: expect.anything(),
        fields: [{ pointer: '/titel/ebene', label: 'Überschrift › Ebene', before: '2', after: '3' }],
      },
    ]);
  });

  describe('rolling release: blocks written by a newer release', () => {
    const newer = (page: Seite): Seite => ({
      ...page,
      content: page.content.map((b) =>
        b.id === 'kt-anfahrt' ? ({ ...b, version: 3, options: { ueberschrift: 'Neu' } } as Block) : b,
      ),
    });

    it('refuses to save them here instead of losing what the newer release added', async () => {
      const current = (await pageEnvelope(db, PFAD)) as Seite;
      const refused = await refusal(savePageVersion(db, rita, id, newer(current)));
      expect(refused.status).toBe(409);
      expect(refused.message).toContain('„text“ (Version 3, hier bekannt: 2)');
      // The page envelope of a newer release likewise.
      const page = await refusal(savePageVersion(db, rita, id, { ...current, version: 4 }));
      expect(page).toMatchObject({
        status: 409,
        message:
          'Die Seite wurde mit einer neueren Version der Website gespeichert (Version 4). Bitte bearbeiten Sie sie dort, wo die neue Version läuft.',
      });
    });

    it('serves the newest version published before that it can read, and logs why', async () => {
      const events: ReportEvent[] = [];
      const remove = addReportSink((e) => events.push(e));
      const before = (await pageEnvelope(db, PFAD)) as Seite;
      // What a newer instance stores and publishes (this build's save would refuse it).
      await db.transaction(async (tx) => {
        const stored = await insertVersion(tx, PAGE_KIND, id, newer(before), { fehler: 0, meldungen: [] }, franz);
        await markPublished(tx, PAGE_KIND, franz, id, stored.id);
      });
      expect(await pageEnvelope(db, PFAD)).toEqual(before);
      expect(await pageEnvelope(db, PFAD, { draft: true })).not.toEqual(before);
      remove();
      expect(events).toEqual([
        expect.objectContaining({
          level: 'warning',
          message: expect.stringMatching(
            /^Seite \/de\/rathaus\/kontakt: die veröffentlichte Fassung enthält Inhalte einer neueren Version \(text v3 \(bekannt: v2\)\); diese Instanz zeigt die zuvor veröffentlichte Version 1$/,
          ),
        }),
      ]);
    });
  });
});
