import type { NextApiRequest, NextApiResponse } from 'next';
import { checkHealth } from '@/lib/instance/health';

// Like every API route, Next's own body parser is off: a body sent along (broken or huge) is ignored, not refused
// in English (tests/e2e/api-bodies.spec.ts).
export const config = { api: { bodyParser: false } };

/** `GET /api/health`: 200 when this instance and its database answer, 503 otherwise; never cached. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ fehler: 'Methode nicht erlaubt: bitte GET verwenden.' });
  }
  const health = await checkHealth();
  return res.status(health.status).json(health.body);
}
