// Draining an HTTP server on SIGTERM: no new connections, the request in flight finishes, kept-alive idle
// connections are closed at once; past the deadline the rest are cut.
import { Agent, createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainServers } from '@/lib/instance/shutdown';

let server: Server;
afterEach(() => server?.closeAllConnections());

async function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

describe('drainServers', () => {
  it('refuses new connections, lets the request in flight finish and closes idle kept-alive connections', async () => {
    const port = await listen((req, res) => {
      if (req.url === '/langsam') setTimeout(() => res.end('fertig'), 300);
      else res.end('schnell');
    });
    const agent = new Agent({ keepAlive: true });
    expect((await get(port, '/', agent)).body).toBe('schnell'); // leaves an idle kept-alive connection
    const slow = get(port, '/langsam');
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const drained = drainServers([server], 5_000);
    expect(await refused(port)).toBe(true);
    expect(await slow).toEqual({ status: 200, body: 'fertig' });
    expect(await drained).toBe(true);
    // Not held up by the idle connection until its keep-alive timeout (5 s).
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it('cuts what still runs at the deadline and says so', async () => {
    const port = await listen(() => {}); // never answers
    const hanging = get(port, '/').catch((error: Error) => error.message);
    await new Promise((r) => setTimeout(r, 50));
    expect(await drainServers([server], 100)).toBe(false);
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
  });

  it('resolves at once without servers', async () => {
    expect(await drainServers([], 100)).toBe(true);
  });
});
