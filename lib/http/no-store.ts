import type { ServerResponse } from 'node:http';

/** Everything behind a session: never kept by a browser, proxy or CDN. */
export function setPrivateNoStore(res: Pick<ServerResponse, 'setHeader'>): void {
  res.setHeader('Cache-Control', 'private, no-store, max-age=0');
  res.setHeader('Vary', 'Cookie');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}
