// Änderungspakete as rules of the store (issue 45, point 3): one version per document and one open package per
// document; submitted and approved as a whole with four eyes by content over every part; a part that fails stops
// the whole package with the reason naming it, and nothing of it goes live; published in one transaction (pointers,
// one audit entry per part and one for the package, the ledger row); planned and carried out exactly once however
// many instances look; withdrawn as a whole; department limits per part; the site read "as it will be".
import { beforeAll, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database, Sql } from '@/lib/db/database';
import { readAudit } from '@/lib/redaktion/store/audit';
import { createEntry, getEntryInfo } from '@/lib/redaktion/store/entries';
import { menuDocumentId, publishMenuVersion, saveMenuVersion } from '@/lib/redaktion/store/menus';
import { publishPageVersion, savePageVersion } from '@/lib/redaktion/store/page-versions';
import { archivePage, createPage } from '@/lib/redaktion/store/pages';
import { menuContent, pageEnvelope } from '@/lib/redaktion/store/published';
import { answerCollectionCall } from '@/lib/redaktion/store/entry-queries';
import { schedule } from '@/lib/redaktion/store/schedules';
import {
  addPart,
  createRelease,
  getRelease,
  planRelease,
  releaseStand,
  releaseTasks,
  releaseVersions,
  removePart,
  sendReleaseBack,
  submitRelease,
} from '@/lib/redaktion/store/releases';
import {
  publishRelease,
  runDueReleases,
  withdrawRelease,
  type RecordChanges,
} from '@/lib/redaktion/store/release-publication';
import { recordChanges } from '@/lib/redaktion/actions/publish-change';
import { ownerOfPath } from '@/lib/redaktion/store/page-scope';
import { OWN_CHANGE } from '@/lib/redaktion/store/settings';
import { PAKET_TEXTE } from '@/lib/redaktion/shared/release-types';
import { sammlung } from '@/lib/sammlungen/registry';
import type { Actor, Aenderung } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../../support/databases';
import { ada, franz as franzAccount, refusal, rita } from '../../../support/redaktion-store';

/** The approver has an account: a planned run reads the role it has then. */
const franz: Actor = { ...franzAccount, id: '00000000-0000-4000-8000-0000000000f2' };
const CONTENT_DIR = `${process.cwd()}/content`;

const envelope = (title: string, html: string): Seite =>
  ({
    pageLayout: 'default',
    title,
    content: [{ template: 'text', slotName: 'main', options: { text: html } }],
  }) as Seite;

/** What a test's publications recorded for the other instances. */
function recorder() {
  const calls: { aenderungen: Aenderung[]; zuerst: string[] }[] = [];
  const record: RecordChanges = async (_tx, aenderungen, zuerst) => {
    calls.push({ aenderungen, zuerst });
    return zuerst;
  };
  return { calls, record };
}

let paths = 0;

