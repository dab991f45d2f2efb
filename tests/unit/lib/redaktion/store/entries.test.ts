// The collections on the one stored document model: the block calls answered from the store exactly as the seed
// files answered them, an entry's life (created, saved, submitted, published by a second person, retitled: its old
// address answers 308), the governing date that takes a tender off the open list by itself (announced once), what a
// publication regenerates, and department rights by the collection's office.
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { changedPaths } from '@/lib/redaktion/actions/publish-change';
import {
  createEntry,
  getEntryInfo,
  getEntryVersion,
  listEntries,
  publishEntryVersion,
  saveEntryVersion,
} from '@/lib/redaktion/store/entries';
import { draftsFromSubmission, submissionOf } from '@/lib/redaktion/store/entry-submissions';
import { storeSubmission } from '@/lib/redaktion/store/submission-inbox';
import { answerCollectionCall, entryPageEnvelope } from '@/lib/redaktion/store/entry-queries';
import { announceDueMoments } from '@/lib/redaktion/store/moments';
import { redirectTarget } from '@/lib/redaktion/store/published';
import { seedContent } from '@/lib/redaktion/store/seed';
import { submitVersion } from '@/lib/redaktion/store/workflow';
import { entryKind } from '@/lib/redaktion/store/entries';
import { answerListCall } from '@/lib/services/cms/list-endpoint';
import { readContentJson } from '@/lib/content/content-files';
import { callOf, sammlung } from '@/lib/sammlungen/registry';
import type { QueryParams } from '@/lib/services/cms/cms-service';
import type { Actor } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../../support/databases';
import { CONTENT, franz, refusal, rita } from '../../../support/redaktion-store';

const NOW = new Date('2026-11-28T10:00:00Z');
const call = (db: Database, endpoint: string, params: QueryParams = {}, now = NOW) =>
  answerCollectionCall(db, callOf(endpoint) as never, params, { contentDir: CONTENT, now });

