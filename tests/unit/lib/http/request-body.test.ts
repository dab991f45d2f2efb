// The one body reader of the API routes on a real HTTP server: German JSON refusals that nobody
// stores, and a connection that carries the next request after a body over the limit.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MESSAGES, DRAIN_LIMIT_BYTES, withRequestBody } from '@/lib/http/request-body';
import { overOneConnection } from '../../../http-keep-alive';

const LIMIT = 16 * 1024;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  // Echoes what the route received as its body.
  const route = withRequestBody(
    (req: http.IncomingMessage & { body?: unknown }, res: http.ServerResponse) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ erhalten: req.body ?? null }));
    },
    { maxBytes: LIMIT, errorKey: 'fehler' },
  );
  server = http.createServer((req, res) => void route(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const json = { 'content-type': 'application/json' };
const post = (body: string | Buffer, headers: Record<string, string> = json) => ({
  method: 'POST',
  path: '/',
  headers,
  body,
});
const next = { method: 'GET', path: '/' };

describe('reading a request body', () => {
  it('JSON, a form post and plain text arrive as Next delivered them', async () => {
    const [a, b, c, d] = await overOneConnection(origin, [
      post('{"name":"Erika","anzahl":2}'),
      post('email=a%40b.de&passwort=x+y', { 'content-type': 'application/x-www-form-urlencoded' }),
      post('hallo', { 'content-type': 'text/plain' }),
      post(''),
    ]);
    expect(JSON.parse(a!.body)).toEqual({ erhalten: { name: 'Erika', anzahl: 2 } });
    expect(JSON.parse(b!.body)).toEqual({ erhalten: { email: 'a@b.de', passwort: 'x y' } });
    expect(JSON.parse(c!.body)).toEqual({ erhalten: 'hallo' });
    expect(JSON.parse(d!.body)).toEqual({ erhalten: {} });
  });

  it('invalid JSON: 400, German, JSON, never stored; the connection goes on', async () => {
    const [refused, after] = await overOneConnection(origin, [post('{"nachricht": "a'), next]);
    expect(refused!.status).toBe(400);
    expect(refused!.headers['content-type']).toMatch(/^application\/json/);
    expect(refused!.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(refused!.body)).toEqual({ fehler: BODY_MESSAGES.invalidJson });
    expect(after).toMatchObject({ status: 200, reusedSocket: true });
  });

  it.each([LIMIT + 1, 300 * 1024, 2 * 1024 * 1024])(
    'a body of %i bytes: 413, German, JSON, no-store, and the next request on the same connection is answered',
    async (size) => {
      const [refused, after] = await overOneConnection(origin, [post(Buffer.alloc(size, 'a')), next]);
      expect(refused!.status).toBe(413);
      expect(refused!.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(refused!.body)).toEqual({ fehler: BODY_MESSAGES.tooLarge(LIMIT) });
      expect(refused!.headers.connection).not.toBe('close');
      expect(after).toMatchObject({ status: 200, reusedSocket: true, body: '{"erhalten":null}' });
    },
  );

  it('a body announced beyond the drain limit is refused at once and the connection closed, as the answer says', async () => {
    const [refused, after] = await overOneConnection(origin, [
      { method: 'POST', path: '/', headers: { ...json, 'content-length': String(DRAIN_LIMIT_BYTES + 1) } },
      next,
    ]).catch((error: unknown) => [error] as never);
    expect(refused).toMatchObject({ status: 413, headers: { connection: 'close', 'cache-control': 'no-store' } });
    // The client opened a new connection, as told.
    expect(after).toMatchObject({ status: 200, reusedSocket: false });
  });
});
