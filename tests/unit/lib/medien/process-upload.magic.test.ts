// An upload reaches an image decoder only when its first bytes are a JPEG's, PNG's or WebP's (issue 41): libvips reads
// many more formats (TIFF, GIF, HEIF, FITS …), each a parser an upload could aim at. Such a file is refused without
// sharp ever being asked; a real image of the three formats is still decoded and stored.
import { afterEach, describe, expect, it, vi } from 'vitest';

const opened: string[] = [];
vi.mock('sharp', async (original) => {
  const real = (await original<{ default: (...args: unknown[]) => unknown }>()).default;
  const counting = (...args: unknown[]) => {
    if (Buffer.isBuffer(args[0])) opened.push((args[0] as Buffer).subarray(0, 4).toString('hex'));
    return real(...args);
  };
  return { default: Object.assign(counting, real) };
});

const { default: sharp } = await import('sharp');
const { imageFormatByMagic, processUpload } = await import('@/lib/medien/process-upload');

afterEach(() => {
  opened.length = 0;
});

const made = (format: 'tiff' | 'gif' | 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f4d3a' } })
    .toFormat(format)
    .toBuffer();

describe('image decoding after the magic bytes', () => {
  it('never hands a TIFF, a GIF or random bytes to the decoder', async () => {
    const files = [await made('tiff'), await made('gif'), Buffer.from('II*\u0000 kein Bild, nur Bytes')];
    opened.length = 0;
    for (const file of files) {
      expect(await processUpload(file)).toEqual({
        ok: false,
        message: expect.stringContaining('geprüft wurde der Inhalt'),
      });
    }
    expect(opened).toEqual([]);
  });

  it('decodes and stores JPEG, PNG and WebP as before', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const file = await made(format);
      expect(imageFormatByMagic(file)).toBe(format);
      expect(await processUpload(file)).toMatchObject({ ok: true, kind: 'bild', mime: `image/${format}` });
    }
  });
});
