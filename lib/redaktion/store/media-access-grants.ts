// Who gets a library file no published content uses, without a Redaktion session (pages/api/medien/[id]/[name].ts):
// the holder of the token that the editor's preview on its own site gave the file's address (every file of the
// library, as the editor's session would), or of a shared draft's link (the files that draft's version names).
import type { IncomingMessage } from 'node:http';
import type { Sql } from '@/lib/db/database';
import { previewAccessActor } from './preview-access';
import { shareLinkReadsMedium } from './share-links';

export async function accessReadsMedium(sql: Sql, req: IncomingMessage, zugang: unknown, id: string): Promise<boolean> {
  if (await previewAccessActor(sql, zugang)) return true;
  return shareLinkReadsMedium(sql, req, zugang, id);
}
