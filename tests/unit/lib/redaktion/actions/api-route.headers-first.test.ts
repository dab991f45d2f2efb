// Issue 33, defect 3: every Redaktion route read the whole body (an upload: all 20 MB, held twice) before it checked
// the session, Origin and method. Now the headers decide first: a refused request is answered while its body is
// still on the way (the old shell waited for the rest of it: no answer at all here); a body announced beyond the
// drain limit closes the connection instead of being read. Also: 50 stalled anonymous uploads of 20 MB hold
// (almost) nothing in the server.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoundedUpload, UPLOAD_LENGTH_MISSING } from '@/lib/http/bounded-upload';
import { redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { LIBRARY_ACTIONS } from '@/lib/medien/media-actions';
import { PAGES_ACTIONS } from '@/lib/redaktion/actions/page-actions';

const TWENTY_MB = 20 * 1024 * 1024;
const upload = redaktionRoute(() => LIBRARY_ACTIONS, { uploadMaxBytes: TWENTY_MB });
const pages = redaktionRoute(() => PAGES_ACTIONS);

/** From this site (the default SITE_URL): so the refusal is the missing session's. */
const SAME_SITE = 'Origin: http://localhost:3000\r\n';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const route = req.url?.startsWith('/api/redaktion/medien') ? upload : pages;
    Object.assign(req, { query: {} });
    void route(req as never, res as never);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends the headers of a POST announcing `length` bytes and `sent` bytes of it, then waits for the answer. */
function stalledPost(
  path: string,
  length: number,
  sent: number,
  headers = '',
): Promise<{ head: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/octet-stream\r\n` +
          `Content-Length: ${length}\r\n${headers || SAME_SITE}\r\n`,
      );
      socket.write(Buffer.alloc(sent, 0x41));
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) resolve({ head: answer.split('\r\n\r\n')[0]!, socket });
    });
    socket.on('error', reject);
    setTimeout(() => reject(new Error(`keine Antwort auf ${path}`)), 5000).unref();
  });
}

it('refuses an anonymous upload from its headers, before the body has arrived, and closes the connection', async () => {
  const { head, socket } = await stalledPost('/api/redaktion/medien?name=a.pdf', TWENTY_MB, 1024);
  socket.destroy();
  expect(head).toMatch(/^HTTP\/1\.1 401/);
  expect(head).toMatch(/\r\nConnection: close/i);
});

it('refuses a page change from another site before reading its body', async () => {
  const { head, socket } = await stalledPost(
    '/api/redaktion/seiten',
    1_000_000,
    100,
    'Origin: https://evil.example\r\n',
  );
  socket.destroy();
  expect(head).toMatch(/^HTTP\/1\.1 403/);
});

it('keeps 50 stalled anonymous 20 MB uploads from holding memory', async () => {
  global.gc?.();
  const before = process.memoryUsage().rss;
  const stalled = await Promise.all(
    Array.from({ length: 50 }, () => stalledPost('/api/redaktion/medien?name=a.pdf', TWENTY_MB, 64 * 1024)),
  );
  const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
  for (const { head, socket } of stalled) {
    expect(head).toMatch(/^HTTP\/1\.1 401/);
    socket.destroy();
  }
  console.info(`RSS nach 50 hängenden anonymen Uploads: +${grown.toFixed(1)} MB`);
  expect(grown).toBeLessThan(50);
});

describe('an upload the session check let through', () => {
  let uploads: http.Server;
  let uploadPort: number;
  beforeAll(async () => {
    uploads = http.createServer((req, res) => {
      void readBoundedUpload(req, 1024).then((outcome) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(outcome.ok ? { laenge: outcome.bytes.length, erstes: outcome.bytes[0] } : outcome));
      });
    });
    await new Promise<void>((resolve) => uploads.listen(0, '127.0.0.1', resolve));
    uploadPort = (uploads.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => uploads.close(() => resolve())));

  const send = async (body: BodyInit, headers: Record<string, string> = {}) =>
    (
      await fetch(`http://127.0.0.1:${uploadPort}/`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
    ).json();

  it('is read into one buffer of its declared length', async () => {
    expect(await send(new Uint8Array(1000).fill(7))).toEqual({ laenge: 1000, erstes: 7 });
  });

  it('is refused without a length (411) and beyond its limit (413), unread', async () => {
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.close();
      },
    });
    expect(await send(chunked)).toMatchObject({ ok: false, status: 411, message: UPLOAD_LENGTH_MISSING });
    expect(await send(new Uint8Array(2000))).toMatchObject({ ok: false, status: 413 });
  });
});
