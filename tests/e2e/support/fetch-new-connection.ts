// Node's fetch keeps a connection open for the next request; a server closes one that stayed idle (the site after
// 65 s, scripts/next-start.mjs; Node's default is 5 s), and a request that goes out on it just then fails ("fetch
// failed", ECONNRESET): a browser sends such a request again, fetch does not. A test that pauses between requests to
// a server (a browser test does) asks with this: a connection of its own for each request, closed after the answer.
export function fetchOnNewConnection(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('connection', 'close');
  return fetch(url, { ...init, headers });
}
