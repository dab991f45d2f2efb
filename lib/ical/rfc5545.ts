// RFC 5545 text rules: CRLF line ends, lines folded at 75 octets, TEXT values escaped.

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** Escapes a TEXT value (section 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line (section 3.1): at most 75 octets per line, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF + ' ');
}

/** Joins content lines into a calendar body: every line folded, each ended by CRLF. */
export function joinLines(lines: string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}
