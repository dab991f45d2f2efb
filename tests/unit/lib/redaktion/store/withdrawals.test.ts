// Withdrawing a published page with a reason (issue 36), through the API's actions: replaced by another page (its
// address and old paths redirect there), withdrawn with a public note (the note, its date and the suggested page are
// what the site reads for a 410), republishing ends either, only approvers may, and each is in the audit log. Also the
// public change note given at submission and the published date the site shows as "Zuletzt geändert".
import { beforeAll, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import type { ActionInput } from '@/lib/redaktion/actions/api-route';
import { PAGE_ACTIONS } from '@/lib/redaktion/actions/page-actions';
import { readAudit } from '@/lib/redaktion/store/audit';
import { publishPageVersion, savePageVersion } from '@/lib/redaktion/store/page-versions';
import { createPage, renamePage } from '@/lib/redaktion/store/pages';
import {
  pageEnvelope,
  publishedPages,
  publishedStand,
  redirectTarget,
  withdrawalNotice,
} from '@/lib/redaktion/store/published';
import { submitForApproval } from '@/lib/redaktion/store/workflow';
import type { Actor } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../../support/databases';
import { ada, franz, refusal, rita } from '../../../support/redaktion-store';

const envelope = (title: string): Seite =>
  ({
    pageLayout: 'default',
    title,
    content: [{ template: 'text', slotName: 'main', options: { text: `<p>${title}</p>` } }],
  }) as Seite;

onEachDatabase('withdrawing a page with a reason', (open) => {
  let db: Database;
  let pages = 0;
  const input = (actor: Actor, id: string, body: Record<string, unknown> = {}): ActionInput =>
    ({ db, actor, query: { id }, body, renderVersion: async () => '' }) as ActionInput;

  /** A page of Rita's, published by Franz; its newest version id. */
  async function publishedPage(title: string, aenderungshinweis?: string) {
    const pfad = `/de/rueckzug-${++pages}`;
    const { seite } = await createPage(db, rita, { pfad, titel: title, layout: 'default' });
    const { version } = await savePageVersion(db, rita, seite.id, envelope(title));
    await PAGE_ACTIONS.einreichen!.POST!({ ...input(rita, seite.id, { versionId: version.id, aenderungshinweis }) });
    await publishPageVersion(db, franz, seite.id, version.id);
    return { id: seite.id, pfad, versionId: version.id };
  }

  async function republish(id: string, title: string) {
    const { version } = await savePageVersion(db, rita, id, envelope(title));
    await submitForApproval(db, rita, id, version.id);
    await publishPageVersion(db, franz, id, version.id);
  }

  beforeAll(async () => {
    db = await open();
  }, 120_000);

  it('withdrawn with a note: gone from the site, the note and the suggested page stored for its 410', async () => {
    const alt = await publishedPage('Sperrmüll alt');
    const neu = await publishedPage('Sperrmüll neu');
    const answer = await PAGE_ACTIONS.zurueckziehen!.POST!(
      input(franz, alt.id, {
        art: 'hinweis',
        hinweis: '  Dieses Angebot gibt es nicht mehr.  ',
        vorschlagPfad: neu.pfad,
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.aenderung).toEqual({ art: 'seite', pfade: [alt.pfad] });
    expect(await pageEnvelope(db, alt.pfad)).toBeNull();
    expect(await redirectTarget(db, alt.pfad)).toBeNull();
    expect((await publishedPages(db)).map((page) => page.pfad)).not.toContain(alt.pfad);
    const notice = await withdrawalNotice(db, alt.pfad);
    expect(notice).toMatchObject({
      hinweis: 'Dieses Angebot gibt es nicht mehr.',
      vorschlag: { pfad: neu.pfad, titel: 'Sperrmüll neu' },
    });
    expect(Date.now() - Date.parse(notice!.am)).toBeLessThan(60_000);
    // The suggestion follows its page when that is moved.
    await renamePage(db, franz, neu.id, `${neu.pfad}-verschoben`);
    expect((await withdrawalNotice(db, alt.pfad))?.vorschlag?.pfad).toBe(`${neu.pfad}-verschoben`);

    const [entry] = (await readAudit(db, ada, { objektId: alt.id, limit: 1 })).eintraege;
    expect(entry).toMatchObject({
      aktion: 'seite_mit_hinweis_zurueckgezogen',
      konto: { name: franz.name },
      details: { hinweis: 'Dieses Angebot gibt es nicht mehr.', vorschlag: neu.pfad, version: alt.versionId },
    });
    const editorView = await PAGE_ACTIONS.zurueckziehen!.GET!(input(rita, alt.id));
    expect(editorView.body).toMatchObject({ rueckzug: { art: 'hinweis', von: franz.name } });
  });

  it('replaced by another page: its address and its old paths answer with that page, republishing ends it', async () => {
    const alt = await publishedPage('Hallenbad');
    await renamePage(db, franz, alt.id, `${alt.pfad}-hallenbad`);
    const ersatz = await publishedPage('Freizeitbad');
    await PAGE_ACTIONS.zurueckziehen!.POST!(input(ada, alt.id, { art: 'ersetzt', ersatzPfad: ersatz.pfad }));
    expect(await redirectTarget(db, `${alt.pfad}-hallenbad`)).toBe(ersatz.pfad);
    expect(await redirectTarget(db, alt.pfad)).toBe(ersatz.pfad);
    expect(await withdrawalNotice(db, `${alt.pfad}-hallenbad`)).toBeNull();
    const [entry] = (await readAudit(db, ada, { objektId: alt.id, limit: 1 })).eintraege;
    expect(entry).toMatchObject({ aktion: 'seite_ersetzt', details: { ersatz: ersatz.pfad } });

    await republish(alt.id, 'Hallenbad wieder offen');
    expect(await redirectTarget(db, `${alt.pfad}-hallenbad`)).toBeNull();
    expect(await redirectTarget(db, alt.pfad)).toBe(`${alt.pfad}-hallenbad`);
    expect(await pageEnvelope(db, `${alt.pfad}-hallenbad`)).toMatchObject({ title: 'Hallenbad wieder offen' });
  });

  it('republishing a page withdrawn with a note ends its 410', async () => {
    const page = await publishedPage('Wahllokal');
    await PAGE_ACTIONS.zurueckziehen!.POST!(
      input(franz, page.id, { art: 'hinweis', hinweis: 'Die Veranstaltung hat stattgefunden.' }),
    );
    expect(await withdrawalNotice(db, page.pfad)).toMatchObject({
      hinweis: 'Die Veranstaltung hat stattgefunden.',
      vorschlag: null,
    });
    await republish(page.id, 'Wahllokal 2027');
    expect(await withdrawalNotice(db, page.pfad)).toBeNull();
    expect((await PAGE_ACTIONS.zurueckziehen!.GET!(input(rita, page.id))).body).toEqual({ rueckzug: null });
  });

  it('only approvers withdraw, only published pages, only towards published pages, never with half an answer', async () => {
    const page = await publishedPage('Fundsachen');
    const other = await publishedPage('Fundbüro');
    const byEditor = await refusal(
      PAGE_ACTIONS.zurueckziehen!.POST!(input(rita, page.id, { art: 'hinweis', hinweis: 'Die Frist ist abgelaufen.' })),
    );
    expect(byEditor.status).toBe(403);
    expect(byEditor.message).toMatch(/ist der Rolle .*vorbehalten/);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ art: 'weg' }, 422, 'art'],
      [{ art: 'hinweis', hinweis: '   ' }, 422, 'hinweis'],
      // Written freely, one approver's text would reach the public unread by anyone else.
      [{ art: 'hinweis', hinweis: 'Weg.' }, 422, 'hinweis'],
      [{ art: 'hinweis', hinweis: 'x'.repeat(1001) }, 422, 'hinweis'],
      [
        { art: 'hinweis', hinweis: 'Die Frist ist abgelaufen.', vorschlagPfad: 'https://example.org' },
        422,
        'vorschlagPfad',
      ],
      [{ art: 'ersetzt' }, 422, 'ersatzPfad'],
      [{ art: 'ersetzt', ersatzPfad: '/de/gibt-es-nicht' }, 422, 'ersatzPfad'],
      [{ art: 'ersetzt', ersatzPfad: page.pfad }, 422, 'ersatzPfad'],
    ];
    for (const [body, status, feld] of cases) {
      const error = await refusal(PAGE_ACTIONS.zurueckziehen!.POST!(input(franz, page.id, body)));
      expect({ body, status: error.status, feld: error.feld }).toEqual({ body, status, feld });
    }
    // Nothing of that changed the page.
    expect(await pageEnvelope(db, page.pfad)).toMatchObject({ title: 'Fundsachen' });
    await PAGE_ACTIONS.zurueckziehen!.POST!(
      input(franz, other.id, { art: 'hinweis', hinweis: 'Dieses Angebot gibt es nicht mehr.' }),
    );
    const unpublished = await refusal(
      PAGE_ACTIONS.zurueckziehen!.POST!(input(franz, page.id, { art: 'ersetzt', ersatzPfad: other.pfad })),
    );
    expect(unpublished.message).toBe(`Unter ${other.pfad} ist keine veröffentlichte Seite.`);
    const twice = await refusal(
      PAGE_ACTIONS.zurueckziehen!.POST!(
        input(franz, other.id, { art: 'hinweis', hinweis: 'Dieses Angebot gibt es nicht mehr.' }),
      ),
    );
    expect(twice.status).toBe(409);
  });

  it('a withdrawn page counts as published: an editor neither deletes nor moves it, nor takes its addresses', async () => {
    const noted = await publishedPage('Altkleider');
    await PAGE_ACTIONS.zurueckziehen!.POST!(
      input(franz, noted.id, { art: 'hinweis', hinweis: 'Dieses Angebot gibt es nicht mehr.' }),
    );
    const target = await publishedPage('Wertstoffhof');
    const replaced = await publishedPage('Grüngut');
    // Renamed once while published: its old path redirects to it.
    const oldPath = replaced.pfad;
    await renamePage(db, franz, replaced.id, `${replaced.pfad}-sammlung`);
    await PAGE_ACTIONS.zurueckziehen!.POST!(input(franz, replaced.id, { art: 'ersetzt', ersatzPfad: target.pfad }));

    const refusedAs = async (promise: Promise<unknown>) => {
      const error = await refusal(promise);
      return { status: error.status, message: error.message };
    };
    const moving =
      'Das Verschieben einer veröffentlichten Seite ist der Rolle Freigabe oder Administration vorbehalten.';
    const deleting = 'Das Löschen einer veröffentlichten Seite ist der Rolle Freigabe oder Administration vorbehalten.';
    for (const page of [noted, replaced]) {
      expect(await refusedAs(PAGE_ACTIONS.archivieren!.POST!(input(rita, page.id)))).toEqual({
        status: 403,
        message: deleting,
      });
      expect(await refusedAs(PAGE_ACTIONS.pfad!.POST!(input(rita, page.id, { pfad: `${page.pfad}-neu` })))).toEqual({
        status: 403,
        message: moving,
      });
    }
    // Its old address, which answers 308 to the replacement, is not an editor's to take for a new page.
    const created = await refusedAs(createPage(db, rita, { pfad: oldPath, titel: 'Neu', layout: 'default' }));
    expect(created).toMatchObject({ status: 403 });
    expect(await redirectTarget(db, oldPath)).toBe(target.pfad);
    expect(await withdrawalNotice(db, noted.pfad)).toMatchObject({ hinweis: 'Dieses Angebot gibt es nicht mehr.' });
    // An approver may (that is unpublishing, and theirs).
    await PAGE_ACTIONS.archivieren!.POST!(input(franz, noted.id));
  });

  it('"Zuletzt geändert": the published version`s date and the change note given at submission', async () => {
    const page = await publishedPage('Abfallkalender', 'Neue Abholtermine ab Januar.');
    const stand = await publishedStand(db, page.pfad);
    expect(stand?.aenderungshinweis).toBe('Neue Abholtermine ab Januar.');
    expect(Date.now() - Date.parse(stand!.veroeffentlichtAm)).toBeLessThan(60_000);
    // A later version without a note shows none.
    await republish(page.id, 'Abfallkalender 2027');
    expect((await publishedStand(db, page.pfad))?.aenderungshinweis).toBeNull();
    expect(await publishedStand(db, '/de/gibt-es-nicht')).toBeNull();
  });
});
