// Media served from the database in slices (issue 33, defect 4: each request loaded the file whole, twice, HEAD
// included, without ETag, ignoring Range). A 6 MB PDF row is served over a real HTTP server: 24 slices, and a server
// that held the whole file per request would hold 120 MB for the 20 slow readers below, more than twice the limit.
// (It was 20 MB and 50 readers: the kernel's socket buffers take megabytes per paused reader, so the server read
// 800 slices through the embedded database, 35 s of the unit tests.)
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { parseRange } from '@/lib/medien/media-file';
import { serveMedium } from '@/lib/medien/serve-medium';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

const ID = '00000000-0000-4000-8000-00000000d0c5';
const SIZE = 6 * 1024 * 1024;
const READERS = 20;

let dataDir: string;
let db: Database;
let server: http.Server;
let base: string;
let port: number;

// What the process holds in objects and buffers after a full collection (the store lives on disk, so its files are
// not among them). Not its RSS: that also counts the embedded database's WebAssembly memory, which grows with the
// slices it reads and never shrinks, and garbage not collected yet; on a loaded machine it once read 62 MB.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
async function heldBytes(): Promise<number> {
  // V8 frees the buffers of a collection on a thread of its own and counts them until it has; the next full
  // collection waits for that, so the second one reads what is really held (a single one read -29 MB here once).
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** The file's byte at a position: a pattern, so every slice can be checked. */
const byteAt = (i: number) => (i * 7 + (i >> 11)) & 0xff;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'medium-'));
  db = await openMigratedPglite(dataDir);
  const data = Buffer.alloc(SIZE);
  for (let i = 0; i < SIZE; i++) data[i] = byteAt(i);
  await db.query(
    `INSERT INTO medien (id, art, mime, daten, groesse, dateiname, konto_id, konto_name)
     VALUES ($1, 'dokument', 'application/pdf', $2, $3, 'Satzung Müll.pdf', 'k', 'K')`,
    [ID, data, SIZE],
  );
  server = http.createServer((req, res) => void serveMedium(db, ID, req, res, 'oeffentlich'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}/api/medien/${ID}/satzung.pdf`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('serving a file of the media library', () => {
  it('answers with an ETag, and 304 when the client has it', async () => {
    const whole = await fetch(base);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('etag')).toBe(`"${ID}"`);
    expect(whole.headers.get('content-length')).toBe(String(SIZE));
    expect(whole.headers.get('content-disposition')).toBe(
      `inline; filename="Satzung Muell.pdf"; filename*=UTF-8''Satzung%20M%C3%BCll.pdf`,
    );
    const body = Buffer.from(await whole.arrayBuffer());
    expect(body.length).toBe(SIZE);
    expect([0, 262_143, 262_144, SIZE - 1].map((i) => body[i])).toEqual([0, 262_143, 262_144, SIZE - 1].map(byteAt));
    const again = await fetch(base, { headers: { 'If-None-Match': `"${ID}"` } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  }, 30_000);

  it('serves one byte range with 206, and 416 beyond the end', async () => {
    const part = await fetch(base, { headers: { Range: 'bytes=262140-262150' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 262140-262150/${SIZE}`);
    expect([...Buffer.from(await part.arrayBuffer())]).toEqual(
      Array.from({ length: 11 }, (_, i) => byteAt(262_140 + i)),
    );
    const tail = await fetch(base, { headers: { Range: 'bytes=-3' } });
    expect([...Buffer.from(await tail.arrayBuffer())]).toEqual([SIZE - 3, SIZE - 2, SIZE - 1].map(byteAt));
    const beyond = await fetch(base, { headers: { Range: `bytes=${SIZE}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${SIZE}`);
  });

  it('answers HEAD with the length and no bytes', async () => {
    const head = await fetch(base, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(SIZE));
  });

  it('reads ranges as RFC 9110 writes them', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=5-200', 100)).toEqual({ start: 5, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  it('keeps 20 slow readers of the 6 MB file from holding it: the server holds less than 50 MB more', async () => {
    const before = await heldBytes();
    // Each reader asks for the file and then reads nothing: the server may only hold what the socket buffers take.
    const readers = await Promise.all(
      Array.from(
        { length: READERS },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => {
              socket.write(`GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
              socket.once('data', () => {
                socket.pause();
                resolve(socket);
              });
            });
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const grown = ((await heldBytes()) - before) / 1024 / 1024;
    for (const socket of readers) socket.destroy();
    console.info(`Gehaltener Speicher mit ${READERS} langsamen Lesern einer 6-MB-PDF: +${grown.toFixed(1)} MB`);
    expect(grown).toBeLessThan(50);
  }, 60_000);
});
