import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { redaktionSystem } from '@/lib/redaktion/actions/redaktion-system';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { previewAccessActor } from '@/lib/redaktion/store/preview-access';
import { sendJson } from '@/lib/http/api-response';
import { NOT_FOUND, requireStaffSession } from '@/lib/session/staff-routes';

// A body sent along is ignored, never parsed (and never refused in English by Next).
export const config = { api: { bodyParser: false } };

let source: Buffer | undefined;

/**
 * `GET /api/redaktion/pruefskript`: axe-core, for the editor's preview, which loads it into its frame as a script of
 * this origin (the CSP allows no other) and lists its findings as hints beside the site's own checks. Editors only,
 * or the preview's token (`?zugang=`: the preview on a site of its own has no session): public pages never load it.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.query.zugang !== undefined) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(res, 405, { message: 'Nur GET ist erlaubt.' });
    }
    const allowed = redaktionSystem.enabled() && (await previewAccessActor(await redaktionStore(), req.query.zugang));
    if (!allowed) return sendJson(res, 404, { message: NOT_FOUND });
  } else if (!(await requireStaffSession(redaktionSystem, req, res))) return;
  // From the project's own packages (the server runs in the project folder); not bundled into any page.
  source ??= readFileSync(path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'));
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(req.method === 'HEAD' ? undefined : source);
}
