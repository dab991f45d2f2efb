// The search page's data function in the upstream mode, against a local CMS: one hit redirects
// on the server, a failing search answers 503 with the German error view, no term asks for one.
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RecordedRequest, type Reply, type Upstream } from '../../support/upstream-server';

let upstream: Upstream;
const hit = (n: number) => ({ _type: 'suche_webcontact', url: `/de/seite-${n}`, _source: { titel: `Seite ${n}` } });

function table(request: RecordedRequest): Reply {
  if (request.pathname === '/api/cms/menu') return { json: { menuItems: [] } };
  if (request.pathname === '/api/wetter') return { json: null };
  if (request.pathname !== '/api/cms/suche') return { status: 404, json: {} };
  switch (request.query.q?.[0]) {
    case 'einer':
      return {
        json: {
          treffer: [
            { _type: 'wegweiser', es_pfad_ext: '#pass', _source: { titel: 'Reisepass', es_pfad: '/de/wegweiser' } },
          ],
          gesamt: 1,
          seite: 1,
          seiten: 1,
        },
      };
    case 'viele':
      return {
        json: {
          treffer: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(hit),
          gesamt: 34,
          seite: Number(request.query.seite?.[0]),
          seiten: 4,
        },
      };
    case 'kaputt':
      return { status: 500, json: {} };
    default:
      return { json: { treffer: [], gesamt: 0, seite: 1, seiten: 0 } };
  }
}

function context(query: Record<string, string>) {
  const headers: Record<string, string> = {};
  const res = { statusCode: 200, setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v) };
  return { ctx: { query, res, req: {}, params: {} } as unknown as GetServerSidePropsContext, res, headers };
}

let getSearchServerSideProps: typeof import('@/renderer/search/search-page-props').getSearchServerSideProps;

beforeAll(async () => {
  upstream = await startUpstream(table);
  process.env.CMS_URL = upstream.url;
  ({ getSearchServerSideProps } = await import('@/renderer/search/search-page-props'));
});
afterAll(async () => {
  delete process.env.CMS_URL;
  await upstream.close();
});

describe('search page data (upstream mode)', () => {
  it('redirects a single hit to its target', async () => {
    const { ctx } = context({ q: 'einer' });
    expect(await getSearchServerSideProps(ctx)).toEqual({
      redirect: { destination: '/de/wegweiser#pass', permanent: false },
    });
  });

  it('passes the page on and shows the hits with their targets', async () => {
    const { ctx, headers } = context({ q: 'viele', seite: '2' });
    const result = (await getSearchServerSideProps(ctx)) as {
      props: { view: { kind: string; seite: number; seiten: number; items: { href: string }[] } };
    };
    expect(result.props.view).toMatchObject({ kind: 'results', seite: 2, seiten: 4, gesamt: 34 });
    expect(result.props.view.items[0]!.href).toBe('/de/seite-1');
    expect(
      upstream.requests.find((r) => r.pathname === '/api/cms/suche' && r.query.q?.[0] === 'viele')!.query.seite,
    ).toEqual(['2']);
    expect(headers['cache-control']).toMatch(/^public, s-maxage=/);
  });

  it('answers a failing search with 503 and the error view, never cached', async () => {
    const { ctx, res, headers } = context({ q: 'kaputt' });
    const result = (await getSearchServerSideProps(ctx)) as { props: { view: { kind: string } } };
    expect(result.props.view.kind).toBe('failed');
    expect(res.statusCode).toBe(503);
    expect(headers['cache-control']).toBe('no-store');
  });

  it('asks for a term without calling the search', async () => {
    const before = upstream.requests.filter((r) => r.pathname === '/api/cms/suche').length;
    const { ctx } = context({});
    const result = (await getSearchServerSideProps(ctx)) as { props: { view: { kind: string } } };
    expect(result.props.view).toEqual({ kind: 'empty' });
    expect(upstream.requests.filter((r) => r.pathname === '/api/cms/suche')).toHaveLength(before);
  });
});
