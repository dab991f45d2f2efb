// Issue 41: "a file becomes public through a reference nobody sees" (its address in a block id, in an attribute the
// sanitiser drops, in a text) and "a banner link that merely contains a file's address makes that private file
// public". A file is public only while a published page, menu or banner shows or links it in a field that renders a
// link or an image, read by the same reader as the link checks (lib/blocks/content-links.ts). Block ids are uuids or
// the seed's readable ids, checked on save. And the stores made before: migration 201 decides their public files again.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import { migrate } from '@/lib/db/migrate';
import { MIGRATIONS } from '@/lib/db/migrations';
import { openPglite } from '@/lib/db/pglite-database';
import { uploadMedium } from '@/lib/medien/media-store';
import { isMediumPublic } from '@/lib/medien/media-visibility';
import { blockIdText, withValidBlockIds } from '@/lib/redaktion/shared/block-ids';
import { publishMenuVersion, saveMenuVersion } from '@/lib/redaktion/store/menus';
import { publishPageVersion, savePageVersion } from '@/lib/redaktion/store/page-versions';
import { createPage } from '@/lib/redaktion/store/pages';
import { onEachDatabase } from '../../../support/databases';
import { franz, refusal, rita, storedBanner, submitted } from '../../../support/redaktion-store';

const jpeg = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#2b5f8a' } })
    .jpeg()
    .toBuffer();

const envelope = (content: Seite['content'], extra: Partial<Seite> = {}) =>
  ({ pageLayout: 'default', title: 'Dateien', ...extra, content }) as Seite;

onEachDatabase('public files decided by rendering fields', (open) => {
  let db: Database;
  let pages = 0;

  beforeAll(async () => {
    db = await open();
  }, 120_000);

  /** Saves, submits and publishes the envelope on a new page. */
  async function publish(inhalt: Seite) {
    const { seite } = await createPage(db, rita, {
      pfad: `/de/dateien-${++pages}`,
      titel: 'Dateien',
      layout: 'default',
    });
    const { version } = await savePageVersion(db, rita, seite.id, inhalt);
    await publishPageVersion(db, franz, seite.id, await submitted(db, rita, seite.id, version.id));
    return seite.id;
  }

  it('a file named where no visitor sees it as a link or an image stays private', async () => {
    const datei = await uploadMedium(db, rita, 'versteckt.jpg', await jpeg());
    await publish(
      envelope(
        [
          {
            id: randomUUID(),
            template: 'text',
            slotName: 'main',
            options: {
              titel: { text: `Siehe ${datei.url}`, ebene: 2 },
              text: `<p title="${datei.url}" data-src="${datei.url}">Adresse: ${datei.url}</p><img srcset="${datei.url} 2x" alt=""><a data-href="${datei.url}">x</a>`,
            },
          },
          {
            id: randomUUID(),
            template: 'hero',
            slotName: 'hero',
            options: {
              titel: 'Umweg',
              link: `https://evil.example/?u=${datei.url}`,
              bildupload: { bild: '/bilder/tannsee.svg', bildtext: 'See' },
            },
          },
        ],
        { description: datei.url },
      ),
    );
    expect(await isMediumPublic(db, datei.id)).toBe(false);
  });

  it('a file shown as an image or linked in a marked field or in rich text is public', async () => {
    const bild = await uploadMedium(db, rita, 'bild.jpg', await jpeg());
    const verlinkt = await uploadMedium(db, rita, 'verlinkt.jpg', await jpeg());
    const imText = await uploadMedium(db, rita, 'im-text.jpg', await jpeg());
    // Spelt with entities, as a browser reads it too.
    const entities = await uploadMedium(db, rita, 'entitaeten.jpg', await jpeg());
    await publish(
      envelope([
        {
          id: randomUUID(),
          template: 'hero',
          slotName: 'hero',
          options: { titel: 'Held', link: verlinkt.url, bildupload: { bild: bild.url, bildtext: 'Bild' } },
        },
        {
          id: randomUUID(),
          template: 'text',
          slotName: 'main',
          options: {
            text: `<p><a href="${imText.url}?download=1">Plan</a> <a href="${entities.url.replace(/\//g, '&#47;')}">Karte</a></p>`,
          },
        },
      ]),
    );
    for (const medium of [bild, verlinkt, imText, entities])
      expect(await isMediumPublic(db, medium.id), medium.dateiname).toBe(true);
  });

  it('a menu entry makes a file public by its target only', async () => {
    const ziel = await uploadMedium(db, rita, 'ziel.jpg', await jpeg());
    const titel = await uploadMedium(db, rita, 'titel.jpg', await jpeg());
    const { version } = await saveMenuVersion(db, rita, 'Footer', {
      menuItems: [{ title: `Datei ${titel.url}`, href: ziel.url }],
    });
    await publishMenuVersion(db, franz, 'Footer', version.id);
    expect(await isMediumPublic(db, ziel.id)).toBe(true);
    expect(await isMediumPublic(db, titel.id)).toBe(false);
  });

  it('a banner link makes a file public when it is the file address itself, not when it contains it', async () => {
    const plan = await uploadMedium(db, rita, 'umleitung.jpg', await jpeg());
    const banner = (href: string) => storedBanner(db, { href, beginn: new Date(Date.now() - 3600_000).toISOString() });
    await banner(`https://evil.example/weiter?ziel=${plan.url}`);
    await banner(`/de/seite#${plan.url}`);
    expect(await isMediumPublic(db, plan.id)).toBe(false);
    await banner(plan.url.replace(/[^/]+$/, 'anderer-name.jpg'));
    expect(await isMediumPublic(db, plan.id)).toBe(true);
  });

  it('a block id must be a uuid or a readable id of the seed; anything else is refused and nothing is saved', async () => {
    const datei = await uploadMedium(db, rita, 'kennung.jpg', await jpeg());
    const { seite } = await createPage(db, rita, { pfad: '/de/kennungen', titel: 'Kennungen', layout: 'default' });
    const block = (id: unknown) => ({ id, template: 'text', slotName: 'main', options: { text: '<p>x</p>' } });
    const versions = async () =>
      (await db.query('SELECT count(*)::int AS n FROM dokument_versionen WHERE dokument_id = $1', [seite.id])).rows[0];
    const before = await versions();
    for (const id of [datei.url, 'https://example.org', 'Start Hero', 'a/b', 'x'.repeat(65), 42]) {
      const refused = await refusal(
        savePageVersion(db, rita, seite.id, envelope([block(randomUUID()), block(id)] as Seite['content'])),
      );
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(blockIdText(2, id));
    }
    expect(await versions()).toEqual(before);
    const { version } = await savePageVersion(
      db,
      rita,
      seite.id,
      envelope([block(randomUUID()), block('start-hero'), block(undefined), block('')] as Seite['content']),
    );
    const ids = (version.inhalt as Seite).content.map((b) => b.id);
    expect(ids[1]).toBe('start-hero');
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  });
});

