// The Redaktion's thumbnails of library images (its media library, the media picker): a small WebP made from the
// stored file, served to the editor's session only (pages/api/redaktion/medien/[id]/vorschaubild.ts). An upload no
// published page uses is not public, and Next's image optimizer fetches its source without cookies, so the
// Redaktion cannot use it for them; this keeps a list of files from loading every image at its full size.
// Server-only.
import sharp from 'sharp';
import type { Sql } from '@/lib/db/database';
import { readMediumFile } from './media-store';

/** Wide enough for the library's cards and the picker's tiles at twice the pixel density. */
export const THUMBNAIL_SIDE = 320;

/** The thumbnail of a library image; null when there is no image under this id. */
export async function mediumThumbnail(sql: Sql, id: string): Promise<Buffer | null> {
  const file = await readMediumFile(sql, id);
  if (!file || !file.mime.startsWith('image/')) return null;
  return sharp(file.daten)
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}
