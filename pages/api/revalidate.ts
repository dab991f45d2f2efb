import type { NextApiRequest, NextApiResponse } from 'next';
import { getConfig } from '@/lib/config';
import { checkRevalidateRequest, readSecret } from '@/lib/cache/revalidate-request';
import { forgetCmsPages } from '@/lib/cache/cms-answer-cache';
import { reportError } from '@/lib/error-reporting';

/**
 * CMS webhook: `POST /api/revalidate` with `X-Revalidate-Secret: <REVALIDATE_SECRET>` (or `Authorization: Bearer …`)
 * and `{"pfad": "/de/…"}` or `{"pfad": ["/de/…", …]}` regenerates those pages now, with fresh CMS answers.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
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
