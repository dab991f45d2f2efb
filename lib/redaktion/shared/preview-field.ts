// Which field of a block an editor clicked in the preview: the block's options are matched against what the click
// fell on (the text of the element, or an image's address), never per block, so a block a developer drops in gets
// click-to-edit with no editor code. The answer is the field's JSON Pointer (`/titel`, `/bildupload/bild`).
import { htmlToText } from './html-text';

interface Leaf {
  pointer: string;
  /** The text a visitor reads: HTML as plain text, white space folded. */
  text: string;
  raw: string;
}

const MAX_DEPTH = 8;

export function foldSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function leavesOf(value: unknown, pointer: string, out: Leaf[], depth: number): Leaf[] {
  if (depth > MAX_DEPTH) return out;
  if (typeof value === 'string') {
    if (value.trim())
      out.push({ pointer, raw: value, text: value.includes('<') ? htmlToText(value) : foldSpace(value) });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => leavesOf(item, `${pointer}/${index}`, out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leavesOf(item, `${pointer}/${key}`, out, depth + 1);
  }
  return out;
}

/**
 * The field whose text is `texts[0]` (the element clicked), else the one that contains it, else the same for its
 * parents (`texts[1]`, …): the nearest element that shows one field's text names that field. A heading equal to the
 * start of the paragraph below still names the heading, because the exact match wins at each level.
 */
export function fieldOfTexts(options: unknown, texts: readonly string[]): string | null {
  const leaves = leavesOf(options, '', [], 0);
  for (const raw of texts) {
    const text = foldSpace(raw);
    if (!text) continue;
    const exact = leaves.find((leaf) => leaf.text === text);
    if (exact) return exact.pointer;
    const within = leaves.find((leaf) => leaf.text.includes(text));
    if (within) return within.pointer;
  }
  return null;
}

/** The address an image element shows: next/image serves `/_next/image?url=<the original>&w=…`. */
export function originalImageAddress(src: string): string {
  try {
    const url = new URL(src, 'http://vorschau.invalid');
    const original = url.pathname === '/_next/image' ? url.searchParams.get('url') : null;
    return original ?? `${url.pathname}${url.search}`;
  } catch {
    return src;
  }
}

/** The field holding the address of the image clicked (`src` as the browser reports it). */
export function fieldOfImage(options: unknown, src: string): string | null {
  const shown = originalImageAddress(src);
  const leaves = leavesOf(options, '', [], 0);
  const match = leaves.find((leaf) => {
    if (leaf.raw.includes('<') || !/^(\/|https?:\/\/)/.test(leaf.raw)) return false;
    return shown === leaf.raw || shown === originalImageAddress(leaf.raw) || shown.endsWith(leaf.raw);
  });
  return match?.pointer ?? null;
}
