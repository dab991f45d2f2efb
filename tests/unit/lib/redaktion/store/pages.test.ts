// Pages of the Redaktion: the tree and its search, creating (empty or as a copy), renaming with 308 redirects,
// deleting (archiving) and restoring; German refusals that change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import { readAudit } from '@/lib/redaktion/store/audit';
import { getPageVersion, publishPageVersion, restorePageVersion } from '@/lib/redaktion/store/page-versions';
import {
  archivePage,
  createPage,
  getPageInfo,
  listArchivedPages,
  listPages,
  renamePage,
  restorePage,
} from '@/lib/redaktion/store/pages';
import type { SeitenKnoten } from '@/lib/redaktion/shared/types';
import { pageEnvelope, redirectTarget } from '@/lib/redaktion/store/published';
import { seedContent } from '@/lib/redaktion/store/seed';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT, franz, idAt, refusal, rita, submitted } from '../../../support/redaktion-store';

function flatten(nodes: SeitenKnoten[]): SeitenKnoten[] {
  return nodes.flatMap((node) => [node, ...flatten(node.kinder)]);
}

onEachDatabase('pages of the Redaktion', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
  }, 120_000);

  describe('tree and search', () => {
    it('hangs every live page below the nearest page whose path is a prefix of its own', async () => {
      const [root] = await listPages(db);
      const rathaus = root!.kinder.find((n) => n.pfad === '/de/rathaus')!;
      expect(rathaus.titel).toBe('Rathaus & Bürgerservice');
      expect(rathaus.kinder.map((n) => n.pfad)).toContain('/de/rathaus/kontakt');
      expect(rathaus.neuesteVersion).toMatchObject({ nummer: 1, autor: { id: 'system' }, zustand: 'veroeffentlicht' });
      for (const node of flatten([root!]))
        for (const child of node.kinder) expect(child.pfad.startsWith(`${node.pfad}/`)).toBe(true);
    });

    it('finds by title or path, case-insensitive, with the parents that lead there', async () => {
      const byTitle = flatten(await listPages(db, { suche: 'öffnungszeiten' }));
      expect(byTitle.filter((n) => n.treffer).map((n) => n.pfad)).toContain('/de/rathaus/kontakt');
      expect(byTitle.find((n) => n.pfad === '/de')).toMatchObject({ treffer: false });
      const byPath = flatten(await listPages(db, { suche: 'RATHAUS/KONTAKT' }));
      expect(byPath.filter((n) => n.treffer).map((n) => n.pfad)).toEqual(['/de/rathaus/kontakt']);
      expect(await listPages(db, { suche: 'Quantenchromodynamik' })).toEqual([]);
    });
  });

  describe('creating', () => {
    it('creates an empty, unpublished page with breadcrumbs from its parents', async () => {
      const { seite, version, aenderung } = await createPage(db, rita, {
        pfad: '/de/rathaus/neu-im-amt/',
        titel: 'Neu im Amt',
        layout: 'default',
      });
      expect(seite).toMatchObject({ pfad: '/de/rathaus/neu-im-amt', titel: 'Neu im Amt', status: 'entwurf' });
      expect(version.inhalt).toEqual({
        pageLayout: 'default',
        title: 'Neu im Amt',
        breadcrumbs: [
          { title: 'Startseite', href: '/de' },
          { title: 'Rathaus & Bürgerservice', href: '/de/rathaus' },
          { title: 'Neu im Amt', href: '/de/rathaus/neu-im-amt' },
        ],
        content: [],
        // Every save names the version of the page shape it wrote.
        version: 1,
      });
      expect(version).toMatchObject({ nummer: 1, autor: { id: 'r-1', name: 'Rita Redaktion' }, fehler: 0 });
      expect(aenderung).toEqual({ art: 'seite', pfade: ['/de/rathaus/neu-im-amt'] });
      expect(await pageEnvelope(db, '/de/rathaus/neu-im-amt')).toBeNull();
      expect(await pageEnvelope(db, '/de/rathaus/neu-im-amt', { draft: true })).toEqual(version.inhalt);
      const log = await readAudit(db, ada, { objektId: seite.id });
      expect(log.eintraege.map((e) => e.aktion)).toEqual(['seite_angelegt']);
    });

    it('copies another page with new block ids, its own title and layout, and no borrowed canonical', async () => {
      const source = await idAt(db, '/de/rathaus/kontakt');
      const { version } = await createPage(db, rita, {
        pfad: '/de/rathaus/kontakt-kopie',
        titel: 'Kontakt (Kopie)',
        layout: 'portal',
        kopieVon: source,
      });
      const original = (await pageEnvelope(db, '/de/rathaus/kontakt')) as Seite;
      const copy = version.inhalt as Seite;
      expect(copy.content.map((b) => b.template)).toEqual(original.content.map((b) => b.template));
      expect(copy.content.map((b) => b.options)).toEqual(original.content.map((b) => b.options));
      const originalIds = new Set(original.content.map((b) => b.id));
      expect(copy.content.every((b) => typeof b.id === 'string' && !originalIds.has(b.id))).toBe(true);
      expect(copy).toMatchObject({ title: 'Kontakt (Kopie)', pageLayout: 'portal' });
      expect(copy.canonical).toBeUndefined();
      expect(copy.breadcrumbs?.at(-1)).toEqual({ title: 'Kontakt (Kopie)', href: '/de/rathaus/kontakt-kopie' });
      expect(version.kommentar).toBe('Kopie von /de/rathaus/kontakt');
    });

    it.each([
      [{ pfad: '/de/rathaus/kontakt', titel: 'X', layout: 'default' }, 409, /gibt es schon eine Seite \(„Kontakt/],
      [{ pfad: 'rathaus/x', titel: 'X', layout: 'default' }, 400, /muss mit \/de beginnen/],
      [{ pfad: '/de/Rathaus/X', titel: 'X', layout: 'default' }, 400, /Pfadteil „Rathaus“ ist nicht erlaubt/],
      [{ pfad: '/de/a/../b', titel: 'X', layout: 'default' }, 400, /Pfadteil „..“/],
      [{ pfad: '/de/e-bike-leihen', titel: 'X', layout: 'default' }, 409, /feste Seite der Website/],
      [{ pfad: '/de/intranet/neu', titel: 'X', layout: 'default' }, 409, /feste Seite der Website/],
      [{ pfad: '/de/frei', titel: '  ', layout: 'default' }, 400, /Seitentitel an/],
      [{ pfad: '/de/frei', titel: 'X', layout: 'breit' }, 400, /Unbekanntes Seitenlayout/],
    ])('refuses %j with %i and a German reason, storing nothing', async (input, status, message) => {
      const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumente')).rows[0]!.n;
      const error = await refusal(createPage(db, rita, input as never));
      expect(error.status).toBe(status);
      expect(error.message).toMatch(message);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumente')).rows[0]!.n).toBe(before);
    });

    it('gives one of two simultaneous creations of one path the page, the other a 409', async () => {
      const results = await Promise.allSettled(
        [1, 2].map((i) =>
          createPage(db, rita, { pfad: '/de/zeitgleich', titel: `Zeitgleich ${i}`, layout: 'default' }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(failed.reason).toMatchObject({ status: 409 });
    });
  });

  describe('renaming', () => {
    it('moves a page with the pages below it; every old path redirects to the current one', async () => {
      const id = await idAt(db, '/de/leben');
      const below = flatten(await listPages(db)).filter((n) => n.pfad.startsWith('/de/leben/'));
      expect(below.length).toBeGreaterThan(0);
      // Issue 33, defect 2: moving a published page is publishing (200 for an editor before).
      const refused = await refusal(renamePage(db, rita, id, '/de/leben-in-tannbrunn'));
      expect(refused).toMatchObject({
        status: 403,
        message: 'Das Verschieben einer veröffentlichten Seite ist der Rolle Freigabe oder Administration vorbehalten.',
      });
      expect(await redirectTarget(db, '/de/leben')).toBeNull();
      const { verschoben, aenderung } = await renamePage(db, franz, id, '/de/leben-in-tannbrunn');
      expect(verschoben).toHaveLength(below.length + 1);
      expect(verschoben[0]).toEqual({ id, alterPfad: '/de/leben', neuerPfad: '/de/leben-in-tannbrunn' });
      expect(aenderung.art === 'seite' && aenderung.pfade).toEqual(
        expect.arrayContaining(['/de/leben', '/de/leben-in-tannbrunn', below[0]!.pfad]),
      );
      expect(await pageEnvelope(db, '/de/leben')).toBeNull();
      expect(await redirectTarget(db, '/de/leben')).toBe('/de/leben-in-tannbrunn');
      const child = below[0]!.pfad;
      expect(await redirectTarget(db, child)).toBe(child.replace('/de/leben/', '/de/leben-in-tannbrunn/'));
      expect(await pageEnvelope(db, '/de/leben-in-tannbrunn')).not.toBeNull();

      // Renamed again: the first old path follows to the newest path (never a chain), and going back is allowed.
      await renamePage(db, franz, id, '/de/leben-hier');
      expect(await redirectTarget(db, '/de/leben')).toBe('/de/leben-hier');
      await renamePage(db, ada, id, '/de/leben');
      expect(await redirectTarget(db, '/de/leben')).toBeNull();
      expect(await pageEnvelope(db, '/de/leben')).not.toBeNull();
      expect(await redirectTarget(db, '/de/leben-hier')).toBe('/de/leben');
      expect(await redirectTarget(db, '/de/leben-in-tannbrunn')).toBe('/de/leben');
    });

    it('moves only the page when asked so; the pages below stay where they are', async () => {
      const id = await idAt(db, '/de/wirtschaft');
      const { verschoben } = await renamePage(db, franz, id, '/de/wirtschaft-und-gewerbe', {
        mitUnterseiten: false,
      });
      expect(verschoben).toHaveLength(1);
      const tree = flatten(await listPages(db));
      expect(tree.some((n) => n.pfad.startsWith('/de/wirtschaft/'))).toBe(true);
    });

    it('refuses a path that a live page has, the start page, a page below itself and unchanged paths', async () => {
      const id = await idAt(db, '/de/tourismus');
      expect((await refusal(renamePage(db, franz, id, '/de/rathaus'))).message).toMatch(
        /Unter „\/de\/rathaus“ gibt es schon eine Seite/,
      );
      // A page below would land on a live page: the whole move is refused.
      const kontaktKopie = await idAt(db, '/de/rathaus/kontakt-kopie');
      await renamePage(db, franz, kontaktKopie, '/de/tourismus-alt/wandern');
      const clash = await refusal(renamePage(db, franz, id, '/de/tourismus-alt'));
      expect(clash.status).toBe(409);
      expect(clash.message).toMatch(
        /Unter „\/de\/tourismus-alt\/wandern“ gibt es schon eine Seite \(„Kontakt \(Kopie\)“\)/,
      );
      expect(await pageEnvelope(db, '/de/tourismus')).not.toBeNull();
      expect((await refusal(renamePage(db, franz, await idAt(db, '/de'), '/de/start'))).status).toBe(400);
      expect((await refusal(renamePage(db, franz, id, '/de/tourismus/unter'))).message).toMatch(/unter sich selbst/);
      expect((await refusal(renamePage(db, franz, id, '/de/tourismus/'))).message).toMatch(/hat den Pfad/);
    });

    it('refuses an editor moving a draft page whose subpages are published, and dropping their redirects', async () => {
      // Issue 33, defect 2: a draft parent carried its published subpages along, and a new page at a published
      // page's old path deleted the redirect visitors follow.
      const { seite: parent } = await createPage(db, rita, {
        pfad: '/de/elternentwurf',
        titel: 'E',
        layout: 'default',
      });
      const childId = await idAt(db, '/de/rechtliches/impressum');
      await renamePage(db, franz, childId, '/de/elternentwurf/impressum');
      expect((await refusal(renamePage(db, rita, parent.id, '/de/eltern-neu'))).status).toBe(403);
      expect(await redirectTarget(db, '/de/rechtliches/impressum')).toBe('/de/elternentwurf/impressum');
      const dropping = await refusal(
        createPage(db, rita, { pfad: '/de/rechtliches/impressum', titel: 'I', layout: 'default' }),
      );
      expect(dropping.status).toBe(403);
      expect(await redirectTarget(db, '/de/rechtliches/impressum')).toBe('/de/elternentwurf/impressum');
      // Moving only the draft itself is an editor's right.
      await renamePage(db, rita, parent.id, '/de/eltern-neu', { mitUnterseiten: false });
    });
  });

  describe('deleting and restoring', () => {
    it('archives a published page (roles that publish only), restores it unpublished', async () => {
      const id = await idAt(db, '/de/barrierefreiheit');
      const forbidden = await refusal(archivePage(db, rita, id));
      expect(forbidden.status).toBe(403);
      expect(forbidden.message).toBe(
        'Das Löschen einer veröffentlichten Seite ist der Rolle Freigabe oder Administration vorbehalten.',
      );
      const { aenderung } = await archivePage(db, franz, id);
      expect(aenderung).toEqual({ art: 'seite', pfade: ['/de/barrierefreiheit'] });
      expect(await pageEnvelope(db, '/de/barrierefreiheit')).toBeNull();
      expect(await pageEnvelope(db, '/de/barrierefreiheit', { draft: true })).toBeNull();
      expect(flatten(await listPages(db)).some((n) => n.id === id)).toBe(false);
      expect((await listArchivedPages(db, { suche: 'barriere' })).map((p) => p.id)).toEqual([id]);
      expect((await refusal(archivePage(db, franz, id))).status).toBe(409);

      const { seite } = await restorePage(db, rita, id);
      expect(seite).toMatchObject({ pfad: '/de/barrierefreiheit', status: 'entwurf', veroeffentlichteVersionId: null });
      expect(await pageEnvelope(db, '/de/barrierefreiheit')).toBeNull();
      // Its old published version stays history: it is restored as a new draft, submitted and approved.
      const draft = await restorePageVersion(db, rita, id, seite.neuesteVersion!.id);
      await submitted(db, rita, id, draft.id);
      const { version } = await publishPageVersion(db, franz, id, draft.id);
      expect(version.nummer).toBe(2);
      expect(await pageEnvelope(db, '/de/barrierefreiheit')).not.toBeNull();
    });

    it('lets an editor delete an unpublished page; a redirect to a deleted page answers nothing', async () => {
      const { seite } = await createPage(db, rita, { pfad: '/de/entwurf-weg', titel: 'Weg', layout: 'default' });
      await renamePage(db, rita, seite.id, '/de/entwurf-fort');
      expect(await redirectTarget(db, '/de/entwurf-weg', { draft: true })).toBe('/de/entwurf-fort');
      expect(await redirectTarget(db, '/de/entwurf-weg')).toBeNull();
      const { aenderung } = await archivePage(db, rita, seite.id);
      expect(aenderung).toEqual({ art: 'seite', pfade: ['/de/entwurf-fort', '/de/entwurf-weg'] });
      expect(await redirectTarget(db, '/de/entwurf-weg', { draft: true })).toBeNull();
    });

    it('restores under a new path when the old one is taken, and a new page may take a deleted page’s path', async () => {
      const { seite: first } = await createPage(db, rita, {
        pfad: '/de/doppelt',
        titel: 'Erste',
        layout: 'default',
      });
      await archivePage(db, rita, first.id);
      const { seite: second } = await createPage(db, rita, {
        pfad: '/de/doppelt',
        titel: 'Zweite',
        layout: 'default',
      });
      const taken = await refusal(restorePage(db, rita, first.id));
      expect(taken.message).toMatch(/Unter „\/de\/doppelt“ steht inzwischen eine andere Seite \(„Zweite“\)/);
      const { seite } = await restorePage(db, rita, first.id, { neuerPfad: '/de/doppelt-alt' });
      expect(seite.pfad).toBe('/de/doppelt-alt');
      expect((await getPageInfo(db, second.id)).pfad).toBe('/de/doppelt');
      expect((await refusal(restorePage(db, rita, second.id))).message).toBe('Die Seite ist nicht gelöscht.');
    });

    it('answers 404 for an unknown or malformed page id', async () => {
      expect((await refusal(getPageInfo(db, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
      expect((await refusal(getPageInfo(db, "x' OR 1=1 --"))).status).toBe(404);
      expect((await refusal(getPageVersion(db, await idAt(db, '/de'), 999999))).status).toBe(404);
    });
  });
});
