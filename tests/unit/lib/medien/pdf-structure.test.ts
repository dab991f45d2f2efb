// A PDF must show the check what a reader will show (issue 41, PDF parser differential): pdf-lib reads front to back
// and keeps an object's last definition, a reader follows the cross-reference table. Written here byte by byte, with
// exact tables: an object defined twice (JavaScript where the table points, a harmless object after it) and a table
// that points into a stream's data at a JavaScript action the parse never saw are refused as contradictory; so are
// links to other files or the file system (GoToR, /URI with file: or a network path). Real files still pass.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectPdf, pdfRefusal } from '@/lib/medien/pdf-check';
import { processUpload } from '@/lib/medien/process-upload';

/** A PDF of these objects (`n 0 obj … endobj`, in this order) with a table whose entries point where `table` says. */
function pdf(objects: [number, string][], table?: (offsets: Map<number, number[]>) => Map<number, number>): Buffer {
  let text = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = new Map<number, number[]>();
  for (const [number, body] of objects) {
    offsets.set(number, [...(offsets.get(number) ?? []), Buffer.byteLength(text, 'latin1')]);
    text += `${number} 0 obj\n${body}\nendobj\n`;
  }
  const chosen = table?.(offsets) ?? new Map([...offsets].map(([n, at]) => [n, at.at(-1)!]));
  const size = Math.max(...chosen.keys()) + 1;
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++)
    text += chosen.has(n) ? `${String(chosen.get(n)).padStart(10, '0')} 00000 n \n` : '0000000000 65535 f \n';
  text += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const PAGES: [number, string][] = [
  [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
  [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [5 0 R] >>'],
];
const SCRIPT = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const HARMLESS = '<< /S /GoTo /D [3 0 R /Fit] >>';
const link = (action: string): [number, string] => [
  5,
  `<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A ${action} >>`,
];

describe('a PDF that shows the check something else than a reader', () => {
  it('accepts the same objects written once, with a table that agrees', async () => {
    const plain = pdf([
      [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>'],
      ...PAGES,
      [4, HARMLESS],
      link(HARMLESS),
    ]);
    expect(await inspectPdf(plain)).toBeNull();
  });

  it('refuses an object defined twice: JavaScript where the table points, a harmless one after it', async () => {
    const twice = pdf(
      [
        [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>'],
        ...PAGES,
        [4, SCRIPT],
        [4, HARMLESS],
        link(HARMLESS),
      ],
      (offsets) => new Map([...offsets].map(([n, at]) => [n, at[0]!])),
    );
    expect(await inspectPdf(twice)).toBe('widerspruch');
    expect(await processUpload(twice)).toEqual({ ok: false, message: pdfRefusal('widerspruch') });
  });

  it('refuses a table that points into the data of a stream, at an action the parse never saw', async () => {
    const hidden = `4 0 obj\n${SCRIPT}\nendobj\n`;
    const stream = `<< /Length ${hidden.length} >>\nstream\n${hidden}endstream`;
    const file = pdf(
      [
        [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>'],
        ...PAGES,
        [4, HARMLESS],
        link(HARMLESS),
        [6, stream],
      ],
      (offsets) => {
        const table = new Map([...offsets].map(([n, at]) => [n, at.at(-1)!]));
        // Object 6's data starts after its header and dictionary: there the table says object 4 is.
        table.set(4, offsets.get(6)![0]! + `6 0 obj\n<< /Length ${hidden.length} >>\nstream\n`.length);
        return table;
      },
    );
    expect(file.toString('latin1')).toContain(SCRIPT);
    expect(await inspectPdf(file)).toBe('widerspruch');
  });

  it.each([
    ['a GoToR action (another file)', '<< /S /GoToR /F (geheim.pdf) /D [0 /Fit] >>'],
    ['a file: address', '<< /S /URI /URI (file:///etc/passwd) >>'],
    ['a network path', '<< /S /URI /URI (\\\\\\\\server\\\\freigabe\\\\datei.exe) >>'],
    ['a network path with slashes', '<< /S /URI /URI (//server/freigabe/datei.exe) >>'],
    ['an SMB share', '<< /S /URI /URI (smb://server/freigabe) >>'],
  ])('refuses a link to %s', async (_name, action) => {
    const file = pdf([[1, '<< /Type /Catalog /Pages 2 0 R >>'], ...PAGES, [4, HARMLESS], link(action)]);
    expect(await inspectPdf(file)).toBe('verweis');
    expect(pdfRefusal('verweis')).toBe(
      'Die PDF-Datei enthält Verweise auf andere Dateien oder das Dateisystem (GoToR, file:-Adressen, Netzwerkpfade) und wird deshalb nicht angenommen. Bitte speichern Sie sie ohne diese neu (z. B. „Als PDF drucken“).',
    );
  });

  it('accepts a web link', async () => {
    const file = pdf([
      [1, '<< /Type /Catalog /Pages 2 0 R >>'],
      ...PAGES,
      [4, HARMLESS],
      link('<< /S /URI /URI (https://www.tannbrunn.example/) >>'),
    ]);
    expect(await inspectPdf(file)).toBeNull();
  });

  it("accepts the site's own downloads as they are", async () => {
    const folder = path.join(process.cwd(), 'public', 'downloads');
    const files = (await readdir(folder)).filter((name) => name.endsWith('.pdf'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(await inspectPdf(await readFile(path.join(folder, name))), name).toBeNull();
  });
});
