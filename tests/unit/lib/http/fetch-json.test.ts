// buildUrl and fetchJson: query building, status handling, typed failures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildUrl, fetchJson, UpstreamError } from '@/lib/http/fetch-json';

describe('buildUrl', () => {
  it('joins base and path', () => {
    expect(buildUrl('http://cms.example', '/api/wetter')).toBe('http://cms.example/api/wetter');
    expect(buildUrl('https://cms.example/tannbrunn', '/api/cms/menu')).toBe(
      'https://cms.example/tannbrunn/api/cms/menu',
    );
  });

  it('repeats array values as separate keys, in order', () => {
    const url = new URL(buildUrl('http://cms.example', '/api/cms/x', { rubriken: [1, 2], ort: ['b', 'a'] }));
    expect(url.searchParams.getAll('rubriken')).toEqual(['1', '2']);
    expect(url.searchParams.getAll('ort')).toEqual(['b', 'a']);
    expect(url.search).toBe('?rubriken=1&rubriken=2&ort=b&ort=a');
  });

  it('leaves out undefined values and empty arrays, keeps false, 0 and empty strings', () => {
    const url = new URL(buildUrl('http://cms.example', '/api/cms/x', { a: undefined, b: [], c: false, d: 0, e: '' }));
    expect([...url.searchParams.keys()]).toEqual(['c', 'd', 'e']);
    expect(url.searchParams.get('c')).toBe('false');
    expect(url.searchParams.get('d')).toBe('0');
    expect(url.searchParams.get('e')).toBe('');
  });

  it('encodes umlauts and reserved characters so they round-trip', () => {
    const built = buildUrl('http://cms.example', '/api/cms/menu', { name: 'Hauptmenü', q: 'a&b=c d/#' });
    expect(built).toContain('name=Hauptmen%C3%BC');
    const url = new URL(built);
    expect(url.searchParams.get('name')).toBe('Hauptmenü');
    expect(url.searchParams.get('q')).toBe('a&b=c d/#');
    expect(url.pathname).toBe('/api/cms/menu');
    expect(url.hash).toBe('');
  });

  it('keeps a query already in the path', () => {
    const url = new URL(buildUrl('http://cms.example', '/api/cms/x?fest=1', { seite: 2 }));
    expect(url.search).toBe('?fest=1&seite=2');
  });
});

describe('fetchJson', () => {
  let server: http.Server;
  let base: string;
  let seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
        if (req.url?.startsWith('/abbruch')) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"a":');
          setTimeout(() => res.destroy(), 20);
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status, echo: body ? (JSON.parse(body) as unknown) : null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    seen = [];
  });

  it('GETs with an accept header and no body by default', async () => {
    const answer = await fetchJson(base, '/api/x', { timeoutMs: 1000 });
    expect(answer).toEqual({ status: 200, body: { status: 200, echo: null } });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers.accept).toBe('application/json');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('POSTs a JSON body with a content type, and passes extra headers', async () => {
    const answer = await fetchJson(base, '/api/cms/login', {
      method: 'POST',
      body: { email: 'a@b.de', passwort: 'x' },
      headers: { authorization: 'Bearer t' },
      timeoutMs: 1000,
    });
    expect(answer.body).toEqual({ status: 200, echo: { email: 'a@b.de', passwort: 'x' } });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers.authorization).toBe('Bearer t');
  });

  it('fails on any status from 300 by default', async () => {
    const error = await fetchJson(base, '/api/x', { query: { status: 404 }, timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(404);
    expect((error as UpstreamError).name).toBe('UpstreamError');
    expect((error as UpstreamError).url).toBe(`${base}/api/x?status=404`);
  });

  it('answers statuses below acceptBelow and fails from it on', async () => {
    await expect(
      fetchJson(base, '/api/x', { query: { status: 499 }, timeoutMs: 1000, acceptBelow: 500 }),
    ).resolves.toMatchObject({ status: 499 });
    await expect(
      fetchJson(base, '/api/x', { query: { status: 500 }, timeoutMs: 1000, acceptBelow: 500 }),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('fails with an UpstreamError when the connection breaks off in the body', async () => {
    const error = await fetchJson(base, '/abbruch', { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
  });
});

// An upstream closes a kept-alive connection that stayed idle; when it does so just as the next request goes out on
// it, that request gets no answer. This server closes every connection under its second request.
describe('fetchJson on a kept-alive connection the upstream closes', () => {
  let server: http.Server;
  let base: string;
  const requestsOn = new WeakMap<object, number>();
  let attempts: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const n = (requestsOn.get(req.socket) ?? 0) + 1;
      requestsOn.set(req.socket, n);
      attempts.push(`${req.method} ${n}`);
      if (n > 1) return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A first answered call, so the next one goes out on its connection. */
  async function afterAnsweredCall() {
    await fetchJson(base, '/eins', { timeoutMs: 2000 });
    await new Promise((resolve) => setImmediate(resolve));
    attempts = [];
  }

  it('sends a GET again on a new connection, once', async () => {
    await afterAnsweredCall();
    expect(await fetchJson(base, '/zwei', { timeoutMs: 2000 })).toEqual({ status: 200, body: { ok: true } });
    expect(attempts).toEqual(['GET 2', 'GET 1']);
  });

  it('does not send a POST twice: it fails as unreachable', async () => {
    await afterAnsweredCall();
    const error = await fetchJson(base, '/senden', { method: 'POST', body: { a: 1 }, timeoutMs: 2000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toMatch(/^Nicht erreichbar/);
    expect(attempts).toEqual(['POST 2']);
  });
});
