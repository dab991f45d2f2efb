// The embedded search against a real PGlite: German stemming, titles ranked above body text, paging, the index built
// lazily from the published pages of the store (seeded from a content folder) and rebuilt on the next search after a
// publication, unpublication or deletion; private answers never indexed.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { publishPageVersion, savePageVersion, unpublishPage } from '@/lib/redaktion/store/page-versions';
import { submitForApproval } from '@/lib/redaktion/store/workflow';
import { archivePage, createPage } from '@/lib/redaktion/store/pages';
import type { Actor } from '@/lib/redaktion/shared/types';
import { hitTarget } from '@/lib/search/hit-target';
import { createEmbeddedSearch } from '@/lib/redaktion/embedded/embedded-search';
import { entryKind, publishEntryVersion, saveEntryVersion, unpublishEntry } from '@/lib/redaktion/store/entries';
import { submitVersion } from '@/lib/redaktion/store/workflow';
import { sammlung } from '@/lib/sammlungen/registry';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
let contentDir: string;
const rebuilds: number[] = [];

const page = (title: string, text: string, extra: object = {}) => ({
  pageLayout: 'default',
  title,
  breadcrumbs: [
    { title: 'Startseite', href: '/de' },
    { title: 'Leben', href: '/de/leben' },
  ],
  content: [{ template: 'text', slotName: 'main', options: { text: `<p>${text}</p>` } }],
  ...extra,
});

