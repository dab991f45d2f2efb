// The bench's HTTP/2 front passes requests and answers through unchanged, as a reverse proxy does; a figure
// measured over it would otherwise describe a different site.
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttp2Front } from '@/tests/bench/http2-front.mjs';

type Front = Awaited<ReturnType<typeof startHttp2Front>>;
type Answer = { status: number; headers: http2.IncomingHttpHeaders; body: string };

/** One request over HTTP/2 to the front (its certificate is self-signed). */
function request(base: string, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(base, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, 'x-probe': 'ja' });
    let headers: http2.IncomingHttpHeaders = {};
    let text = '';
    stream.on('response', (h) => (headers = h));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body: text });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

/** How a stream over the front ends: normally, or reset (with the part of the body that came before). */
function ending(base: string, path: string): Promise<{ ended: boolean; resetCode: number; body: string }> {
  return new Promise((resolve) => {
    const session = http2.connect(base, { rejectUnauthorized: false });
    session.on('error', () => {});
    const stream = session.request({ ':method': 'GET', ':path': path });
    let ended = false;
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => (ended = true));
    stream.on('error', () => {});
    stream.on('close', () => {
      session.close();
      resolve({ ended, resetCode: stream.rstCode ?? 0, body });
    });
    stream.end();
  });
}

describe('HTTP/2 front of the bench', () => {
  let upstream: http.Server;
  let front: Front;

  beforeAll(async () => {
    // Answers with what it received, a header of its own and a hop-by-hop header HTTP/2 must not carry.
    upstream = http.createServer((req, res) => {
      let received = '';
      req.on('data', (chunk) => (received += chunk));
      req.on('end', () => {
        if (req.url === '/abgebrochen') {
          // The upstream dies in the middle of its answer.
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('Anfang');
          setTimeout(() => req.socket.destroy(), 50);
          return;
        }
        res.writeHead(req.url?.startsWith('/neu?') ? 201 : 200, {
          'x-upstream': 'tannbrunn',
          connection: 'keep-alive',
        });
        res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, received }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    front = await startHttp2Front((upstream.address() as AddressInfo).port);
  }, 30_000);

  afterAll(async () => {
    front?.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('forwards method, path, query, headers and body, and answers with status, headers and body', async () => {
    const answer = await request(front.base, 'POST', '/neu?seite=2', 'Tannbrunn');
    expect(answer.status).toBe(201);
    expect(answer.headers['x-upstream']).toBe('tannbrunn');
    expect(answer.headers.connection).toBeUndefined();
    const seen = JSON.parse(answer.body);
    expect(seen).toMatchObject({ method: 'POST', url: '/neu?seite=2', received: 'Tannbrunn' });
    expect(seen.headers).toMatchObject({ 'x-probe': 'ja', host: new URL(front.base).host });
  });

  it('resets the stream when the upstream breaks off its answer, instead of leaving it open', async () => {
    const outcome = await ending(front.base, '/abgebrochen');
    expect(outcome.body).toBe('Anfang');
    expect(outcome.ended).toBe(false);
    expect(outcome.resetCode).not.toBe(http2.constants.NGHTTP2_NO_ERROR);
  });

  it('answers 502 when the upstream is gone', async () => {
    // A port that was just free: nothing listens there.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const orphan = await startHttp2Front(port);
    try {
      expect((await request(orphan.base, 'GET', '/')).status).toBe(502);
    } finally {
      orphan.stop();
    }
  });
});
