// State-changing API routes accept only requests that provably come from this site. SameSite=Lax
// keeps the session cookies off cross-site POSTs, but a forged form on another site could still
// log a visitor out (the answer clears the cookie), into an attacker's account (login CSRF), or
// send a booking in their name. Browsers send `Sec-Fetch-Site` and `Origin` with every POST (also
// a plain HTML form's) and no page can forge either, so: a browser that says anything but
// `same-origin` is refused; otherwise the Origin must be this site's. Without either header (old
// browsers, scripts) nothing is accepted.
import type { IncomingMessage } from 'node:http';

export function isSameOrigin(req: Pick<IncomingMessage, 'headers'>, siteUrl: string): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = req.headers.origin;
  // `Origin: null` comes from privacy-sensitive contexts; only the browser's own word can vouch then.
  if (!origin || origin === 'null') return fetchSite === 'same-origin';
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  const proto = String(req.headers['x-forwarded-proto'] ?? 'http')
    .split(',')[0]
    ?.trim();
  const allowed = new Set([new URL(siteUrl).origin]);
  if (host) {
    allowed.add(`${proto}://${host}`);
    allowed.add(`https://${host}`);
  }
  return allowed.has(origin);
}
