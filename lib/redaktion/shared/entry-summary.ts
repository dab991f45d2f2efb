// The summary line of a folded list entry in the Redaktion's forms (a menu entry, a slide, a card): the text an editor
// recognises the entry by, read from the entry's title or label field, or its number when that is empty. Found from
// the entry's schema alone, never per block, so a new block's lists fold with no editor code. And which of the
// errors a form shows belong to an entry (an entry with errors opens).

type Node = Record<string, unknown>;

/** Fields that name an entry, best first: a title, then a link's text. */
const NAMING_FIELDS = ['titel', 'title', 'name', 'bezeichnung', 'ueberschrift', 'label', 'linktext', 'frage'];
/** A summary is one line: longer texts are cut at a word. */
const MAX_LENGTH = 80;

/** The property of an entry schema that names the entry, if it has one. */
export function namingField(itemSchema: Node | undefined): string | undefined {
  const properties = itemSchema?.properties as Record<string, Node> | undefined;
  if (!properties) return undefined;
  const plainText = (name: string) =>
    properties[name]?.type === 'string' && properties[name]?.contentMediaType !== 'text/html';
  return NAMING_FIELDS.find(plainText);
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_LENGTH) return line;
  const cut = line.slice(0, MAX_LENGTH);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > MAX_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()} …`;
}

/**
 * The summary of entry `index` (0-based): its naming field's text, a plain-text entry's own text, or `fallback` and
 * the entry's number ("Eintrag 3") when there is none.
 */
export function entrySummary(itemSchema: Node | undefined, value: unknown, index: number, fallback: string): string {
  const field = namingField(itemSchema);
  const text =
    typeof value === 'string'
      ? value
      : field && value && typeof value === 'object'
        ? (value as Record<string, unknown>)[field]
        : undefined;
  const line = typeof text === 'string' ? oneLine(text) : '';
  return line || `${fallback} ${index + 1}`;
}

/** The shown errors (JSON Pointers) that belong to entry `index` of the list at `listPointer`. */
export function entryErrors(pointers: readonly string[], listPointer: string, index: number): string[] {
  const entry = `${listPointer}/${index}`;
  return pointers.filter((pointer) => pointer === entry || pointer.startsWith(`${entry}/`));
}
