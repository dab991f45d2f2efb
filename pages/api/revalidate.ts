import type { NextApiRequest, NextApiResponse } from 'next';
import { getConfig } from '@/lib/config';
import { checkRevalidateRequest, readSecret } from '@/lib/cache/revalidate-request';
import { forgetCmsPages } from '@/lib/services/cms/http-cms';
import { reportError } from '@/lib/error-reporting';
import { withRequestBody } from '@/lib/http/request-body';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/**
 * CMS webhook: `POST /api/revalidate` with `X-Revalidate-Secret: <REVALIDATE_SECRET>` (or `Authorization: Bearer …`)
 * and `{"pfad": "/de/…"}` or `{"pfad": ["/de/…", …]}` regenerates those pages now, with fresh CMS answers.
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

  forgetCmsPages(check.paths);
  const results = await Promise.allSettled(check.paths.map((path) => res.revalidate(path)));
  const revalidiert: string[] = [];
  const fehlgeschlagen: { pfad: string; fehler: string }[] = [];
  results.forEach((result, i) => {
    const path = check.paths[i]!;
    if (result.status === 'fulfilled') return revalidiert.push(path);
    reportError(result.reason, { message: `Revalidierung von ${path} fehlgeschlagen` });
    fehlgeschlagen.push({ pfad: path, fehler: 'Die Seite konnte nicht neu erzeugt werden.' });
  });
  return res.status(fehlgeschlagen.length ? 502 : 200).json({ revalidiert, fehlgeschlagen });
}

// At most 50 paths: 64 kB leave ample room.
export default withRequestBody(handler, { maxBytes: 64 * 1024, errorKey: 'fehler' });
