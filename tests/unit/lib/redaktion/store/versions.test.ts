// Versions of pages and menus: every save a new immutable version (also an invalid one, with its findings), restore,
// publish only when valid and only for the roles that may, unpublish; the audit log of every action; who has a page
// open.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import { readAudit, writeAudit } from '@/lib/redaktion/store/audit';
import {
  listMenus,
  listMenuVersions,
  publishMenuVersion,
  restoreMenuVersion,
  saveMenuVersion,
  unpublishMenu,
} from '@/lib/redaktion/store/menus';
import {
  getPageVersion,
  listPageVersions,
  publishPageVersion,
  restorePageVersion,
  savePageVersion,
  unpublishPage,
} from '@/lib/redaktion/store/page-versions';
import { archivePage, createPage, getPageInfo } from '@/lib/redaktion/store/pages';
import { leavePresence, listPresence, touchPresence } from '@/lib/redaktion/store/presence';
import { menuContent, pageEnvelope } from '@/lib/redaktion/store/published';
import { seedContent } from '@/lib/redaktion/store/seed';
import { MENU_NAMES } from '@/lib/menus/menu-names';
import { onEachDatabase } from '../../../support/databases';
import { OWN_CHANGE } from '@/lib/redaktion/store/settings';
import { ada, CONTENT, franz, refusal, rita, submitted } from '../../../support/redaktion-store';

const textBlock = (text: string, id?: string) => ({
  ...(id ? { id } : {}),
  template: 'text',
  slotName: 'main',
  options: { text },
});
const envelope = (content: unknown[]): Seite => ({ pageLayout: 'default', title: 'Versionen', content }) as Seite;

