// A small round-robin reverse proxy for the several-instances test, doing what the README's nginx example does:
// requests go to the upstreams in turn; an upstream that refuses or drops the connection before answering is
// skipped for a while (nginx: max_fails=1 fail_timeout) and the request goes to the next one (proxy_next_upstream
// error timeout; a POST only when the upstream never got it); the client's address is appended to X-Forwarded-For.
// Answers are read whole before they are passed on, so an upstream killed in the middle of one is retried too.
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  /** Which upstream answered each request, in order. */
  served: string[];
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const FAIL_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 1_000;

export async function startProxy(upstreams: string[], port = 0): Promise<Proxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const downUntil = new Map<string, number>();
  const served: string[] = [];
  let next = 0;

  function order(): string[] {
    const start = next++ % upstreams.length;
    const turn = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    const up = turn.filter((u) => (downUntil.get(u) ?? 0) <= Date.now());
    return up.length ? [...up, ...turn.filter((u) => !up.includes(u))] : turn;
  }

  function forward(
    upstream: string,
    req: IncomingMessage,
    body: Buffer,
  ): Promise<{ answer: IncomingMessage; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const target = new URL(req.url ?? '/', upstream);
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress?.replace(/^::ffff:/, '')]
        .filter(Boolean)
        .join(', ');
      const outgoing = request(
        target,
        {
          method: req.method,
          agent,
          headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ answer, body: Buffer.concat(chunks) }));
          answer.on('error', (error: Error & { sent?: boolean }) => reject(Object.assign(error, { sent: true })));
          answer.on('close', () => {
            if (!answer.complete) reject(Object.assign(new Error('Antwort abgebrochen'), { sent: true }));
          });
        },
      );
      let sent = false;
      outgoing.on('socket', (socket) => {
        const timer = setTimeout(() => outgoing.destroy(new Error('connect timeout')), CONNECT_TIMEOUT_MS);
        const connected = () => clearTimeout(timer);
        if (socket.connecting) socket.once('connect', connected);
        else connected();
      });
      outgoing.on('finish', () => (sent = true));
      outgoing.on('error', (error: Error & { sent?: boolean }) => {
        error.sent = sent;
        reject(error);
      });
      outgoing.end(body);
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (const upstream of order()) {
      try {
        const { answer, body: content } = await forward(upstream, req, body);
        served.push(upstream);
        const headers = { ...answer.headers };
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(content.length) });
        res.end(content);
        return;
      } catch (error) {
        downUntil.set(upstream, Date.now() + FAIL_TIMEOUT_MS);
        const sent = (error as { sent?: boolean }).sent;
        if (sent && !IDEMPOTENT.has(req.method ?? 'GET')) break;
      }
    }
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Keine Instanz erreichbar.');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
