// The client's address, for every per-address limit (logins, forms, bookings, the preview secret).
// Behind trusted proxies it comes from X-Forwarded-For, read from the right as Express does: the
// socket's peer and then each entry right to left are proxies as long as TRUST_PROXY trusts them,
// and the first one it does not trust is the client. Entries left of it are the client's own
// words and never count. The caller passes the setting (getSessionConfig().trustProxy): lib/http
// reads no configuration, so lib/config.ts can use its parser without a loop.
import type { IncomingMessage } from 'node:http';
import { isTrusted, plainAddress, type TrustProxy } from './trust-proxy';

export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: TrustProxy): string {
  const socket = plainAddress(req.socket?.remoteAddress ?? 'unbekannt');
  if (!trustProxy) return socket;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => plainAddress(entry.trim()))
    .filter(Boolean)
    .reverse();
  const hops = [socket, ...forwarded];
  let index = 0;
  while (index < hops.length - 1 && isTrusted(trustProxy, hops[index]!, index)) index++;
  return hops[index]!.slice(0, 64);
}
