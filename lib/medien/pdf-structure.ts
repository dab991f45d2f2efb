// Parses a PDF for the check (./pdf-check.ts) so that the check sees what a PDF reader sees. pdf-lib reads a file
// front to back and keeps the last definition of each object; a reader follows the cross-reference table. A file
// that defines an object twice (a JavaScript action where the table points, a harmless object after it) or whose
// table points somewhere else than the parse found the object (into the data of a stream, say) shows the check one
// document and the reader another (issue 41). So: every object number may be defined once, and every object the table
// names must be, at that place, the very object the parse kept; an object the table finds in an object stream must be
// the one the parse took from there. Anything else is refused as contradictory. Server-only.
import {
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFXRefStreamParser,
  type PDFObject,
} from 'pdf-lib';

export type ParsedPdf =
  | { ok: true; context: PDFContext }
  /** `widerspruch`: the file says two things (an object defined twice, a table that disagrees with the parse). */
  | { ok: false; finding: 'unlesbar' | 'widerspruch' };

/** One entry of the cross-reference table in use: at a byte offset, or inside an object stream. */
type Entry = { ref: PDFRef; offset: number } | { ref: PDFRef; objectStream: number };

/** The newest entry per object wins; older sections (`/Prev`) only fill in what is not named yet. */
type Table = Map<string, Entry>;

const HEADER = /^\s*(\d+)\s+(\d+)\s+obj\b/;
const MAX_SECTIONS = 100;

/** The table and the parse disagree. */
class Contradiction extends Error {}
/** The table cannot be read at all (no `startxref`, a section that is none): the file is broken. */
class Unreadable extends Error {}

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** The object defined at this byte offset (its header must be there), parsed as a reader would. */
function objectAt(bytes: Uint8Array, offset: number, context: PDFContext): { ref: PDFRef; object: PDFObject } {
  const head = HEADER.exec(latin1(bytes, offset, offset + 64));
  if (!head) throw new Contradiction();
  const ref = PDFRef.of(Number(head[1]), Number(head[2]));
  const object = PDFObjectParser.forBytes(bytes.subarray(offset + head[0].length), context).parseObject();
  return { ref, object };
}

/** Reads one classic section (`xref` … `trailer << … >>`) into the table; returns its trailer. */
function classicSection(bytes: Uint8Array, offset: number, table: Table): PDFDict {
  const text = latin1(bytes, offset, bytes.length);
  const trailerAt = text.indexOf('trailer');
  if (!text.startsWith('xref') || trailerAt < 0) throw new Unreadable();
  const lines = text
    .slice(4, trailerAt)
    .trim()
    .split(/\r\n|\r|\n/);
  let number = 0;
  for (const line of lines) {
    const parts = line.trim().split(/\s+/);
    if (parts.length === 2) {
      number = Number(parts[0]);
      continue;
    }
    if (parts.length !== 3 || !/^\d+$/.test(parts[0]!) || !/^\d+$/.test(parts[1]!)) throw new Unreadable();
    const ref = PDFRef.of(number, Number(parts[1]));
    if (parts[2] === 'n' && !table.has(ref.tag)) table.set(ref.tag, { ref, offset: Number(parts[0]) });
    else if (parts[2] !== 'n' && parts[2] !== 'f') throw new Unreadable();
    else if (!table.has(ref.tag)) table.set(ref.tag, { ref, offset: -1 });
    number += 1;
  }
  const trailer = PDFObjectParser.forBytes(
    bytes.subarray(offset + trailerAt + 'trailer'.length),
    PDFContext.create(),
  ).parseObject();
  if (!(trailer instanceof PDFDict)) throw new Unreadable();
  return trailer;
}

/** Reads a cross-reference stream at this offset into the table; returns its dictionary (the trailer). */
function streamSection(bytes: Uint8Array, offset: number, table: Table): PDFDict {
  // A context of its own: the stream parser writes the trailer into it.
  const { object } = objectAt(bytes, offset, PDFContext.create());
  if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Type')) !== PDFName.of('XRef'))
    throw new Unreadable();
  for (const entry of PDFXRefStreamParser.forStream(object).parseIntoContext()) {
    // In an object stream the third field is the object's index there, not a generation: the generation is 0.
    const ref = entry.inObjectStream ? PDFRef.of(entry.ref.objectNumber, 0) : entry.ref;
    if (table.has(ref.tag)) continue;
    if (entry.deleted) table.set(ref.tag, { ref, offset: -1 });
    else if (entry.inObjectStream) table.set(ref.tag, { ref, objectStream: entry.offset });
    else table.set(ref.tag, { ref, offset: entry.offset });
  }
  return object.dict;
}