onEachDatabase('versions, audit and presence', (open) => {
  let db: Database;
  let id: string;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
    ({
      seite: { id },
    } = await createPage(db, rita, { pfad: '/de/versionen', titel: 'Versionen', layout: 'default' }));
  }, 120_000);

  describe('saving', () => {
    it('stores each save as a new version and gives blocks stable ids', async () => {
      const { version, unveraendert } = await savePageVersion(
        db,
        rita,
        id,
        envelope([textBlock('<p>Eins</p>'), textBlock('<p>Zwei</p>', 'fest'), textBlock('<p>Drei</p>', 'fest')]),
        { kommentar: 'Erster Text' },
      );
      expect(unveraendert).toBe(false);
      expect(version).toMatchObject({ nummer: 2, zustand: 'entwurf', fehler: 0, kommentar: 'Erster Text' });
      const ids = (version.inhalt as Seite).content.map((b) => b.id);
      expect(ids[1]).toBe('fest');
      expect(new Set(ids).size).toBe(3);
      // The stored version keeps them: a reorder saved back keeps every block's id.
      const reordered = envelope([...(version.inhalt as Seite).content].reverse());
      const { version: next } = await savePageVersion(db, rita, id, reordered);
      expect((next.inhalt as Seite).content.map((b) => b.id)).toEqual([...ids].reverse());
    });

    it('stores an invalid draft with its findings, so the editor can show their number', async () => {
      const { version } = await savePageVersion(
        db,
        rita,
        id,
        envelope([textBlock(''), { template: 'hero', slotName: 'hero', options: {} }]),
      );
      expect(version.fehler).toBe(3);
      expect(version.pruefung.map((m) => m.meldung)).toEqual([
        'Bitte füllen Sie „Text“ aus.',
        'Bitte füllen Sie „Titel“ aus.',
        'Bitte füllen Sie „Bildupload“ aus.',
      ]);
      expect(await pageEnvelope(db, '/de/versionen', { draft: true })).toEqual(version.inhalt);
    });

    it('stores nothing when the content equals the newest version', async () => {
      const [newest] = await listPageVersions(db, id);
      const stored = await getPageVersion(db, id, newest!.id);
      const again = await savePageVersion(db, rita, id, stored.inhalt);
      expect(again).toMatchObject({ unveraendert: true, version: { id: newest!.id } });
      expect((await listPageVersions(db, id))[0]!.id).toBe(newest!.id);
    });

    it('refuses a save based on an older version instead of losing the newer one', async () => {
      const [newest] = await listPageVersions(db, id);
      const { version } = await savePageVersion(db, franz, id, envelope([textBlock('<p>Franz war schneller</p>')]), {
        basisVersionId: newest!.id,
      });
      const late = await refusal(
        savePageVersion(db, rita, id, envelope([textBlock('<p>Rita</p>')]), { basisVersionId: newest!.id }),
      );
      expect(late.status).toBe(409);
      expect(late.message).toBe(
        `Die Seite wurde inzwischen von Franz Freigabe geändert (Version ${version.nummer}). Bitte laden Sie die neueste Fassung, bevor Sie speichern.`,
      );
    });

    it('refuses content nested deeper than 64 levels, which no lookup could render', async () => {
      // Issue 33, defect 6: such a page was stored, and every lookup of it answered 500.
      let deep: unknown = 'Grund';
      for (let i = 0; i < 70; i++) deep = [deep];
      const refused = await refusal(
        savePageVersion(db, rita, id, envelope([{ template: 'text', slotName: 'main', options: { text: deep } }])),
      );
      expect(refused).toMatchObject({
        status: 400,
        message: 'Der Inhalt ist zu tief verschachtelt (höchstens 64 Ebenen).',
      });
    });

    it('refuses what is no envelope, and content beyond 2 MB', async () => {
      expect((await refusal(savePageVersion(db, rita, id, ['kein', 'Objekt']))).status).toBe(400);
      const huge = envelope([textBlock(`<p>${'x'.repeat(2_100_000)}</p>`)]);
      expect((await refusal(savePageVersion(db, rita, id, huge))).status).toBe(413);
    });

    it('keeps stored versions immutable, also against a direct UPDATE', async () => {
      const [newest] = await listPageVersions(db, id);
      const error = await db
        .query("UPDATE dokument_versionen SET inhalt = '{}' WHERE id = $1", [newest!.id])
        .catch((e: unknown) => e);
      expect(String((error as Error).message)).toMatch(/unveränderlich/);
    });
  });

  describe('publishing', () => {
    it('refuses the role redaktion (403) and an invalid version (422, German, with the findings)', async () => {
      const [newest] = await listPageVersions(db, id);
      const forbidden = await refusal(publishPageVersion(db, rita, id, newest!.id));
      expect(forbidden).toMatchObject({
        status: 403,
        message: 'Veröffentlichen ist der Rolle Freigabe oder Administration vorbehalten.',
      });
      const invalid = (await listPageVersions(db, id)).find((v) => v.fehler > 0)!;
      // An invalid draft cannot be submitted; as if it had been (findings stored stale), the server refuses it.
      await db.query(`UPDATE dokument_versionen SET zustand = 'zur_freigabe' WHERE id = $1`, [invalid.id]);
      const refused = await refusal(publishPageVersion(db, franz, id, invalid.id));
      expect(refused.status).toBe(422);
      expect(refused.message).toBe(
        'Die Seite kann nicht veröffentlicht werden: 3 Fehler. Block 1 (text): Bitte füllen Sie „Text“ aus. Block 2 (hero): Bitte füllen Sie „Titel“ aus. Block 2 (hero): Bitte füllen Sie „Bildupload“ aus.',
      );
      expect(refused.meldungen).toHaveLength(3);
      expect(await pageEnvelope(db, '/de/versionen')).toBeNull();
    });

    it('checks again on the server: a stored count of 0 does not help content the validators refuse', async () => {
      const { version } = await savePageVersion(db, franz, id, envelope([textBlock('<p>gültig</p>')]));
      // As if the stored result were stale (a block schema got stricter since): the publication checks anew.
      await db.query('ALTER TABLE dokument_versionen DISABLE TRIGGER dokument_versionen_unveraenderlich');
      await db.query(`UPDATE dokument_versionen SET inhalt = $2::json WHERE id = $1`, [
        version.id,
        JSON.stringify(envelope([textBlock('')])),
      ]);
      await db.query('ALTER TABLE dokument_versionen ENABLE TRIGGER dokument_versionen_unveraenderlich');
      await db.query(`UPDATE dokument_versionen SET zustand = 'zur_freigabe' WHERE id = $1`, [version.id]);
      expect((await refusal(publishPageVersion(db, ada, id, version.id))).status).toBe(422);
    });

    it('publishes, replaces the published version, and takes the page offline', async () => {
      const { version: first } = await savePageVersion(db, rita, id, envelope([textBlock('<p>Erste Fassung</p>')]));
      await submitted(db, rita, id, first.id);
      // Franz wrote the draft this one builds on (never published): his content may still be in it.
      expect(first.inhaltVon).toEqual(expect.arrayContaining(['f-1', 'r-1']));
      expect((await refusal(publishPageVersion(db, franz, id, first.id))).message).toBe(OWN_CHANGE);
      const published = await publishPageVersion(db, ada, id, first.id);
      expect(published.version).toMatchObject({
        zustand: 'veroeffentlicht',
        freigabe: { von: { id: 'a-1', name: 'Ada Admin' } },
      });
      expect(published.aenderung).toEqual({ art: 'seite', pfade: ['/de/versionen'] });
      expect(JSON.stringify(await pageEnvelope(db, '/de/versionen'))).toContain('Erste Fassung');
      expect((await getPageInfo(db, id)).status).toBe('veroeffentlicht');

      const { version: second } = await savePageVersion(db, ada, id, envelope([textBlock('<p>Zweite Fassung</p>')]));
      expect((await getPageInfo(db, id)).status).toBe('geaendert');
      await submitted(db, ada, id, second.id);
      expect(JSON.stringify(await pageEnvelope(db, '/de/versionen'))).toContain('Erste Fassung');
      // Four eyes: Ada wrote the second version, so she may not publish it; Franz may.
      expect((await refusal(publishPageVersion(db, ada, id, second.id))).message).toBe(OWN_CHANGE);
      await publishPageVersion(db, franz, id, second.id);
      expect(JSON.stringify(await pageEnvelope(db, '/de/versionen'))).toContain('Zweite Fassung');
      expect((await getPageVersion(db, id, first.id)).zustand).toBe('archiviert');
      // Again: nothing changes.
      expect((await publishPageVersion(db, franz, id, second.id)).version.id).toBe(second.id);

      expect((await refusal(unpublishPage(db, rita, id))).status).toBe(403);
      expect((await unpublishPage(db, franz, id)).aenderung).toEqual({ art: 'seite', pfade: ['/de/versionen'] });
      expect(await pageEnvelope(db, '/de/versionen')).toBeNull();
      expect((await getPageInfo(db, id)).status).toBe('entwurf');
      expect((await getPageVersion(db, id, second.id)).zustand).toBe('archiviert');
    });

    it('restores an old version as a new one, which can then be published', async () => {
      const versions = await listPageVersions(db, id);
      const old = versions.find((v) => v.kommentar === 'Erster Text')!;
      const restored = await restorePageVersion(db, rita, id, old.id);
      expect(restored).toMatchObject({
        nummer: versions[0]!.nummer + 1,
        basiertAuf: old.id,
        kommentar: `Wiederhergestellt aus Version ${old.nummer}`,
        autor: { id: 'r-1' },
        zustand: 'entwurf',
      });
      expect(restored.inhalt).toEqual((await getPageVersion(db, id, old.id)).inhalt);
      await submitted(db, rita, id, restored.id);
      await publishPageVersion(db, ada, id, restored.id);
      expect(JSON.stringify(await pageEnvelope(db, '/de/versionen'))).toContain('Eins');
    });

    it('lists versions newest first with author, time and state, without content', async () => {
      const versions = await listPageVersions(db, id);
      expect(versions.map((v) => v.nummer)).toEqual([...versions.map((v) => v.nummer)].sort((a, b) => b - a));
      expect(versions[0]).toMatchObject({ autor: { name: 'Rita Redaktion' }, zustand: 'veroeffentlicht' });
      expect(Number.isNaN(Date.parse(versions[0]!.erstelltAm))).toBe(false);
      expect(versions[0]).not.toHaveProperty('inhalt');
    });

    it('never saves to or publishes a deleted page', async () => {
      const { seite } = await createPage(db, rita, { pfad: '/de/bald-geloescht', titel: 'Weg', layout: 'default' });
      await archivePage(db, rita, seite.id);
      const saved = await refusal(savePageVersion(db, rita, seite.id, envelope([])));
      expect(saved).toMatchObject({
        status: 409,
        message: 'Die Seite ist gelöscht (archiviert); stellen Sie sie zuerst wieder her.',
      });
      expect((await refusal(publishPageVersion(db, ada, seite.id, seite.neuesteVersion!.id))).status).toBe(409);
    });
  });

  describe('menus', () => {
    it('lists the seven menus, published from content/', async () => {
      const menus = await listMenus(db);
      expect(menus.map((m) => m.name)).toEqual(MENU_NAMES);
      expect(menus.every((m) => m.status === 'veroeffentlicht')).toBe(true);
      expect(menus[0]).toMatchObject({ titel: 'Hauptmenü', maxEbenen: 3 });
    });

    it('saves, publishes, restores and unpublishes a menu like a page', async () => {
      const menu = { menuItems: [{ title: 'Impressum', href: '/de/rechtliches/impressum' }] };
      const { version } = await saveMenuVersion(db, rita, 'Rechtliches', menu);
      expect(version).toMatchObject({ nummer: 2, fehler: 0 });
      // The save names the version of the menu shape it wrote.
      expect(await menuContent(db, 'Rechtliches', { draft: true })).toEqual({ ...menu, version: 1 });
      expect(await menuContent(db, 'Rechtliches')).not.toEqual(menu);
      expect((await refusal(publishMenuVersion(db, rita, 'Rechtliches', version.id))).status).toBe(403);
      const { aenderung } = await publishMenuVersion(db, franz, 'Rechtliches', version.id);
      expect(aenderung).toEqual({ art: 'menue', name: 'Rechtliches' });
      expect(await menuContent(db, 'Rechtliches')).toEqual({ ...menu, version: 1 });

      const restored = await restoreMenuVersion(
        db,
        rita,
        'Rechtliches',
        (await listMenuVersions(db, 'Rechtliches')).at(-1)!.id,
      );
      expect(restored.nummer).toBe(3);
      await unpublishMenu(db, franz, 'Rechtliches');
      expect(await menuContent(db, 'Rechtliches')).toEqual({ menuItems: [] });
    });

    it('stores a too deep menu as a draft and refuses to publish it', async () => {
      const deep = { menuItems: [{ title: 'A', href: '/de', menuItems: [{ title: 'B', href: '/de/b' }] }] };
      const { version } = await saveMenuVersion(db, rita, 'Downloads', deep);
      expect(version.fehler).toBe(1);
      const refused = await refusal(publishMenuVersion(db, ada, 'Downloads', version.id));
      expect(refused.message).toBe(
        'Das Menü kann nicht veröffentlicht werden: ein Fehler. Das Menü „Downloads“ ist eine einfache Liste: Untereinträge werden nicht angezeigt.',
      );
    });

    it('refuses a menu a newer release wrote (409), never guessing at it', async () => {
      const refused = await refusal(saveMenuVersion(db, rita, 'Footer', { version: 5, menuItems: [] }));
      expect(refused).toMatchObject({
        status: 409,
        message:
          'Das Menü wurde mit einer neueren Version der Website gespeichert (Version 5). Bitte bearbeiten Sie es dort, wo die neue Version läuft.',
      });
    });

    it('answers 404 for a menu that does not exist', async () => {
      expect((await refusal(saveMenuVersion(db, rita, 'Seitenleiste', { menuItems: [] }))).status).toBe(404);
    });
  });

  describe('audit log', () => {
    it('has an entry for every action, newest first, readable by admins only', async () => {
      const log = await readAudit(db, ada, { objektArt: 'seite', objektId: id, limit: 500 });
      const actions = log.eintraege.map((e) => e.aktion);
      for (const action of [
        'seite_angelegt',
        'version_gespeichert',
        'version_wiederhergestellt',
        'veroeffentlicht',
        'veroeffentlichung_zurueckgenommen',
      ])
        expect(actions).toContain(action);
      expect(actions.at(-1)).toBe('seite_angelegt');
      expect(log.eintraege[0]!.konto).toEqual({ id: 'a-1', name: 'Ada Admin', rolle: 'admin' });
      expect((await refusal(readAudit(db, franz))).status).toBe(403);
    });

    it('pages through the log and takes entries of other parts of the Redaktion', async () => {
      await writeAudit(db, ada, {
        aktion: 'anmeldung',
        objektArt: 'konto',
        objektId: 'a-1',
        details: { adresse: '127.0.0.1' },
      });
      const first = await readAudit(db, ada, { limit: 2 });
      expect(first.eintraege[0]).toMatchObject({
        aktion: 'anmeldung',
        objektArt: 'konto',
        details: { adresse: '127.0.0.1' },
      });
      expect(first.weitere).toBe(true);
      const next = await readAudit(db, ada, { limit: 2, vor: first.eintraege[1]!.id });
      expect(next.eintraege[0]!.id).toBeLessThan(first.eintraege[1]!.id);
      expect(
        (await readAudit(db, ada, { kontoId: 'f-1', aktion: 'veroeffentlicht' })).eintraege.length,
      ).toBeGreaterThan(0);
    });
  });

  describe('presence', () => {
    it('tells who else has the page open, until they leave or their heartbeat is a minute old', async () => {
      const page = { art: 'seite' as const, id };
      expect(await touchPresence(db, rita, page)).toEqual([]);
      const others = await touchPresence(db, franz, page);
      expect(others.map((o) => o.konto)).toEqual([{ id: 'r-1', name: 'Rita Redaktion' }]);
      expect((await listPresence(db, page, 'r-1')).map((o) => o.konto.name)).toEqual(['Franz Freigabe']);
      await db.query(
        "UPDATE bearbeitung_anwesenheit SET zuletzt = now() - interval '2 minutes' WHERE konto_id = 'f-1'",
      );
      expect(await listPresence(db, page, 'r-1')).toEqual([]);
      await leavePresence(db, rita, page);
      expect(await listPresence(db, page)).toEqual([]);
    });
  });
});
