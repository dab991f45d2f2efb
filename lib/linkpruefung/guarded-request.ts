// One request of the external link check, to an address that was checked first: the host name is resolved here, every
// address it has must be public (./public-address.ts), and the connection goes to exactly the address that was
// checked (a lookup that answers with it), so a name that answers differently a moment later (DNS rebinding) cannot
// lead the request elsewhere. The Host header and the TLS server name stay the link's own. Redirects are never
// followed here: each hop is a request of its own, checked the same way. Every request has one deadline for
// connecting, sending and the answer's head; a body is read only up to a limit, if at all. Server-only.
import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { PUBLIC_ONLY, type AddressPolicy, type Refusal } from './public-address';

/** The addresses of a host name (both families), or a rejection with Node's DNS error codes. */
export type Resolve = (hostname: string, timeoutMs: number) => Promise<string[]>;

export interface Guard {
  /** Which addresses may be asked: PUBLIC_ONLY unless a unit test brings its own (policyForTests). */
  policy?: AddressPolicy;
  /** Where host names are looked up: the DNS servers of the machine unless a unit test brings its own. */
  resolve?: Resolve;
  /** Trust anchors for TLS instead of Node's (a unit test's self-signed listener). */
  ca?: string;
}

/** The address was not asked: it is not public, or its port is not 80 or 443. */
export class RefusedAddress extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal === 'port' ? 'Port nicht erlaubt' : 'interne Adresse');
    this.name = 'RefusedAddress';
  }
}

export interface Answer {
  status: number;
  header(name: string): string | null;
  /** With `readBodyBytes`: at most that many bytes of the body, as UTF-8. */
  body?: string;
  /** The body went on beyond `readBodyBytes`. */
  cut?: boolean;
}

export interface GuardedRequestOptions {
  method: 'HEAD' | 'GET';
  headers: Record<string, string>;
  timeoutMs: number;
  /** Read the body up to this many bytes (the rest is never downloaded); without it, no byte of the body is read. */
  readBodyBytes?: number;
  guard?: Guard;
}

/** `localhost`, its subdomains (RFC 6761) and names of one label (`intranet`): never a public site. */
const LOCAL_NAME = /(?:^|\.)localhost$|^[^.]+$/i;

const timeoutError = () => Object.assign(new Error('Zeitüberschreitung'), { name: 'TimeoutError' });

/**
 * DNS servers (the machine's, from /etc/resolv.conf, unless named), asked directly for A and AAAA records: no hosts
 * file, whose names are this machine's own.
 */
export const dnsResolve =
  (servers?: string[]): Resolve =>
  async (hostname, timeoutMs) => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (servers) resolver.setServers(servers);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      resolver.cancel();
    }, timeoutMs);
    try {
      const answers = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
      const addresses = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
      if (addresses.length) return addresses;
      if (timedOut) throw timeoutError();
      const failure = answers.find((answer) => answer.status === 'rejected') as PromiseRejectedResult | undefined;
      throw failure?.reason ?? Object.assign(new Error(`${hostname}: keine Adresse`), { code: 'ENOTFOUND' });
    } finally {
      clearTimeout(timer);
    }
  };

export const resolveWithDns = dnsResolve();

const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/**
 * The address a request to `url` goes to, checked: an IP address as written (the URL parser has already turned
 * `2130706433` and `0x7f.1` into `127.0.0.1`), or every address of the host name, all of which must be allowed.
 * Throws RefusedAddress otherwise.
 */
export async function checkedAddress(url: URL, guard: Guard, timeoutMs: number): Promise<string> {
  const { policy = PUBLIC_ONLY, resolve = resolveWithDns } = guard;
  const port = portOf(url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const refusal = policy.refusal(host, port);
    if (refusal) throw new RefusedAddress(refusal);
    return host;
  }
  const name = host.replace(/\.$/, '');
  if (!name || LOCAL_NAME.test(name)) throw new RefusedAddress('intern');
  const addresses = await resolve(name, timeoutMs);
  // A name with one internal address among public ones is refused whole: which one a connection gets is the
  // resolver's choice, and a rebinding name offers exactly such a mix.
  for (const address of addresses) {
    const refusal = isIP(address) ? policy.refusal(address, port) : 'intern';
    if (refusal) throw new RefusedAddress(refusal);
  }
  if (!addresses.length) throw Object.assign(new Error(`${name}: keine Adresse`), { code: 'ENOTFOUND' });
  return addresses.find((address) => isIP(address) === 4) ?? addresses[0]!;
}

/** One request to `url` (http or https), connected to the checked address; redirects are the caller's. */
export async function guardedRequest(url: URL, options: GuardedRequestOptions): Promise<Answer> {
  const { method, headers, timeoutMs, readBodyBytes, guard = {} } = options;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${url.protocol} wird nicht geprüft`);
  const address = await checkedAddress(url, guard, timeoutMs);
  const family = isIP(address) as 4 | 6;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // The connection's only lookup: it answers with the checked address, whatever the name says now.
  const pinned: LookupFunction = (_name, lookupOptions, callback) =>
    lookupOptions.all ? callback(null, [{ address, family }]) : callback(null, address, family);
  const secure = url.protocol === 'https:';
  return new Promise<Answer>((resolve, reject) => {
    const request = (secure ? https : http).request({
      host,
      port: portOf(url),
      path: `${url.pathname}${url.search}`,
      method,
      headers: { ...headers, host: url.host },
      agent: false,
      lookup: pinned,
      ...(secure ? { servername: isIP(host) ? undefined : host, ...(guard.ca ? { ca: guard.ca } : {}) } : {}),
    });
    const timer = setTimeout(() => request.destroy(timeoutError()), timeoutMs);
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    request.on('error', (error) => done(() => reject(error)));
    request.on('response', (response) => {
      const answer = (body?: string, cut = false): Answer => ({
        status: response.statusCode ?? 0,
        header: (name) => {
          const value = response.headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
        ...(body === undefined ? {} : { body, cut }),
      });
      if (readBodyBytes === undefined) {
        // Only the status and headers count: the body is never downloaded.
        response.destroy();
        done(() => resolve(answer()));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = (cut: boolean) => {
        response.destroy();
        done(() => resolve(answer(Buffer.concat(chunks).subarray(0, readBodyBytes).toString('utf8'), cut)));
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > readBodyBytes) finish(true);
      });
      response.on('end', () => finish(false));
      response.on('error', (error) => done(() => reject(error)));
    });
    request.end();
  });
}
