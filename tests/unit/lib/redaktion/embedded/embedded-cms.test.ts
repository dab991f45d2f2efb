// The embedded CMS over a temporary content folder seeded into a store: page lookup (published, draft, redirects),
// path safety, menus, the process cache and its invalidation; list paging and detail calls from content/api.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SwrCache } from '@/lib/cache/swr-cache';
import type { Database } from '@/lib/db/database';
import { publishPageVersion, savePageVersion } from '@/lib/redaktion/store/page-versions';
import { submitForApproval } from '@/lib/redaktion/store/workflow';
import { createPage, renamePage } from '@/lib/redaktion/store/pages';
import { changedPaths } from '@/lib/redaktion/actions/publish-change';
import { forgetCmsPages } from '@/lib/cache/cms-answer-cache';
import type { Actor } from '@/lib/redaktion/shared/types';
import { createEmbeddedCms, listOf } from '@/lib/redaktion/embedded/embedded-cms';
import { createEmbeddedWeather } from '@/lib/services/weather/embedded-weather';
import { safeSegments } from '@/lib/content/content-files';
import { answerListCall } from '@/lib/services/cms/list-endpoint';
import type { CmsService } from '@/lib/services/cms/cms-service';
import type { MenuName } from '@/lib/menus/menu-names';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

const SECRET = { geheim: 'Einstellungen dürfen nie als Seite erscheinen' };
const EVENTS = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, titel: `Veranstaltung ${i + 1}` }));

/** The file of each menu under content/menues/, as the embedded mode documents it. */
const EXPECTED_MENU_FILES: Record<MenuName, string> = {
  Hauptmenü: 'hauptmenue',
  Hauptmenü_Footer: 'hauptmenue-footer',
  Footer: 'footer',
  Rechtliches: 'rechtliches',
  Downloads: 'downloads',
  Schule_Hauptmenü: 'schule-hauptmenue',
  Schule_Footer: 'schule-footer',
};

let contentDir: string;
let cms: CmsService;
let emptyDir: string;
let db: Database;
const databases: Database[] = [];
const editor: Actor = { id: 'f-1', name: 'Franz Freigabe', role: 'freigabe' };
/** Four eyes: whoever wrote a version, somebody else publishes it. */
const approver: Actor = { id: 'a-1', name: 'Ada Admin', role: 'admin' };

async function openStore(): Promise<Database> {
  const store = await openMigratedPglite();
  databases.push(store);
  return store;
}

async function writeJson(relative: string, value: unknown) {
  const file = path.join(contentDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(value));
}

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'embedded-cms-'));
  emptyDir = await mkdtemp(path.join(os.tmpdir(), 'embedded-cms-leer-'));
  await writeJson('einstellungen.json', SECRET);
  await writeJson('wetter.json', { icon: 'sonnig', act_temperature: 18 });
  await writeJson('seiten/index.json', { title: 'Startseite' });
  await writeJson('seiten/tourismus.json', { title: 'Tourismus' });
  await writeJson('seiten/tourismus/wandern.json', { title: 'Wandern' });
  await writeJson('seiten/rathaus/gemeinderat/sitzungen.json', { title: 'Sitzungen' });
  await writeJson('seiten/übernachtung.json', { title: 'Übernachtung' });
  for (const [name, file] of Object.entries(EXPECTED_MENU_FILES)) {
    if (name !== 'Schule_Footer') await writeJson(`menues/${file}.json`, { menuItems: [{ title: name, href: '/de' }] });
  }
  await writeJson('api/cms/veranstaltungen.json', { data: EVENTS });
  await writeJson('api/cms/liste.json', [
    { id: 'a', name: 'A' },
    { id: 7, name: 'Sieben' },
  ]);
  await writeJson('api/cms/raete/3.json', { id: 3, vorname: 'Eigene', nachname: 'Datei' });
  await writeJson('api/cms/raete.json', {
    data: [
      { id: 3, vorname: 'Aus', nachname: 'Liste' },
      { id: 4, vorname: 'Vier', nachname: 'Rat' },
    ],
  });
  await writeJson('api/cms/objekt.json', { titel: 'Kein Array' });
  db = await openStore();
  cms = createEmbeddedCms(contentDir, { database: async () => db });
}, 120_000);