onEachDatabase('collections in the store', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
  }, 120_000);

  it('answers the block calls of a collection as its seed file did, for the queries the site makes', async () => {
    const seed = await readContentJson(CONTENT, ['api', 'cms', 'veranstaltungen']);
    const queries: QueryParams[] = [
      { seite: 1, pro_seite: 8, datum_von: '2026-11-28', order: 'datum_von' },
      { seite: 2, pro_seite: 5, datum_von: '2026-11-28', order: 'datum_von' },
      { datum_von: '2026-11-28', order: 'datum_von', anzahl: 3 },
      { seite: 1, pro_seite: 8, datum_von: '2026-11-28', order: 'datum_von', rubriken: ['1', '4'] },
    ];
    for (const params of queries) {
      const fromFile = answerListCall(seed, params);
      const fromStore = await call(db, '/api/cms/veranstaltungen', params);
      expect(fromStore.status).toBe(200);
      expect(fromStore.body).toEqual(fromFile.body);
    }
    const [one] = (seed as { data: { id: number }[] }).data.filter((item) => item.id === 17);
    expect((await call(db, '/api/cms/veranstaltungen/17')).body).toEqual(one);
    expect((await call(db, '/api/cms/veranstaltungen/9999')).status).toBe(404);
  });

  it('refuses to read an order or a filter as SQL', async () => {
    const answer = await call(db, '/api/cms/veranstaltungen', {
      order: "titel'; DROP TABLE dokumente; --",
      rubriken: "1') OR ('1'='1",
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { data: unknown[] }).data).toEqual([]);
  });

  it('an entry: created by one person, published by another, retitled (its old address answers 308)', async () => {
    const s = sammlung('veranstaltungen');
    const inhalt = {
      titel: 'Dorfputz im Frühling',
      datum_von: '2027-03-21',
      rubriken: [{ id: 3, rubrik: 'Sport & Natur' }],
    };
    const { eintrag, version } = await createEntry(db, rita, s, inhalt);
    expect(eintrag.pfad).toBe('/de/veranstaltungen/kalender/dorfputz-im-fruehling');
    expect(eintrag.kennung).toBe(23);
    await submitVersion(db, rita, entryKind('veranstaltungen'), eintrag.id, version.id);
    expect((await refusal(publishEntryVersion(db, rita, s, eintrag.id, version.id))).status).toBe(403);
    const { aenderung } = await publishEntryVersion(db, franz, s, eintrag.id, version.id);
    // Its page, and every page whose blocks show the calendar.
    const paths = await changedPaths(db, aenderung);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/de/veranstaltungen/kalender/dorfputz-im-fruehling',
        '/de/veranstaltungen/kalender',
        '/de/veranstaltungen',
        '/de/tourismus/urlaub',
      ]),
    );
    const listed = await call(db, '/api/cms/veranstaltungen', {
      rubriken: '3',
      datum_von: '2027-03-21',
      datum_bis: '2027-03-21',
    });
    expect((listed.body as { data: { titel: string; rubriken: { detailURL: string }[] }[] }).data).toEqual([
      expect.objectContaining({
        titel: 'Dorfputz im Frühling',
        rubriken: [{ id: 3, rubrik: 'Sport & Natur', detailURL: '/de/veranstaltungen/kalender/dorfputz-im-fruehling' }],
      }),
    ]);
    expect(await entryPageEnvelope(db, '/de/veranstaltungen/kalender/dorfputz-im-fruehling')).toMatchObject({
      title: 'Dorfputz im Frühling',
      content: [expect.objectContaining({ context: { endpoint: '/api/cms/veranstaltungen/23' } })],
    });

    const { version: retitled } = await saveEntryVersion(db, rita, s, eintrag.id, {
      ...inhalt,
      titel: 'Frühjahrsputz in Oberbrunn',
    });
    await submitVersion(db, rita, entryKind('veranstaltungen'), eintrag.id, retitled.id);
    await publishEntryVersion(db, franz, s, eintrag.id, retitled.id);
    expect(await redirectTarget(db, '/de/veranstaltungen/kalender/dorfputz-im-fruehling')).toBe(
      '/de/veranstaltungen/kalender/fruehjahrsputz-in-oberbrunn',
    );
    expect(await entryPageEnvelope(db, '/de/veranstaltungen/kalender/dorfputz-im-fruehling')).toBeNull();
  });

  it('a tender leaves the open list at its deadline by itself, into the archive, announced once', async () => {
    const s = sammlung('ausschreibungen');
    const soon = new Date(Date.now() + 60_000);
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'short',
    })
      .format(soon)
      .replace(' ', 'T');
    const { eintrag, version } = await createEntry(db, rita, s, { titel: 'Winterdienst 2027/28', frist: local });
    await submitVersion(db, rita, entryKind('ausschreibungen'), eintrag.id, version.id);
    await publishEntryVersion(db, franz, s, eintrag.id, version.id);
    const titles = async (params: QueryParams, now: Date) =>
      ((await call(db, '/api/cms/ausschreibungen', params, now)).body as { data: { titel: string }[] }).data.map(
        (t) => t.titel,
      );
    expect(await titles({}, new Date())).toContain('Winterdienst 2027/28');
    const after = new Date(soon.getTime() + 60_000);
    expect(await titles({}, after)).not.toContain('Winterdienst 2027/28');
    expect(await titles({ archiv: 1 }, after)).toContain('Winterdienst 2027/28');
    // The moment is the deadline: due once it has come (moved back rather than waited for), announced once.
    await db.query("UPDATE dokument_zeitpunkte SET zeitpunkt = now() - interval '1 second' WHERE dokument_id = $1", [
      eintrag.id,
    ]);
    const [first, second] = await Promise.all([announceDueMoments(db), announceDueMoments(db)]);
    const announced = [...first!, ...second!].filter((a) => a.art === 'sammlung');
    expect(announced).toEqual([{ art: 'sammlung', sammlung: 'ausschreibungen', pfade: [] }]);
    expect(await changedPaths(db, announced[0]!)).toEqual(expect.arrayContaining(['/de/leben/ausschreibungen']));
  });

  it('department rights: an account of the Tourist-Information keeps the events, not the tenders', async () => {
    const { rows } = await db.query<{ abteilung: number }>(
      "SELECT DISTINCT abteilung FROM dokumente WHERE art = 'eintrag' AND sammlung = 'veranstaltungen'",
    );
    const tourismus: Actor = {
      id: 't-1',
      name: 'Tina Tourismus',
      role: 'freigabe',
      bereich: { abteilungen: [rows[0]!.abteilung], pfade: [] },
    };
    await createEntry(db, tourismus, sammlung('veranstaltungen'), { titel: 'Laternenlauf', datum_von: '2027-11-11' });
    const refused = await refusal(createEntry(db, tourismus, sammlung('ausschreibungen'), { titel: 'Kanalsanierung' }));
    expect(refused.status).toBe(403);
    expect(refused.message).toContain('Hauptamt');
  });

  it('the Redaktion lists 10 000 entries a page at a time, filtered and sorted in the database', async () => {
    const list = await listEntries(db, sammlung('veranstaltungen'), { suche: 'markt', sortierung: '-datum_von' });
    expect(list.eintraege.map((e) => e.titel)).toEqual([
      'Naturpark-Markt',
      'Kinderflohmarkt',
      'Ostermarkt am Kurhaus',
      'Tannbrunner Weihnachtsmarkt',
      'Wochenmarkt mit Glühweinstand',
    ]);
    const byCategory = await listEntries(db, sammlung('veranstaltungen'), { auswahl: { rubriken: '4' } });
    expect(byCategory.gesamt).toBeGreaterThan(0);
    expect(byCategory.eintraege.every((e) => e.titel)).toBe(true);
  });

  it('an event a resident reports arrives as a draft of the calendar, without the sender’s details', async () => {
    const values = {
      titel: 'Hoffest am Vogtshof',
      beschreibung: 'Musik, Kutschfahrten und Hofladen.',
      barrierefreiheit: 'Der Hof ist eben und ohne Stufen.',
      datum_von: '2027-08-07',
      zeit_von: '11:00',
      veranstaltungsort: 'Vogtshof, Oberbrunn',
      eintritt: '3,50 €',
      veranstalter: 'Familie Vogt',
      name: 'Erika Vogt',
      email: 'erika.vogt@example.org',
      telefon: '07655 1234',
      datenschutz: true,
    };
    const eingang = await storeSubmission(db, 'veranstaltung-melden', values);
    const [id] = await draftsFromSubmission(db, 'veranstaltung-melden', values, eingang);
    const info = await getEntryInfo(db, sammlung('veranstaltungen'), id!);
    expect(info).toMatchObject({ status: 'entwurf', titel: 'Hoffest am Vogtshof' });
    const { inhalt } = await getEntryVersion(db, sammlung('veranstaltungen'), id!, info.neuesteVersion!.id);
    expect(inhalt).toEqual({
      titel: 'Hoffest am Vogtshof',
      beschreibung: 'Musik, Kutschfahrten und Hofladen.\n\nDer Hof ist eben und ohne Stufen.',
      datum_von: '2027-08-07',
      dateFrom: '2027-08-07',
      timeFrom: '11:00',
      location: 'Vogtshof, Oberbrunn',
      veranstalter: 'Familie Vogt',
      eintritt: 3.5,
      // Stored naming the version of the collection's entry shape it was written in.
      version: 1,
    });
    expect(JSON.stringify(inhalt)).not.toMatch(/Erika|example\.org|1234/);
    expect(await submissionOf(db, id!)).toMatchObject({ eingangId: eingang, formular: 'veranstaltung-melden' });
    // Not public until an approver publishes it; the website wrote it, so an approver may (four eyes).
    expect(
      (await call(db, '/api/cms/veranstaltungen', { datum_von: '2027-08-07', datum_bis: '2027-08-07' })).body,
    ).toMatchObject({ data: [] });
    await submitVersion(db, rita, entryKind('veranstaltungen'), id!, info.neuesteVersion!.id);
    await publishEntryVersion(db, franz, sammlung('veranstaltungen'), id!, info.neuesteVersion!.id);
  });
});
