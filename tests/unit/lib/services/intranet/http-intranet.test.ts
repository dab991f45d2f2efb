// Contract tests of the council and intranet calls (spec section 7) against a recording local CMS:
// method, path, query, headers and body of every call as it arrives on the wire.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpIntranet, TEXT_ORDER } from '@/lib/services/intranet/http-intranet';
import { createHttpRatsinfo } from '@/lib/services/ratsinfo/http-ratsinfo';
import { SessionRejected } from '@/lib/session/session-rejected';
import { UpstreamError } from '@/lib/http/fetch-json';
import { latestTexts } from '@/lib/intranet/latest-texts';
import { startRecordingCms, type Recorded, type RecordingCms, type Reply } from '../../../support/recording-cms';

const UUID = '2f1c0a8e-8a36-4c36-9c57-1f0e7f2d9b10';
const RUBRIKEN = [
  { rubrik: 'Aktuelles', url: 'aktuell', taggingpfad: '/de/intranet/aktuelles' },
  { rubrik: 'Personal', url: 'personal', taggingpfad: '/de/intranet/personal' },
];
const TEXTE: Record<string, unknown[]> = {
  aktuell: [
    { id: 1, titel: 'A1', datum_von: '2026-10-01' },
    { id: 2, titel: 'A2', datum_von: '2026-05-01' },
  ],
  personal: [
    { id: 7, titel: 'P7', datum_von: '2026-11-02' },
    { id: 8, titel: 'P8', datum_von: '2026-07-01' },
    { id: 9, titel: 'P9', datum_von: '2026-01-01' },
  ],
};

function table(r: Recorded): Reply {
  const key = `${r.method} ${r.pathname}`;
  if (key === 'POST /api/cms/login')
    return (r.body as { passwort?: string }).passwort === 'richtig'
      ? { json: { uuid: UUID, token: 'intranet-token-1' } }
      : { status: 401, json: { message: 'nein' } };
  if (key === `GET /api/cms/intranet/user/${UUID}`)
    return r.authorization === 'Bearer intranet-token-1'
      ? { json: { vorname: 'Jana', nachname: 'Bühler', email: 'j@t.example' } }
      : { status: 401, json: {} };
  if (key === 'GET /api/cms/intranet/rubrik') return { json: RUBRIKEN };
  const rubrik = /^GET \/api\/cms\/intranet\/rubrik\/([^/]+)$/.exec(key);
  if (rubrik)
    return { json: { data: TEXTE[rubrik[1]!]?.slice(0, Number(r.query.pro_seite?.[0] ?? 3)) ?? [], seiten: 4 } };
  if (key === 'GET /api/cms/intranet/rubrik/personal/8') return { json: TEXTE.personal![1] };
  if (key === 'GET /api/cms/intranet/archiv_themen') return { json: { data: [{ id: 3, thema: 'Dienstanweisungen' }] } };
  if (key === 'GET /api/cms/intranet/archiv')
    return {
      json: {
        data: [
          {
            id: 11,
            titel: 'Winterdienst',
            gueltig_von: '2020-01-01',
            gueltig_bis: null,
            dokumente: [{ downloadtext: 'PDF', stand: '2026-01-01', url: 'https://cms.example/d.pdf' }],
          },
        ],
      },
    };
  if (key === 'POST /api/cms/raete/login')
    return (r.body as { passwort?: string }).passwort === 'richtig'
      ? { json: { id: 42, token: 'rat-token-1', pw_geaendert: false } }
      : { status: 403, json: {} };
  if (key === 'GET /api/cms/raete/42')
    return r.ratsinfoAuthorization === 'Bearer rat-token-1'
      ? {
          json: {
            vorname: 'Klaus',
            nachname: 'Eberle',
            kontakt: { email: 'k@t.example' },
            taetigkeitsbereiche: [{ bezeichnung: 'Bauausschuss' }, 'Gemeinderat'],
          },
        }
      : { status: 401, json: {} };
  if (key === 'GET /api/cms/raete/sitzungen')
    return {
      json: {
        data: [
          {
            id: 5,
            titel: 'Gemeinderat',
            beginn: '2026-12-03T18:00:00Z',
            ort: 'Rathaus',
            tagesordnung: [{ nummer: '1', titel: 'Haushalt' }],
          },
          { titel: 'ohne id' },
        ],
      },
    };
  if (key === 'GET /api/cms/raete/sitzungen/5')
    return { json: { id: 5, titel: 'Gemeinderat', beginn: '2026-12-03T18:00:00Z' } };
  if (key === 'GET /api/cms/raete/berichte') return { json: [{ id: 1, titel: 'Bericht', datum: '2026-10-01' }] };
  if (key === 'POST /api/cms/raete/42/passwort')
    return (r.body as { passwort_alt?: string }).passwort_alt === 'richtig' ? { json: {} } : { status: 422, json: {} };
  return { status: 404, json: { message: 'unbekannt' } };
}