afterAll(async () => {
  await Promise.all(databases.map((store) => store.close()));
  await rm(contentDir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

describe('embedded CMS: page lookup', () => {
  it('answers /de and /de/ with seiten/index.json', async () => {
    // The store serves the envelope in the current shape, naming its version.
    await expect(cms.getPage('/de')).resolves.toEqual({ title: 'Startseite', version: 1 });
    await expect(cms.getPage('/de/')).resolves.toEqual({ title: 'Startseite', version: 1 });
  });

  it('answers a path with the file of the same name, nested paths with nested folders', async () => {
    await expect(cms.getPage('/de/tourismus')).resolves.toEqual({ title: 'Tourismus', version: 1 });
    await expect(cms.getPage('/de/tourismus/wandern')).resolves.toEqual({ title: 'Wandern', version: 1 });
    await expect(cms.getPage('/de/rathaus/gemeinderat/sitzungen')).resolves.toEqual({ title: 'Sitzungen', version: 1 });
    await expect(cms.getPage('/de/übernachtung')).resolves.toEqual({ title: 'Übernachtung', version: 1 });
  });

  it('answers null for an unknown path, a folder without a file and a path outside /de', async () => {
    await expect(cms.getPage('/de/gibt-es-nicht')).resolves.toBeNull();
    await expect(cms.getPage('/de/rathaus')).resolves.toBeNull();
    await expect(cms.getPage('/de/tourismus/wandern/weiter')).resolves.toBeNull();
    await expect(cms.getPage('/en/tourismus')).resolves.toBeNull();
    await expect(cms.getPage('/')).resolves.toBeNull();
    await expect(cms.getPage('/tourismus')).resolves.toBeNull();
  });

  it.each([
    '/de/../einstellungen',
    '/de/../../einstellungen',
    '/de/tourismus/../../einstellungen',
    '/de/%2e%2e/einstellungen',
    '/de/%2E%2E/einstellungen',
    '/de/..%2feinstellungen',
    '/de/..%2Feinstellungen',
    '/de/..\\einstellungen',
    '/de/..%5ceinstellungen',
    '/de/.',
    '/de/./tourismus',
    '/de/tourismus%00',
    '/de/tourismus.json',
    '/de/../seiten/index',
  ])('refuses the traversal attempt %s', async (attempt) => {
    await expect(cms.getPage(attempt)).resolves.toBeNull();
  });

  it('refuses an absolute file system path hidden in the site path', async () => {
    await expect(cms.getPage(`/de/${path.join(contentDir, 'einstellungen')}`)).resolves.toBeNull();
  });

  it('accepts plain segments and refuses unsafe ones in safeSegments', () => {
    expect(safeSegments('/de/tourismus/wandern_2')).toEqual(['de', 'tourismus', 'wandern_2']);
    expect(safeSegments('/de/straße-und-wege')).toEqual(['de', 'straße-und-wege']);
    expect(safeSegments('/de/..')).toBeNull();
    expect(safeSegments('/de/-start')).toBeNull();
    expect(safeSegments(`/de/${'a'.repeat(121)}`)).toBeNull();
    expect(safeSegments(`/de/${'a'.repeat(120)}`)).toEqual(['de', 'a'.repeat(120)]);
  });
});

describe('embedded CMS: menus', () => {
  it.each(Object.entries(EXPECTED_MENU_FILES).filter(([name]) => name !== 'Schule_Footer'))(
    'reads %s from menues/%s.json',
    async (name) => {
      await expect(cms.getMenu(name as MenuName)).resolves.toEqual({ menuItems: [{ title: name, href: '/de' }] });
    },
  );

  it('answers an empty menu when the file is missing', async () => {
    await expect(cms.getMenu('Schule_Footer')).resolves.toEqual({ menuItems: [] });
    const empty = await openStore();
    await expect(createEmbeddedCms(emptyDir, { database: async () => empty }).getMenu('Hauptmenü')).resolves.toEqual({
      menuItems: [],
    });
  });
});

describe('embedded CMS: the store behind the pages', () => {
  it('serves the published version, and the newest one in draft mode', async () => {
    const { seite } = await createPage(db, editor, { pfad: '/de/entwurf', titel: 'Entwurf', layout: 'default' });
    await expect(cms.getPage('/de/entwurf')).resolves.toBeNull();
    await expect(cms.getPage('/de/entwurf', { draft: true })).resolves.toMatchObject({ title: 'Entwurf' });
    const { version } = await savePageVersion(db, editor, seite.id, {
      pageLayout: 'default',
      title: 'Fertig',
      content: [],
    });
    await submitForApproval(db, editor, seite.id, version.id);
    await publishPageVersion(db, approver, seite.id, version.id);
    await expect(cms.getPage('/de/entwurf')).resolves.toMatchObject({ title: 'Fertig' });
  });

  it('answers the current path of a renamed page for its old path, and nothing for unknown ones', async () => {
    const wandern = (await db.query<{ id: string }>("SELECT id FROM dokumente WHERE pfad = '/de/tourismus/wandern'"))
      .rows[0]!;
    // A published page: moving it is publishing (approvers only).
    await renamePage(db, approver, wandern.id, '/de/tourismus/wanderwege');
    await expect(cms.getPage('/de/tourismus/wandern')).resolves.toBeNull();
    await expect(cms.redirectFor!('/de/tourismus/wandern')).resolves.toBe('/de/tourismus/wanderwege');
    await expect(cms.redirectFor!('/de/tourismus/wandern/')).resolves.toBe('/de/tourismus/wanderwege');
    await expect(cms.getPage('/de/tourismus/wanderwege')).resolves.toEqual({ title: 'Wandern', version: 1 });
    await expect(cms.redirectFor!('/de/gibt-es-nicht')).resolves.toBeNull();
    await expect(cms.redirectFor!('/de/../einstellungen')).resolves.toBeNull();
  });

  it('keeps published answers in the process cache until a change drops them; drafts are never kept', async () => {
    const cache = new SwrCache();
    const cached = createEmbeddedCms(contentDir, { database: async () => db, cache, cacheSeconds: 3600 });
    const { seite } = await createPage(db, editor, { pfad: '/de/gecacht', titel: 'Alt', layout: 'default' });
    await submitForApproval(db, editor, seite.id, seite.neuesteVersion!.id);
    await publishPageVersion(db, approver, seite.id, seite.neuesteVersion!.id);
    await expect(cached.getPage('/de/gecacht')).resolves.toMatchObject({ title: 'Alt' });
    const { version } = await savePageVersion(db, editor, seite.id, {
      pageLayout: 'default',
      title: 'Neu',
      content: [],
    });
    await expect(cached.getPage('/de/gecacht', { draft: true })).resolves.toMatchObject({ title: 'Neu' });
    await submitForApproval(db, editor, seite.id, version.id);
    const { aenderung } = await publishPageVersion(db, approver, seite.id, version.id);
    await expect(cached.getPage('/de/gecacht')).resolves.toMatchObject({ title: 'Alt' });
    const paths = await changedPaths(db, aenderung);
    expect(paths).toEqual(['/de/gecacht']);
    forgetCmsPages(paths, [cache]);
    await expect(cached.getPage('/de/gecacht')).resolves.toMatchObject({ title: 'Neu' });
  });

  it('reads content/ itself when it has no database (the production build)', async () => {
    const files = createEmbeddedCms(contentDir, { database: null });
    await expect(files.getPage('/de/tourismus/wandern')).resolves.toEqual({ title: 'Wandern' });
    await expect(files.getPage('/de/rathaus')).resolves.toBeNull();
    await expect(files.getMenu('Footer')).resolves.toEqual({ menuItems: [{ title: 'Footer', href: '/de' }] });
    await expect(files.redirectFor!('/de/tourismus/wandern')).resolves.toBeNull();
  });
});

describe('embedded CMS: generic calls', () => {
  it('answers a list call without paging with the whole file', async () => {
    await expect(cms.call('/api/cms/veranstaltungen', {})).resolves.toEqual({ status: 200, body: { data: EVENTS } });
  });

  it('pages a list with seite and pro_seite and answers the page count as seiten', async () => {
    const answer = await cms.call('/api/cms/veranstaltungen', { seite: '2', pro_seite: '10' });
    expect(answer.status).toBe(200);
    const body = answer.body as { data: { id: number }[]; seite: number; seiten: number };
    expect(body.data.map((e) => e.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(body.seite).toBe(2);
    expect(body.seiten).toBe(3);
  });

  it('answers the last, partial page and numeric params', async () => {
    const body = (await cms.call('/api/cms/veranstaltungen', { seite: 3, pro_seite: 10 })).body as {
      data: { id: number }[];
      seiten: number;
    };
    expect(body.data.map((e) => e.id)).toEqual([21, 22, 23, 24, 25]);
    expect(body.seiten).toBe(3);
  });

  it('uses 10 per page when pro_seite is missing or invalid, and the first value of an array', async () => {
    const defaulted = (await cms.call('/api/cms/veranstaltungen', { seite: '1' })).body as {
      data: unknown[];
      seiten: number;
    };
    expect(defaulted.data).toHaveLength(10);
    expect(defaulted.seiten).toBe(3);
    const invalid = (await cms.call('/api/cms/veranstaltungen', { seite: '1', pro_seite: 'alle' })).body as {
      data: unknown[];
    };
    expect(invalid.data).toHaveLength(10);
    const fromArray = (await cms.call('/api/cms/veranstaltungen', { seite: ['2', '9'], pro_seite: ['4'] })).body as {
      data: { id: number }[];
      seiten: number;
    };
    expect(fromArray.data.map((e) => e.id)).toEqual([5, 6, 7, 8]);
    expect(fromArray.seiten).toBe(7);
  });

  it('caps pro_seite at 100', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ id: i }));
    const answer = answerListCall({ data: many }, { seite: 1, pro_seite: 1000 });
    const body = answer.body as { data: unknown[]; seiten: number };
    expect(body.data).toHaveLength(100);
    expect(body.seiten).toBe(3);
  });

  it('answers a detail call /api/cms/x/<id> from its collection', async () => {
    await expect(cms.call('/api/cms/veranstaltungen/12', {})).resolves.toEqual({
      status: 200,
      body: { id: 12, titel: 'Veranstaltung 12' },
    });
    await expect(cms.call('/api/cms/liste/7', {})).resolves.toEqual({ status: 200, body: { id: 7, name: 'Sieben' } });
    await expect(cms.call('/api/cms/liste/a', {})).resolves.toEqual({ status: 200, body: { id: 'a', name: 'A' } });
  });

  it('prefers a detail file of its own over the collection', async () => {
    await expect(cms.call('/api/cms/raete/3', {})).resolves.toEqual({
      status: 200,
      body: { id: 3, vorname: 'Eigene', nachname: 'Datei' },
    });
    await expect(cms.call('/api/cms/raete/4', {})).resolves.toEqual({
      status: 200,
      body: { id: 4, vorname: 'Vier', nachname: 'Rat' },
    });
  });

  it('answers 404 for an unknown endpoint or an unknown id', async () => {
    expect((await cms.call('/api/cms/unbekannt', {})).status).toBe(404);
    expect((await cms.call('/api/cms/veranstaltungen/999', {})).status).toBe(404);
    expect((await cms.call('/api/cms/objekt/1', {})).status).toBe(404);
    expect((await cms.call('/api/cms/unbekannt/1', {})).status).toBe(404);
  });

  it('answers a non-list file unchanged, even with paging params', async () => {
    await expect(cms.call('/api/cms/objekt', { seite: 2 })).resolves.toEqual({
      status: 200,
      body: { titel: 'Kein Array' },
    });
  });

  it.each([
    '/api/../einstellungen',
    '/api/cms/../../einstellungen',
    '/api/%2e%2e/einstellungen',
    '/einstellungen',
    '/seiten/index',
    '/api/cms/veranstaltungen?seite=2',
  ])('refuses the endpoint %s with a 4xx and never reads outside content/api', async (endpoint) => {
    const answer = await cms.call(endpoint, {});
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toEqual(SECRET);
    expect(answer.body).not.toEqual({ title: 'Startseite' });
  });
});

describe('embedded weather and helpers', () => {
  it('reads wetter.json, or null when there is none', async () => {
    await expect(createEmbeddedWeather(contentDir).getWeather()).resolves.toEqual({
      icon: 'sonnig',
      act_temperature: 18,
    });
    await expect(createEmbeddedWeather(emptyDir).getWeather()).resolves.toBeNull();
  });

  it('takes the list of an answer from data, or the answer itself when it is an array', () => {
    expect(listOf({ data: [1, 2] })).toEqual([1, 2]);
    expect(listOf([3])).toEqual([3]);
    expect(listOf({ titel: 'x' })).toEqual([]);
    expect(listOf(null)).toEqual([]);
  });
});
