// A PDF judged by its structure, not by a pattern over its bytes: pdf-lib parses the file (object streams
// decompressed, names with #xx escapes decoded) and every object is walked. Refused: JavaScript, actions that start
// programs or send data (Launch, SubmitForm, ImportData), automatic actions (/AA, an /OpenAction other than going to
// a page), XFA forms, embedded files and rich media; also a file that is encrypted (it cannot be looked into) or
// cannot be parsed. Server-only.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

export type PdfFinding = 'javascript' | 'programm' | 'formular' | 'automatisch' | 'xfa' | 'datei' | 'unlesbar';

const WHAT: Record<PdfFinding, string> = {
  javascript: 'JavaScript',
  programm: 'Befehle, die Programme starten (Launch)',
  formular: 'Formularaktionen, die Daten senden oder laden (SubmitForm, ImportData)',
  automatisch: 'automatische Aktionen (beim Öffnen oder bei Ereignissen)',
  xfa: 'ein XFA-Formular',
  datei: 'eingebettete Dateien oder Multimedia-Inhalte',
  unlesbar: '',
};

/** The German refusal of a finding. */
export function pdfRefusal(finding: PdfFinding): string {
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

/** An /OpenAction that only shows a page (a destination, or a GoTo action) is harmless; anything else is not. */
function harmlessOpenAction(value: PDFObject, doc: PDFDocument): boolean {
  const resolved = doc.context.lookup(value);
  if (resolved instanceof PDFArray) return true;
  if (!(resolved instanceof PDFDict)) return false;
  const type = resolved.get(PDFName.of('S'));
  return type instanceof PDFName && nameOf(type) === 'GoTo' && !resolved.has(PDFName.of('Next'));
}

function findIn(object: PDFObject, doc: PDFDocument, seen: Set<PDFObject>): PdfFinding | null {
  if (seen.has(object)) return null;
  seen.add(object);
  if (object instanceof PDFName) return VALUES[nameOf(object)] ?? null;
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = findIn(item, doc, seen);
      if (found) return found;
    }
    return null;
  }
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
  if (!dict) return null;
  for (const [key, value] of dict.entries()) {
    const name = nameOf(key);
    if (KEYS[name]) return KEYS[name];
    const found = findIn(value, doc, seen);
    if (found) return found;
    if (name === 'OpenAction' && !harmlessOpenAction(value, doc)) return 'automatisch';
  }
  return null;
}

/** The first reason to refuse this PDF, or null when nothing active is in it. */
export async function inspectPdf(data: Buffer): Promise<PdfFinding | null> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: true });
    // pdf-lib makes up what a file lacks; a PDF without its own catalog and pages is no document.
    if (!doc.context.trailerInfo.Root || doc.getPageCount() === 0) return 'unlesbar';
  } catch {
    return 'unlesbar';
  }
  const seen = new Set<PDFObject>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = findIn(object, doc, seen);
    if (found) return found;
  }
  for (const value of Object.values(doc.context.trailerInfo)) {
    const found = value ? findIn(value as PDFObject, doc, seen) : null;
    if (found) return found;
  }
  return null;
}
