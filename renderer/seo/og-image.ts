// The image for link previews (Open Graph): the page's first hero image, as the page shows it —
// a hero block's picture, else the envelope's hero images — else the panorama of the village.
import type { PageModel } from '@/renderer/page-types';

export const DEFAULT_OG_IMAGE = '/bilder/tannbrunn-panorama.jpg';

/** The first image address in a block's options (`bildupload.bild`, `bild`, or an image's `src`), depth first. */
export function firstImageIn(value: unknown, depth = 0): string | undefined {
  if (depth > 5 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstImageIn(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of ['bild', 'src']) {
    const candidate = record[key];
    if (typeof candidate === 'string' && /^(?:\/|https?:\/\/)/.test(candidate)) return candidate;
  }
  for (const child of Object.values(record)) {
    const found = firstImageIn(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function ogImageOf(page: Pick<PageModel, 'blocks' | 'heroImages'>): string {
  for (const block of page.blocks) {
    if (block.slotName !== 'hero') continue;
    const found = firstImageIn(block.options);
    if (found) return found;
  }
  return page.heroImages[0]?.src ?? DEFAULT_OG_IMAGE;
}