describe('block ids the editor opens', () => {
  it('a stored id that may no longer be saved gets a new one; the others stay', () => {
    const stored = envelope([
      { id: 'start-hero', template: 'text', slotName: 'main' },
      { id: '/api/medien/x', template: 'text', slotName: 'main' },
      { template: 'text', slotName: 'main' },
    ] as Seite['content']);
    expect(withValidBlockIds(stored, () => 'neu').content.map((b) => b.id)).toEqual(['start-hero', 'neu', undefined]);
    const clean = envelope([{ id: 'start-hero', template: 'text', slotName: 'main' }] as Seite['content']);
    expect(withValidBlockIds(clean)).toBe(clean);
  });
});

describe('201: a store made before decides its public files again', () => {
  let db: Database;
  afterAll(() => db?.close());

  it('the rows of the old rule go; those of rendering fields stay; the link results are checked again', async () => {
    db = await openPglite(undefined);
    await db.query(
      'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const first = MIGRATIONS.findIndex((m) => m.name === '200-linkpruefung-intern');
    for (const migration of MIGRATIONS.slice(0, first)) {
      await db.transaction(async (tx) => {
        await migration.up(tx);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      });
    }
    const versteckt = randomUUID();
    const gezeigt = randomUUID();
    const inhalt = envelope([
      { id: `/api/medien/${versteckt}/x.jpg`, template: 'text', slotName: 'main', options: { text: '<p>x</p>' } },
      {
        id: 'bild',
        template: 'hero',
        slotName: 'hero',
        options: { titel: 'H', bildupload: { bild: `/api/medien/${gezeigt}/y.jpg`, bildtext: 'Y' } },
      },
    ]);
    const seite = randomUUID();
    await db.query("INSERT INTO seiten (id, pfad) VALUES ($1, '/de/vorher')", [seite]);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO seiten_versionen (seite_id, nummer, inhalt, autor_id, autor_name, zustand, freigegeben_von_id,
                                     freigegeben_von_name, veroeffentlicht_am)
       VALUES ($1, 1, $2::json, 'r-1', 'Rita', 'veroeffentlicht', 'f-1', 'Franz', now()) RETURNING id`,
      [seite, JSON.stringify(inhalt)],
    );
    await db.query('UPDATE seiten SET veroeffentlichte_version = $1 WHERE id = $2', [rows[0]!.id, seite]);
    await db.query(
      `INSERT INTO externe_links (url, host, ergebnis, http_status, meldung, geprueft_am, faellig_ab)
       VALUES ('http://127.0.0.1:8080/', '127.0.0.1:8080', 'kaputt', 500, 'Fehler', now(), now() + interval '1 day')`,
    );
    const publicFiles = async () =>
      (await db.query<{ medium_id: string }>('SELECT medium_id FROM medien_oeffentlich ORDER BY medium_id')).rows.map(
        (row) => row.medium_id,
      );
    // The old rule: any address anywhere in the JSON.
    expect(await publicFiles()).toEqual([versteckt, gezeigt].sort());

    expect(await migrate(db)).toEqual(MIGRATIONS.slice(first).map((m) => m.name));
    expect(await publicFiles()).toEqual([gezeigt]);
    const link = (await db.query('SELECT ergebnis, http_status, meldung, geprueft_am FROM externe_links')).rows[0];
    expect(link).toEqual({ ergebnis: null, http_status: null, meldung: null, geprueft_am: null });
    await db.query("UPDATE externe_links SET ergebnis = 'nicht_geprueft'");
    // Withdrawn: its rows go with it (the triggers keep that half).
    await db.query('UPDATE dokumente SET veroeffentlichte_version = NULL WHERE id = $1', [seite]);
    expect(await publicFiles()).toEqual([]);
  }, 120_000);
});
