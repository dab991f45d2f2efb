// The Redaktion's thumbnails of library images (issue 33: the library's and the picker's previews cannot go through
// Next's image optimizer, which fetches without the editor's session; nor load every image at full size).
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Database } from '@/lib/db/database';
import { uploadMedium } from '@/lib/medien/media-store';
import { thumbnailUrl } from '@/lib/medien/media-types';
import { mediumThumbnail, THUMBNAIL_SIDE } from '@/lib/medien/thumbnail';
import { onEachDatabase } from '../../support/databases';
import { rita } from '../../support/redaktion-store';

it('names the thumbnail of a library address only', () => {
  const id = '0f5c2b0e-1b7a-4c8e-9d1e-2a3b4c5d6e7f';
  expect(thumbnailUrl(`/api/medien/${id}/rathaus.jpg`)).toBe(`/api/redaktion/medien/${id}/vorschaubild`);
  expect(thumbnailUrl('/bilder/kurpark.jpg')).toBeNull();
  expect(thumbnailUrl(`https://example.org/api/medien/${id}/x.jpg`)).toBeNull();
});

onEachDatabase('thumbnails', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  }, 120_000);

  it('makes a small WebP of a library image, and none of a PDF or a missing file', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2b5f8a' } })
      .jpeg()
      .toBuffer();
    const bild = await uploadMedium(db, rita, 'panorama.jpg', big);
    const thumbnail = (await mediumThumbnail(db, bild.id))!;
    const facts = await sharp(thumbnail).metadata();
    expect(facts).toMatchObject({ format: 'webp', width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE / 2 });
    expect(thumbnail.length).toBeLessThan(bild.groesse);

    const doc = await PDFDocument.create();
    doc.addPage();
    const pdf = await uploadMedium(db, rita, 'satzung.pdf', Buffer.from(await doc.save()));
    expect(await mediumThumbnail(db, pdf.id)).toBeNull();
    expect(await mediumThumbnail(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
