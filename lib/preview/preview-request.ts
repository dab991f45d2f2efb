// The editors' preview: `/api/vorschau?secret=…&pfad=/de/…` turns on Next.js draft mode,
// `?beenden=1` turns it off. The secret is compared in constant time, and failed attempts are
// limited per client address in the database like failed logins (10 in 15 minutes; issue 12.12),
// so it cannot be guessed. Every answer is German and never stored.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getConfig, getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { reportError } from '@/lib/error-reporting';
import { clientAddress } from '@/lib/http/client-address';
import { setPrivateNoStore } from '@/lib/http/no-store';
import { blockedMessage, blockedUntil, recordFailure, retryAfterSeconds } from '@/lib/session/rate-limit';

type PreviewCheck = { ok: true; path: string } | { ok: false; status: number; message: string };

const ATTEMPTS = 'Versuche mit dem Vorschauschlüssel';

/** Equal length digests: the time taken says nothing about the secret, not even its length. */
export function sameSecret(given: string, configured: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(configured));
}

export function checkPreviewRequest(
  secret: unknown,
  pfad: unknown,
  configured = getConfig().previewSecret,
): PreviewCheck {
  if (!configured) return { ok: false, status: 404, message: 'Vorschau ist nicht eingerichtet.' };
  if (typeof secret !== 'string' || !sameSecret(secret, configured))
    return { ok: false, status: 401, message: 'Ungültiger Vorschauschlüssel.' };
  const path = typeof pfad === 'string' && /^\/de(\/[a-z0-9äöüß/_-]*)?$/i.test(pfad) ? pfad : '/de';
  return { ok: true, path };
}

export async function handlePreviewRequest(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  setPrivateNoStore(res);
  if (req.query.beenden) {
    res.setDraftMode({ enable: false });
    return void res.redirect(307, '/de');
  }
  if (!getConfig().previewSecret) return void res.status(404).json({ message: 'Vorschau ist nicht eingerichtet.' });
  const keys = [`vorschau:adresse:${clientAddress(req, getSessionConfig().trustProxy)}`];
  try {
    const db = await getDatabase();
    const blocked = await blockedUntil(db, keys);
    if (blocked) {
      res.setHeader('Retry-After', String(retryAfterSeconds(blocked)));
      return void res.status(429).json({ message: blockedMessage(blocked, new Date(), ATTEMPTS) });
    }
    const result = checkPreviewRequest(req.query.secret, req.query.pfad);
    if (!result.ok) {
      await recordFailure(db, keys);
      const until = await blockedUntil(db, keys);
      if (until) {
        res.setHeader('Retry-After', String(retryAfterSeconds(until)));
        return void res.status(429).json({ message: blockedMessage(until, new Date(), ATTEMPTS) });
      }
      return void res.status(result.status).json({ message: result.message });
    }
    res.setDraftMode({ enable: true });
    return void res.redirect(307, result.path);
  } catch (error) {
    reportError(error, { message: 'Vorschau: Ratenbegrenzung nicht prüfbar' });
    return void res
      .status(503)
      .json({ message: 'Die Vorschau ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.' });
  }
}
