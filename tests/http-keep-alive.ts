// Sends requests one after another over ONE keep-alive connection, as a browser or proxy does,
// and reports whether the connection carried them all (issue 12.7: after a 413 for a large body
// the next request on the same connection was reset). Used by unit and end-to-end tests.
import http from 'node:http';

export interface Exchange {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** True when this request went over the connection of an earlier one. */
  reusedSocket: boolean;
}

export async function overOneConnection(origin: string, exchanges: Exchange[], timeoutMs = 15_000): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Answer[] = [];
  try {
    for (const exchange of exchanges) {
      answers.push(
        await new Promise<Answer>((resolve, reject) => {
          // Node sends a GET's body without a length unless told: the server would read it as the next request.
          const length =
            exchange.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(exchange.body)) };
          const request = http.request(
            new URL(exchange.path, origin),
            { method: exchange.method, headers: { ...length, ...exchange.headers }, agent, timeout: timeoutMs },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (c: Buffer) => chunks.push(c));
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  headers: response.headers,
                  body: Buffer.concat(chunks).toString('utf8'),
                  reusedSocket: request.reusedSocket,
                }),
              );
              response.on('error', reject);
            },
          );
          request.on('timeout', () => request.destroy(new Error(`keine Antwort in ${timeoutMs} ms`)));
          request.on('error', reject);
          request.end(exchange.body);
        }),
      );
    }
    return answers;
  } finally {
    agent.destroy();
  }
}
