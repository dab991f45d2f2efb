// Seeding the store from content/: once, idempotently, also with several instances starting at once; every page and
// menu one published version by the system; stable block ids; later changes of content/ reach only what no editor
// has touched.
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { readAudit } from '@/lib/redaktion/store/audit';
import { savePageVersion, publishPageVersion } from '@/lib/redaktion/store/page-versions';
import { submitForApproval } from '@/lib/redaktion/store/workflow';
import { getPageInfo, listPages } from '@/lib/redaktion/store/pages';
import { menuContent, pageEnvelope } from '@/lib/redaktion/store/published';
import { ensureSeeded, seedContent, SYSTEM_ACTOR } from '@/lib/redaktion/store/seed';
import { readSeed } from '@/lib/redaktion/store/seed-source';
import type { Actor } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT, idAt } from '../../../support/redaktion-store';

const count = async (db: Database, sql: string) => Number((await db.query<{ n: number }>(sql)).rows[0]!.n);

onEachDatabase('seeding from content/', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  }, 120_000);

  it('gives every page and menu of content/ one published version by the system, stored as written', async () => {
    const report = await seedContent(db, CONTENT);
    const seed = await readSeed(CONTENT);
    expect(report).toMatchObject({ angelegt: seed.pages.length, aktualisiert: 0, archiviert: 0, menues: 7 });
    expect(await count(db, "SELECT count(*) AS n FROM dokumente WHERE art = 'seite'")).toBe(seed.pages.length);
    expect(
      await count(
        db,
        `SELECT count(*) AS n FROM dokument_versionen v JOIN dokumente s ON s.veroeffentlichte_version = v.id
         WHERE s.art = 'seite' AND v.nummer = 1 AND v.zustand = 'veroeffentlicht' AND v.autor_id = 'system' AND v.fehler = 0`,
      ),
    ).toBe(seed.pages.length);
    // Key order and all: exactly the file (a canonical naming the page's own path is the renderer's default anyway).
    const file = JSON.parse(await readFile(path.join(CONTENT, 'seiten', 'rathaus', 'kontakt.json'), 'utf8'));
    expect(file.canonical).toBe('/de/rathaus/kontakt');
    delete file.canonical;
    // Stored in the seed's block versions (1): reading migrates, the row stays as written.
    const { rows } = await db.query<{ inhalt: unknown }>(
      `SELECT v.inhalt FROM dokumente s JOIN dokument_versionen v ON v.id = s.veroeffentlichte_version WHERE s.pfad = $1`,
      ['/de/rathaus/kontakt'],
    );
    expect(JSON.stringify(rows[0]!.inhalt)).toBe(JSON.stringify(file));
    const menu = JSON.parse(await readFile(path.join(CONTENT, 'menues', 'hauptmenue.json'), 'utf8'));
    expect(JSON.stringify(await menuContent(db, 'Hauptmenü'))).toBe(JSON.stringify(menu));
    expect(
      await count(db, "SELECT count(*) AS n FROM dokumente WHERE art = 'menue' AND veroeffentlichte_version IS NULL"),
    ).toBe(0);
  });

  it('seeds once: a second run and ensureSeeded find it done', async () => {
    const before = await count(db, 'SELECT count(*) AS n FROM dokument_versionen');
    expect(await seedContent(db, CONTENT)).toBeNull();
    await ensureSeeded(db, CONTENT);
    await ensureSeeded(db, CONTENT);
    expect(await count(db, 'SELECT count(*) AS n FROM dokument_versionen')).toBe(before);
    const log = await readAudit(db, ada, { aktion: 'erstbefuellung' });
    expect(log.eintraege).toHaveLength(1);
    expect(log.eintraege[0]!.konto).toEqual({ id: 'system', name: SYSTEM_ACTOR.name, rolle: 'admin' });
  });

  it('lists the seeded pages as one tree under /de', async () => {
    const tree = await listPages(db);
    expect(tree.map((n) => n.pfad)).toEqual(['/de']);
    expect(tree[0]!.kinder.map((n) => n.pfad)).toContain('/de/rathaus');
    expect(tree[0]!.status).toBe('veroeffentlicht');
  });
});

