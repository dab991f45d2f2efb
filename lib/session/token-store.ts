// Session tokens of the embedded logins: random, stored as SHA-256 hashes, each with its expiry.
import type { Sql } from '@/lib/db/database';
import { hashToken, newToken } from './session-value';
import type { StaffKey } from './staff-system';

/**
 * One kind per staff system: a token of one system never opens another. `redaktion-vorschau`: the editor's preview on
 * a site of its own, which no session cookie reaches (lib/redaktion/store/preview-access.ts).
 */
export type TokenKind = StaffKey | 'redaktion-vorschau';

export async function issueToken(
  db: Sql,
  kind: TokenKind,
  account: string,
  maxAgeSeconds: number,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  const expires = new Date(now.getTime() + maxAgeSeconds * 1000);
  await db.query('INSERT INTO sitzungs_tokens (token_hash, art, konto, gueltig_bis) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    kind,
    account,
    expires.toISOString(),
  ]);
  // Expired tokens are removed as we go.
  await db.query('DELETE FROM sitzungs_tokens WHERE gueltig_bis < $1', [
    new Date(now.getTime() - 24 * 3600_000).toISOString(),
  ]);
  return token;
}

/** True when the token is one of this kind, for this account, and not expired. */
export async function tokenValid(
  db: Sql,
  kind: TokenKind,
  account: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM sitzungs_tokens WHERE token_hash = $1 AND art = $2 AND konto = $3 AND gueltig_bis > $4',
    [hashToken(token), kind, account, now.toISOString()],
  );
  return rows.length > 0;
}

/** The account a valid token of this kind belongs to, or null. */
export async function tokenAccount(db: Sql, kind: TokenKind, token: string, now = new Date()): Promise<string | null> {
  const { rows } = await db.query<{ konto: string }>(
    'SELECT konto FROM sitzungs_tokens WHERE token_hash = $1 AND art = $2 AND gueltig_bis > $3',
    [hashToken(token), kind, now.toISOString()],
  );
  return rows[0]?.konto ?? null;
}

export async function revokeToken(db: Sql, token: string): Promise<void> {
  await db.query('DELETE FROM sitzungs_tokens WHERE token_hash = $1', [hashToken(token)]);
}

export async function revokeAccountTokens(db: Sql, kind: TokenKind, account: string, except?: string): Promise<void> {
  await db.query('DELETE FROM sitzungs_tokens WHERE art = $1 AND konto = $2 AND token_hash <> $3', [
    kind,
    account,
    except ? hashToken(except) : '',
  ]);
}
