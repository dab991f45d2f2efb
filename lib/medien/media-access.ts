// Files of the media library in content shown to someone without a Redaktion session: the editor's preview on a site
// of its own (no session cookie reaches it) and a shared draft (no session at all). Each address of the library in
// the content gets the access token as `?zugang=`, which the file's route checks (pages/api/medien/[id]/[name].ts):
// a file no published page uses yet is then served to that token alone. Browser-safe (no server imports).

/** A library file's address as stored (mediaUrl in ./media-types.ts), up to the end of its name. */
const LIBRARY_FILE = /\/api\/medien\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^"'\s?#<>&]+/g;
/** The parameter as added: removed again where an address is compared with the stored content. */
const ACCESS_PARAMETER = /\?zugang=[A-Za-z0-9_-]+/g;

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

/** The content with `?zugang=<token>` on every address of a library file (in plain fields and within HTML). */
export function withMediaAccess<T>(content: T, zugang: string): T {
  const suffix = `?zugang=${encodeURIComponent(zugang)}`;
  return mapStrings(content, (text) => text.replace(LIBRARY_FILE, (address) => address + suffix)) as T;
}

/** An address or HTML without the access token: as the content stores it. */
export function withoutMediaAccess(text: string): string {
  return text.replace(ACCESS_PARAMETER, '');
}
