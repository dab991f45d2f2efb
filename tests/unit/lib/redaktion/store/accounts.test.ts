// The Redaktion's accounts (issue 33, defect 6): a failed login is in the audit log (which address, never the
// password), a hash of the older scrypt parameters is replaced at the next login, and an account changes its own
// password (the old one then no longer opens a session).
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { createEditorAccounts, type EditorAccounts } from '@/lib/redaktion/store/accounts';
import { readAudit } from '@/lib/redaktion/store/audit';
import { PARAMS } from '@/lib/session/passwords';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT } from '../../../support/redaktion-store';

const EMAIL = 'redaktion@tannbrunn.example';
const PASSWORD = 'Tannbrunn-Redaktion-2026';

onEachDatabase('editor accounts', (open) => {
  let db: Database;
  let accounts: EditorAccounts;
  beforeAll(async () => {
    db = await open();
    accounts = createEditorAccounts(async () => db, CONTENT);
  }, 120_000);

  const storedHash = async () =>
    (await db.query<{ h: string }>('SELECT passwort_hash AS h FROM redaktion_konten WHERE email = $1', [EMAIL]))
      .rows[0]!.h;

  it('writes a failed login to the audit log, with the address and never the password', async () => {
    expect(await accounts.login(EMAIL, 'falsch-falsch', 60)).toBeNull();
    expect(await accounts.login('niemand@tannbrunn.example', 'egal', 60)).toBeNull();
    const { eintraege } = await readAudit(db, ada, { aktion: 'anmeldung_fehlgeschlagen' });
    expect(eintraege.map((e) => e.details.email)).toEqual(['niemand@tannbrunn.example', EMAIL]);
    expect(JSON.stringify(eintraege)).not.toContain('falsch-falsch');
  });

  it('replaces a hash of the older parameters at the next login', async () => {
    expect(await storedHash()).toMatch(/^scrypt\$16384\$/);
    const login = await accounts.login(EMAIL, PASSWORD, 60);
    expect(login?.actor.name).toBe('Lena Kienzler');
    expect(await storedHash()).toMatch(new RegExp(`^scrypt\\$${PARAMS.N}\\$${PARAMS.r}\\$${PARAMS.p}\\$`));
    expect((await accounts.login(EMAIL, PASSWORD, 60))?.actor.name).toBe('Lena Kienzler');
  }, 30_000);

  it('changes the own password only with the current one', async () => {
    const login = (await accounts.login(EMAIL, PASSWORD, 60))!;
    expect(await accounts.changePassword(login.actor, 'falsch', 'Ein ganz neues Passwort 2027', login.token)).toBe(
      'falsches-passwort',
    );
    expect(await accounts.changePassword(login.actor, PASSWORD, 'Ein ganz neues Passwort 2027', login.token)).toBe(
      'geaendert',
    );
    expect(await accounts.login(EMAIL, PASSWORD, 60)).toBeNull();
    expect((await accounts.login(EMAIL, 'Ein ganz neues Passwort 2027', 60))?.actor.name).toBe('Lena Kienzler');
    const { eintraege } = await readAudit(db, ada, { objektId: login.actor.id });
    expect(eintraege.map((e) => e.aktion)).toEqual(
      expect.arrayContaining(['passwort_abgelehnt', 'passwort_geaendert']),
    );
  }, 30_000);

  it('ends every other session of the account when its password changes; the changing one goes on', async () => {
    const NEW = 'Noch ein neues Passwort 2028';
    const current = (await accounts.login(EMAIL, 'Ein ganz neues Passwort 2027', 60))!;
    const other = (await accounts.login(EMAIL, 'Ein ganz neues Passwort 2027', 60))!;
    const colleague = (await accounts.login('admin@tannbrunn.example', 'Tannbrunn-Admin-2026', 60))!;
    expect(await accounts.restore(other.actor.id, other.token)).not.toBeNull();
    expect(await accounts.changePassword(current.actor, 'Ein ganz neues Passwort 2027', NEW, current.token)).toBe(
      'geaendert',
    );
    expect(await accounts.restore(other.actor.id, other.token)).toBeNull();
    expect((await accounts.restore(current.actor.id, current.token))?.name).toBe('Lena Kienzler');
    // Another account's session is not touched.
    expect(await accounts.restore(colleague.actor.id, colleague.token)).not.toBeNull();
  }, 60_000);
});
