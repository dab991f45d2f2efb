// A document kept in the embedded store (intranet archive, Ratsinfo meetings and reports) and its
// download: `.pdf` files are generated from their text.
import { textToPdf } from './text-pdf';

export interface StoredFile {
  dateiname: string;
  inhalt: string;
}

export function fileDownload(file: StoredFile, title: string): { contentType: string; body: Buffer | string } {
  if (file.dateiname.toLowerCase().endsWith('.pdf'))
    return { contentType: 'application/pdf', body: textToPdf(title, file.inhalt) };
  return { contentType: 'text/plain; charset=utf-8', body: file.inhalt };
}
