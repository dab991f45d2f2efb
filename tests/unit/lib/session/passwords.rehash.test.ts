// The intranet's and the council's accounts (issue 33): a hash stored with scrypt's older parameters (the seed's
// N=2^14) is replaced with one at OWASP's parameters at the next successful login, as the Redaktion's is; a wrong
// password changes nothing.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { createEmbeddedIntranet } from '@/lib/redaktion/embedded/embedded-intranet';
import { createEmbeddedRatsinfo } from '@/lib/services/ratsinfo/embedded-ratsinfo';
import { PARAMS } from '@/lib/session/passwords';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

const CONTENT = path.join(PROJECT_ROOT, 'content');
const OLD = /^scrypt\$16384\$8\$1\$/;
const CURRENT = new RegExp(`^scrypt\\$${PARAMS.N}\\$${PARAMS.r}\\$${PARAMS.p}\\$`);

let db: Database;
beforeAll(async () => {
  db = await openMigratedPglite();
}, 120_000);
afterAll(() => db.close());

const storedHash = async (table: string, email: string) =>
  (await db.query<{ h: string }>(`SELECT passwort_hash AS h FROM ${table} WHERE email = $1`, [email])).rows[0]?.h;

describe('rehash at the next login', () => {
  it('replaces an intranet account’s old hash after a successful login, not after a wrong password', async () => {
    const intranet = createEmbeddedIntranet({ database: async () => db, contentDir: CONTENT, sessionMaxAge: 3600 });
    const email = 'intranet@tannbrunn.example';
    expect(await intranet.login(email, 'falsch')).toBeNull();
    expect(await storedHash('intranet_konten', email)).toMatch(OLD);
    expect(await intranet.login(email, 'Tannbrunn-Intranet-2026')).not.toBeNull();
    const rehashed = await storedHash('intranet_konten', email);
    expect(rehashed).toMatch(CURRENT);
    // The new hash opens the account, and the next login keeps it.
    expect(await intranet.login(email, 'Tannbrunn-Intranet-2026')).not.toBeNull();
    expect(await storedHash('intranet_konten', email)).toBe(rehashed);
  }, 60_000);

  it('replaces a council member’s old hash after a successful login, not after a wrong password', async () => {
    const ratsinfo = createEmbeddedRatsinfo({ database: async () => db, contentDir: CONTENT, sessionMaxAge: 3600 });
    const email = 'rat@tannbrunn.example';
    expect(await ratsinfo.login(email, 'falsch')).toBeNull();
    expect(await storedHash('ratsinfo_konten', email)).toMatch(OLD);
    expect(await ratsinfo.login(email, 'Tannbrunn-Rat-2026')).not.toBeNull();
    const rehashed = await storedHash('ratsinfo_konten', email);
    expect(rehashed).toMatch(CURRENT);
    expect(await ratsinfo.login(email, 'Tannbrunn-Rat-2026')).not.toBeNull();
    expect(await storedHash('ratsinfo_konten', email)).toBe(rehashed);
  }, 60_000);
});
