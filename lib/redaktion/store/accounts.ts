// The editors' accounts of the embedded mode: login with scrypt, sessions as tokens of kind 'redaktion' (the same
// store as the intranet's), seeded once from content/redaktion/konten.json. An account's role is read again with
// every request, so a changed role counts at once.
import { getConfig } from '@/lib/config';
import type { Database, Sql } from '@/lib/db/database';
import { readSeedList, seededDatabase } from '@/lib/content/seed-once';
import { checkLoginPassword, hashPassword, verifyPassword } from '@/lib/session/passwords';
import { issueToken, revokeAccountTokens, revokeToken, tokenValid } from '@/lib/session/token-store';
import { writeAudit } from './audit';
import type { Actor, Rolle } from '@/lib/redaktion/shared/types';

interface SeedAccount {
  id: string;
  email: string;
  name: string;
  rolle: Rolle;
  passwort_hash: string;
  /** Editing rights per department (absent = unlimited). */
  abteilungen?: number[];
  pfade?: string[];
}

export interface EditorLogin {
  actor: Actor;
  token: string;
}

async function seedAccounts(tx: Sql, contentDir: string): Promise<void> {
  for (const account of await readSeedList<SeedAccount>(contentDir, 'redaktion', 'konten')) {
    await tx.query(
      `INSERT INTO redaktion_konten (id, email, passwort_hash, name, rolle, abteilungen, pfade)
       VALUES ($1, lower($2), $3, $4, $5, $6, $7)`,
      [
        account.id,
        account.email,
        account.passwort_hash,
        account.name,
        account.rolle,
        account.abteilungen ?? [],
        account.pfade ?? [],
      ],
    );
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A failed login in the audit log: the address given (not the password), and the account when it exists. */
async function recordFailedLogin(sql: Sql, email: string, kontoId: string | null): Promise<void> {
  await sql.query(
    `INSERT INTO redaktion_protokoll (konto_id, konto_name, rolle, aktion, objekt_art, objekt_id, details)
     VALUES ($1, $2, '', 'anmeldung_fehlgeschlagen', 'konto', $1, $3::jsonb)`,
    [kontoId ?? '', email.trim().slice(0, 200), JSON.stringify({ email: email.trim().slice(0, 200) })],
  );
}

/**
 * The account as it is now (role and editing rights are read with every request, so a change counts at once), or
 * null when there is none.
 */
export async function actorOf(sql: Sql, id: string): Promise<Actor | null> {
  const { rows } = await sql.query<{ id: string; name: string; rolle: Rolle; abteilungen: number[]; pfade: string[] }>(
    'SELECT id::text AS id, name, rolle, abteilungen, pfade FROM redaktion_konten WHERE id::text = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, name: row.name, role: row.rolle, bereich: { abteilungen: row.abteilungen, pfade: row.pfade } };
}

export function createEditorAccounts(database: () => Promise<Database>, contentDir: string) {
  const db = seededDatabase(database, 'redaktion-konten', (tx) => seedAccounts(tx, contentDir));

  return {
    /** The account and a new token, or null for a wrong address or password (which take equally long). */
    async login(email: string, passwort: string, maxAgeSeconds: number): Promise<EditorLogin | null> {
      const d = await db();
      const { rows } = await d.query<{ id: string; passwort_hash: string }>(
        'SELECT id::text AS id, passwort_hash FROM redaktion_konten WHERE email = lower($1)',
        [email.trim()],
      );
      const account = rows[0];
      // A hash of older (weaker) parameters is replaced now that the password is known.
      const ok = await checkLoginPassword(passwort, account?.passwort_hash, (hash) =>
        d.query('UPDATE redaktion_konten SET passwort_hash = $2 WHERE id = $1', [account!.id, hash]),
      );
      if (!account || !ok) {
        await recordFailedLogin(d, email, account?.id ?? null);
        return null;
      }
      const actor = await actorOf(d, account.id);
      if (!actor) return null;
      const token = await issueToken(d, 'redaktion', account.id, maxAgeSeconds);
      await writeAudit(d, actor, { aktion: 'anmeldung', objektArt: 'konto', objektId: actor.id });
      return { actor, token };
    },
    /**
     * A login the rate limit refused (429), before any password was checked: logged for an existing account, once per
     * 15 minutes of its block (a burst of refusals must not fill the append-only log; an unknown address has no
     * account to protect). One statement: a burst costs one query per refusal.
     */
    async loginBlocked(email: string): Promise<void> {
      await (
        await db()
      ).query(
        `INSERT INTO redaktion_protokoll (konto_id, konto_name, rolle, aktion, objekt_art, objekt_id, details)
         SELECT k.id::text, k.name, k.rolle, 'anmeldung_gesperrt', 'konto', k.id::text, $2::jsonb
         FROM redaktion_konten k WHERE k.email = lower($1)
           AND NOT EXISTS (SELECT 1 FROM redaktion_protokoll p WHERE p.objekt_art = 'konto' AND p.objekt_id = k.id::text
                           AND p.aktion = 'anmeldung_gesperrt' AND p.zeit > now() - interval '15 minutes')`,
        [email.trim(), JSON.stringify({ email: email.trim().slice(0, 200) })],
      );
    },
    /** A password change the rate limit refused (429): logged once per 15 minutes of the block, as a login's. */
    async passwordChangeBlocked(actor: Actor): Promise<void> {
      await (
        await db()
      ).query(
        `INSERT INTO redaktion_protokoll (konto_id, konto_name, rolle, aktion, objekt_art, objekt_id)
         SELECT $1, $2, $3, 'passwort_gesperrt', 'konto', $1
         WHERE NOT EXISTS (SELECT 1 FROM redaktion_protokoll WHERE objekt_art = 'konto' AND objekt_id = $1
                           AND aktion = 'passwort_gesperrt' AND zeit > now() - interval '15 minutes')`,
        [actor.id, actor.name, actor.role],
      );
    },
    /**
     * Changes the password of a signed-in account: 'falsches-passwort' when the current one is wrong. Every other
     * session of the account ends with the old password (refused at its next request); `currentToken`'s goes on.
     */
    async changePassword(
      actor: Actor,
      aktuell: string,
      neu: string,
      currentToken: string,
    ): Promise<'geaendert' | 'falsches-passwort'> {
      const d = await db();
      const { rows } = await d.query<{ passwort_hash: string }>(
        'SELECT passwort_hash FROM redaktion_konten WHERE id::text = $1',
        [actor.id],
      );
      if (!rows[0] || !(await verifyPassword(aktuell, rows[0].passwort_hash))) {
        await writeAudit(d, actor, { aktion: 'passwort_abgelehnt', objektArt: 'konto', objektId: actor.id });
        return 'falsches-passwort';
      }
      const hash = await hashPassword(neu);
      await d.transaction(async (tx) => {
        await tx.query('UPDATE redaktion_konten SET passwort_hash = $2 WHERE id::text = $1', [actor.id, hash]);
        await revokeAccountTokens(tx, 'redaktion', actor.id, currentToken);
        // The preview's tokens too: a new one is given to the session that goes on when its editor asks.
        await revokeAccountTokens(tx, 'redaktion-vorschau', actor.id);
        await writeAudit(tx, actor, { aktion: 'passwort_geaendert', objektArt: 'konto', objektId: actor.id });
      });
      return 'geaendert';
    },
    /** The account of a valid token, or null. */
    async restore(id: string, token: string): Promise<Actor | null> {
      if (!UUID.test(id)) return null;
      const d = await db();
      return (await tokenValid(d, 'redaktion', id, token)) ? actorOf(d, id) : null;
    },
    async logout(id: string, token: string): Promise<void> {
      const d = await db();
      const actor = UUID.test(id) && (await tokenValid(d, 'redaktion', id, token)) ? await actorOf(d, id) : null;
      await revokeToken(d, token);
      if (actor) await writeAudit(d, actor, { aktion: 'abmeldung', objektArt: 'konto', objektId: actor.id });
    },
  };
}

export type EditorAccounts = ReturnType<typeof createEditorAccounts>;

let accounts: EditorAccounts | undefined;

/** The process's accounts store, on the process's database. */
export function getEditorAccounts(): EditorAccounts {
  accounts ??= createEditorAccounts(async () => (await import('@/lib/db')).getDatabase(), getConfig().contentDir);
  return accounts;
}
