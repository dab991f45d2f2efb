/** Plain CMS text as paragraphs: blank lines separate paragraphs, single line breaks stay. */
export function PlainText({ text, className }: { text: string | undefined | null; className?: string }) {
  if (!text?.trim()) return null;
  return (
    <div className={className}>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>
            {p.split('\n').map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        ))}
    </div>
  );
}
