// The bench's HTTP/2 front passes requests and answers through unchanged, as a reverse proxy does; a figure
// measured over it would otherwise describe a different site.
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttp2Front } from '@/tests/bench/http2-front.mjs';

type Front = Awaited<ReturnType<typeof startHttp2Front>>;
type Exchange = {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
  /** The stream ended normally; otherwise it was reset (`resetCode`) or failed, with `body` holding what came first. */
  ended: boolean;
  resetCode: number;
};

/** One request over HTTP/2 to the front (its certificate is self-signed), however its stream ends. */
function exchange(base: string, method: string, path: string, body?: string): Promise<Exchange> {
  return new Promise((resolve) => {
    const session = http2.connect(base, { rejectUnauthorized: false });
    session.on('error', () => {}); // the stream's close reports the outcome
    const stream = session.request({ ':method': method, ':path': path, 'x-probe': 'ja' });
    let headers: http2.IncomingHttpHeaders = {};
    let text = '';
    let ended = false;
    stream.on('response', (h) => (headers = h));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => (ended = true));
    stream.on('error', () => {});
    stream.on('close', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body: text, ended, resetCode: stream.rstCode ?? 0 });
    });
    stream.end(body);
  });
}

/** A request whose answer must arrive whole. */
async function request(base: string, method: string, path: string, body?: string): Promise<Exchange> {
  const answer = await exchange(base, method, path, body);
  if (!answer.ended) throw new Error(`stream to ${path} did not end normally (reset code ${answer.resetCode})`);
  return answer;
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
    const outcome = await exchange(front.base, 'GET', '/abgebrochen');
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
