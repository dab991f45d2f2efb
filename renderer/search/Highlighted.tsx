import { highlight } from '@/lib/search/highlight';

/** A text with the words of the search term in <mark>; React escapes every part. */
export function Highlighted({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlight(text, term).map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}
