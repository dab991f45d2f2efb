// Contract tests of the http services against a recording local CMS: every call's method, path and
// query as it arrives on the wire (spec section 7; page lookup per DESIGN.md section 3), the fault
// handling of lib/http/fetch-json.ts and the in-process SWR cache in front of it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SwrCache } from '@/lib/cache/swr-cache';
import { UpstreamError } from '@/lib/http/fetch-json';
import { createHttpCms } from '@/lib/services/cms/http-cms';
import { MENU_NAMES, type MenuName } from '@/lib/menus/menu-names';
import { createHttpWeather } from '@/lib/services/weather/http-weather';
import { startUpstream, type RecordedRequest, type Reply, type Upstream } from '../../../support/upstream-server';

const PAGE_TOURISMUS = { pageLayout: 'default', title: 'Tourismus', content: [] };
const WEATHER = { icon: 'sonnig', act_temperature: 21 };
const EVENTS = { data: [{ id: 1, titel: 'Dorffest' }], seiten: 4 };

/** The answer table of the fake CMS. */
function table(request: RecordedRequest): Reply {
  const key = `${request.method} ${request.pathname}`;
  switch (key) {
    case 'GET /api/cms/seite':
      return request.query.pfad?.[0] === '/de/tourismus'
        ? { json: PAGE_TOURISMUS }
        : { status: 404, json: { message: 'Nicht gefunden' } };
    case 'GET /api/cms/menu':
      return { json: { menuItems: [{ title: `Menü ${request.query.name?.[0]}`, href: '/de' }] } };
    case 'GET /api/wetter':
      return { json: WEATHER };
    case 'GET /api/cms/veranstaltungen':
      return { json: EVENTS };
    case 'GET /api/cms/verboten':
      return { status: 403, json: { message: 'Kein Zugriff' } };
    case 'GET /api/cms/fehlt':
      return { status: 404, json: { message: 'Nicht gefunden' } };
    case 'GET /api/cms/kaputt':
      return { status: 500, json: { message: 'Serverfehler' } };
    case 'GET /api/cms/unavailable':
      return { status: 503, raw: '' };
    case 'GET /api/cms/langsam':
      return { hang: true };
    case 'GET /api/cms/stockend':
      return { stallBody: true };
    case 'GET /api/cms/kein-json':
      return { raw: '<html>Wartungsarbeiten</html>' };
    case 'GET /api/cms/leer':
      return { raw: '' };
    case 'GET /api/cms/leerzeichen':
      return { raw: '  \n ' };
    default:
      return { status: 404, json: { message: 'Unbekannt' } };
  }
}

let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream(table);
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(() => {
  upstream.requests.length = 0;
  upstream.setHandler(table);
});

/** A fresh http CMS with its own cache, so tests do not share cached answers. */
function cms(options: { cacheSeconds?: number; cache?: SwrCache; timeoutMs?: number } = {}) {
  return createHttpCms({
    baseUrl: upstream.url,
    timeoutMs: options.timeoutMs ?? 2000,
    cacheSeconds: options.cacheSeconds ?? 30,
    cache: options.cache ?? new SwrCache(),
  });
}