/** The whole table as a reader assembles it: from `startxref` through every `/Prev` and `/XRefStm`. */
function readTable(bytes: Uint8Array): Table {
  const tail = latin1(bytes, Math.max(0, bytes.length - 2048), bytes.length);
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail) ?? /startxref\s+(\d+)/.exec(tail);
  if (!start) throw new Unreadable();
  const table: Table = new Map();
  const pending = [Number(start[1])];
  const seen = new Set<number>();
  while (pending.length) {
    const offset = pending.shift()!;
    if (seen.has(offset) || seen.size >= MAX_SECTIONS || offset >= bytes.length) throw new Unreadable();
    seen.add(offset);
    const classic = latin1(bytes, offset, offset + 4) === 'xref';
    const trailer = classic ? classicSection(bytes, offset, table) : streamSection(bytes, offset, table);
    // A hybrid file names its stream section beside the classic one; it counts before the older sections.
    for (const key of ['XRefStm', 'Prev']) {
      const next = trailer.get(PDFName.of(key));
      if (next instanceof PDFNumber) pending.push(next.asNumber());
      else if (next !== undefined) throw new Unreadable();
    }
  }
  return table;
}

function sameObject(a: PDFObject | undefined, b: PDFObject | undefined): boolean {
  if (!a || !b) return false;
  if (a instanceof PDFRawStream || b instanceof PDFRawStream)
    return (
      a instanceof PDFRawStream &&
      b instanceof PDFRawStream &&
      a.dict.toString() === b.dict.toString() &&
      Buffer.from(a.contents).equals(Buffer.from(b.contents))
    );
  return a.toString() === b.toString();
}

const isStreamOf = (object: PDFObject, type: string) =>
  object instanceof PDFRawStream && object.dict.get(PDFName.of('Type')) === PDFName.of(type);

/** Every object the table names is, where it points, the object the parse kept. */
async function checkTable(bytes: Uint8Array, context: PDFContext, table: Table): Promise<void> {
  const streams = new Map<number, PDFContext>();
  /** The objects a reader finds in object stream `number` (which the table must name by its offset). */
  const objectStream = async (number: number): Promise<PDFContext> => {
    const known = streams.get(number);
    if (known) return known;
    const entry = [...table.values()].find((e) => e.ref.objectNumber === number && 'offset' in e && e.offset >= 0);
    if (!entry || !('offset' in entry)) throw new Contradiction();
    const own = PDFContext.create();
    const { object } = objectAt(bytes, entry.offset, own);
    if (!(object instanceof PDFRawStream) || !isStreamOf(object, 'ObjStm')) throw new Contradiction();
    await PDFObjectStreamParser.forStream(object).parseIntoContext();
    streams.set(number, own);
    return own;
  };
  for (const entry of table.values()) {
    if ('objectStream' in entry) {
      if (!sameObject((await objectStream(entry.objectStream)).lookup(entry.ref), context.lookup(entry.ref)))
        throw new Contradiction();
      continue;
    }
    if (entry.offset < 0) continue;
    const found = objectAt(bytes, entry.offset, context);
    if (found.ref.tag !== entry.ref.tag) throw new Contradiction();
    // Object and cross-reference streams are read, not kept, by the parse: their contents are checked above.
    if (isStreamOf(found.object, 'ObjStm') || isStreamOf(found.object, 'XRef')) continue;
    if (!sameObject(found.object, context.lookup(entry.ref))) throw new Contradiction();
  }
}

/** Parses the file; refuses one that defines an object twice or whose table disagrees with the parse. */
export async function parseForInspection(data: Uint8Array): Promise<ParsedPdf> {
  const parser = PDFParser.forBytesWithOptions(data, 100, true);
  // Every definition the parse meets passes here (object streams too), before a later one can replace it.
  const context = parser['context'];
  const defined = new Set<string>();
  let twice = false;
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    if (defined.has(ref.tag)) twice = true;
    defined.add(ref.tag);
    assign(ref, object);
  };
  try {
    await parser.parseDocument();
  } catch {
    return { ok: false, finding: 'unlesbar' };
  }
  if (twice) return { ok: false, finding: 'widerspruch' };
  try {
    await checkTable(data, context, readTable(data));
  } catch (error) {
    // A table that cannot be read cannot be compared: a reader would repair it by guessing; nobody guesses here.
    return { ok: false, finding: error instanceof Contradiction ? 'widerspruch' : 'unlesbar' };
  }
  return { ok: true, context };
}
