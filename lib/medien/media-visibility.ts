// Whether visitors may fetch a file of the media library (issue 33): only while published content shows or links it,
// so an upload stays with the Redaktion until a page (or menu, or banner) that uses it is approved and published, and
// becomes the Redaktion's again when the last one is withdrawn. Pages and menus: the table `medien_oeffentlich`,
// written at every publication from the fields that render a link or an image (lib/redaktion/store/public-media.ts),
// read by its primary key. Banners: their start and end are times, not events, so they are asked at once (a handful
// of rows, by the index on state and start); their link names a file only when it is the file's address itself
// (MEDIUM_PATH_PATTERN), not when it merely contains it. Decided on every request from the database that all
// instances share: a publication counts on every instance at once. Server-only.
import type { Sql } from '@/lib/db/database';
import { MEDIUM_PATH_PATTERN } from '@/lib/blocks/content-links';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function isMediumPublic(sql: Sql, id: string): Promise<boolean> {
  // Compared as a uuid, so the primary key answers; anything else is no file of the library.
  if (!UUID.test(id)) return false;
  const { rows } = await sql.query<{ oeffentlich: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM medien_oeffentlich WHERE medium_id = $1::uuid)
         OR EXISTS (SELECT 1 FROM warnmeldungen
                    WHERE zustand = 'veroeffentlicht' AND beginn <= now() AND (ende IS NULL OR ende > now())
                      AND substring(link_href from $2) = $3) AS oeffentlich`,
    // The same rule as the pages' links (lib/blocks/content-links.ts mediumIdOf): the file's id, any name.
    [id, MEDIUM_PATH_PATTERN, id],
  );
  return rows[0]?.oeffentlich === true;
}
