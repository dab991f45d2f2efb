// Contract test of the upstream search: the call on the wire and the checks of the answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '@/lib/http/fetch-json';
import { InvalidSearchAnswer, parseSearchAnswer } from '@/lib/search/parse-answer';
import { createHttpSearch } from '@/lib/services/search/http-search';
import { startUpstream, type RecordedRequest, type Reply, type Upstream } from '../../../support/upstream-server';

const ANSWER = {
  treffer: [
    {
      _type: 'suche_webcontact',
      _score: 3.1,
      url: '/de/lastenrad-leihen',
      _source: { titel: 'Lastenrad leihen', text: 'Unser Lastenrad …', rubrik: 'Seite' },
    },
    {
      _type: 'wegweiser',
      es_pfad_ext: '#lastenrad',
      _source: { titel: 'Lastenrad ausleihen', es_pfad: '/de/rathaus/was-erledige-ich-wo' },
    },
    { _type: 'unbekannt', url: '/de/x', _source: { titel: 'Fremde Art' } },
    { _type: 'suche_webcontact', url: 'javascript:alert(1)', _source: { titel: 'Kein Ziel' } },
  ],
  gesamt: 12,
  seite: 2,
  seiten: 2,
};

let upstream: Upstream;
const table = (request: RecordedRequest): Reply => {
  if (request.pathname !== '/api/cms/suche') return { status: 404, json: {} };
  const q = request.query.q?.[0];
  if (q === 'kaputt') return { status: 500, json: { message: 'Fehler' } };
  if (q === 'falsch') return { json: { hits: [] } };
  if (q === 'langsam') return { hang: true };
  return { json: ANSWER };
};

beforeAll(async () => {
  upstream = await startUpstream(table);
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
});

const service = () => createHttpSearch({ baseUrl: upstream.url, timeoutMs: 500, cacheSeconds: 30 });

describe('http search', () => {
  it('calls GET /api/cms/suche with q, seite and pro_seite', async () => {
    const answer = await service().search('Lastenräder & Co', 2);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]).toMatchObject({
      method: 'GET',
      pathname: '/api/cms/suche',
      query: { q: ['Lastenräder & Co'], seite: ['2'], pro_seite: ['10'] },
    });
    expect(answer.treffer.map((h) => h._source.titel)).toEqual(['Lastenrad leihen', 'Lastenrad ausleihen']);
    expect(answer).toMatchObject({ gesamt: 12, seite: 2, seiten: 2 });
  });

  it('keeps an answer briefly: the same search twice is one call', async () => {
    const s = service();
    await s.search('Rathaus', 1);
    await s.search('Rathaus', 1);
    await s.search('Rathaus', 2);
    expect(upstream.requests).toHaveLength(2);
  });

  it('fails typed on an error status, a wrong shape and a timeout', async () => {
    await expect(service().search('kaputt', 1)).rejects.toBeInstanceOf(UpstreamError);
    await expect(service().search('falsch', 1)).rejects.toBeInstanceOf(InvalidSearchAnswer);
    await expect(service().search('langsam', 1)).rejects.toThrow(/Zeitüberschreitung/);
  });
});

describe('parseSearchAnswer', () => {
  it('fills missing counts from the hits', () => {
    expect(parseSearchAnswer({ treffer: [ANSWER.treffer[0]] }, 1)).toMatchObject({ gesamt: 1, seite: 1, seiten: 1 });
    expect(parseSearchAnswer({ treffer: [] }, 1)).toMatchObject({ gesamt: 0, seiten: 0 });
    expect(() => parseSearchAnswer(null, 1)).toThrow(InvalidSearchAnswer);
  });
});