async function put(name: string, value: unknown) {
  const file = path.join(contentDir, `${name}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(value));
}

function search(checkIntervalMs = 60_000) {
  return createEmbeddedSearch({
    contentDir,
    database: async () => db,
    checkIntervalMs,
    onRebuild: ({ documents }) => rebuilds.push(documents),
  });
}

beforeAll(async () => {
  db = await openMigratedPglite();
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'suche-'));
  await put('seiten/index', page('Willkommen in Tannbrunn', 'Luftkurort im Schwarzwald.'));
  // The term five times in the body, never in the title ...
  await put(
    'seiten/tourismus',
    page(
      'Urlaub im Hochtal',
      'Lastenrad hier, Lastenrad dort: mit dem Lastenrad zum See, das Lastenrad am Bahnhof, ein Lastenrad für alle.',
    ),
  );
  // ... and once in a title: the title wins.
  await put('seiten/lastenrad-leihen', page('Das Lastenrad der Gemeinde', 'Ausleihe montags bis freitags.'));
  // Answers under content/api that are no collection's seed (collections are answered and indexed from the store).
  await put('seiten/rathaus/mitarbeiter', {
    ...page('Mitarbeiterinnen und Mitarbeiter', 'Ihre Ansprechpartner im Rathaus.'),
    content: [
      { template: 'mitarbeiter-liste', slotName: 'main', context: { endpoint: '/api/cms/personal' }, options: {} },
    ],
  });
  await put('api/cms/personal', {
    data: [
      {
        id: 1,
        vorname: 'Hanna',
        nachname: 'Kaltenbach',
        funktion: 'Bürgerbüro, Meldewesen',
        email: 'buergerbuero@tannbrunn.example',
      },
      {
        id: 2,
        vorname: 'Jonas',
        nachname: 'Wiesler',
        funktion: 'Bauamt',
        detailURL: '/de/rathaus/mitarbeiter/wiesler',
      },
    ],
  });
  await put('seiten/rathaus/was-erledige-ich-wo', {
    ...page('Was erledige ich wo?', 'Dienstleistungen von A bis Z.'),
    content: [{ template: 'wegweiser', slotName: 'main', context: { endpoint: '/api/cms/anliegen' }, options: {} }],
  });
  await put('api/cms/anliegen', {
    data: [{ id: 7, titel: 'Personalausweis beantragen', text: 'Den Ausweis beantragen Sie im Bürgerbüro.' }],
  });
  // An answer no public page shows, and one under a private section: never indexed.
  await put('api/cms/geheim', { data: [{ id: 1, titel: 'Geheimsache Lastenrad' }] });
  await put('api/cms/intranet/rubrik/texte', { data: [{ id: 1, titel: 'Interne Dienstanweisung Lastenrad' }] });
  // A collection's seed: its entries are published entries of the store, and indexed from there.
  await put('seiten/leben/pinnwand', {
    ...page('Pinnwand', 'Biete, suche, verschenke.'),
    content: [{ template: 'pinnwand', slotName: 'main', context: { endpoint: '/api/cms/pinnwand' }, options: {} }],
  });
  await put('api/cms/pinnwand', {
    data: [{ id: 501, kategorie: 'Biete', titel: 'Kinderfahrrad 20 Zoll', text: 'Gut erhalten, mit Klingel.' }],
  });
  for (let i = 1; i <= 23; i++)
    await put(`seiten/veranstaltungen/fest-${i}`, page(`Sommerfest Nummer ${i}`, 'Musik, Essen und Trinken.'));
  // PGlite's first start takes seconds on a busy machine.
}, 120_000);

afterAll(async () => {
  await db.close();
  await rm(contentDir, { recursive: true, force: true });
});

describe('embedded search', () => {
  it('builds the index on first use, once', async () => {
    const service = search();
    rebuilds.length = 0;
    await service.search('Tannbrunn', 1);
    await service.search('Tannbrunn', 1);
    expect(rebuilds).toHaveLength(1);
    expect(rebuilds[0]).toBeGreaterThan(25);
  });

  it("stems German words: 'Lastenräder' finds 'Lastenrad'", async () => {
    const answer = await search().search('Lastenräder', 1);
    const titles = answer.treffer.map((h) => h._source.titel);
    expect(titles).toContain('Das Lastenrad der Gemeinde');
    expect(titles).toContain('Urlaub im Hochtal');
  });

  it('ranks a title hit above a page that only mentions the term in its body, however often', async () => {
    const answer = await search().search('Lastenrad', 1);
    expect(answer.treffer.map((h) => h._source.titel)).toEqual(['Das Lastenrad der Gemeinde', 'Urlaub im Hochtal']);
    expect(answer.treffer[0]!._score!).toBeGreaterThan(0);
  });

  it('ranks by weight when both hits are in the title or both in the body', async () => {
    const answer = await search().search('Mitarbeiter', 1);
    expect(answer.treffer[0]!._source.titel).toBe('Mitarbeiterinnen und Mitarbeiter');
  });

  it('never indexes answers that no public page shows or that are private', async () => {
    const titles = (await search().search('Lastenrad', 1)).treffer.map((h) => h._source.titel);
    expect(titles.join(' ')).not.toMatch(/Geheimsache|Dienstanweisung/);
  });

  it('finds entries of block answers, linked to their own page or to the page showing them', async () => {
    const hanna = (await search().search('Meldewesen', 1)).treffer;
    expect(hanna.map((h) => [h._source.titel, hitTarget(h)])).toEqual([
      ['Hanna Kaltenbach', '/de/rathaus/mitarbeiter'],
    ]);
    const jonas = (await search().search('Wiesler', 1)).treffer;
    expect(hitTarget(jonas[0]!)).toBe('/de/rathaus/mitarbeiter/wiesler');
    expect(jonas[0]!._source.rubrik).toBe('Mitarbeiterinnen und Mitarbeiter');
  });

  it("gives 'Was erledige ich wo?' entries as wegweiser hits with es_pfad", async () => {
    const [hit] = (await search().search('Personalausweis', 1)).treffer;
    expect(hit).toMatchObject({
      _type: 'wegweiser',
      es_pfad_ext: '',
      _source: { es_pfad: '/de/rathaus/was-erledige-ich-wo', titel: 'Personalausweis beantragen' },
    });
  });

  it('pages the hits ten at a time', async () => {
    const first = await search().search('Sommerfest', 1);
    expect(first).toMatchObject({ gesamt: 23, seite: 1, seiten: 3 });
    expect(first.treffer).toHaveLength(10);
    const last = await search().search('Sommerfest', 3);
    expect(last.treffer).toHaveLength(3);
    const beyond = await search().search('Sommerfest', 9);
    expect(beyond.seite).toBe(3);
    const all = new Set(
      [...first.treffer, ...(await search().search('Sommerfest', 2)).treffer, ...last.treffer].map((h) => h.url),
    );
    expect(all.size).toBe(23);
  });

  it('returns an excerpt around the term', async () => {
    const [hit] = (await search().search('Ausweis', 1)).treffer;
    expect(hit!._source.text).toContain('Bürgerbüro');
  });

  it('answers nothing for stop words only and for unknown terms, without failing on operators', async () => {
    expect((await search().search('der die das', 1)).gesamt).toBe(0);
    expect((await search().search('Quantenchromodynamik', 1)).treffer).toEqual([]);
    expect((await search().search("'):* & | ! <-> (", 1)).gesamt).toBe(0);
  });

  it('falls back to a prefix search when whole words find nothing', async () => {
    const titles = (await search().search('Lastenr', 1)).treffer.map((h) => h._source.titel);
    expect(titles[0]).toBe('Das Lastenrad der Gemeinde');
  });

  it('finds a published page on the next search, and neither an unpublished nor a deleted one', async () => {
    const service = search();
    const freigabe: Actor = { id: 'f-1', name: 'Franz Freigabe', role: 'freigabe' };
    const redaktion: Actor = { id: 'r-1', name: 'Rita Redaktion', role: 'redaktion' };
    expect((await service.search('Bienenhotel', 1)).gesamt).toBe(0);
    // Four eyes: one person writes, another publishes.
    const { seite } = await createPage(db, redaktion, { pfad: '/de/leben/natur', titel: 'Natur', layout: 'default' });
    const { version } = await savePageVersion(
      db,
      redaktion,
      seite.id,
      page('Ein Bienenhotel am Schulhof', 'Gebaut von der Klasse 6.'),
    );
    // Saved, not published: not public, not found.
    expect((await service.search('Bienenhotel', 1)).gesamt).toBe(0);
    rebuilds.length = 0;
    await submitForApproval(db, redaktion, seite.id, version.id);
    await publishPageVersion(db, freigabe, seite.id, version.id);
    const answer = await service.search('Bienenhotels', 1);
    expect(answer.treffer.map((h) => h.url)).toEqual(['/de/leben/natur']);
    expect(rebuilds).toHaveLength(1);
    await service.search('Bienenhotel', 1);
    expect(rebuilds).toHaveLength(1);

    await unpublishPage(db, freigabe, seite.id);
    expect((await service.search('Bienenhotel', 1)).gesamt).toBe(0);
    expect((await service.search('Sommerfest', 1)).gesamt).toBe(23);
    const { rows } = await db.query<{ id: string }>(
      "SELECT id FROM dokumente WHERE pfad = '/de/veranstaltungen/fest-1'",
    );
    await archivePage(db, freigabe, rows[0]!.id);
    expect((await service.search('Sommerfest', 1)).gesamt).toBe(22);
  });

  it('reads content/api again when its check interval has passed', async () => {
    let now = 0;
    const service = createEmbeddedSearch({
      contentDir,
      database: async () => db,
      checkIntervalMs: 1000,
      now: () => now,
    });
    expect((await service.search('Kaltenbach', 1)).gesamt).toBe(1);
    await put('api/cms/personal', { data: [{ id: 1, vorname: 'Hanna', nachname: 'Kaltenbach-Moser' }] });
    expect((await service.search('Moser', 1)).gesamt).toBe(0);
    now = 1000;
    expect((await service.search('Moser', 1)).treffer.map((h) => h._source.titel)).toEqual(['Hanna Kaltenbach-Moser']);
  });

  it('indexes the published entries of the collections from the store, and follows their publication', async () => {
    const service = search();
    const [hit] = (await service.search('Kinderfahrrad', 1)).treffer;
    expect(hit).toMatchObject({
      url: '/de/leben/pinnwand',
      _source: { titel: 'Kinderfahrrad 20 Zoll', rubrik: 'Pinnwand' },
    });
    const s = sammlung('pinnwand');
    const { rows } = await db.query<{ id: string }>(
      "SELECT id FROM dokumente WHERE art = 'eintrag' AND sammlung = 'pinnwand' AND kennung = 501",
    );
    const id = rows[0]!.id;
    const redaktion: Actor = { id: 'r-1', name: 'Rita Redaktion', role: 'redaktion' };
    const freigabe: Actor = { id: 'f-1', name: 'Franz Freigabe', role: 'freigabe' };
    const { version } = await saveEntryVersion(db, redaktion, s, id, {
      kategorie: 'Verschenke',
      titel: 'Laufrad für Kleinkinder',
      text: 'Abzuholen in Oberbrunn.',
    });
    // Saved, not yet published: the search still finds what is public.
    expect((await service.search('Laufrad', 1)).gesamt).toBe(0);
    await submitVersion(db, redaktion, entryKind('pinnwand'), id, version.id);
    await publishEntryVersion(db, freigabe, s, id, version.id);
    expect((await service.search('Laufrad', 1)).treffer.map((h) => h._source.titel)).toEqual([
      'Laufrad für Kleinkinder',
    ]);
    expect((await service.search('Kinderfahrrad', 1)).gesamt).toBe(0);
    await unpublishEntry(db, freigabe, s, id);
    expect((await service.search('Laufrad', 1)).gesamt).toBe(0);
  });
});
