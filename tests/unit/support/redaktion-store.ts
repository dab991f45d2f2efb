// What the store's tests share: the seed folder, one account per role, and helpers for refusals and page ids.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect } from 'vitest';
import type { Database, Sql } from '@/lib/db/database';
import { submitForApproval } from '@/lib/redaktion/store/workflow';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';

export const CONTENT = path.join(process.cwd(), 'content');

export const rita: Actor = { id: 'r-1', name: 'Rita Redaktion', role: 'redaktion' };
export const franz: Actor = { id: 'f-1', name: 'Franz Freigabe', role: 'freigabe' };
export const ada: Actor = { id: 'a-1', name: 'Ada Admin', role: 'admin' };

/** The RedaktionError the promise is refused with (fails the test when it is not refused so). */
export async function refusal(promise: Promise<unknown>): Promise<RedaktionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RedaktionError);
  return error as RedaktionError;
}

/** The id of the live page at this path. */
export async function idAt(sql: Sql, pfad: string): Promise<string> {
  const { rows } = await sql.query<{ id: string }>("SELECT id FROM dokumente WHERE pfad = $1 AND zustand = 'aktiv'", [
    pfad,
  ]);
  return rows[0]!.id;
}

/** Submits a page's version for approval as its author: only a submitted version is published or scheduled. */
export async function submitted(db: Database, author: Actor, seiteId: string, versionId: number): Promise<number> {
  await submitForApproval(db, author, seiteId, versionId);
  return versionId;
}

/**
 * A published banner as stored, written straight into the document store: its link as the store holds it (the form
 * takes only site paths and https addresses; another release or an import may have written a file's address).
 */
export async function storedBanner(
  sql: Sql,
  { href, beginn, ende = null }: { href: string; beginn: string; ende?: string | null },
): Promise<string> {
  const id = randomUUID();
  await sql.query("INSERT INTO dokumente (id, art) VALUES ($1, 'warnmeldung')", [id]);
  const inhalt = { text: 'Umleitung', stufe: 'hinweis', link: { href, text: 'Plan' }, bereich: '/de', beginn, ende };
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO dokument_versionen (dokument_id, nummer, inhalt, autor_id, autor_name, zustand, freigegeben_von_id,
                                     freigegeben_von_name, veroeffentlicht_am, inhalt_von)
     VALUES ($1, 1, $2::json, 'r-1', 'Rita', 'veroeffentlicht', 'f-1', 'Franz', now(), ARRAY['r-1']) RETURNING id`,
    [id, JSON.stringify(inhalt)],
  );
  await sql.query('UPDATE dokumente SET veroeffentlichte_version = $1 WHERE id = $2', [rows[0]!.id, id]);
  return id;
}
