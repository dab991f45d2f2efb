// Uploads are judged by content: images re-encoded without metadata, PDFs checked, everything else refused.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { processUpload } from '@/lib/medien/process-upload';

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f4d3a' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Erika Mustermann', Copyright: 'Gemeinde' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 0/1 0/1' },
    })
    .toBuffer();
}

describe('media uploads', () => {
  it('re-encodes a JPEG and drops EXIF with GPS', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await processUpload(original);
    expect(result).toMatchObject({ ok: true, kind: 'bild', mime: 'image/jpeg', width: 64, height: 48 });
    const stored = result.ok ? await sharp(result.data).metadata() : null;
    expect(stored?.exif).toBeUndefined();
    expect(stored?.xmp).toBeUndefined();
    expect(result.ok && result.data.includes(Buffer.from('Mustermann'))).toBe(false);
  });

  it('judges by content: a PDF or a script named .jpg is not an image, an SVG is refused with its reason', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    expect(await processUpload(script)).toEqual({
      ok: false,
      message: expect.stringContaining('geprüft wurde der Inhalt'),
    });
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>');
    expect(await processUpload(svg)).toEqual({
      ok: false,
      message: expect.stringContaining('SVG-Grafiken werden nicht angenommen'),
    });
    const doc = await PDFDocument.create();
    doc.addPage();
    const pdf = Buffer.from(await doc.save());
    expect(await processUpload(pdf)).toMatchObject({ ok: true, kind: 'dokument', mime: 'application/pdf' });
    // (The hostile PDFs are in pdf-check.test.ts.)
  });

  it('refuses empty and oversized files', async () => {
    expect(await processUpload(Buffer.alloc(0))).toEqual({ ok: false, message: 'Die Datei ist leer.' });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]);
    expect(await processUpload(big)).toEqual({ ok: false, message: expect.stringContaining('zu groß') });
  });
});
