// The Inhaltsprüfung on a store holding versions in every state: counts per block type, stored version and state,
// clean migrations, every finding with page, version, state, field and German message, and whether published or
// scheduled content would break.
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { archivePage, createPage } from '@/lib/redaktion/store/pages';
import { savePageVersion } from '@/lib/redaktion/store/page-versions';
import { seedContent } from '@/lib/redaktion/store/seed';
import { contentReport } from '@/lib/redaktion/store/content-report';
import { insertVersion, markPublished, PAGE_KIND } from '@/lib/redaktion/store/versions';
import { reportText } from '@/scripts/inhalte-pruefen';
import { onEachDatabase } from './databases';
import { ada, CONTENT, franz, rita } from './support';

const v1Text = (id: string, options: Record<string, unknown>) => ({ id, template: 'text', slotName: 'main', options });
const page = (content: unknown[]) => ({ pageLayout: 'default', title: 'Prüfung', content });

/** Stored as an older release stored it: rows in block version 1, no `version` key (this build's save would stamp). */
async function storeV1(db: Database, seiteId: string, content: unknown[]): Promise<number> {
  const stored = await insertVersion(db, PAGE_KIND, seiteId, page(content), { fehler: 0, meldungen: [] }, rita);
  return stored.id;
}

onEachDatabase('Inhaltsprüfung', (open) => {
  let db: Database;
  let seeded: Awaited<ReturnType<typeof contentReport>>;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
    seeded = await contentReport(db);
  }, 120_000);

  it('counts the seed as published version 1 blocks that all migrate cleanly', () => {
    const text = seeded.zeilen.find((z) => z.template === 'text' && z.version === 1)!;
    expect(text.anzahl.veroeffentlicht).toBeGreaterThan(50);
    expect(text.sauber).toBe(text.anzahl.veroeffentlicht);
    expect(seeded).toMatchObject({ befunde: [], bricht: false });
    // The pages of events, news items, offices, staff and directory entries come from their entries (collections).
    expect(seeded.fassungen).toBeGreaterThan(75);
  });

  it('sorts every state, names each block that fails after migration, and breaks only for published or scheduled', async () => {
    const make = async (pfad: string) =>
      (await createPage(db, rita, { pfad, titel: 'Prüfung', layout: 'default' })).seite.id;
    // history (older draft) and entwurf (newest draft, saved by this build: version 2)
    const a = await make('/de/pruefung-a');
    await storeV1(db, a, [v1Text('alt', { titel: 'Alt', text: '<p>alt</p>' })]);
    await savePageVersion(
      db,
      rita,
      a,
      page([{ id: 'neu', template: 'text', slotName: 'main', options: { text: '<p>neu</p>' } }]),
    );
    // zur_freigabe, invalid after migration (a text without text)
    const b = await make('/de/pruefung-b');
    const submitted = await storeV1(db, b, [v1Text('leer', { titel: 'Nur Titel' })]);
    await db.query("UPDATE dokument_versionen SET zustand = 'zur_freigabe' WHERE id = $1", [submitted]);
    // archiviert: a deleted page's version
    const c = await make('/de/pruefung-c');
    await storeV1(db, c, [v1Text('weg', { text: '<p>weg</p>' })]);
    await archivePage(db, ada, c);
    const clean = await contentReport(db);
    expect(clean.bricht).toBe(false);
    expect(clean.befunde).toEqual([
      expect.objectContaining({
        pfad: '/de/pruefung-b',
        zustand: 'zur_freigabe',
        template: 'text',
        blockVersion: 1,
        blockId: 'leer',
        feld: '/text',
        meldung: 'Bitte füllen Sie „Text“ aus.',
      }),
    ]);
    const textV1 = clean.zeilen.find((z) => z.template === 'text' && z.version === 1)!;
    const seededV1 = seeded.zeilen.find((z) => z.template === 'text' && z.version === 1)!;
    expect(textV1.anzahl).toEqual({ ...seededV1.anzahl, history: 1, zur_freigabe: 1, archiviert: 1 });
    expect(textV1.fehlerhaft).toBe(1);
    expect(clean.zeilen.find((z) => z.template === 'text' && z.version === 2)).toMatchObject({
      anzahl: { entwurf: 1 },
      sauber: 1,
    });

    // geplant: a scheduled publication of a version that fails after migration breaks the release
    const d = await make('/de/pruefung-d');
    const planned = await storeV1(db, d, [v1Text('geplant', { titel: 'x'.repeat(201), text: '<p>x</p>' })]);
    await db.query(
      `INSERT INTO dokument_zeitplaene (dokument_id, art, version_id, zeitpunkt, konto_id, konto_name, rolle)
       VALUES ($1, 'veroeffentlichen', $2, now() + interval '1 day', $3, $4, 'freigabe')`,
      [d, planned, franz.id, franz.name],
    );
    // veroeffentlicht: a block of a newer release, published (by a newer instance)
    const e = await make('/de/pruefung-e');
    await db.transaction(async (tx) => {
      const newer = await insertVersion(
        tx,
        PAGE_KIND,
        e,
        page([{ id: 'n', template: 'text', slotName: 'main', version: 9, options: {} }]),
        { fehler: 0, meldungen: [] },
        franz,
      );
      await markPublished(tx, PAGE_KIND, franz, e, newer.id);
    });
    const broken = await contentReport(db);
    expect(broken.bricht).toBe(true);
    expect(broken.befunde.map((f) => [f.pfad, f.zustand, f.feld, f.meldung])).toEqual([
      ['/de/pruefung-b', 'zur_freigabe', '/text', 'Bitte füllen Sie „Text“ aus.'],
      ['/de/pruefung-d', 'geplant', '/titel/text', '„Überschrift › Text“ darf höchstens 200 Zeichen lang sein.'],
      ['/de/pruefung-e', 'veroeffentlicht', '', 'Mit einer neueren Version der Website gespeichert (Version 9).'],
    ]);
    const text = reportText(broken, 12);
    expect(text).toContain(
      '/de/pruefung-d, Version 2 (Geplant), Block 1 „text“ v1, Feld /titel/text: „Überschrift › Text“ darf höchstens 200 Zeichen lang sein.',
    );
    expect(text).toMatch(/Ergebnis: veröffentlichte oder geplante Inhalte wären nach der Migration ungültig\.$/);
  });
});
