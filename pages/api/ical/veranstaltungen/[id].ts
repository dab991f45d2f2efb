import type { NextApiRequest, NextApiResponse } from 'next';
import { getConfig } from '@/lib/config';
import { getServices } from '@/lib/wiring';
import { veranstaltungIcal } from '@/lib/ical/downloads';
import { sendIcal } from '@/lib/ical/send';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

/** GET /api/ical/veranstaltungen/{id}: one event as an iCal file. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).send('Nur GET ist erlaubt.');
  }
  const id = Array.isArray(req.query.id) ? req.query.id[0] : req.query.id;
  sendIcal(res, await veranstaltungIcal(getServices().cms, String(id ?? ''), getConfig().siteUrl));
}