onEachDatabase('seeding a changing content/ folder', (open) => {
  let db: Database;
  let dir: string;
  const write = async (name: string, value: unknown) => {
    const file = path.join(dir, `${name}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(value));
  };
  const page = (title: string, content: unknown[]) => ({ pageLayout: 'default', title, content });
  const text = (id: string | undefined, words: string) => ({
    ...(id ? { id } : {}),
    template: 'text',
    slotName: 'main',
    options: { text: `<p>${words}</p>` },
  });

  beforeAll(async () => {
    db = await open();
    dir = await mkdtemp(path.join(os.tmpdir(), 'seed-'));
    await write('seiten/index', page('Start', [text('start-text', 'Willkommen')]));
    await write('seiten/ohne-id', page('Ohne Kennung', [text(undefined, 'Erster'), text(undefined, 'Zweiter')]));
    await write('seiten/bleibt', page('Bleibt', [text('b', 'Unberührt')]));
    await write('seiten/redigiert', page('Redigiert', [text('r', 'Vom System')]));
    await write('seiten/verschwindet', page('Verschwindet', [text('v', 'Bald weg')]));
    await write('menues/footer', { menuItems: [{ title: 'Start', href: '/de' }] });
    expect(await seedContent(db, dir)).toMatchObject({ angelegt: 5, menues: 1 });
  }, 120_000);

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives blocks without an id a uuid once, which stays when content/ changes', async () => {
    const first = (await pageEnvelope(db, '/de/ohne-id')) as { content: { id: string }[] };
    const ids = first.content.map((b) => b.id);
    expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(2);
    await write(
      'seiten/ohne-id',
      page('Ohne Kennung', [text(undefined, 'Erster, geändert'), text(undefined, 'Zweiter')]),
    );
    expect(await seedContent(db, dir)).toMatchObject({ aktualisiert: 1, angelegt: 0 });
    const second = (await pageEnvelope(db, '/de/ohne-id')) as { content: { id: string; options: { text: string } }[] };
    expect(second.content.map((b) => b.id)).toEqual(ids);
    expect(second.content[0]!.options.text).toBe('<p>Erster, geändert</p>');
  });

  it('lets content/ update what no editor touched, never what an editor did; removes untouched pages it lost', async () => {
    const edited = await idAt(db, '/de/redigiert');
    const editor: Actor = { id: 'ed-1', name: 'Erika Redakteurin', role: 'redaktion' };
    const { version } = await savePageVersion(db, editor, edited, page('Redigiert', [text('r', 'Von Erika')]));
    await submitForApproval(db, editor, edited, version.id);
    await publishPageVersion(db, ada, edited, version.id);

    await write('seiten/bleibt', page('Bleibt', [text('b', 'Neu aus content/')]));
    await write('seiten/redigiert', page('Redigiert', [text('r', 'Neu aus content/')]));
    await write('seiten/neu', page('Neu', [text('n', 'Ganz neu')]));
    await write('menues/footer', { menuItems: [{ title: 'Startseite', href: '/de' }] });
    await rm(path.join(dir, 'seiten', 'verschwindet.json'));
    const verschwindet = await idAt(db, '/de/verschwindet');

    expect(await seedContent(db, dir)).toMatchObject({ angelegt: 1, aktualisiert: 1, archiviert: 1, menues: 1 });
    expect(JSON.stringify(await pageEnvelope(db, '/de/bleibt'))).toContain('Neu aus content/');
    expect(JSON.stringify(await pageEnvelope(db, '/de/redigiert'))).toContain('Von Erika');
    expect(JSON.stringify(await pageEnvelope(db, '/de/neu'))).toContain('Ganz neu');
    expect(await pageEnvelope(db, '/de/verschwindet')).toBeNull();
    expect((await getPageInfo(db, verschwindet)).status).toBe('archiviert');
    expect(await menuContent(db, 'Footer')).toEqual({ menuItems: [{ title: 'Startseite', href: '/de' }] });
  });

  it('leaves a seed page alone whose path an editor page has', async () => {
    const { rows } = await db.query<{ id: string }>(
      "INSERT INTO dokumente (id, pfad) VALUES (gen_random_uuid(), '/de/besetzt') RETURNING id",
    );
    expect(rows[0]).toBeTruthy();
    await write('seiten/besetzt', page('Aus content/', [text('x', 'Seed')]));
    expect(await seedContent(db, dir)).toMatchObject({ angelegt: 0, uebersprungen: ['/de/besetzt'] });
  });
});

onEachDatabase('several instances seeding at once', (open) => {
  it('seeds once when two connections start together', async () => {
    const a = await open();
    // PostgreSQL: two pools on one database, as two instances have. PGlite is one process's: two callers at once.
    const b = a.kind === 'postgres' ? await open() : a;
    const reports = await Promise.all([seedContent(a, CONTENT), seedContent(b, CONTENT), seedContent(a, CONTENT)]);
    expect(reports.filter(Boolean)).toHaveLength(1);
    const seed = await readSeed(CONTENT);
    const total = await count(
      a,
      "SELECT count(*) AS n FROM dokument_versionen v JOIN dokumente d ON d.id = v.dokument_id WHERE d.art = 'seite'",
    );
    expect(total).toBe(seed.pages.length);
  }, 120_000);
});
