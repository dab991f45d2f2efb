// The images the site already has (public/bilder), for the editor's media picker beside the media library's
// uploads (lib/medien/media-store.ts pickerEntries).
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface SiteImage {
  src: string;
  alt: string;
}

const IMAGE = /\.(jpe?g|png|webp|avif|svg)$/i;

export async function siteImages(publicDir = path.join(process.cwd(), 'public')): Promise<SiteImage[]> {
  const names = await readdir(path.join(publicDir, 'bilder')).catch(() => [] as string[]);
  // The alt text belongs to the place an image is used: the editor writes it in the block's field.
  return names
    .filter((name) => IMAGE.test(name))
    .sort((a, b) => a.localeCompare(b, 'de'))
    .map((name) => ({ src: `/bilder/${name}`, alt: '' }));
}
