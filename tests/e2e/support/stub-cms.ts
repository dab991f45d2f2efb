// A small local CMS for tests that need an upstream misbehaving on purpose.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubHandler = (url: URL, req: IncomingMessage, res: ServerResponse) => void;

export interface StubCms {
  url: string;
  requests: URL[];
  close(): Promise<void>;
}

/** `port` 0 = any free port; a fixed port lets a test stop the CMS and start it again where the site expects it. */
export async function startStubCms(handler: StubHandler, port = 0): Promise<StubCms> {
  const requests: URL[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url);
    open.add(res);
    res.on('close', () => open.delete(res));
    handler(url, req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
