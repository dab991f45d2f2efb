import type { NextApiRequest, NextApiResponse } from 'next';
import { getConfig } from '@/lib/config';
import { checkRevalidateRequest, readSecret } from '@/lib/cache/revalidate-request';
import { NOT_DISTRIBUTED, revalidatePaths } from '@/lib/revalidation';
import { withRequestBody } from '@/lib/http/request-body';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/**
 * CMS webhook: `POST /api/revalidate` with `X-Revalidate-Secret: <REVALIDATE_SECRET>` (or `Authorization: Bearer …`)
 * and `{"pfad": "/de/…"}` or `{"pfad": ["/de/…", …]}` regenerates those pages now, with fresh CMS answers, on this
 * instance and, through the revalidation ledger, on every other instance of the site.
 */
async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ fehler: 'Methode nicht erlaubt: bitte POST verwenden.' });
  }
  const check = checkRevalidateRequest(
    { secret: readSecret(req.headers), body: req.body },
    getConfig().revalidateSecret,
  );
  if (!check.ok) return res.status(check.status).json({ fehler: check.message });

  const { revalidiert, fehlgeschlagen, verteilt } = await revalidatePaths(check.paths, 'webhook');
  // Not written to the ledger: the other instances do not know; the CMS should call again.
  if (!verteilt) return res.status(503).json({ revalidiert, fehlgeschlagen, fehler: NOT_DISTRIBUTED });
  return res.status(fehlgeschlagen.length ? 502 : 200).json({ revalidiert, fehlgeschlagen });
}

// At most 50 paths: 64 kB leave ample room.
export default withRequestBody(handler, { maxBytes: 64 * 1024, errorKey: 'fehler' });
