// A stored document of the embedded mode as a download: `.pdf` files are generated from their text.
import { textToPdf } from '@/lib/services/intranet/text-pdf';
import type { StoredFile } from '@/lib/services/intranet/intranet-service';

export function fileDownload(file: StoredFile, title: string): { contentType: string; body: Buffer | string } {
  if (file.dateiname.toLowerCase().endsWith('.pdf'))
    return { contentType: 'application/pdf', body: textToPdf(title, file.inhalt) };
  return { contentType: 'text/plain; charset=utf-8', body: file.inhalt };
}
