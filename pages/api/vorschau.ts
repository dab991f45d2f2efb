import type { NextApiRequest, NextApiResponse } from 'next';
import { checkPreviewRequest } from '@/renderer/preview';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

/** Editors' preview: `/api/vorschau?secret=…&pfad=/de/…` turns on draft mode, `?beenden=1` turns it off. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.query.beenden) {
    res.setDraftMode({ enable: false });
    return res.redirect(307, '/de');
  }
  const result = checkPreviewRequest(req.query.secret, req.query.pfad);
  if (!result.ok) return res.status(result.status).json({ message: result.message });
  res.setDraftMode({ enable: true });
  res.setHeader('Cache-Control', 'private, no-store');
  return res.redirect(307, result.path);
}
