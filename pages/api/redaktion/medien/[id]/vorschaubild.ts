import type { NextApiRequest, NextApiResponse } from 'next';
import { getDatabase } from '@/lib/db';
import { reportError } from '@/lib/error-reporting';
import { sendJson } from '@/lib/http/api-response';
import { MEDIA_TEXTS } from '@/lib/medien/media-types';
import { mediumThumbnail } from '@/lib/medien/thumbnail';
import { redaktionSystem } from '@/lib/redaktion/actions/redaktion-system';
import { requireStaffSession } from '@/lib/session/staff-routes';

// A body sent along is ignored, never parsed (and never refused in English by Next).
export const config = { api: { bodyParser: false } };

/**
 * `GET /api/redaktion/medien/<id>/vorschaubild`: the thumbnail of a library image (lib/medien/thumbnail.ts), for the
 * editor's session only. Kept by the editor's browser for a day: a file never changes under its id.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (!(await requireStaffSession(redaktionSystem, req, res))) return;
  try {
    const image = await mediumThumbnail(await getDatabase(), String(req.query.id ?? ''));
    if (!image) return sendJson(res, 404, { message: MEDIA_TEXTS.notFound });
    res.statusCode = 200;
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Length', String(image.length));
    res.end(req.method === 'HEAD' ? undefined : image);
  } catch (error) {
    reportError(error, { message: 'Mediathek: Vorschaubild nicht erstellt' });
    sendJson(res, 503, { message: 'Das Vorschaubild ist gerade nicht erreichbar.' });
  }
}
