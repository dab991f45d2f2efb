// A local CMS for the session contract tests: records method, path, query, the authorisation
// headers and the JSON body of every call.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  pathname: string;
  query: Record<string, string[]>;
  authorization: string | undefined;
  ratsinfoAuthorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface Reply {
  status?: number;
  json?: unknown;
  raw?: string;
}

export interface RecordingCms {
  url: string;
  requests: Recorded[];
  setHandler(handler: (r: Recorded) => Reply): void;
  close(): Promise<void>;
}

export async function startRecordingCms(initial: (r: Recorded) => Reply): Promise<RecordingCms> {
  const requests: Recorded[] = [];
  let handler = initial;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://cms.invalid');
      const query: Record<string, string[]> = {};
      for (const [k, v] of url.searchParams) (query[k] ??= []).push(v);
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: Recorded = {
        method: req.method ?? '',
        pathname: decodeURIComponent(url.pathname),
        query,
        authorization: req.headers.authorization,
        ratsinfoAuthorization: req.headers['ratsinfo-authorization'] as string | undefined,
        contentType: req.headers['content-type'],
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(recorded);
      const reply = handler(recorded);
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.raw ?? JSON.stringify(reply.json ?? null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
