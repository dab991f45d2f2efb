// What editors change in the collections reaches everything that reads them, from the store: the site's list of
// offices (department rights, owners) is the published offices, with stable ids; an office's new name shows wherever
// it is referred to; an office lists only its published staff; the directory's filter follows its entries; a
// pinboard note leaves the board after its last day; the intranet's texts are entries its sessions read and no
// public call serves.
import { describe, expect, it } from 'vitest';
import { CONTENT, seededStore } from '../../../support/seeded-store';
import { readAbteilungen, readSeedAbteilungen } from '@/lib/redaktion/store/page-owners';
import {
  createEntry,
  entryKind,
  publishEntryVersion,
  saveEntryVersion,
  unpublishEntry,
} from '@/lib/redaktion/store/entries';
import { submitVersion } from '@/lib/redaktion/store/workflow';
import { answerCollectionCall, answerDerivedCall } from '@/lib/redaktion/store/entry-queries';
import { createEmbeddedIntranet } from '@/lib/redaktion/embedded/embedded-intranet';
import { createEmbeddedCms } from '@/lib/redaktion/embedded/embedded-cms';
import { sammlung, type SammlungName } from '@/lib/sammlungen/registry';
import { derivedCallOf } from '@/lib/sammlungen/derived-calls';
import type { Actor } from '@/lib/redaktion/shared/types';
import { abfuhrIcal, veranstaltungIcal } from '@/lib/ical/downloads';
import { changedPaths } from '@/lib/redaktion/actions/publish-change';

const rita: Actor = { id: 'r-1', name: 'Rita Redaktion', role: 'redaktion' };
const franz: Actor = { id: 'f-1', name: 'Franz Freigabe', role: 'freigabe' };

type Item = Record<string, unknown>;

const store = seededStore();

async function documentId(name: SammlungName, kennung: number): Promise<string> {
  const { rows } = await store().query<{ id: string }>(
    "SELECT id FROM dokumente WHERE art = 'eintrag' AND sammlung = $1 AND kennung = $2",
    [name, kennung],
  );
  return rows[0]!.id;
}

/** Rita saves and submits the content, Franz publishes it (four eyes). */
async function publish(name: SammlungName, id: string, inhalt: Item): Promise<void> {
  const s = sammlung(name);
  const { version } = await saveEntryVersion(store(), rita, s, id, inhalt);
  await submitVersion(store(), rita, entryKind(name), id, version.id);
  await publishEntryVersion(store(), franz, s, id, version.id);
}

async function created(name: SammlungName, inhalt: Item): Promise<{ id: string; kennung: number }> {
  const s = sammlung(name);
  const { eintrag, version } = await createEntry(store(), rita, s, inhalt);
  await submitVersion(store(), rita, entryKind(name), eintrag.id, version.id);
  await publishEntryVersion(store(), franz, s, eintrag.id, version.id);
  return { id: eintrag.id, kennung: eintrag.kennung };
}

const call = async (name: SammlungName, kennung: number | null, params = {}, now = new Date()) =>
  (await answerCollectionCall(store(), { sammlung: sammlung(name), kennung }, params, { contentDir: CONTENT, now }))
    .body as Item;