let cms: RecordingCms;
beforeAll(async () => {
  cms = await startRecordingCms(table);
});
afterAll(() => cms.close());
beforeEach(() => {
  cms.requests.length = 0;
  cms.setHandler(table);
});

const only = () => {
  expect(cms.requests).toHaveLength(1);
  return cms.requests[0]!;
};

describe('intranet calls', () => {
  const intranet = () => createHttpIntranet({ baseUrl: cms.url, timeoutMs: 2000 });
  const session = { uuid: UUID, token: 'intranet-token-1' };

  it('POST /api/cms/login with JSON email and passwort; answer uuid and token', async () => {
    expect(await intranet().login('j@t.example', 'richtig')).toEqual({ uuid: UUID, token: 'intranet-token-1' });
    expect(only()).toMatchObject({
      method: 'POST',
      pathname: '/api/cms/login',
      query: {},
      contentType: 'application/json',
      body: { email: 'j@t.example', passwort: 'richtig' },
      authorization: undefined,
    });
  });

  it('treats a refusal and an empty answer as a failed login, an outage as an error', async () => {
    expect(await intranet().login('j@t.example', 'falsch')).toBeNull();
    cms.setHandler(() => ({ raw: '' }));
    expect(await intranet().login('j@t.example', 'richtig')).toBeNull();
    cms.setHandler(() => ({ json: {} }));
    expect(await intranet().login('j@t.example', 'richtig')).toBeNull();
    cms.setHandler(() => ({ status: 502, json: {} }));
    await expect(intranet().login('j@t.example', 'richtig')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('GET /api/cms/intranet/user/{uuid} with Authorization: Bearer <token>', async () => {
    expect(await intranet().getUser(session)).toEqual({ vorname: 'Jana', nachname: 'Bühler', email: 'j@t.example' });
    expect(only()).toMatchObject({
      method: 'GET',
      pathname: `/api/cms/intranet/user/${UUID}`,
      query: {},
      authorization: 'Bearer intranet-token-1',
      ratsinfoAuthorization: undefined,
    });
    expect(await intranet().getUser({ uuid: UUID, token: 'abgelaufen-abgelaufen' })).toBeNull();
  });

  it('GET /api/cms/intranet/rubrik with the token', async () => {
    expect(await intranet().getCategories(session)).toEqual(RUBRIKEN);
    expect(only()).toMatchObject({
      method: 'GET',
      pathname: '/api/cms/intranet/rubrik',
      query: {},
      authorization: 'Bearer intranet-token-1',
    });
  });

  it('GET /api/cms/intranet/rubrik/{url} with order (datum_von descending), seite and pro_seite', async () => {
    const page = await intranet().getTexts(session, 'personal', { seite: 2, proSeite: 3 });
    expect(page.seiten).toBe(4);
    expect(page.data.map((t) => t.id)).toEqual([7, 8, 9]);
    expect(only()).toMatchObject({
      method: 'GET',
      pathname: '/api/cms/intranet/rubrik/personal',
      query: { order: [TEXT_ORDER], seite: ['2'], pro_seite: ['3'] },
      authorization: 'Bearer intranet-token-1',
    });
    expect(TEXT_ORDER).toBe('-datum_von');
  });

  it('latest texts: every category fetched, merged, newest 3 kept', async () => {
    const texts = await latestTexts(intranet(), session, RUBRIKEN);
    expect(texts.map((t) => t.id)).toEqual([7, 1, 8]);
    expect(
      cms.requests.map((r) => `${r.pathname}?seite=${r.query.seite}&pro_seite=${r.query.pro_seite}`).sort(),
    ).toEqual([
      '/api/cms/intranet/rubrik/aktuell?seite=1&pro_seite=3',
      '/api/cms/intranet/rubrik/personal?seite=1&pro_seite=3',
    ]);
  });

  it('an item: GET /api/cms/intranet/rubrik/{url}/{id}', async () => {
    expect((await intranet().getText(session, 'personal', '8'))?.titel).toBe('P8');
    expect(only()).toMatchObject({
      method: 'GET',
      pathname: '/api/cms/intranet/rubrik/personal/8',
      authorization: 'Bearer intranet-token-1',
    });
    expect(await intranet().getText(session, 'personal', '99')).toBeNull();
  });

  it('GET /api/cms/intranet/archiv_themen and /api/cms/intranet/archiv with ids, validity flag and ordering', async () => {
    expect(await intranet().getArchiveTopics(session)).toEqual([{ id: 3, thema: 'Dienstanweisungen' }]);
    expect(only()).toMatchObject({
      method: 'GET',
      pathname: '/api/cms/intranet/archiv_themen',
      query: { order: ['thema'] },
      authorization: 'Bearer intranet-token-1',
    });
    cms.requests.length = 0;
    const entries = await intranet().getArchive(session, '3');
    expect(entries[0]).toMatchObject({
      titel: 'Winterdienst',
      dokumente: [{ downloadtext: 'PDF', stand: '2026-01-01', url: 'https://cms.example/d.pdf' }],
    });
    expect(only()).toMatchObject({
      method: 'GET',
      pathname: '/api/cms/intranet/archiv',
      query: { thema_id: ['3'], gueltig: ['1'], order: ['titel'] },
      authorization: 'Bearer intranet-token-1',
    });
  });

  it('a rejected token (401) ends the session; other failures are errors', async () => {
    cms.setHandler(() => ({ status: 401, json: {} }));
    await expect(intranet().getCategories(session)).rejects.toBeInstanceOf(SessionRejected);
    cms.setHandler(() => ({ status: 500, json: {} }));
    await expect(intranet().getCategories(session)).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('council calls', () => {
  const ratsinfo = () => createHttpRatsinfo({ baseUrl: cms.url, timeoutMs: 2000 });
  const session = { id: '42', token: 'rat-token-1' };

  it('POST /api/cms/raete/login with JSON email and passwort; answer id, token, pw_geaendert', async () => {
    expect(await ratsinfo().login('k@t.example', 'richtig')).toEqual({
      id: '42',
      token: 'rat-token-1',
      pw_geaendert: false,
    });
    expect(only()).toMatchObject({
      method: 'POST',
      pathname: '/api/cms/raete/login',
      query: {},
      body: { email: 'k@t.example', passwort: 'richtig' },
      ratsinfoAuthorization: undefined,
    });
    expect(await ratsinfo().login('k@t.example', 'falsch')).toBeNull();
    cms.setHandler(() => ({ raw: '' }));
    expect(await ratsinfo().login('k@t.example', 'richtig')).toBeNull();
  });

  it('GET /api/cms/raete/{id} with Ratsinfo-Authorization: Bearer <token>; e-mail from kontakt', async () => {
    expect(await ratsinfo().getMember(session)).toEqual({
      vorname: 'Klaus',
      nachname: 'Eberle',
      email: 'k@t.example',
      taetigkeitsbereiche: ['Bauausschuss', 'Gemeinderat'],
      pw_geaendert: true,
    });
    expect(only()).toMatchObject({
      method: 'GET',
      pathname: '/api/cms/raete/42',
      query: {},
      ratsinfoAuthorization: 'Bearer rat-token-1',
      authorization: undefined,
    });
    expect(await ratsinfo().getMember({ id: '42', token: 'falsch-falsch' })).toBeNull();
  });

  it('meetings, one meeting, reports and the password change carry the council header', async () => {
    const meetings = await ratsinfo().getMeetings(session);
    expect(meetings.map((m) => m.id)).toEqual([5]);
    expect((await ratsinfo().getMeeting(session, '5'))?.titel).toBe('Gemeinderat');
    expect(await ratsinfo().getMeeting(session, '6')).toBeNull();
    expect((await ratsinfo().getReports(session)).map((r) => r.titel)).toEqual(['Bericht']);
    expect(await ratsinfo().changePassword(session, 'richtig', 'Ein-neues-Passwort')).toBe('geaendert');
    expect(await ratsinfo().changePassword(session, 'falsch', 'Ein-neues-Passwort')).toBe('falsches-passwort');
    expect(cms.requests.map((r) => `${r.method} ${r.pathname}`)).toEqual([
      'GET /api/cms/raete/sitzungen',
      'GET /api/cms/raete/sitzungen/5',
      'GET /api/cms/raete/sitzungen/6',
      'GET /api/cms/raete/berichte',
      'POST /api/cms/raete/42/passwort',
      'POST /api/cms/raete/42/passwort',
    ]);
    expect(
      cms.requests.every((r) => r.ratsinfoAuthorization === 'Bearer rat-token-1' && r.authorization === undefined),
    ).toBe(true);
    expect(cms.requests[4]!.body).toEqual({ passwort_alt: 'richtig', passwort_neu: 'Ein-neues-Passwort' });
  });

  it('has no calendar key in the http mode', async () => {
    expect(await ratsinfo().calendarKey(session)).toBeNull();
    expect(cms.requests).toHaveLength(0);
  });
});
