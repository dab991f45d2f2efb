// The bench's HTTPS front: HTTP/2 over TLS in front of `next start`, as a reverse proxy in production can serve the
// site. A page load depends on the transport: over HTTP/1.1 a browser opens up to six connections per host, each
// with its own handshake and slow start, and holds low-priority requests back; over HTTP/2 one connection carries
// them all at once, in the order the server chooses. The bench measures the pages both ways (README, "How a page
// loads in the browser"). Like nginx, this front passes the answers through as they come, without priorities.
//
// startHttp2Front() runs the front as a process of its own (this file), so that Lighthouse's work in the bench's
// process never holds back a response. The certificate is self-signed and made anew for each run: the browser
// that measures is started with --ignore-certificate-errors.
import { spawn } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const UPSTREAM_TIMEOUT_MS = 30_000;
const START_TIMEOUT_MS = 10_000;
// Hop-by-hop headers: they describe one connection and are not forwarded (HTTP/2 forbids most of them).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
]);

/** Starts the front for `next start` on HOST:upstreamPort; resolves to its origin and a stop function. */
export async function startHttp2Front(upstreamPort) {
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: HOST }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: HOST }] }],
  });
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(upstreamPort)], {
    env: { ...process.env, FRONT_KEY: pems.private, FRONT_CERT: pems.cert },
    stdio: ['pipe', 'pipe', 'inherit'], // its stdin closes with the bench, and the front ends with it
  });
  const port = await new Promise((resolve, reject) => {
    // A front that neither listens nor exits must not hold the bench: it is ended, and the bench goes on without it.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`HTTP/2-Front lauscht nach ${START_TIMEOUT_MS / 1000} s noch nicht`));
    }, START_TIMEOUT_MS);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /^listening (\d+)$/m.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`HTTP/2-Front beendet (code ${code})`));
    });
  });
  return {
    base: `https://${HOST}:${port}`,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

function serve(upstreamPort) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key: process.env.FRONT_KEY, cert: process.env.FRONT_CERT });
  server.on('request', (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = req.headers[':authority'];
    const upstream = http.request(
      { host: HOST, port: upstreamPort, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
        try {
          res.writeHead(answer.statusCode ?? 502, out);
        } catch {
          // a header HTTP/2 cannot carry: a bad gateway, not a crash in the middle of the bench
          answer.resume();
          res.writeHead(502);
          return res.end();
        }
        // An answer cut off upstream is cut off here too: the stream is reset, not left open for the browser to wait.
        pipeline(answer, res, () => {});
      },
    );
    upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A browser that cancels a request resets its stream; the upstream request ends with it.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.listen(0, HOST, () => console.log(`listening ${server.address().port}`));
  process.stdin.resume();
  process.stdin.once('close', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(Number(process.argv[2]));
