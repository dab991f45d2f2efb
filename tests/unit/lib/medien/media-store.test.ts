// The media library as rules of the store (issue 15): a stored image has no metadata left, a name may not claim
// another kind of file, nothing refused is stored, alt text or 'dekorativ', search and filter, and a file a page
// uses cannot be deleted (the refusal names the page).
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import {
  deleteMedium,
  describeMedium,
  listMedia,
  mediumUsage,
  readMediumFile,
  uploadMedium,
} from '@/lib/medien/media-store';
import { MEDIA_TEXTS } from '@/lib/medien/media-types';
import { savePageVersion } from '@/lib/redaktion/store/page-versions';
import { createPage } from '@/lib/redaktion/store/pages';
import { onEachDatabase } from '../../support/databases';
import { refusal, rita } from '../../support/redaktion-store';

const jpegWithGps = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#2b5f8a' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Erika Mustermann' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 0/1 0/1' } })
    .toBuffer();
/** A real (one-page) PDF: the upload parses it. */
const PDF = await (async () => {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
})();

onEachDatabase('media library', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  }, 120_000);

  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM medien')).rows[0]!.n;

  it('stores an uploaded JPEG re-encoded, without EXIF and GPS, and serves those bytes', async () => {
    const medium = await uploadMedium(db, rita, 'C:\\Fotos\\rathaus.jpg', await jpegWithGps());
    expect(medium).toMatchObject({ art: 'bild', mime: 'image/jpeg', breite: 80, hoehe: 60, dateiname: 'rathaus.jpg' });
    expect(medium.url).toBe(`/api/medien/${medium.id}/rathaus.jpg`);
    const file = await readMediumFile(db, medium.id);
    const metadata = await sharp(file!.daten).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(file!.daten.includes(Buffer.from('Mustermann'))).toBe(false);
    expect(await readMediumFile(db, 'keine-id')).toBeNull();
  });

  it('refuses a PDF named .jpg, a script named .jpg and an image named .pdf, and stores nothing', async () => {
    const before = await count();
    expect((await refusal(uploadMedium(db, rita, 'foto.jpg', PDF))).message).toBe(
      MEDIA_TEXTS.nameMismatch('foto.jpg', 'dokument'),
    );
    expect(
      (await refusal(uploadMedium(db, rita, 'foto.jpg', Buffer.from('<script>alert(1)</script>')))).message,
    ).toMatch(/geprüft wurde der Inhalt/);
    expect((await refusal(uploadMedium(db, rita, 'plan.pdf', await jpegWithGps()))).message).toBe(
      MEDIA_TEXTS.nameMismatch('plan.pdf', 'bild'),
    );
    expect((await refusal(uploadMedium(db, rita, '', PDF))).message).toBe(MEDIA_TEXTS.nameMissing);
    // Issue 33, defect 5: a PDF named .html (or with no extension) was stored and served under that name.
    expect((await refusal(uploadMedium(db, rita, 'seite.html', PDF))).message).toBe(
      MEDIA_TEXTS.extensionMissing('seite.html', 'dokument'),
    );
    expect((await refusal(uploadMedium(db, rita, 'foto', await jpegWithGps()))).message).toBe(
      MEDIA_TEXTS.extensionMissing('foto', 'bild'),
    );
    expect(await count()).toBe(before);
  });

  it('an image needs alt text unless it is decorative; search and filter find it', async () => {
    const bild = await uploadMedium(
      db,
      rita,
      'marktplatz.png',
      await sharp(await jpegWithGps())
        .png()
        .toBuffer(),
    );
    const dokument = await uploadMedium(db, rita, 'satzung.pdf', PDF);
    expect((await refusal(describeMedium(db, rita, bild.id, { alt: '  ' }))).message).toBe(MEDIA_TEXTS.altMissing);
    const described = await describeMedium(db, rita, bild.id, {
      alt: 'Der Marktplatz im Winter',
      copyright: 'Gemeinde',
    });
    expect(described).toMatchObject({ alt: 'Der Marktplatz im Winter', dekorativ: false, copyright: 'Gemeinde' });
    // Decorative: the alt text is emptied, as a decorative image needs.
    expect(await describeMedium(db, rita, bild.id, { alt: 'egal', dekorativ: true })).toMatchObject({
      alt: '',
      dekorativ: true,
    });
    expect((await listMedia(db, { suche: 'markt' })).map((m) => m.id)).toEqual([bild.id]);
    expect((await listMedia(db, { art: 'dokument' })).map((m) => m.id)).toContain(dokument.id);
    expect((await listMedia(db, { art: 'dokument' })).map((m) => m.id)).not.toContain(bild.id);
  });

  it('a file a page uses cannot be deleted; the refusal names the page; an unused one goes', async () => {
    const bild = await uploadMedium(db, rita, 'brunnen.jpg', await jpegWithGps());
    const {
      seite: { id },
    } = await createPage(db, rita, { pfad: '/de/medien-probe', titel: 'Medien', layout: 'default' });
    await savePageVersion(db, rita, id, {
      pageLayout: 'default',
      title: 'Medien',
      content: [{ template: 'text', slotName: 'main', options: { text: `<p><img src="${bild.url}" alt="x"></p>` } }],
    } as Seite);
    expect(await mediumUsage(db, bild.id)).toEqual(['/de/medien-probe']);
    const refused = await refusal(deleteMedium(db, rita, bild.id));
    expect(refused).toMatchObject({ status: 409, message: MEDIA_TEXTS.inUse(['/de/medien-probe']) });
    expect(await readMediumFile(db, bild.id)).not.toBeNull();

    const unused = await uploadMedium(db, rita, 'unbenutzt.jpg', await jpegWithGps());
    await deleteMedium(db, rita, unused.id);
    expect(await readMediumFile(db, unused.id)).toBeNull();
  });
});
