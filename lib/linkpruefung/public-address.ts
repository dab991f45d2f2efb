// Which addresses the external link check may ask: public unicast addresses of the internet on ports 80 and 443,
// nothing else. The checker asks from the server's network position, so an address of this machine, of the
// municipality's own network or of the provider's would turn every published link (and every redirect a linked site
// answers with) into a probe of that network. The ranges are ipaddr.js's (IANA's special-purpose registries), not a
// list kept here. Server-only.
import ipaddr from 'ipaddr.js';

export type Refusal = 'intern' | 'port';

/** Decides whether the checker may open a connection to `address` (an IP address) on `port`. */
export interface AddressPolicy {
  refusal(address: string, port: number): Refusal | null;
}

/** The ports of the web: a link to any other is not checked (a server's other services are nobody's business). */
export const ALLOWED_PORTS: ReadonlySet<number> = new Set([80, 443]);

/** 2000::/3: the only IPv6 space handed out for the public internet. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** NAT64's well-known prefix (RFC 6052): the last 32 bits are an IPv4 address, judged as such. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

function isPublicV4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const parts = address.parts;
  return new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff]);
}

/**
 * True for an address of the public internet. IPv4: only 'unicast' (not loopback, private, link-local, CGNAT,
 * multicast, broadcast, reserved, documentation or benchmarking ranges). IPv6: an IPv4-mapped or -translated address is
 * judged by its IPv4 address, NAT64's well-known prefix by the IPv4 address it embeds; otherwise only 'unicast' within
 * 2000::/3 (not loopback, unique-local, link-local, multicast, 6to4, Teredo, documentation, local-use NAT64).
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return isPublicV4(address as ipaddr.IPv4);
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'ipv4Mapped') return isPublicV4(v6.toIPv4Address());
  if (range === 'rfc6145') return isPublicV4(embeddedV4(v6));
  if (range === 'rfc6052') return v6.match(NAT64_WELL_KNOWN) && isPublicV4(embeddedV4(v6));
  return range === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

/** The policy of every instance: public addresses on ports 80 and 443. */
export const PUBLIC_ONLY: AddressPolicy = {
  refusal(address, port) {
    if (!isPublicAddress(address)) return 'intern';
    if (!ALLOWED_PORTS.has(port)) return 'port';
    return null;
  },
};

/**
 * For the checker's own unit tests, which must never reach the internet: `publicListeners` (exact address and port
 * pairs of test listeners on this machine) count as public, and `ports` are allowed besides 80 and 443 (so a test can
 * show the address rule alone holding a listener off); every other address is judged as in production. Refused in a
 * production process, so no configuration and no code path of the running site can open the checker up.
 */
export function policyForTests({
  publicListeners = [],
  ports = [],
}: {
  publicListeners?: readonly { address: string; port: number }[];
  ports?: readonly number[];
}): AddressPolicy {
  if (process.env.NODE_ENV === 'production') throw new Error('policyForTests: nur in Tests');
  const key = (address: string, port: number) => `${ipaddr.process(address).toString()}|${port}`;
  const listeners = new Set(publicListeners.map(({ address, port }) => key(address, port)));
  const extraPorts = new Set(ports);
  return {
    refusal(address, port) {
      if (ipaddr.isValid(address) && listeners.has(key(address, port))) return null;
      const refusal = PUBLIC_ONLY.refusal(address, port);
      return refusal === 'port' && extraPorts.has(port) ? null : refusal;
    },
  };
}
