// A page's title or path in the searched tree, with the searched words marked where they occur.
import { Fragment } from 'react';

export function HitText({ text, term }: { text: string; term: string }) {
  const needle = term.trim().toLocaleLowerCase('de');
  if (!needle) return <>{text}</>;
  const haystack = text.toLocaleLowerCase('de');
  const parts: { text: string; hit: boolean }[] = [];
  let from = 0;
  // Lower-casing keeps the length of German text (ß stays ß), so positions in the lower-cased text fit the original.
  for (
    let at = haystack.indexOf(needle);
    at >= 0 && haystack.length === text.length;
    at = haystack.indexOf(needle, from)
  ) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part.hit ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </>
  );
}
