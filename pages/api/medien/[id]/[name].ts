import type { NextApiRequest, NextApiResponse } from 'next';
import { isEmbedded } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { reportError } from '@/lib/error-reporting';
import { contentDisposition } from '@/lib/medien/content-disposition';
import { readMediumFile } from '@/lib/medien/media-store';
import { sendJson } from '@/lib/session/api-response';

// A body sent along is ignored, never parsed (and never refused in English by Next).
export const config = { api: { bodyParser: false } };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `GET /api/medien/<id>/<name>`: a file of the media library, from the database (so every instance serves it). The
 * content never changes under its id: cached for a year. Served as what it was judged to be, never sniffed, and
 * sandboxed (a PDF cannot run anything of this site's origin).
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendJson(res, 405, { message: 'Nur GET ist erlaubt.' });
  }
  const id = String(req.query.id ?? '');
  try {
    const file = isEmbedded() && ID.test(id) ? await readMediumFile(await getDatabase(), id) : null;
    if (!file) return sendJson(res, 404, { message: 'Diese Datei gibt es nicht.' });
    res.statusCode = 200;
    res.setHeader('Content-Type', file.mime);
    res.setHeader('Content-Length', String(file.daten.length));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', contentDisposition(file.dateiname));
    res.end(req.method === 'HEAD' ? undefined : file.daten);
  } catch (error) {
    reportError(error, { message: 'Mediathek: Datei nicht gelesen', tags: { id } });
    return sendJson(res, 503, {
      message: 'Die Datei ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    });
  }
}
