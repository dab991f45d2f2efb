import type { IncomingMessage } from 'node:http';
import { getSessionConfig } from '@/lib/config';

/** The client's address for the rate limit; X-Forwarded-For only when a proxy is trusted (TRUST_PROXY). */
export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustProxy: boolean = getSessionConfig().trustProxy,
): string {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return (req.socket?.remoteAddress ?? 'unbekannt').replace(/^::ffff:/, '');
}
