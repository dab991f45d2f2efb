// Marks the words of a text that match the search term, the way a German reader expects:
// 'Lastenräder' also marks 'Lastenrad', 'Schulen' marks 'Schule'. It approximates the stemming
// of the index (lowercase, umlauts folded, common endings dropped, then equal stems), so it
// works the same for hits of the embedded index and of the CMS's search. Compounds are not
// marked ('Schule' leaves 'Schulleben' alone), as the index does not find them either.

export interface TextSegment {
  text: string;
  mark: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
const ENDINGS = ['ern', 'en', 'er', 'es', 'em', 'e', 'n', 's'];
const OPERATORS = new Set(['or', 'oder', 'und', 'and']);

export function foldWord(word: string): string {
  return word.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
}

export function stemKey(word: string): string {
  const folded = foldWord(word);
  for (const ending of ENDINGS) {
    if (!folded.endsWith(ending) || folded.length - ending.length < 4) continue;
    // A plural or genitive 's' follows a consonant ('Lastenrads'); 'Rathaus' keeps its own.
    if (ending === 's' && /[aeiouys]s$/.test(folded)) continue;
    return folded.slice(0, -ending.length);
  }
  return folded;
}

/** The stem keys of a search term; words excluded with a leading '-' are not marked. */
export function termKeys(term: string): string[] {
  const keys = new Set<string>();
  for (const raw of term.split(/\s+/)) {
    if (raw.startsWith('-')) continue;
    for (const word of raw.match(WORD) ?? []) {
      if (word.length < 2 || OPERATORS.has(word.toLowerCase())) continue;
      keys.add(stemKey(word));
    }
  }
  return [...keys];
}

export function highlight(text: string, term: string): TextSegment[] {
  const keys = termKeys(term);
  const segments: TextSegment[] = [];
  const push = (part: string, mark: boolean) => {
    if (!part) return;
    const last = segments.at(-1);
    if (last && last.mark === mark) last.text += part;
    else segments.push({ text: part, mark });
  };
  let index = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const hit = keys.includes(stemKey(match[0]));
    push(text.slice(index, start), false);
    // Adjacent marked words stay separate marks only when something stands between them.
    if (hit) segments.push({ text: match[0], mark: true });
    else push(match[0], false);
    index = start + match[0].length;
  }
  push(text.slice(index), false);
  return segments;
}
