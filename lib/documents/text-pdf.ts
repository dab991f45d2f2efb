// A small, valid PDF (A4, Helvetica, WinAnsi) from plain text: the embedded mode's downloadable
// documents. No dependency: the format is a handful of objects and a cross-reference table.

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE = 15;
const CHARS_PER_LINE = 88;

function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > CHARS_PER_LINE) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/** Latin-1 (WinAnsi) bytes, with the PDF string escapes; unknown characters become '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text.replace(/[–—]/g, '-').replace(/[„“”]/g, '"').replace(/[‚‘’]/g, "'").replace(/€/g, 'EUR')) {
    const code = ch.codePointAt(0)!;
    const safe = code < 256 ? ch : '?';
    out += safe === '\\' || safe === '(' || safe === ')' ? `\\${safe}` : safe;
  }
  return `(${out})`;
}

export function textToPdf(title: string, body: string): Buffer {
  const lines = wrap(body);
  const perPage = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 40) / LINE);
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(1, lines.length); i += perPage) pages.push(lines.slice(i, i + perPage));

  const objects: string[] = [];
  const add = (content: string) => objects.push(content);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled in below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  pages.forEach((pageLines, index) => {
    let stream = 'BT\n';
    let y = PAGE_HEIGHT - MARGIN;
    if (index === 0) {
      stream += `/F2 16 Tf 1 0 0 1 ${MARGIN} ${y} Tm ${pdfString(title)} Tj\n`;
      y -= 32;
    }
    stream += '/F1 11 Tf\n';
    for (const line of pageLines) {
      stream += `1 0 0 1 ${MARGIN} ${y} Tm ${pdfString(line)} Tj\n`;
      y -= LINE;
    }
    stream += 'ET';
    const length = Buffer.byteLength(stream, 'latin1');
    add(`<< /Length ${length} >>\nstream\n${stream}\nendstream`);
    const contentId = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    kids.push(objects.length);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  objects.push(`<< /Title ${pdfString(title)} /Producer (Gemeinde Tannbrunn) >>`);
  const infoId = objects.length;

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((content, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
