// A PDF judged by its structure, not by a pattern over its bytes: pdf-lib parses the file (object streams
// decompressed, names with #xx escapes decoded), checked against the file's own cross-reference table so that the
// check sees what a reader sees (./pdf-structure.ts), and every object is walked. Refused: JavaScript, actions that
// start programs or send data (Launch, SubmitForm, ImportData), links to other files or the file system (GoToR, /URI
// with file:, smb: or a network path), automatic actions (/AA, an /OpenAction other than going to a page), XFA forms,
// embedded files and rich media; also a file that is encrypted (it cannot be looked into), cannot be parsed, or
// contradicts itself (an object defined twice, a table that disagrees with the parse). Server-only.
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFStream,
  PDFString,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';
import { parseForInspection } from './pdf-structure';

export type PdfFinding =
  'javascript' | 'programm' | 'formular' | 'verweis' | 'automatisch' | 'xfa' | 'datei' | 'unlesbar' | 'widerspruch';

const WHAT: Record<PdfFinding, string> = {
  javascript: 'JavaScript',
  programm: 'Befehle, die Programme starten (Launch)',
  formular: 'Formularaktionen, die Daten senden oder laden (SubmitForm, ImportData)',
  verweis: 'Verweise auf andere Dateien oder das Dateisystem (GoToR, file:-Adressen, Netzwerkpfade)',
  automatisch: 'automatische Aktionen (beim Öffnen oder bei Ereignissen)',
  xfa: 'ein XFA-Formular',
  datei: 'eingebettete Dateien oder Multimedia-Inhalte',
  unlesbar: '',
  widerspruch: '',
};

/** The German refusal of a finding. */
export function pdfRefusal(finding: PdfFinding): string {
  if (finding === 'widerspruch')
    return 'Die PDF-Datei ist widersprüchlich aufgebaut (ein Objekt ist doppelt enthalten, oder ihr Inhaltsverzeichnis passt nicht zum Inhalt, etwa nach einer nachträglichen Änderung) und kann deshalb nicht sicher geprüft werden. Bitte speichern Sie sie neu (z. B. „Als PDF drucken“).';
  if (finding === 'unlesbar')
    return 'Die PDF-Datei ist verschlüsselt oder beschädigt und kann nicht geprüft werden. Bitte speichern Sie sie ohne Kennwortschutz neu (z. B. „Als PDF drucken“).';
  return `Die PDF-Datei enthält ${WHAT[finding]} und wird deshalb nicht angenommen. Bitte speichern Sie sie ohne diese neu (z. B. „Als PDF drucken“).`;
}

/** Keys whose mere presence is refused. */
const KEYS: Record<string, PdfFinding> = {
  JavaScript: 'javascript',
  JS: 'javascript',
  AA: 'automatisch',
  XFA: 'xfa',
  EmbeddedFiles: 'datei',
  EmbeddedFile: 'datei',
  EF: 'datei',
  RichMedia: 'datei',
  RichMediaContent: 'datei',
};

/** Name values (action types, subtypes) that are refused wherever they stand. */
const VALUES: Record<string, PdfFinding> = {
  JavaScript: 'javascript',
  Launch: 'programm',
  SubmitForm: 'formular',
  ImportData: 'formular',
  GoToR: 'verweis',
  EmbeddedFile: 'datei',
  GoToE: 'datei',
  RichMedia: 'datei',
  RichMediaExecute: 'datei',
};

/** A name as the file spells it, with every #xx escape decoded (in either case), without the slash. */
function nameOf(name: PDFName): string {
  return name
    .asString()
    .slice(1)
    .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A web link may stay; one to a local file, an SMB share or a network path (\\server, //server) may not. */
function localTarget(value: PDFObject, context: PDFContext): boolean {
  const resolved = context.lookup(value);
  if (!(resolved instanceof PDFString || resolved instanceof PDFHexString)) return false;
  const target = resolved.decodeText().trim();
  return /^(?:file|smb):/i.test(target) || /^(?:\\\\|\/\/)/.test(target);
}

/** An /OpenAction that only shows a page (a destination, or a GoTo action) is harmless; anything else is not. */
function harmlessOpenAction(value: PDFObject, context: PDFContext): boolean {
  const resolved = context.lookup(value);
  if (resolved instanceof PDFArray) return true;
  if (!(resolved instanceof PDFDict)) return false;
  const type = resolved.get(PDFName.of('S'));
  return type instanceof PDFName && nameOf(type) === 'GoTo' && !resolved.has(PDFName.of('Next'));
}

function findIn(object: PDFObject, context: PDFContext, seen: Set<PDFObject>): PdfFinding | null {
  if (seen.has(object)) return null;
  seen.add(object);
  if (object instanceof PDFName) return VALUES[nameOf(object)] ?? null;
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = findIn(item, context, seen);
      if (found) return found;
    }
    return null;
  }
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
  if (!dict) return null;
  for (const [key, value] of dict.entries()) {
    const name = nameOf(key);
    if (KEYS[name]) return KEYS[name];
    if (name === 'URI' && localTarget(value, context)) return 'verweis';
    const found = findIn(value, context, seen);
    if (found) return found;
    if (name === 'OpenAction' && !harmlessOpenAction(value, context)) return 'automatisch';
  }
  return null;
}

/** Whether the document has its own catalog with at least one page (pdf-lib makes up what a file lacks). */
function hasPages(context: PDFContext): boolean {
  const catalog = context.lookup(context.trailerInfo.Root);
  const pages = catalog instanceof PDFDict ? catalog.lookup(PDFName.of('Pages')) : undefined;
  const count = pages instanceof PDFDict ? pages.lookup(PDFName.of('Count')) : undefined;
  return count instanceof PDFNumber && count.asNumber() > 0;
}

/** The first reason to refuse this PDF, or null when nothing active is in it. */
export async function inspectPdf(data: Buffer): Promise<PdfFinding | null> {
  const parsed = await parseForInspection(data);
  if (!parsed.ok) return parsed.finding;
  const { context } = parsed;
  if (context.trailerInfo.Encrypt || !context.trailerInfo.Root || !hasPages(context)) return 'unlesbar';
  const seen = new Set<PDFObject>();
  for (const [, object] of context.enumerateIndirectObjects()) {
    const found = findIn(object, context, seen);
    if (found) return found;
  }
  for (const value of Object.values(context.trailerInfo)) {
    const found = value ? findIn(value as PDFObject, context, seen) : null;
    if (found) return found;
  }
  return null;
}
