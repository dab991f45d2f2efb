// `x-verweis` marks a field whose value the site renders as an address: "link" (a link's target) or "bild" (an
// image's source). The link check, the internal-link check and the media library's public files read links from
// these fields only (lib/blocks/content-links.ts), so a mark that is misspelt or sits on no text would hide a link.
import { CodegenError } from './collect';

const KINDS = ['link', 'bild'];

export function checkLinkMarks(file: string, node: unknown, at = ''): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => checkLinkMarks(file, item, `${at}/${i}`));
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if ('x-verweis' in record) {
    if (!KINDS.includes(record['x-verweis'] as string))
      throw new CodegenError(`${file}: "x-verweis" bei ${at || '/'} muss "link" oder "bild" sein`);
    if (record.type !== 'string')
      throw new CodegenError(`${file}: "x-verweis" bei ${at || '/'} steht an einem Feld, das kein Text ist`);
  }
  for (const [key, child] of Object.entries(record)) checkLinkMarks(file, child, `${at}/${key}`);
}
