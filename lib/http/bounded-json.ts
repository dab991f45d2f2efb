// Upstream answers are parsed with bounds. JSON.parse itself copes with any depth, but everything after it walks the
// value recursively (validators, sanitiser, React): a 6 kB answer nested 3,000 levels deep made a page render hang
// without a word in the log (issue 12.2). So an answer deeper or larger than any real CMS answer is refused before
// parsing, as a typed failure of the upstream.

/** Far deeper than any answer of the CMS (about 8 levels), far shallower than what recursion cannot take. */
export const MAX_JSON_DEPTH = 64;
/** The largest answer read: the biggest list of the demo CMS is about 200 kB. */
export const MAX_JSON_CHARS = 8 * 1024 * 1024;

export type BoundedJson = { ok: true; value: unknown } | { ok: false; reason: string };

/** The deepest nesting of arrays and objects in `text`, counting brackets outside strings (no recursion). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > deepest && (deepest = depth) > stopAbove) return deepest;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return deepest;
}

export function parseBoundedJson(text: string, maxDepth = MAX_JSON_DEPTH, maxChars = MAX_JSON_CHARS): BoundedJson {
  if (text.length > maxChars) return { ok: false, reason: `Antwort größer als ${maxChars} Zeichen` };
  if (jsonDepth(text, maxDepth) > maxDepth)
    return { ok: false, reason: `Antwort tiefer als ${maxDepth} Ebenen verschachtelt` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'Antwort ist kein JSON' };
  }
}
