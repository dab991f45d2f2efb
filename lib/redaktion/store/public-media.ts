// Which files of the media library a publication makes public (lib/medien/media-visibility.ts reads the table
// `medien_oeffentlich`): exactly the files its rendering fields name (lib/blocks/published-media.ts: marked link and
// image fields, links and images of the sanitised rich text, menu targets), the same reading as the link checks. A
// file's address in a block id, in an attribute the sanitiser drops or inside another address makes nothing public.
// Written in the publishing transaction; the rows go when the publication does (the triggers of migration 201).
import type { Sql } from '@/lib/db/database';
import { INSERT_PUBLIC_MEDIA, publicMediaRows, type PublishedKind } from '@/lib/blocks/published-media';

/** Records the files of the publications (their earlier rows replaced). */
export async function recordPublicMedia(
  tx: Sql,
  publications: { art: PublishedKind; ownerId: string; inhalt: unknown }[],
): Promise<void> {
  const quellen = publications.map(({ art, ownerId }) => `${art}:${ownerId}`);
  await tx.query('DELETE FROM medien_oeffentlich WHERE quelle = ANY($1::text[])', [quellen]);
  const rows = publicMediaRows(publications);
  if (rows.length) await tx.query(INSERT_PUBLIC_MEDIA, [JSON.stringify(rows)]);
}
