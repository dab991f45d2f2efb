// Who gets a library file no published content uses, without a Redaktion session (pages/api/medien/[id]/[name].ts):
// the holder of the token that the editor's preview on its own site gave the file's address (every file of the
// library, as the editor's session would).
import type { IncomingMessage } from 'node:http';
import type { Sql } from '@/lib/db/database';
import { previewAccessActor } from './preview-access';

export async function accessReadsMedium(sql: Sql, _req: IncomingMessage, zugang: unknown, _id: string): Promise<boolean> {
  return Boolean(await previewAccessActor(sql, zugang));
}
