// A small recording HTTP server standing in for the CMS in contract tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  pathname: string;
  /** Decoded query: every key with all its values in wire order. */
  query: Record<string, string[]>;
  /** The request target exactly as it came over the wire. */
  rawUrl: string;
  accept: string | undefined;
}

export interface Reply {
  status?: number;
  /** Serialised as JSON unless `raw` is given. */
  json?: unknown;
  /** Sent verbatim (e.g. malformed JSON or an empty body). */
  raw?: string;
  /** Never answer at all. */
  hang?: boolean;
  /** Send status and headers, then never finish the body. */
  stallBody?: boolean;
}

export type Handler = (request: RecordedRequest) => Reply;

export interface Upstream {
  url: string;
  requests: RecordedRequest[];
  setHandler(handler: Handler): void;
  close(): Promise<void>;
}

function decodeQuery(searchParams: URLSearchParams): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of searchParams) (query[key] ??= []).push(value);
  return query;
}

export async function startUpstream(initial: Handler): Promise<Upstream> {
  const requests: RecordedRequest[] = [];
  let handler = initial;
  const server = http.createServer((req, res) => {
    const rawUrl = req.url ?? '/';
    const parsed = new URL(rawUrl, 'http://upstream.invalid');
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      pathname: decodeURIComponent(parsed.pathname),
      query: decodeQuery(parsed.searchParams),
      rawUrl,
      accept: req.headers.accept,
    };
    requests.push(recorded);
    const reply = handler(recorded);
    if (reply.hang) return;
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
    if (reply.stallBody) {
      res.write('{"teil":');
      return;
    }
    res.end(reply.raw ?? JSON.stringify(reply.json ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler(next) {
      handler = next;
    },
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