onEachDatabase('Änderungspakete', (open) => {
  let db: Database;

  beforeAll(async () => {
    db = await open();
    await db.query(
      `INSERT INTO redaktion_konten (id, email, passwort_hash, name, rolle) VALUES ($1, 'franz-paket@example.org', 'x', $2, $3)`,
      [franz.id, franz.name, franz.role],
    );
  }, 120_000);

  /** A new page of Rita's with one saved version (never published). */
  async function newPage(title: string, html = '<p>Text</p>', under = '/de/paket-test') {
    const pfad = `${under}-${++paths}`;
    const { seite } = await createPage(db, rita, { pfad, titel: title, layout: 'default' });
    const { version } = await savePageVersion(db, rita, seite.id, envelope(title, html));
    return { id: seite.id, pfad, versionId: version.id };
  }

  async function packageOf(parts: { id: string; versionId: number }[], titel = `Paket ${++paths}`) {
    const id = await createRelease(db, rita, { titel });
    for (const part of parts) await addPart(db, rita, id, { dokumentId: part.id, versionId: part.versionId });
    return id;
  }

  const shownAt = async (sql: Sql, pfad: string) => JSON.stringify(await pageEnvelope(sql, pfad));

  it('holds one version per document, and a document in one open package only', async () => {
    const a = await newPage('Eins');
    const paket = await packageOf([a]);
    const { version: second } = await savePageVersion(db, rita, a.id, envelope('Eins', '<p>Zweite</p>'));
    await addPart(db, rita, paket, { dokumentId: a.id, versionId: second.id });
    const read = await getRelease(db, rita, paket);
    expect(read.teile).toHaveLength(1);
    expect(read.teile[0]).toMatchObject({ art: 'seite', titel: 'Eins', pfad: a.pfad, version: { id: second.id } });
    expect(await releaseStand(db, a.id)).toMatchObject({
      paket: { id: paket, versionId: second.id, nummer: second.nummer },
    });

    const other = await createRelease(db, rita, { titel: 'Anderes Paket' });
    const refused = await refusal(addPart(db, rita, other, { dokumentId: a.id, versionId: second.id }));
    expect(refused).toMatchObject({ status: 409, message: PAKET_TEXTE.inOther(read.titel) });
    expect(await refusal(createRelease(db, rita, { titel: '  ' }))).toMatchObject({
      status: 422,
      message: PAKET_TEXTE.titleMissing,
      feld: 'titel',
    });

    await removePart(db, rita, paket, { dokumentId: a.id });
    expect((await getRelease(db, rita, paket)).teile).toEqual([]);
    expect(await refusal(submitRelease(db, rita, paket, {}))).toMatchObject({
      status: 422,
      message: PAKET_TEXTE.empty,
    });
  });

  it('refuses to submit a package with a part that has errors, naming the part', async () => {
    const good = await newPage('Gut');
    const bad = await newPage('Kaputt');
    const { version } = await savePageVersion(db, rita, bad.id, {
      pageLayout: 'default',
      title: 'Kaputt',
      content: [{ template: 'text', slotName: 'main', options: {} }],
    });
    const paket = await packageOf([good, { id: bad.id, versionId: version.id }]);
    const refused = await refusal(submitRelease(db, rita, paket, {}));
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/^Seite „Kaputt“: Die Seite kann nicht veröffentlicht werden: ein Fehler\./);
  });

  it('publishes every part in one transaction: pointers, one audit entry each and one for the package', async () => {
    // A new section: two new pages linking to each other, and the main menu leading to them.
    const a = await newPage('Neuer Bereich', `<p><a href="/de/paket-test-${paths + 2}">Zweite Seite</a></p>`);
    const b = await newPage('Zweite Seite', `<p><a href="${a.pfad}">Neuer Bereich</a></p>`);
    // The menu as visitors see it before the package.
    const { version: before } = await saveMenuVersion(db, rita, 'Hauptmenü_Footer', {
      menuItems: [{ title: 'Impressum', href: '/de/rechtliches/impressum' }],
    });
    await publishMenuVersion(db, ada, 'Hauptmenü_Footer', before.id);
    const { version: menu } = await saveMenuVersion(db, rita, 'Hauptmenü_Footer', {
      menuItems: [{ title: 'Neuer Bereich', href: a.pfad }],
    });
    const menuId = await menuDocumentId(db, 'Hauptmenü_Footer');
    const paket = await packageOf([a, b, { id: menuId, versionId: menu.id }]);
    await submitRelease(db, rita, paket, { kommentar: 'Bitte zusammen' });

    // Rita wrote every part: four eyes by content.
    expect(await refusal(publishRelease(db, rita, paket, recorder()))).toMatchObject({ status: 403 });
    const { calls, record } = recorder();
    const rendered: string[] = [];
    const { geaendert } = await publishRelease(db, franz, paket, {
      record,
      renderCheck: async (part) => void rendered.push(part.dokument_id),
    });
    expect(geaendert).toBe(true);
    expect(rendered.sort()).toEqual([a.id, b.id, menuId].sort());
    expect(await shownAt(db, a.pfad)).toContain('Zweite Seite');
    expect(await shownAt(db, b.pfad)).toContain('Neuer Bereich');
    expect(JSON.stringify(await menuContent(db, 'Hauptmenü_Footer'))).toContain(a.pfad);
    // The parts' own addresses first, then what they touch; the menu names every page.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.zuerst.sort()).toEqual([a.pfad, b.pfad].sort());
    expect(calls[0]!.aenderungen).toContainEqual({ art: 'menue', name: 'Hauptmenü_Footer' });

    const log = (await readAudit(db, ada, { limit: 500 })).eintraege;
    const ofPackage = log.filter((entry) => (entry.details as { paket?: { id: string } }).paket?.id === paket);
    expect(ofPackage.map((entry) => [entry.aktion, entry.objektId]).sort()).toEqual(
      [
        ['veroeffentlicht', a.id],
        ['veroeffentlicht', b.id],
        ['veroeffentlicht', 'Hauptmenü_Footer'],
      ].sort(),
    );
    expect(log.filter((entry) => entry.aktion === 'paket_veroeffentlicht' && entry.objektId === paket)).toHaveLength(1);
    const read = await getRelease(db, rita, paket);
    expect(read).toMatchObject({ zustand: 'veroeffentlicht', freigabe: { von: franz.name } });
    // What was published before: nothing of the pages, the menu's earlier version.
    expect(read.teile.find((teil) => teil.dokumentId === a.id)?.vorherVersionId).toBeNull();
    expect(read.teile.find((teil) => teil.dokumentId === menuId)?.vorherVersionId).toBe(before.id);

    // Withdrawn as a whole: the pages offline again, the menu back to what it was.
    const withdrawn = recorder();
    await withdrawRelease(db, franz, paket, { record: withdrawn.record });
    expect(await pageEnvelope(db, a.pfad)).toBeNull();
    expect(await pageEnvelope(db, b.pfad)).toBeNull();
    expect(JSON.stringify(await menuContent(db, 'Hauptmenü_Footer'))).toBe(JSON.stringify(before.inhalt));
    expect((await getRelease(db, rita, paket)).zustand).toBe('zurueckgezogen');
    expect(withdrawn.calls[0]!.zuerst.sort()).toEqual([a.pfad, b.pfad].sort());
  });

  it('records the revalidation in the publishing transaction, the parts first', async () => {
    const a = await newPage('Ledger');
    const paket = await packageOf([a]);
    await submitRelease(db, rita, paket, {});
    const before = await db.query<{ n: string }>('SELECT count(*) AS n FROM revalidierung');
    await publishRelease(db, franz, paket, {
      record: (tx, aenderungen, zuerst) => recordChanges(tx, aenderungen, zuerst, 'veroeffentlichung'),
    });
    const { rows } = await db.query<{ pfade: string[]; n: string }>(
      'SELECT pfade, (SELECT count(*) FROM revalidierung) AS n FROM revalidierung ORDER BY id DESC LIMIT 1',
    );
    expect(Number(rows[0]!.n)).toBe(Number(before.rows[0]!.n) + 1);
    expect(rows[0]!.pfade[0]).toBe(a.pfad);
  });

  it('a part that fails stops the whole package: nothing of it goes live', async () => {
    const a = await newPage('Bleibt offline A');
    const b = await newPage('Bleibt offline B');
    const paket = await packageOf([a, b]);
    await submitRelease(db, rita, paket, {});
    await archivePage(db, rita, b.id);
    const refused = await refusal(publishRelease(db, franz, paket, recorder()));
    expect(refused.message).toMatch(/^Seite „Bleibt offline B“: /);
    expect(await pageEnvelope(db, a.pfad)).toBeNull();
    expect((await getRelease(db, rita, paket)).zustand).toBe('zur_freigabe');
  });

  it('names the part whose content the approver carries (four eyes by content over all parts)', async () => {
    const a = await newPage('Von Rita');
    const {
      seite: { id },
    } = await createPage(db, franz, { pfad: `/de/paket-franz-${++paths}`, titel: 'Von Franz', layout: 'default' });
    const { version } = await savePageVersion(db, franz, id, envelope('Von Franz', '<p>Franz</p>'));
    const paket = await packageOf([a, { id, versionId: version.id }]);
    await submitRelease(db, rita, paket, {});
    const refused = await refusal(publishRelease(db, franz, paket, recorder()));
    expect(refused).toMatchObject({ status: 403, message: `Seite „Von Franz“: ${OWN_CHANGE}` });
    expect(await pageEnvelope(db, a.pfad)).toBeNull();
    // Another approver may: Ada carries none of it.
    await publishRelease(db, ada, paket, recorder());
    expect(await shownAt(db, a.pfad)).toContain('Von Rita');
  });

  it('lets no part of an unfinished package be published or planned alone', async () => {
    const a = await newPage('Nur mit Paket');
    const paket = await packageOf([a], 'Gemeinsam');
    await submitRelease(db, rita, paket, {});
    const { submitForApproval } = await import('@/lib/redaktion/store/workflow');
    await submitForApproval(db, rita, a.id, a.versionId);
    expect(await refusal(publishPageVersion(db, franz, a.id, a.versionId))).toMatchObject({
      status: 409,
      message: PAKET_TEXTE.publishedWithPackage('Gemeinsam'),
    });
    const plan = {
      art: 'veroeffentlichen' as const,
      versionId: a.versionId,
      zeitpunkt: new Date(Date.now() + 3600_000),
    };
    expect(await refusal(schedule(db, franz, a.id, plan))).toMatchObject({
      status: 409,
      message: PAKET_TEXTE.publishedWithPackage('Gemeinsam'),
    });
    await sendReleaseBack(db, franz, paket, { grund: 'Noch nicht' });
    expect(await releaseTasks(db, rita)).toContainEqual({
      id: paket,
      titel: 'Gemeinsam',
      text: 'Zurückgewiesen von Franz Freigabe: Noch nicht',
    });
  });

  it('goes live at its moment exactly once, however many runners look at the same time', async () => {
    const a = await newPage('Zur Stunde');
    const paket = await packageOf([a]);
    await submitRelease(db, rita, paket, {});
    await planRelease(db, franz, paket, new Date(Date.now() + 3600_000));
    expect((await getRelease(db, rita, paket)).zustand).toBe('geplant');
    const { calls, record } = recorder();
    expect(await runDueReleases(db, record)).toEqual([]);
    await db.query("UPDATE pakete SET zeitpunkt = now() - interval '1 second' WHERE id = $1", [paket]);
    const second = await open();
    const runs = await Promise.all([runDueReleases(db, record), runDueReleases(second, record)]);
    expect(runs.flat()).toEqual([[a.pfad]]);
    expect(calls).toHaveLength(1);
    expect(await shownAt(db, a.pfad)).toContain('Zur Stunde');
    const log = (await readAudit(db, ada, { objektArt: 'paket', objektId: paket })).eintraege;
    const published = log.filter((entry) => entry.aktion === 'paket_veroeffentlicht');
    expect(published).toHaveLength(1);
    expect(published[0]!.konto).toMatchObject({ id: 'system', name: `System (Termin von ${franz.name})` });
  });

  it('sends a planned package that fails at its moment back to its editors, with the reason', async () => {
    const a = await newPage('Wird gelöscht');
    const paket = await packageOf([a]);
    await submitRelease(db, rita, paket, {});
    await planRelease(db, franz, paket, new Date(Date.now() + 3600_000));
    await archivePage(db, rita, a.id);
    await db.query("UPDATE pakete SET zeitpunkt = now() - interval '1 second' WHERE id = $1", [paket]);
    expect(await runDueReleases(db, recorder().record)).toEqual([]);
    const read = await getRelease(db, rita, paket);
    expect(read.zustand).toBe('entwurf');
    expect(read.rueckweisung).toMatchObject({ von: 'System' });
    expect(read.rueckweisung!.grund).toMatch(/^Nicht veröffentlicht: Seite „Wird gelöscht“: /);
  });

  it('refuses to withdraw a package one of whose parts was published again on its own since', async () => {
    const a = await newPage('Später geändert');
    const paket = await packageOf([a]);
    await submitRelease(db, rita, paket, {});
    await publishRelease(db, franz, paket, recorder());
    const { version } = await savePageVersion(db, rita, a.id, envelope('Später geändert', '<p>Neu</p>'));
    const { submitForApproval } = await import('@/lib/redaktion/store/workflow');
    await submitForApproval(db, rita, a.id, version.id);
    await publishPageVersion(db, franz, a.id, version.id);
    expect(await refusal(withdrawRelease(db, franz, paket, recorder()))).toMatchObject({
      status: 409,
      message: PAKET_TEXTE.changedSince('Seite „Später geändert“'),
    });
    expect(await shownAt(db, a.pfad)).toContain('Neu');
  });

  it('keeps department limits over every part', async () => {
    const own = await newPage('Bürgerbüro', '<p>Text</p>', '/de/rathaus/buergerservice/paket');
    const foreign = await newPage('Anderes Amt', '<p>Text</p>', '/de/tourismus/paket');
    const office = (await ownerOfPath(db, own.pfad))!;
    const limited: Actor = { ...franz, bereich: { abteilungen: [office], pfade: [] } };
    const paket = await createRelease(db, limited, { titel: 'Begrenzt' });
    await addPart(db, limited, paket, { dokumentId: own.id, versionId: own.versionId });
    const refused = await refusal(
      addPart(db, limited, paket, { dokumentId: foreign.id, versionId: foreign.versionId }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/^Diese Seite gehört zum Amt/);
    // Somebody unlimited adds it; the limited approver may then not approve the package.
    await addPart(db, rita, paket, { dokumentId: foreign.id, versionId: foreign.versionId });
    await submitRelease(db, rita, paket, {});
    const approve = await refusal(publishRelease(db, limited, paket, recorder()));
    expect(approve.status).toBe(403);
    expect(approve.message).toMatch(/^Seite „Anderes Amt“: Diese Seite gehört zum Amt/);
  });

  it('reads the site as it will be: the parts in place of the published versions, entries in their lists', async () => {
    const a = await newPage('Vorschau');
    const s = sammlung('ausschreibungen');
    const { eintrag, version } = await createEntry(db, rita, s, { titel: 'Neubau Feuerwehrhaus', frist: '2099-01-01' });
    const paket = await packageOf([a, { id: eintrag.id, versionId: version.id }]);
    const versionen = await releaseVersions(db, paket);
    expect(await pageEnvelope(db, a.pfad)).toBeNull();
    expect(JSON.stringify(await pageEnvelope(db, a.pfad, { versionen }))).toContain('Vorschau');
    const call = { sammlung: s, kennung: null };
    const now = await answerCollectionCall(db, call, {}, { contentDir: CONTENT_DIR });
    const then = await answerCollectionCall(db, call, {}, { contentDir: CONTENT_DIR, versionen });
    expect(JSON.stringify(now.body)).not.toContain('Neubau Feuerwehrhaus');
    expect(JSON.stringify(then.body)).toContain('Neubau Feuerwehrhaus');
    const one = await answerCollectionCall(
      db,
      { sammlung: s, kennung: (await getEntryInfo(db, s, eintrag.id)).kennung },
      {},
      { contentDir: CONTENT_DIR, versionen },
    );
    expect(one).toMatchObject({ status: 200, body: { titel: 'Neubau Feuerwehrhaus' } });
  });
});

describe('the permission rows of Änderungspakete', () => {
  it('leave putting together and submitting to everyone, every later step to approvers', async () => {
    const { darf } = await import('@/lib/redaktion/shared/permissions');
    expect(darf('redaktion', 'paket_bearbeiten', 'entwurf')).toBe(true);
    expect(darf('redaktion', 'paket_einreichen', 'entwurf')).toBe(true);
    expect(darf('redaktion', 'paket_veroeffentlichen', 'zur_freigabe')).toBe(false);
    expect(darf('freigabe', 'paket_bearbeiten', 'zur_freigabe')).toBe(false);
    expect(darf('freigabe', 'paket_zurueckziehen', 'veroeffentlicht')).toBe(true);
  });
});
