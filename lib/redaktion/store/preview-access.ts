// The editor's preview on a site of its own (lib/security/preview-site.js) is sent no session cookie, so the editor
// hands it a token of its own: random, stored hashed, valid for an hour (the editor asks for a new one before then),
// ended with the account's other tokens when its password changes. It opens the preview of a page the account may
// see (as the account is now: role and editing rights are read at each use) and the media library's files; nothing
// else of the Redaktion accepts it.
import type { Sql } from '@/lib/db/database';
import { issueToken, tokenAccount } from '@/lib/session/token-store';
import type { Actor } from '@/lib/redaktion/shared/types';
import { actorOf } from './accounts';

export const PREVIEW_ACCESS_SECONDS = 3600;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function issuePreviewAccess(
  sql: Sql,
  actor: Actor,
  now = new Date(),
): Promise<{ zugang: string; gueltigBis: string }> {
  const zugang = await issueToken(sql, 'redaktion-vorschau', actor.id, PREVIEW_ACCESS_SECONDS, now);
  return { zugang, gueltigBis: new Date(now.getTime() + PREVIEW_ACCESS_SECONDS * 1000).toISOString() };
}

/** The account a valid preview token belongs to, as it is now; null for anything else. */
export async function previewAccessActor(sql: Sql, zugang: unknown, now = new Date()): Promise<Actor | null> {
  if (typeof zugang !== 'string' || !TOKEN.test(zugang)) return null;
  const konto = await tokenAccount(sql, 'redaktion-vorschau', zugang, now);
  return konto ? actorOf(sql, konto) : null;
}
