// Turns CMS values into the words a search should see: HTML without tags and entities, and of an
// object only the strings an editor wrote (no addresses, image paths, ids or dates).

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
};

/** Joins pieces of text so an excerpt stays readable: a middle dot where no sentence ended. */
export function joinPieces(pieces: string[]): string {
  return pieces.reduce(
    (text, piece) => (!piece ? text : !text ? piece : `${text}${/[.!?:;…]$/.test(text) ? ' ' : ' · '}${piece}`),
    '',
  );
}

export function htmlToText(html: string): string {
  const blocks = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    // The end of a heading, paragraph, list item or cell ends a piece of text.
    .replace(/<\/(h[1-6]|p|li|dt|dd|td|th|caption|div|blockquote)>|<br\s*\/?>/gi, '\n')
    .split('\n');
  return joinPieces(blocks.map(inlineText).filter(Boolean));
}

function inlineText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Keys whose values are machinery, not text a visitor searches for. */
const SKIPPED_KEY =
  /^(id|uuid|token|slug|template|slotName|context|endpoint|params|canonical|href|src|url|link|detailURL|detailUrl|bild|bildtext|bildcopyright|alt|copyright|icon|width|height|lat|lng|latitude|longitude|modul|pageLayout|pageTheme|anordnung|parallax|es_pfad|es_pfad_ext|heroImages|breadcrumbs|.*_id|.*url)$/i;
const NOT_WORDS = /^(\/|https?:|mailto:|tel:|#|\d{4}-\d{2}-\d{2}|[\d\s.,:+-]*$)/i;

export function textOf(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 12) return out;
  if (typeof value === 'string') {
    const text = htmlToText(value);
    if (text && !NOT_WORDS.test(text)) out.push(text);
  } else if (Array.isArray(value)) {
    for (const item of value) textOf(item, out, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!SKIPPED_KEY.test(key)) textOf(item, out, depth + 1);
  }
  return out;
}
