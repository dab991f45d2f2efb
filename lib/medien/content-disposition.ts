// The Content-Disposition of a served file (RFC 6266): the name as UTF-8 in `filename*`, and for clients that read
// only `filename` an ASCII fallback (umlauts spelt out, anything else outside printable ASCII, quotes and
// backslashes replaced), so no name can break out of the header's quoting.
const SPELT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

export function asciiFileName(name: string): string {
  return name
    .replace(/[äöüÄÖÜß]/g, (c) => SPELT[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

export function contentDisposition(name: string, type: 'inline' | 'attachment' = 'inline'): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${asciiFileName(name)}"; filename*=UTF-8''${encoded}`;
}
