// Password hashes of the embedded accounts: scrypt from node:crypto with a random salt per account, at OWASP's
// parameters (N=2^17, r=8, p=1: 128 MiB and a few hundred milliseconds per hash). A hash stored with other
// parameters still verifies; `checkLoginPassword` (every embedded account store's login) then stores a new one.
// Every scrypt passes the process's password gate (./password-gate.ts): a burst of checks waits in line or is
// refused, and never takes all of libuv's threads.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordGate } from './password-gate';

export const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes; node's default limit (32 MiB) is below OWASP's 128 MiB. */
const MAX_MEMORY = 128 * PARAMS.N * PARAMS.r + 16 * 1024 * 1024;
/** A stored hash asking for more than this is refused unread (nobody makes the server spend a gigabyte). */
const MAX_N = 2 ** 20;

function rawScrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
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

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordGate().run(() => rawScrypt(password, salt, options));
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether a stored hash costs less than one of today's parameters (its check would answer sooner). */
function weakerThanToday(options: ScryptOptions): boolean {
  return (options.N ?? 0) * (options.r ?? 0) * (options.p ?? 0) < PARAMS.N * PARAMS.r * PARAMS.p;
}

/**
 * Checks a password against a stored hash. A hash of weaker parameters than today's (an old seed, an account that
 * has not logged in since the parameters were raised) would answer several times sooner than the dummy check of an
 * unknown address, telling an attacker that the account exists: its check runs beside one at today's parameters, in
 * the same place of the gate, and answers when both are done.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  if (!(Number(n) <= MAX_N && Number(r) <= 16 && Number(p) <= 4)) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await passwordGate().run(async () => {
    const [key] = await Promise.all([
      rawScrypt(password, Buffer.from(salt, 'base64'), options),
      weakerThanToday(options) ? rawScrypt(password, DUMMY_SALT, PARAMS) : null,
    ]);
    return key;
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The salt of the check at today's parameters that a weak hash's check runs beside (its result is not used). */
const DUMMY_SALT = randomBytes(16);

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