describe('collections kept by editors', () => {
  it('the offices of the site are the published offices, with the ids of the seed', async () => {
    expect(await readAbteilungen(store())).toEqual(await readSeedAbteilungen(CONTENT));
    const id = await documentId('aemter', 1);
    const office = (await call('aemter', 1)) as Item;
    await publish('aemter', id, { ...office, titel: 'Bürgerbüro und Fundbüro', telefon: '07655 9310-99' });
    const offices = await readAbteilungen(store());
    expect(offices.find((amt) => amt.id === 1)).toEqual({ id: 1, name: 'Bürgerbüro und Fundbüro' });
    expect(offices).toHaveLength(7);
    // Where the office is referred to, its current name (and, for Was erledige ich wo, its telephone).
    const staff = (await call('mitarbeiter', 204)) as { amt: Item };
    expect(staff.amt).toEqual({
      id: 1,
      titel: 'Bürgerbüro und Fundbüro',
      detailURL: '/de/leben/mitarbeiter-aemter/buergerbuero-und-fundbuero',
    });
    const wegweiser = (await call('wegweiser', null)) as { data: { id: number; amt: Item }[] };
    expect(wegweiser.data.find((anliegen) => anliegen.id === 802)!.amt).toEqual({
      id: 1,
      titel: 'Bürgerbüro und Fundbüro',
      detailURL: '/de/leben/mitarbeiter-aemter/buergerbuero-und-fundbuero',
      telefon: '07655 9310-99',
    });
    // The old address of the office's page leads to the new one.
    const cms = createEmbeddedCms(CONTENT, { database: async () => store() });
    expect(await cms.redirectFor!('/de/leben/mitarbeiter-aemter/buergerbuero')).toBe(
      '/de/leben/mitarbeiter-aemter/buergerbuero-und-fundbuero',
    );
  });

  it('an office lists its published staff only, each with their current name and page', async () => {
    const before = (await call('aemter', 1)) as { mitarbeiter: Item[] };
    expect(before.mitarbeiter.map((person) => person.id)).toEqual([204, 205]);
    const id = await documentId('mitarbeiter', 205);
    await unpublishEntry(store(), franz, sammlung('mitarbeiter'), id);
    const after = (await call('aemter', 1)) as { mitarbeiter: Item[] };
    expect(after.mitarbeiter).toEqual([before.mitarbeiter[0]]);
    const andrea = (await call('mitarbeiter', 204)) as Item;
    await publish('mitarbeiter', await documentId('mitarbeiter', 204), {
      ...andrea,
      nachname: 'Schwörer-Kienzler',
      funktion: 'Leiterin des Bürgerbüros',
    });
    const renamed = (await call('aemter', 1)) as { mitarbeiter: Item[] };
    expect(renamed.mitarbeiter).toEqual([
      {
        id: 204,
        vorname: 'Andrea',
        nachname: 'Schwörer-Kienzler',
        funktion: 'Leiterin des Bürgerbüros',
        detailURL: '/de/leben/mitarbeiter-aemter/schwoerer-kienzler',
      },
    ]);
  });

  it('the directory filter counts the published entries and lists their places', async () => {
    const filter = derivedCallOf('/api/cms/branchen/filter')!;
    const answer = async () =>
      (await answerDerivedCall(store(), filter, { contentDir: CONTENT })).body as {
        rubriken: { id: number; brancheneintraege: Item[] }[];
        orte: string[];
      };
    const before = await answer();
    const hofladen = before.rubriken.find((r) => r.id === 32)!;
    expect(hofladen.brancheneintraege).toHaveLength(2);
    const neu = await created('branchen', {
      titel: 'Hofkäserei Rinken',
      ort: 'Ort (Rinken)',
      rubriken: [{ id: 32, rubrik: 'Hofläden', hauptrubrik: { rubrik: 'Einkaufen' } }],
      interessengruppen: [{ id: 8, name: 'regional' }],
    });
    const after = await answer();
    expect(after.rubriken.find((r) => r.id === 32)!.brancheneintraege).toContainEqual({
      id: neu.kennung,
      ort: 'Ort (Rinken)',
      interessengruppen: [{ id: 8 }],
    });
    expect(after.orte).toEqual([...before.orte, 'Ort (Rinken)']);
    // Its page comes from the entry, without a room reservation (it has none).
    const cms = createEmbeddedCms(CONTENT, { database: async () => store() });
    const page = (await cms.getPage('/de/verzeichnis/hofkaeserei-rinken')) as { content: { template: string }[] };
    expect(page.content.map((block) => block.template)).toEqual(['branchen-detail']);
    const room = (await cms.getPage('/de/verzeichnis/buergersaal')) as {
      content: { template: string; options: Item }[];
    };
    expect(room.content[1]).toMatchObject({
      template: 'raumreservierung',
      options: { branchenId: '132', titel: 'Bürgersaal reservieren' },
    });
    // Withdrawn, it leaves the counts and its place the list.
    await unpublishEntry(store(), franz, sammlung('branchen'), neu.id);
    expect(await answer()).toEqual(before);
  });

  it('a pinboard note leaves the board after its last day, into the archive', async () => {
    const day = new Date('2026-12-18T22:59:00Z');
    const next = new Date('2026-12-18T23:00:00Z');
    const ids = async (now: Date, params = {}) =>
      ((await call('pinnwand', null, params, now)) as { data: { id: number }[] }).data.map((note) => note.id);
    expect(await ids(day)).toContain(501);
    expect(await ids(next)).not.toContain(501);
    expect(await ids(next, { archiv: '1' })).toContain(501);
  });

  it('a news item with a validity leaves the current news after it', async () => {
    const news = (await call('artikel', 301)) as Item;
    await publish('artikel', await documentId('artikel', 301), { ...news, gueltig_bis: '2026-12-06' });
    const ids = async (now: Date) =>
      ((await call('artikel', null, {}, now)) as { data: { id: number }[] }).data.map((item) => item.id);
    expect(await ids(new Date('2026-12-06T12:00:00Z'))).toContain(301);
    expect(await ids(new Date('2026-12-07T12:00:00Z'))).not.toContain(301);
  });

  it('the intranet reads its texts from the collection; no public call serves them', async () => {
    const intranet = createEmbeddedIntranet({
      database: async () => store(),
      contentDir: CONTENT,
      sessionMaxAge: 3600,
    });
    const session = (await intranet.login('intranet@tannbrunn.example', 'Tannbrunn-Intranet-2026'))!;
    const first = await intranet.getTexts(session, 'rathaus-aktuell', { seite: 1, proSeite: 3 });
    expect(first.data[0]).toEqual({
      id: 1,
      titel: 'Neue Öffnungszeiten des Bürgerbüros ab Dezember',
      teaser: 'Ab dem 1. Dezember öffnet das Bürgerbüro donnerstags bis 18 Uhr.',
      text: expect.stringContaining('<p>Der Gemeinderat hat die verlängerten Öffnungszeiten'),
      autor: 'Hauptamt',
      rubrik: 'rathaus-aktuell',
      datum_von: '2026-11-12',
      datum_bis: null,
    });
    const neu = await created('intranet-texte', {
      rubrik: 'rathaus-aktuell',
      titel: 'Betriebsausflug 2027',
      datum_von: '2026-11-27',
      teaser: 'Anmeldung bis Weihnachten.',
      text: '<p>Wir fahren an den Bodensee.</p>',
      autor: 'Personalrat',
    });
    const now = await intranet.getTexts(session, 'rathaus-aktuell', { seite: 1, proSeite: 3 });
    expect(now.data[0]).toMatchObject({ id: neu.kennung, titel: 'Betriebsausflug 2027' });
    expect(await intranet.getText(session, 'rathaus-aktuell', String(neu.kennung))).toMatchObject({
      text: '<p>Wir fahren an den Bodensee.</p>',
    });
    expect(await intranet.getText(session, 'personal', String(neu.kennung))).toBeNull();
    const cms = createEmbeddedCms(CONTENT, { database: async () => store() });
    expect((await cms.call('/api/cms/intranet/texte', {})).status).toBe(404);
    expect((await cms.call(`/api/cms/intranet/texte/${neu.kennung}`, {})).status).toBe(404);
    await unpublishEntry(store(), franz, sammlung('intranet-texte'), neu.id);
    expect(await intranet.getText(session, 'rathaus-aktuell', String(neu.kennung))).toBeNull();
  });

  it('the iCal downloads read the store: an event and a waste district as published', async () => {
    const cms = createEmbeddedCms(CONTENT, { database: async () => store() });
    const event = (await call('veranstaltungen', 17)) as Item;
    await publish('veranstaltungen', await documentId('veranstaltungen', 17), {
      ...event,
      titel: 'Tannseefest mit Seenachtsfeuerwerk',
    });
    const ical = await veranstaltungIcal(cms, '17', 'https://www.tannbrunn.example');
    expect(ical.ok && ical.body).toContain('SUMMARY:Tannseefest mit Seenachtsfeuerwerk');
    const bezirk = (await call('abfuhrtermine', null)) as { bezirke: Item[] };
    const tannbrunn = bezirk.bezirke.find((b) => b.id === 'tannbrunn')!;
    await publish('abfuhrtermine', await documentId('abfuhrtermine', 1), {
      ...tannbrunn,
      termine: [{ datum: '2027-01-04', art: 'Restmüll' }],
    });
    const waste = await abfuhrIcal(cms, 'tannbrunn', undefined);
    expect(waste.ok && waste.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(waste.ok && waste.body).toContain('DTSTART;VALUE=DATE:20270104');
    // The district keeps its key in addresses, the calendar its shape.
    const after = (await call('abfuhrtermine', null)) as { jahr: number; hinweis: string; bezirke: Item[] };
    expect(Object.keys(after)).toEqual(['jahr', 'hinweis', 'bezirke']);
    expect(after.bezirke.map((b) => b.id)).toEqual(['tannbrunn', 'bergdoerfer']);
  });

  it('past events are in the archive, newest first; the tenders page lists closed procedures below the open ones', async () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const past = (await call('veranstaltungen', null, { archiv: '1', order: '-datum_von' }, now)) as {
      data: { id: number; datum_von: string }[];
    };
    expect(past.data.length).toBeGreaterThan(0);
    expect(past.data.every((event) => event.datum_von < '2026-12-01')).toBe(true);
    const dates = past.data.map((event) => event.datum_von);
    expect([...dates].sort().reverse()).toEqual(dates);
    const upcoming = (await call('veranstaltungen', null, { order: 'datum_von' }, now)) as { data: { id: number }[] };
    expect(upcoming.data.map((event) => event.id)).not.toContain(past.data[0]!.id);
    // The archive page is a page of the calendar, linked from it.
    const cms = createEmbeddedCms(CONTENT, { database: async () => store() });
    const archive = (await cms.getPage('/de/veranstaltungen/archiv')) as {
      content: { context?: { params?: Item } }[];
    };
    expect(archive.content[0]!.context!.params).toMatchObject({ archiv: 1, order: '-datum_von' });
    const tenders = (await call('ausschreibungen', null, { archiv: 'alle', order: '-datum_von' }, now)) as {
      data: { id: number }[];
    };
    expect(tenders.data.map((tender) => tender.id).sort()).toEqual([401, 402, 403, 404]);
    const closed = (await call('ausschreibungen', null, { archiv: '1' }, now)) as { data: { id: number }[] };
    expect(closed.data.map((tender) => tender.id)).toEqual([404]);
  });

  it('a publication regenerates the pages that show the collection, one that refers to it, and their entry pages', async () => {
    const office = await changedPaths(store(), { art: 'sammlung', sammlung: 'aemter', pfade: [] });
    // The list of offices and staff, Was erledige ich wo (it names the offices), every staff member's page.
    expect(office).toEqual(
      expect.arrayContaining([
        '/de/leben/mitarbeiter-aemter',
        '/de/leben/was-erledige-ich-wo',
        '/de/leben/mitarbeiter-aemter/ute-kaltenbach',
      ]),
    );
    const directory = await changedPaths(store(), { art: 'sammlung', sammlung: 'branchen', pfade: [] });
    expect(directory).toContain('/de/verzeichnis');
    const intranet = await changedPaths(store(), { art: 'sammlung', sammlung: 'intranet-texte', pfade: [] });
    expect(intranet).toEqual([]);
  });
});
