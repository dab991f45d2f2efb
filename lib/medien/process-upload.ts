// An upload to the media library, judged by its content, never by its name or the browser's word: an image must
// start as a JPEG, PNG or WebP file starts before any decoder sees it (libvips reads many more formats, each a parser
// an attacker could aim at), then it is decoded and re-encoded with sharp (orientation applied, EXIF/GPS/XMP and every other metadata dropped, very
// large pictures scaled down), PDFs are parsed and refused with anything active in them (lib/medien/pdf-check.ts).
// Everything else is refused with a German reason.
import sharp from 'sharp';
import { inspectPdf, pdfRefusal } from './pdf-check';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** Longest side of a stored image: larger photos are scaled down (the site shows at most 1920 px). */
export const MAX_IMAGE_SIDE = 2560;

export type MediaKind = 'bild' | 'dokument';

export interface AcceptedUpload {
  ok: true;
  kind: MediaKind;
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  data: Buffer;
  width: number | null;
  height: number | null;
}

export interface RefusedUpload {
  ok: false;
  message: string;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const IMAGE_FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * The image format the file's first bytes announce (JPEG's SOI marker, PNG's signature, WebP's RIFF header), or null:
 * only such a file is handed to sharp.
 */
export function imageFormatByMagic(data: Buffer): keyof typeof IMAGE_FORMATS | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

export async function processUpload(data: Buffer): Promise<AcceptedUpload | RefusedUpload> {
  if (data.length === 0) return { ok: false, message: 'Die Datei ist leer.' };
  if (isPdf(data)) {
    if (data.length > MAX_PDF_BYTES)
      return { ok: false, message: `Die PDF-Datei ist zu groß (höchstens ${megabytes(MAX_PDF_BYTES)}).` };
    const finding = await inspectPdf(data);
    if (finding) return { ok: false, message: pdfRefusal(finding) };
    return { ok: true, kind: 'dokument', mime: 'application/pdf', data, width: null, height: null };
  }
  if (looksLikeSvg(data))
    return {
      ok: false,
      message:
        'SVG-Grafiken werden nicht angenommen: sie können Skripte und Verweise auf fremde Server enthalten. Bitte laden Sie das Bild als JPEG, PNG oder WebP hoch.',
    };
  if (data.length > MAX_IMAGE_BYTES)
    return { ok: false, message: `Das Bild ist zu groß (höchstens ${megabytes(MAX_IMAGE_BYTES)}).` };
  const announced = imageFormatByMagic(data);
  let format: string | undefined;
  try {
    format = announced
      ? (await sharp(data, { failOn: 'error', limitInputPixels: 60_000_000 }).metadata()).format
      : undefined;
  } catch {
    format = undefined;
  }
  // What sharp read must be what the first bytes said.
  if (!format || format !== announced)
    return {
      ok: false,
      message:
        'Diese Datei ist kein Bild im Format JPEG, PNG oder WebP und keine PDF-Datei (geprüft wurde der Inhalt, nicht der Dateiname).',
    };
  const mime = IMAGE_FORMATS[format as keyof typeof IMAGE_FORMATS];
  try {
    // rotate() applies the EXIF orientation first; sharp writes no metadata unless asked to, so GPS, camera
    // and author data are gone from the stored file.
    const pipeline = sharp(data, { failOn: 'error', limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      mime === 'image/jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : mime === 'image/png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, kind: 'bild', mime, data: out, width: info.width, height: info.height };
  } catch {
    return { ok: false, message: 'Das Bild ist beschädigt und kann nicht gelesen werden.' };
  }
}
