// Password hashes of the embedded accounts: scrypt from node:crypto with a random salt per account, at OWASP's
// parameters (N=2^17, r=8, p=1: 128 MiB and a few hundred milliseconds per hash). A hash stored with other
// parameters still verifies; `checkLoginPassword` (every embedded account store's login) then stores a new one.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes; node's default limit (32 MiB) is below OWASP's 128 MiB. */
const MAX_MEMORY = 128 * PARAMS.N * PARAMS.r + 16 * 1024 * 1024;
/** A stored hash asking for more than this is refused unread (nobody makes the server spend a gigabyte). */
const MAX_N = 2 ** 20;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: Math.max(MAX_MEMORY, 128 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  if (!(Number(n) <= MAX_N && Number(r) <= 16 && Number(p) <= 4)) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the stored hash was made with other parameters than today's: it is replaced at the next login. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/** Hashed once so an unknown e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * The password check of every embedded login (Redaktion, intranet, Ratsinfo): an unknown account (`stored`
 * undefined) is checked against a dummy hash, so it takes as long as a wrong password; after a successful check a
 * hash of older parameters is replaced through `storeHash`, now that the password is known.
 */
export async function checkLoginPassword(
  password: string,
  stored: string | undefined,
  storeHash: (hash: string) => Promise<unknown>,
): Promise<boolean> {
  const ok = await verifyPassword(password, stored ?? (await dummyPasswordHash()));
  if (!ok || stored === undefined) return false;
  if (needsRehash(stored)) await storeHash(await hashPassword(password));
  return true;
}
