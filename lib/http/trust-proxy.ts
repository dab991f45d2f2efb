// TRUST_PROXY, read as Express's `trust proxy` is: a number of proxy hops in front of the site, or
// the addresses (and ranges, and the names loopback, linklocal, uniquelocal) of trusted proxies.
// Anything else trusts nobody. `true` means one hop (the earlier meaning of `1`).
import { BlockList, isIP } from 'node:net';

export type TrustProxy = { hops: number } | { proxies: BlockList } | null;

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` (IPv4 mapped into IPv6) is 10.0.0.1. */
export function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

function addRange(list: BlockList, entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const type = isIP(address);
  if (!type || rest.length) return false;
  const family = type === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, family);
    return true;
  }
  const prefix = Number(bits);
  if (!/^\d{1,3}$/.test(bits) || prefix > (type === 4 ? 32 : 128)) return false;
  list.addSubnet(address, prefix, family);
  return true;
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (!value || value === '0' || value === 'false') return null;
  if (value === 'true') return { hops: 1 };
  if (/^\d{1,2}$/.test(value)) return { hops: Number(value) };
  const proxies = new BlockList();
  for (const entry of value.split(',').map((e) => e.trim().toLowerCase())) {
    const ranges = NAMED[entry] ?? [entry];
    if (!ranges.every((range) => addRange(proxies, range))) return null;
  }
  return { proxies };
}

export function isTrusted(trust: Exclude<TrustProxy, null>, address: string, index: number): boolean {
  if ('hops' in trust) return index < trust.hops;
  const type = isIP(address);
  return type !== 0 && trust.proxies.check(address, type === 4 ? 'ipv4' : 'ipv6');
}
