// What `GET /api/medien/<id>/<name>` answers (pages/api/medien/[id]/[name].ts): a file of the media library, from
// the database, in slices (lib/medien/media-file.ts), never held whole. The content never changes under its id:
// the id is its ETag (`If-None-Match` -> 304), one byte range is served (`Range` -> 206, 416 beyond the end), HEAD
// reads no bytes at all. Served as what it was judged to be, never sniffed, and sandboxed (a PDF cannot run
// anything of this site's origin).
// Who gets it (issue 33): while published content uses the file (lib/medien/media-visibility.ts), everyone, and
// caches may keep it for PUBLIC_MAX_AGE_SECONDS (then they ask again with its ETag and get a 304 while it stays
// public); otherwise only a Redaktion session, `private, no-store`, and anyone else the 404 of a missing file (not
// 403: the answer does not tell that it exists). Server-only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sql } from '@/lib/db/database';
import { sendJson } from '@/lib/http/api-response';
import { contentDisposition } from './content-disposition';
import { mediumFacts, parseRange, streamMedium } from './media-file';
import { isMediumPublic } from './media-visibility';

/**
 * How long a browser or shared cache keeps a public file before it asks again. Short, because a file is public only
 * while published content uses it: after the last such page is withdrawn, a cache serves it at most this long.
 */
export const PUBLIC_MAX_AGE_SECONDS = 300;

/** `oeffentlich`: published content uses it; `intern`: for the Redaktion's session alone. */
export type MediumAccess = 'oeffentlich' | 'intern';

const NOT_FOUND = 'Diese Datei gibt es nicht.';

/** The visitor's answer: public while published content uses the file, else to a Redaktion session only. */
export async function serveMediumToVisitor(
  db: Sql,
  id: string,
  req: IncomingMessage,
  res: ServerResponse,
  hasEditorSession: () => Promise<boolean>,
): Promise<void> {
  if (await isMediumPublic(db, id)) return serveMedium(db, id, req, res, 'oeffentlich');
  if (await hasEditorSession()) return serveMedium(db, id, req, res, 'intern');
  sendJson(res, 404, { message: NOT_FOUND });
}

export async function serveMedium(
  db: Sql,
  id: string,
  req: IncomingMessage,
  res: ServerResponse,
  access: MediumAccess,
): Promise<void> {
  const file = await mediumFacts(db, id);
  if (!file) return sendJson(res, 404, { message: NOT_FOUND });
  res.setHeader('Content-Type', file.mime);
  res.setHeader(
    'Cache-Control',
    access === 'oeffentlich' ? `public, max-age=${PUBLIC_MAX_AGE_SECONDS}` : 'private, no-store',
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', contentDisposition(file.dateiname));
  res.setHeader('ETag', file.etag);
  res.setHeader('Accept-Ranges', 'bytes');
  const known = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(file.etag) || known?.includes('*')) {
    res.statusCode = 304;
    return void res.end();
  }
  // A range of another version of the file (If-Range names another ETag) is answered with the whole file.
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== file.etag ? null : parseRange(req.headers.range, file.groesse);
  if (range === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${file.groesse}`);
    return void res.end();
  }
  const { start, end } = range ?? { start: 0, end: file.groesse - 1 };
  res.statusCode = range ? 206 : 200;
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${file.groesse}`);
  res.setHeader('Content-Length', String(Math.max(0, end - start + 1)));
  if (req.method === 'HEAD' || file.groesse === 0) return void res.end();
  await streamMedium(db, id, res, start, end);
}
