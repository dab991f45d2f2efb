// Issue 12.10: behind proxies the client's address is taken from the right of X-Forwarded-For,
// as Express's `trust proxy` does: TRUST_PROXY names how many proxy hops (or which addresses) are
// trusted, and an entry the client wrote itself never becomes its address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionConfig } from '@/lib/config';
import { clientAddress } from '@/lib/http/client-address';

afterEach(() => vi.unstubAllEnvs());

const req = (forwarded: string | undefined, socket = '127.0.0.1') => ({
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  socket: { remoteAddress: socket },
});

function addressWith(trust: string, forwarded: string | undefined, socket?: string): string {
  vi.stubEnv('TRUST_PROXY', trust);
  return clientAddress(req(forwarded, socket) as never, getSessionConfig().trustProxy);
}

describe('client address behind proxies (TRUST_PROXY)', () => {
  it('unset: the socket, whatever the client writes', () => {
    expect(addressWith('', '1.2.3.4', '::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(addressWith('0', '1.2.3.4')).toBe('127.0.0.1');
  });

  it('1 hop: the entry the one trusted proxy added (right-most), never one the client sent ahead of it', () => {
    // The client sends `X-Forwarded-For: 1.2.3.4`; the proxy appends the address it saw.
    expect(addressWith('1', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(addressWith('1', '198.51.100.7')).toBe('198.51.100.7');
    expect(addressWith('1', undefined)).toBe('127.0.0.1');
    expect(addressWith('true', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('2 hops: the second entry from the right; fewer entries than hops give the left-most', () => {
    expect(addressWith('2', '6.6.6.6, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    expect(addressWith('2', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('trusted addresses and ranges: the first address from the right that is not a trusted proxy', () => {
    const trust = '127.0.0.1, 10.0.0.0/8';
    expect(addressWith(trust, '6.6.6.6, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(addressWith(trust, '198.51.100.7', '::ffff:127.0.0.1')).toBe('198.51.100.7');
    // A socket that is no trusted proxy: its own address, the header is the client's word only.
    expect(addressWith(trust, '1.2.3.4', '203.0.113.5')).toBe('203.0.113.5');
    expect(addressWith('loopback, uniquelocal', '6.6.6.6, 198.51.100.7, 192.168.1.1')).toBe('198.51.100.7');
    expect(addressWith('::1, fd00::/8', '2001:db8::1, fd00::5', '::1')).toBe('2001:db8::1');
  });

  it('a setting that is neither a count nor addresses trusts nobody', () => {
    expect(addressWith('ja', '1.2.3.4, 198.51.100.7')).toBe('127.0.0.1');
    expect(getSessionConfig().trustProxy).toBeNull();
  });
});
