// Whether visitors may fetch a file of the media library (issue 33): only while published content uses it, so an
// upload stays with the Redaktion until a page (or menu, or banner) that uses it is approved and published, and
// becomes the Redaktion's again when the last one is withdrawn. Pages and menus: the table `medien_oeffentlich`,
// kept by the database at every publication (migration 175), read by its primary key. Banners: their start and end
// are times, not events, so they are asked at once (a handful of rows, by the index on state and start). Decided on
// every request from the database that all instances share: a publication counts on every instance at once.
// Server-only.
import type { Sql } from '@/lib/db/database';
import { mediaUrl } from './media-types';
import { VISIBLE_BANNERS } from '@/lib/redaktion/store/visible-banners';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function isMediumPublic(sql: Sql, id: string): Promise<boolean> {
  // Compared as a uuid, so the primary key answers; anything else is no file of the library.
  if (!UUID.test(id)) return false;
  const { rows } = await sql.query<{ oeffentlich: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM medien_oeffentlich WHERE medium_id = $1::uuid)
         OR EXISTS (SELECT 1 FROM (${VISIBLE_BANNERS}) w WHERE strpos(w.inhalt->'link'->>'href', $2) > 0) AS oeffentlich`,
    // The file's address without its name: a banner may name it with any name.
    [id, mediaUrl(id, '')],
  );
  return rows[0]?.oeffentlich === true;
}
