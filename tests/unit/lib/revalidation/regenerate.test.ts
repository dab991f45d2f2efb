// Regenerating pages of this process: one render per path at a time, a "fresh" request never joins a render that
// started before it, a bounded number in parallel, failures throttled; and the request Next.js expects.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRegenerator, regeneratePaths, selfOrigin, sendRevalidation } from '@/lib/revalidation/regenerate';

function deferred() {
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

/** A send that records its calls and finishes each when told. */
function controlledSend() {
  const calls: { path: string; done: (ok: boolean) => void }[] = [];
  const send = (path: string) => {
    const d = deferred();
    calls.push({ path, done: d.resolve });
    return d.promise;
  };
  return { send, calls };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createRegenerator', () => {
  it('a page found outdated joins the running render; a fresh request waits for it and starts one more', async () => {
    const { send, calls } = controlledSend();
    const regenerator = createRegenerator(send);
    const first = regenerator.regenerate('/de/a', false);
    const joined = regenerator.regenerate('/de/a', false);
    const fresh1 = regenerator.regenerate('/de/a', true);
    const fresh2 = regenerator.regenerate('/de/a', true);
    await tick();
    expect(calls.map((c) => c.path)).toEqual(['/de/a']);
    calls[0]!.done(true);
    expect(await first).toBe(true);
    expect(await joined).toBe(true);
    await tick();
    // Both fresh requests share the one render started after the first ended.
    expect(calls).toHaveLength(2);
    calls[1]!.done(true);
    expect(await fresh1).toBe(true);
    expect(await fresh2).toBe(true);
  });

  it('renders at most `parallel` pages at once', async () => {
    const { send, calls } = controlledSend();
    const regenerator = createRegenerator(send, 2);
    const all = ['/de/a', '/de/b', '/de/c'].map((p) => regenerator.regenerate(p, true));
    await tick();
    expect(calls.map((c) => c.path)).toEqual(['/de/a', '/de/b']);
    calls[0]!.done(true);
    await tick();
    expect(calls.map((c) => c.path)).toEqual(['/de/a', '/de/b', '/de/c']);
    calls[1]!.done(true);
    calls[2]!.done(false);
    expect(await Promise.all(all)).toEqual([true, true, false]);
  });

  it('does not retry a page found outdated for 5 s after its render failed; a fresh request always tries', async () => {
    let now = 0;
    let sends = 0;
    const regenerator = createRegenerator(
      async () => {
        sends++;
        throw new Error('CMS antwortet nicht');
      },
      2,
      () => now,
    );
    expect(await regenerator.regenerate('/de/a', false)).toBe(false);
    expect(await regenerator.regenerate('/de/a', false)).toBe(false);
    expect(sends).toBe(1);
    expect(await regenerator.regenerate('/de/a', true)).toBe(false);
    expect(sends).toBe(2);
    now += 5_000;
    await regenerator.regenerate('/de/a', false);
    expect(sends).toBe(3);
  });

  it('regeneratePaths says which pages were regenerated and which failed', async () => {
    const regenerator = createRegenerator(async (path) => path !== '/de/kaputt');
    expect(await regeneratePaths(['/de/a', '/de/kaputt'], regenerator)).toEqual({
      revalidiert: ['/de/a'],
      fehlgeschlagen: [{ pfad: '/de/kaputt', fehler: 'Die Seite konnte nicht neu erzeugt werden.' }],
    });
  });
});

describe('sendRevalidation', () => {
  it("sends Next's on-demand revalidation as a HEAD, only for pages already generated", async () => {
    const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
    const statuses = [200, 404, 500];
    const server = createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers });
      res.writeHead(statuses[seen.length - 1]!, seen.length === 1 ? { 'x-nextjs-cache': 'REVALIDATED' } : {});
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = sendRevalidation(
      () => origin,
      () => 'vorschau-id',
    );
    try {
      expect(await send('/de/grüße')).toBe(true);
      expect(await send('/de/nie-erzeugt')).toBe(true); // 404: not generated here, nothing to do
      expect(await send('/de/kaputt')).toBe(false);
    } finally {
      server.close();
    }
    expect(seen[0]).toMatchObject({
      method: 'HEAD',
      url: '/de/gr%C3%BC%C3%9Fe',
      headers: { 'x-prerender-revalidate': 'vorschau-id', 'x-prerender-revalidate-if-generated': '1' },
    });
  });

  it('asks the server where `next start` listens (127.0.0.1 when it listens on every interface)', () => {
    expect(selfOrigin({ __NEXT_PRIVATE_ORIGIN: 'http://localhost:3000' })).toBe('http://127.0.0.1:3000');
    expect(selfOrigin({ __NEXT_PRIVATE_ORIGIN: 'http://10.0.0.5:8080' })).toBe('http://10.0.0.5:8080');
    expect(selfOrigin({ PORT: '3301' })).toBe('http://127.0.0.1:3301');
  });
});