function only(requests: RecordedRequest[]) {
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

describe('http CMS: the calls on the wire', () => {
  it('looks a page up with GET /api/cms/seite?pfad=<path> and returns the envelope', async () => {
    const page = await cms().getPage('/de/tourismus');
    expect(page).toEqual(PAGE_TOURISMUS);
    const request = only(upstream.requests);
    expect(request.method).toBe('GET');
    expect(request.pathname).toBe('/api/cms/seite');
    expect(request.query).toEqual({ pfad: ['/de/tourismus'] });
    expect(request.accept).toContain('application/json');
  });

  it.each(MENU_NAMES.map((name) => [name]))(
    'asks for the menu %s with GET /api/cms/menu?name=…',
    async (name: MenuName) => {
      const menu = await cms().getMenu(name);
      expect(menu).toEqual({ menuItems: [{ title: `Menü ${name}`, href: '/de' }] });
      const request = only(upstream.requests);
      expect(request.method).toBe('GET');
      expect(request.pathname).toBe('/api/cms/menu');
      expect(request.query).toEqual({ name: [name] });
      // On the wire the name is percent-encoded UTF-8, never raw bytes.
      expect(request.rawUrl).toMatch(/^[\x21-\x7e]+$/);
      expect(request.rawUrl).toContain(`name=${encodeURIComponent(name)}`);
    },
  );

  it('covers exactly the seven menu names of the specification', () => {
    expect([...MENU_NAMES].sort()).toEqual(
      [
        'Hauptmenü',
        'Hauptmenü_Footer',
        'Footer',
        'Rechtliches',
        'Downloads',
        'Schule_Hauptmenü',
        'Schule_Footer',
      ].sort(),
    );
  });

  it('fetches the weather with GET /api/wetter and no query', async () => {
    const weather = await createHttpWeather(upstream.url, 2000, new SwrCache(4)).getWeather();
    expect(weather).toEqual(WEATHER);
    const request = only(upstream.requests);
    expect(request.method).toBe('GET');
    expect(request.pathname).toBe('/api/wetter');
    expect(request.query).toEqual({});
  });

  it('sends a generic block call as GET with every param, arrays as repeated keys', async () => {
    const answer = await cms().call('/api/cms/veranstaltungen', {
      rubriken: [1, 2],
      seite: 2,
      pro_seite: '5',
      aktiv: true,
      ort: ['Tannbrunn', 'Oberweiler'],
    });
    expect(answer).toEqual({ status: 200, body: EVENTS });
    const request = only(upstream.requests);
    expect(request.method).toBe('GET');
    expect(request.pathname).toBe('/api/cms/veranstaltungen');
    expect(request.query).toEqual({
      rubriken: ['1', '2'],
      seite: ['2'],
      pro_seite: ['5'],
      aktiv: ['true'],
      ort: ['Tannbrunn', 'Oberweiler'],
    });
    expect(request.rawUrl).toContain('rubriken=1&rubriken=2');
  });

  it('sends a generic call without params without a query string', async () => {
    await cms().call('/api/cms/veranstaltungen', {});
    expect(only(upstream.requests).rawUrl).toBe('/api/cms/veranstaltungen');
  });
});

describe('http CMS: faults', () => {
  it('answers null when the page lookup is a 404', async () => {
    await expect(cms().getPage('/de/gibt-es-nicht')).resolves.toBeNull();
    expect(only(upstream.requests).query).toEqual({ pfad: ['/de/gibt-es-nicht'] });
  });

  it('rejects with UpstreamError carrying the status when the page lookup is a 500', async () => {
    upstream.setHandler(() => ({ status: 500, json: { message: 'kaputt' } }));
    const error = await cms()
      .getPage('/de/tourismus')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(500);
    expect((error as UpstreamError).url).toContain('/api/cms/seite');
  });

  it('rejects with UpstreamError when a menu or the weather answers 500', async () => {
    upstream.setHandler(() => ({ status: 500, json: {} }));
    await expect(cms().getMenu('Footer')).rejects.toBeInstanceOf(UpstreamError);
    await expect(createHttpWeather(upstream.url, 2000, new SwrCache(4)).getWeather()).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });

  it('treats a 4xx of a generic call as an answer and keeps its status and body', async () => {
    await expect(cms().call('/api/cms/verboten', {})).resolves.toEqual({
      status: 403,
      body: { message: 'Kein Zugriff' },
    });
    await expect(cms().call('/api/cms/fehlt', {})).resolves.toEqual({
      status: 404,
      body: { message: 'Nicht gefunden' },
    });
  });

  it('rejects a 5xx of a generic call with UpstreamError', async () => {
    const error = await cms()
      .call('/api/cms/kaputt', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(500);
    const unavailable = await cms()
      .call('/api/cms/unavailable', {})
      .catch((e: unknown) => e);
    expect((unavailable as UpstreamError).status).toBe(503);
  });

  it('gives up on a server that never answers within the timeout', async () => {
    const started = Date.now();
    const error = await cms({ timeoutMs: 300 })
      .call('/api/cms/langsam', {})
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
    expect(upstream.requests).toHaveLength(1);
  });

  it('gives up on a hanging page lookup, menu and weather within the timeout', async () => {
    upstream.setHandler(() => ({ hang: true }));
    const started = Date.now();
    const results = await Promise.allSettled([
      cms({ timeoutMs: 300 }).getPage('/de/tourismus'),
      cms({ timeoutMs: 300 }).getMenu('Hauptmenü'),
      createHttpWeather(upstream.url, 300, new SwrCache(4)).getWeather(),
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(UpstreamError);
    }
  });

  it('gives up with an UpstreamError when the headers arrive but the body never finishes', async () => {
    const started = Date.now();
    const error = await cms({ timeoutMs: 300 })
      .call('/api/cms/stockend', {})
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    // fetch-json promises "a typed failure" for every upstream fault, including a timeout while reading.
    expect(error).toBeInstanceOf(UpstreamError);
  });

  it('rejects malformed JSON with UpstreamError', async () => {
    const error = await cms()
      .call('/api/cms/kein-json', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(200);
    upstream.setHandler(() => ({ raw: '{"title": "abgeschnitten' }));
    await expect(cms().getPage('/de/tourismus')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('answers an empty or blank body as a null body', async () => {
    await expect(cms().call('/api/cms/leer', {})).resolves.toEqual({ status: 200, body: null });
    await expect(cms().call('/api/cms/leerzeichen', {})).resolves.toEqual({ status: 200, body: null });
    upstream.setHandler(() => ({ raw: '' }));
    await expect(cms().getPage('/de/tourismus')).resolves.toBeNull();
  });

  it('rejects with UpstreamError when nothing listens at the base URL', async () => {
    const gone = await startUpstream(table);
    await gone.close();
    const dead = createHttpCms({ baseUrl: gone.url, timeoutMs: 300, cacheSeconds: 30, cache: new SwrCache() });
    const error = await dead.getMenu('Footer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBeUndefined();
  });
});

describe('http CMS and weather: the in-process cache', () => {
  it('makes no second request for an identical call within the fresh time', async () => {
    const service = cms({ cacheSeconds: 30 });
    await service.getPage('/de/tourismus');
    await service.getMenu('Hauptmenü');
    await service.call('/api/cms/veranstaltungen', { rubriken: [1, 2] });
    expect(upstream.requests).toHaveLength(3);

    expect(await service.getPage('/de/tourismus')).toEqual(PAGE_TOURISMUS);
    expect(await service.getMenu('Hauptmenü')).toEqual({ menuItems: [{ title: 'Menü Hauptmenü', href: '/de' }] });
    expect(await service.call('/api/cms/veranstaltungen', { rubriken: [1, 2] })).toEqual({ status: 200, body: EVENTS });
    expect(upstream.requests).toHaveLength(3);
  });

  it('keeps different pages, menus and params apart in the cache', async () => {
    const service = cms();
    await service.getMenu('Hauptmenü');
    await service.getMenu('Hauptmenü_Footer');
    await service.getPage('/de/tourismus');
    await service.getPage('/de');
    await service.call('/api/cms/veranstaltungen', { rubriken: [1] });
    await service.call('/api/cms/veranstaltungen', { rubriken: [1, 2] });
    expect(upstream.requests).toHaveLength(6);
    expect(await service.getMenu('Hauptmenü_Footer')).toEqual({
      menuItems: [{ title: 'Menü Hauptmenü_Footer', href: '/de' }],
    });
    expect(await service.getPage('/de')).toBeNull();
  });

  it('makes no second weather request within the fresh time', async () => {
    const weather = createHttpWeather(upstream.url, 2000, new SwrCache(4));
    await weather.getWeather();
    await weather.getWeather();
    expect(upstream.requests).toHaveLength(1);
  });

  it('collapses parallel identical calls into one request', async () => {
    const service = cms();
    const answers = await Promise.all([1, 2, 3].map(() => service.getMenu('Footer')));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(upstream.requests).toHaveLength(1);
  });

  it('serves a stale answer at once and refreshes it in the background', async () => {
    let now = 1_000_000;
    const service = cms({ cacheSeconds: 1, cache: new SwrCache(100, () => now) });
    expect(await service.getMenu('Footer')).toEqual({ menuItems: [{ title: 'Menü Footer', href: '/de' }] });
    upstream.setHandler(() => ({ json: { menuItems: [] } }));
    now += 2_000; // past fresh (1 s), inside stale (10 s)
    expect(await service.getMenu('Footer')).toEqual({ menuItems: [{ title: 'Menü Footer', href: '/de' }] });
    await expect.poll(() => upstream.requests.length).toBe(2);
    await expect.poll(() => service.getMenu('Footer')).toEqual({ menuItems: [] });
    expect(upstream.requests).toHaveLength(2);
  });

  it('serves the cached answer when the upstream answers 500 later (stale-if-error)', async () => {
    let now = 1_000_000;
    const service = cms({ cacheSeconds: 1, cache: new SwrCache(100, () => now) });
    const first = await service.call('/api/cms/veranstaltungen', { seite: 1 });
    upstream.setHandler(() => ({ status: 500, json: {} }));
    now += 60_000; // past fresh and stale: a real fetch must happen, and it fails
    expect(await service.call('/api/cms/veranstaltungen', { seite: 1 })).toEqual(first);
    expect(upstream.requests).toHaveLength(2);
    // Without a cached answer the failure shows.
    await expect(service.call('/api/cms/veranstaltungen', { seite: 2 })).rejects.toBeInstanceOf(UpstreamError);
  });

  it('serves cached answers when the upstream is gone, and fails for what was never cached', async () => {
    const own = await startUpstream(table);
    let now = 5_000_000;
    const cache = new SwrCache(100, () => now);
    const service = createHttpCms({ baseUrl: own.url, timeoutMs: 300, cacheSeconds: 1, cache });
    const weather = createHttpWeather(own.url, 300, new SwrCache(4, () => now));
    try {
      const page = await service.getPage('/de/tourismus');
      const menu = await service.getMenu('Rechtliches');
      const wetter = await weather.getWeather();
      await own.close();
      now += 3_600_000 - 1_000; // an hour later: stale windows over, error windows not
      expect(await service.getPage('/de/tourismus')).toEqual(page);
      expect(await service.getMenu('Rechtliches')).toEqual(menu);
      expect(await weather.getWeather()).toEqual(wetter);
      await expect(service.getMenu('Downloads')).rejects.toBeInstanceOf(UpstreamError);
    } finally {
      await own.close();
    }
  });

  it('does not serve an answer older than the error window when the upstream fails', async () => {
    let now = 0;
    const service = cms({ cacheSeconds: 1, cache: new SwrCache(100, () => now) });
    await service.getMenu('Downloads');
    upstream.setHandler(() => ({ status: 500, json: {} }));
    now += 25 * 3_600_000; // past the 24 h error window
    await expect(service.getMenu('Downloads')).rejects.toBeInstanceOf(UpstreamError);
  });
});
