import { timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';

type PreviewCheck = { ok: true; path: string } | { ok: false; status: number; message: string };

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function checkPreviewRequest(
  secret: unknown,
  pfad: unknown,
  configured = getConfig().previewSecret,
): PreviewCheck {
  if (!configured) return { ok: false, status: 404, message: 'Vorschau ist nicht eingerichtet.' };
  if (typeof secret !== 'string' || !same(secret, configured))
    return { ok: false, status: 401, message: 'Ungültiger Vorschauschlüssel.' };
  const path = typeof pfad === 'string' && /^\/de(\/[a-z0-9äöüß/_-]*)?$/i.test(pfad) ? pfad : '/de';
  return { ok: true, path };
}
