import type { NextApiRequest, NextApiResponse } from 'next';
import { isEmbedded } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { reportError } from '@/lib/error-reporting';
import { serveMediumToVisitor } from '@/lib/medien/serve-medium';
import { redaktionSystem } from '@/lib/redaktion/actions/redaktion-system';
import { readStaffSession } from '@/lib/session/staff-session';
import { accessReadsMedium } from '@/lib/redaktion/store/media-access-grants';
import { sendJson } from '@/lib/http/api-response';

// A body sent along is ignored, never parsed (and never refused in English by Next).
export const config = { api: { bodyParser: false } };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `GET /api/medien/<id>/<name>`: lib/medien/serve-medium.ts. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendJson(res, 405, { message: 'Nur GET ist erlaubt.' });
  }
  const id = String(req.query.id ?? '');
  try {
    if (!isEmbedded() || !ID.test(id)) return sendJson(res, 404, { message: 'Diese Datei gibt es nicht.' });
    // The session, or the token a preview or a shared draft gave the file's address (`?zugang=`), is asked only for a
    // file that published content does not use (lib/medien/serve-medium.ts).
    const db = await getDatabase();
    const forEditors = async () =>
      req.query.zugang !== undefined
        ? accessReadsMedium(db, req, req.query.zugang, id)
        : (await readStaffSession(redaktionSystem, req, res)).state === 'valid';
    await serveMediumToVisitor(db, id, req, res, forEditors);
  } catch (error) {
    reportError(error, { message: 'Mediathek: Datei nicht gelesen', tags: { id } });
    // Once bytes are on their way, a failure can only cut the answer short.
    if (res.headersSent) return void res.destroy();
    return sendJson(res, 503, {
      message: 'Die Datei ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    });
  }
}
