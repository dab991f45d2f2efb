// Intranet and Ratsinfo answers are checked against their schemas (schemas/entities/) once, at the
// service boundary: what fits is reshaped into the service's types, an entry that does not fit is
// left out and reported, never passed on half-checked.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addReportSink, type ReportEvent } from '@/lib/error-reporting';
import {
  reshapeArchiv,
  reshapeLogin as intranetLogin,
  reshapeTexts,
  reshapeUser,
} from '@/lib/services/intranet/reshape';
import { reshapeLogin, reshapeMember, reshapeSitzungen, reshapeBerichte } from '@/lib/services/ratsinfo/reshape';

const reports: ReportEvent[] = [];
const stop = addReportSink((event) => reports.push(event));
afterEach(() => {
  reports.length = 0;
});
afterAll(stop);

describe('intranet answers', () => {
  it('a login needs a plain id and a token that fits a cookie', () => {
    expect(intranetLogin({ uuid: 'c11ab53d-5a00', token: 'abcdefgh12' })).toEqual({
      uuid: 'c11ab53d-5a00',
      token: 'abcdefgh12',
    });
    for (const answer of [null, {}, { uuid: 'a', token: 'kurz' }, { uuid: '../x', token: 'abcdefgh12' }, []])
      expect(intranetLogin(answer), JSON.stringify(answer)).toBeNull();
  });

  it('a user without names gets empty ones, a user that is no object none', () => {
    expect(reshapeUser({ email: 'j@t.example' })).toEqual({ vorname: '', nachname: '', email: 'j@t.example' });
    expect(reshapeUser('Jana')).toBeNull();
    expect(reshapeUser({ vorname: { de: 'Jana' } })).toBeNull();
  });

  it('texts that do not fit are left out and reported with the place of the misfit', () => {
    const texts = reshapeTexts(
      {
        data: [
          { id: 1, titel: 'Gut', datum_von: '2026-10-01' },
          { id: 2, titel: ['kein', 'Text'], datum_von: '2026-10-01' },
          { titel: 'ohne id', datum_von: '2026-10-01' },
          'Zeichenkette',
        ],
      },
      'aktuell',
    );
    expect(texts).toEqual([
      {
        id: 1,
        titel: 'Gut',
        datum_von: '2026-10-01',
        datum_bis: null,
        teaser: '',
        text: '',
        autor: null,
        rubrik: 'aktuell',
      },
    ]);
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports.some((r) => r.extra?.instancePath === '/titel')).toBe(true);
  });

  it('archive entries keep their good documents; one document alone counts as a list', () => {
    const [entry] = reshapeArchiv([
      {
        id: 3,
        titel: 'Winterdienst',
        dokumente: [{ downloadtext: 'PDF', url: '/a.pdf' }, { downloadtext: 'ohne Adresse' }, 7],
      },
      { id: 4, titel: 'Einzeln', dokumente: { downloadtext: 'Datei', datei: '/b.pdf', stand: '2026-01-01' } },
    ]);
    expect(entry!.dokumente).toEqual([{ id: null, downloadtext: 'PDF', stand: '', url: '/a.pdf' }]);
    expect(
      reshapeArchiv([{ id: 4, titel: 'E', dokumente: { downloadtext: 'D', datei: '/b.pdf' } }])[0]!.dokumente,
    ).toEqual([{ id: null, downloadtext: 'D', stand: '', url: '/b.pdf' }]);
  });
});

describe('Ratsinfo answers', () => {
  it('a login reads pw_geaendert as the CMS writes it', () => {
    expect(reshapeLogin({ id: 42, token: 'rat-token-1', pw_geaendert: 1 })).toEqual({
      id: '42',
      token: 'rat-token-1',
      pw_geaendert: true,
    });
    expect(reshapeLogin({ id: 42, token: 'rat-token-1' })?.pw_geaendert).toBe(false);
    expect(reshapeLogin({ id: { x: 1 }, token: 'rat-token-1' })).toBeNull();
  });

  it('a member: e-mail from kontakt, areas as text or object, pw_geaendert true unless false', () => {
    expect(
      reshapeMember({
        vorname: 'Klaus',
        kontakt: { email: 'k@t.example' },
        taetigkeitsbereiche: ['Gemeinderat', { bezeichnung: 'Bauausschuss' }, { name: 'Verwaltungsausschuss' }],
      }),
    ).toEqual({
      vorname: 'Klaus',
      nachname: '',
      email: 'k@t.example',
      taetigkeitsbereiche: ['Gemeinderat', 'Bauausschuss', 'Verwaltungsausschuss'],
      pw_geaendert: true,
    });
    expect(reshapeMember({ taetigkeitsbereiche: 'Gemeinderat' })).toBeNull();
  });

  it('meetings: bad agenda items and documents are left out, not the meeting; a meeting without a time is', () => {
    const meetings = reshapeSitzungen([
      {
        id: 5,
        titel: 'Gemeinderat',
        beginn: '2026-12-03T18:00:00Z',
        tagesordnung: [{ nummer: 1, titel: 'Haushalt' }, { nummer: '2' }, null],
        dokumente: [
          { titel: 'Vorlage', url: '/v.pdf' },
          { titel: 'kaputt', url: 7 },
        ],
      },
      { id: 6, titel: 'Ohne Zeit', beginn: 'morgen' },
      { id: 7, titel: 'Unlesbar', beginn: '2026-99-99T99:99' },
    ]);
    expect(meetings).toHaveLength(1);
    expect(meetings[0]!.tagesordnung).toEqual([
      { nummer: '1', titel: 'Haushalt', oeffentlich: true, beschluss: null, dokumente: [] },
    ]);
    expect(meetings[0]!.dokumente).toEqual([{ id: null, titel: 'Vorlage', url: '/v.pdf' }]);
  });

  it('reports as a list or under data', () => {
    expect(reshapeBerichte({ data: [{ id: 1, titel: 'Bericht' }] })).toEqual([
      { id: 1, titel: 'Bericht', gremium: '', datum: '', zusammenfassung: '', dokumente: [] },
    ]);
    expect(reshapeBerichte('kein Bericht')).toEqual([]);
  });
});
