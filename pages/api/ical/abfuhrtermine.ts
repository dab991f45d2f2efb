import type { NextApiRequest, NextApiResponse } from 'next';
import { getServices } from '@/lib/wiring';
import { abfuhrIcal } from '@/lib/ical/downloads';
import { sendIcal } from '@/lib/ical/send';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** GET /api/ical/abfuhrtermine?ortsteil=…[&art=…]: a district's collection dates as an iCal file. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).send('Nur GET ist erlaubt.');
  }
  const ortsteil = first(req.query.ortsteil);
  if (!ortsteil || !/^[a-z0-9-]{1,60}$/.test(ortsteil))
    return res.status(400).send('Bitte wählen Sie einen Abfuhrbezirk.');
  const art = first(req.query.art);
  sendIcal(res, await abfuhrIcal(getServices().cms, ortsteil, art && art.length <= 60 ? art : undefined));
}
