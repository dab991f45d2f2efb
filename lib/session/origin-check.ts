// State-changing API routes accept only requests whose Origin is this site (no cross-site forms).
import type { IncomingMessage } from 'node:http';

export function isSameOrigin(req: Pick<IncomingMessage, 'headers'>, siteUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  const proto = String(req.headers['x-forwarded-proto'] ?? 'http').split(',')[0]?.trim();
  const allowed = new Set([new URL(siteUrl).origin]);
  if (host) {
    allowed.add(`${proto}://${host}`);
    allowed.add(`https://${host}`);
  }
  return allowed.has(origin);
}
